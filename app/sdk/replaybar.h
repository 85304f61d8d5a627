// The replay of a model's training: a slider over the kept snapshots (TrainingHistory), the
// step shown, an optional mark on the slider at a step that matters (where the induction head
// formed), and buttons that jump to the mark and back to the newest weights. Moving the slider
// asks for a snapshot; what is shown (maps, curves' cursor, figures) is the owner's. The owner
// names the mark and says what a position shows (setMarkTexts, slider()->setToolTip), again
// on a language change.
#pragma once

#include "sdk/sdkexport.h"

#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;
class QSlider;

namespace atlas {

class ATLAS_SDK_EXPORT ReplayBar final : public QWidget {
    Q_OBJECT

public:
    explicit ReplayBar(QWidget *parent = nullptr);

    // The snapshots' steps (ascending), the marked step (if any), and the snapshot shown (−1:
    // the newest weights, the slider at its end).
    void setHistory(const std::vector<std::int64_t> &steps, std::optional<std::int64_t> marked, int shown);
    // The mark's button text and tooltip, and the slider's accessible note about it with %1
    // for the step ("the head formed at step %1"). Without a button text there is no mark
    // button.
    void setMarkTexts(const QString &button, const QString &toolTip, const QString &accessibleNote);

    QSlider *slider() const { return slider_; }
    QLabel *stepLabel() const { return step_; }
    QPushButton *markButton() const { return mark_; }
    QPushButton *latestButton() const { return latest_; }
    // Where the mark sits on the slider (the snapshot nearest the marked step), or −1.
    int markIndex() const { return markIndex_; }

Q_SIGNALS:
    void snapshotRequested(int index);
    void latestRequested();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void updateStepText();

    QLabel *title_;
    QSlider *slider_;
    QLabel *step_;
    QPushButton *mark_;
    QPushButton *latest_;
    std::vector<std::int64_t> steps_;
    std::optional<std::int64_t> marked_;
    int markIndex_ = -1;
    QString markNote_;
    bool updating_ = false;
};

} // namespace atlas
