// Lays its items out left to right and wraps to a new row when the width runs out, like
// words in a paragraph: stages that fit side by side in a wide window stack in a narrow one
// instead of forcing a horizontal scroll bar. Items keep their size hints; rows are aligned
// to the top.
#pragma once

#include <QLayout>
#include <QList>

namespace atlas {

class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget *parent = nullptr, int horizontalSpacing = 16, int verticalSpacing = 10);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    // Places the items in `rect` (only measures when `apply` is false); returns the height used.
    int arrange(const QRect &rect, bool apply) const;

    QList<QLayoutItem *> items_;
    int horizontalSpacing_, verticalSpacing_;
};

} // namespace atlas
