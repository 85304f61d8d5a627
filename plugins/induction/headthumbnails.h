// Every head's attention on the probe sequence as a small map, in one row that stays in view
// above the lab's sections while a run goes (the full maps, labelled cell by cell, are in the
// heads' section below): the learner sees the previous-token diagonal and the induction
// stripe appear as the curves move. Rows are queries, columns keys; white is 0, deep purple 1;
// the future, masked, is grey. Each map is titled with its layer and head and its strongest
// score; the caption names the step shown.
#pragma once

#include <atlas/inductiontrainer.h>

#include <QWidget>

namespace atlas {

class HeadThumbnails final : public QWidget {
    Q_OBJECT

public:
    explicit HeadThumbnails(QWidget *parent = nullptr);

    // The maps of `snapshot` (heads per layer: H), with the switched-off heads dimmed.
    void show(const AttentionSnapshot &snapshot, int headsPerLayer, const HeadMask &mask);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int width) const override;

    // Each head's title, two lines, e.g. "L2 H1\nind 0.82" (for tests and the accessible text).
    QStringList titles() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    int cellSide() const;
    int captionHeight() const;
    void updateTexts();

    AttentionSnapshot snapshot_;
    HeadMask mask_;
    int headsPerLayer_ = 1;
    QStringList titles_;
    QString caption_;
};

} // namespace atlas
