#include "compactheaderview.h"

#include <QPaintEvent>
#include <QPainter>
#include <QStyleOptionHeader>

#include <algorithm>

namespace atlas {

CompactHeaderView::CompactHeaderView(Qt::Orientation orientation, QWidget *parent) : QHeaderView(orientation, parent)
{
    // As QTableView's own headers: a click on a section selects its row or column.
    setSectionsClickable(true);
}

void CompactHeaderView::setLabelLayout(bool onEnd, int stride)
{
    onEnd = onEnd && orientation() == Qt::Horizontal;
    stride = std::max(1, stride);
    if (onEnd == onEnd_ && stride == stride_)
        return;
    onEnd_ = onEnd;
    stride_ = stride;
    updateGeometries(); // the header's depth follows the labels
    viewport()->update();
}

QString CompactHeaderView::label(int logicalIndex) const
{
    return model() ? model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString() : QString();
}

void CompactHeaderView::paintEvent(QPaintEvent *event)
{
    if (!onEnd_ && stride_ == 1) {
        QHeaderView::paintEvent(event);
        return;
    }
    // Every section's frame first, then the labels over them: a label may reach over the
    // sections after it. All is drawn each time, so a partial repaint is right too.
    QPainter painter(viewport());
    const bool horizontal = orientation() == Qt::Horizontal;
    const auto sectionRect = [&](int logical, int span) {
        const int at = sectionViewportPosition(logical);
        int size = 0;
        for (int i = logical; i < logical + span && i < count(); ++i)
            size += sectionSize(i);
        return horizontal ? QRect(at, 0, size, viewport()->height()) : QRect(0, at, viewport()->width(), size);
    };
    for (int i = 0; i < count(); ++i) {
        QStyleOptionHeader option;
        initStyleOption(&option);
        option.rect = sectionRect(i, 1);
        option.section = i;
        painter.save(); // the style may leave a clip of its own behind
        style()->drawControl(QStyle::CE_Header, &option, &painter, this);
        painter.restore();
    }
    painter.setFont(font());
    painter.setPen(palette().color(QPalette::ButtonText));
    for (int i = 0; i < count(); i += stride_) {
        const QRect rect = sectionRect(i, stride_);
        if (!rect.intersects(event->rect()))
            continue;
        painter.save();
        if (onEnd_) {
            painter.translate(rect.left(), rect.bottom());
            painter.rotate(-90);
            painter.drawText(QRect(3, 0, rect.height() - 6, rect.width()), Qt::AlignLeft | Qt::AlignVCenter, label(i));
        } else {
            painter.drawText(rect.adjusted(3, 0, -3, 0), (horizontal ? Qt::AlignHCenter : Qt::AlignLeft) | Qt::AlignVCenter, label(i));
        }
        painter.restore();
    }
}

QSize CompactHeaderView::sectionSizeFromContents(int logicalIndex) const
{
    if (!onEnd_ && stride_ == 1)
        return QHeaderView::sectionSizeFromContents(logicalIndex);
    const QFontMetrics fm(font());
    if (onEnd_)
        return {1, fm.horizontalAdvance(label(logicalIndex)) + 8};
    return orientation() == Qt::Horizontal ? QSize(1, fm.height() + 6) : QSize(fm.horizontalAdvance(label(logicalIndex)) + 8, 1);
}

} // namespace atlas

#include "moc_compactheaderview.cpp"
