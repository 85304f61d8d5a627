#include "heatmapdelegate.h"

#include "colorscale.h"
#include "matrixmodel.h"

#include <QPainter>

#include <algorithm>

namespace atlas {

void HeatmapDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    painter->save();
    const QRect r = option.rect;
    const bool masked = index.data(MatrixModel::MaskedRole).toBool();
    const QColor fill = index.data(MatrixModel::ColorRole).value<QColor>();
    painter->fillRect(r, fill);
    if (masked) {
        // Hatching, not a colour of the scale: "not in the softmax support" ≠ "computed 0".
        painter->fillRect(r, QBrush(QColor(0x96, 0x96, 0x96), Qt::BDiagPattern));
    }
    if (showText_) {
        QColor textColor = masked ? QColor(0x40, 0x40, 0x40) : ColorScale::textOn(fill);
        QFont font = option.font;
        if (masked)
            font.setItalic(true);
        painter->setFont(font);
        painter->setPen(textColor);
        const QString text = index.data(Qt::DisplayRole).toString();
        if (masked) {
            // A light plate keeps the text readable over the hatching.
            const QRect plate = painter->fontMetrics().boundingRect(r, Qt::AlignCenter, text).adjusted(-2, 0, 2, 0);
            painter->fillRect(plate, ColorScale::maskedFill());
        }
        painter->drawText(r, Qt::AlignCenter, text);
    }

    if (index.data(MatrixModel::ChangedRole).toBool()) {
        // Changed by the learner's last edit: a frame and a corner notch in black or white,
        // whichever stands out on the cell — a shape, not a hue, so it reads in any palette.
        const QColor ink = ColorScale::textOn(fill);
        painter->setPen(QPen(ink, 2));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(r).adjusted(2, 2, -2, -2));
        const double notch = std::min(r.width(), r.height()) * 0.3;
        painter->setPen(Qt::NoPen);
        painter->setBrush(ink);
        painter->drawPolygon(QPolygonF({QPointF(r.left() + 1, r.top() + 1), QPointF(r.left() + 1 + notch, r.top() + 1),
                                        QPointF(r.left() + 1, r.top() + 1 + notch)}));
    }

    const bool selected = index.row() == highlightedRow_;
    if (selected || (option.state & QStyle::State_HasFocus)) {
        QPen pen(option.palette.color(QPalette::Highlight), selected ? 2 : 1);
        if (option.state & QStyle::State_HasFocus)
            pen.setStyle(Qt::DashLine);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(r.adjusted(1, 1, -1, -1));
    }
    painter->restore();
}

} // namespace atlas

#include "moc_heatmapdelegate.cpp"
