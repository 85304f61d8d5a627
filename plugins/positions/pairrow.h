// Two widgets side by side when the row is wide enough for both, else one above the other —
// so that two tables a reader compares stand next to each other in a wide lab column and the
// lab never scrolls sideways in a narrow one (the tour at 1024 × 700, German and French
// captions). Its minimum width is the wider child's, not the sum.
#pragma once

#include <QWidget>

namespace atlas {

class PairRow final : public QWidget {
    Q_OBJECT

public:
    PairRow(QWidget *first, QWidget *second, QWidget *parent = nullptr);

    // Whether the two stand side by side at the current width.
    bool isSideBySide() const { return sideBySide(width()); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    bool sideBySide(int width) const;
    void place();

    QWidget *first_, *second_;
    static constexpr int spacing = 12;
};

} // namespace atlas
