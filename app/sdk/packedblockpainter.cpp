#include "packedblockpainter.h"

#include "colorscale.h"
#include "packedblockcontent.h"
#include "packedblockgeometry.h"
#include "packedblockstrip.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace atlas {

namespace {

using Metrics = PackedBlockGeometry::Metrics;
using Placement = PackedBlockGeometry::Placement;

QColor blend(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - t) + b.redF() * t),
                            static_cast<float>(a.greenF() * (1 - t) + b.greenF() * t),
                            static_cast<float>(a.blueF() * (1 - t) + b.blueF() * t));
}

void drawCheckBadge(QPainter &p, const QPointF &centre, double radius, const QColor &fill,
                    const QColor &mark, const QColor &ring)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(ring, 1.5));
    p.setBrush(fill);
    p.drawEllipse(centre, radius, radius);
    QPainterPath tick;
    tick.moveTo(centre + QPointF(-radius * 0.5, 0));
    tick.lineTo(centre + QPointF(-radius * 0.12, radius * 0.42));
    tick.lineTo(centre + QPointF(radius * 0.55, -radius * 0.45));
    p.setPen(QPen(mark, std::max(1.5, radius * 0.28), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(tick);
    p.restore();
}

// A small horizontal arrow from `from` to `tip`.
void drawArrow(QPainter &p, const QPointF &from, const QPointF &tip, const QColor &color)
{
    const double direction = tip.x() >= from.x() ? 1 : -1;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(color, 1.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawLine(from, tip);
    p.drawLine(tip, tip + QPointF(-4 * direction, -3.5));
    p.drawLine(tip, tip + QPointF(-4 * direction, 3.5));
    p.restore();
}

} // namespace

void PackedBlockPainter::paint(QPainter &p) const
{
    const Placement &pl = geometry_.placement(strip_.width());
    for (int band = 0; band < pl.bands; ++band)
        paintBand(p, band);
    for (int s = 0; s < strip_.slotCount(); ++s)
        paintSlot(p, s);
}

void PackedBlockPainter::paintBand(QPainter &p, int band) const
{
    const Metrics &m = geometry_.metrics();
    const int width = strip_.width();
    const Placement &pl = geometry_.placement(width);
    const int top = geometry_.bandTop(width, band);
    const QFont small = PackedBlockGeometry::smallFont(strip_.font());
    const QFontMetrics sfm(small);
    const QColor text = strip_.palette().color(QPalette::WindowText);
    const QColor muted = strip_.palette().color(QPalette::PlaceholderText);

    const PackedBlockContent::Captions captions = PackedBlockContent::captions();

    // Row captions in the gutter.
    p.setFont(small);
    p.setPen(muted);
    const QRect gutter(m.margin, 0, m.gutter - 8, 0);
    p.drawText(QRect(gutter.left(), top + m.indexTop, gutter.width(), sfm.height()), Qt::AlignRight | Qt::AlignVCenter, captions.slot);
    p.drawText(QRect(gutter.left(), top + m.tokenTop, gutter.width(), m.boxHeight), Qt::AlignRight | Qt::AlignVCenter, captions.input);
    if (m.labelTop >= 0)
        p.drawText(QRect(gutter.left(), top + m.labelTop, gutter.width(), m.boxHeight), Qt::AlignRight | Qt::AlignVCenter, captions.label);

    // One bracket per run of an instance within this band, captioned with its document.
    for (int s = 0; s < strip_.slotCount(); ++s) {
        if (pl.band[s] != band || (s > 0 && pl.band[s - 1] == band && content_.instanceStart(s - 1) == content_.instanceStart(s)))
            continue;
        int end = s;
        while (end + 1 < strip_.slotCount() && pl.band[end + 1] == band && content_.instanceStart(end + 1) == content_.instanceStart(s))
            ++end;
        const bool startsHere = content_.instanceStart(s) == s;
        const bool continues = content_.instanceContinues(s) && startsHere;
        const bool endsHere = end + 1 >= strip_.slotCount() || content_.instanceStart(end + 1) != content_.instanceStart(s);
        const int x0 = pl.x[s], x1 = pl.x[end] + m.slotWidth;
        const int lineY = top + m.bracketTop + sfm.height() + 3;
        QPen pen(text, 1.2);
        p.setPen(pen);
        p.drawLine(x0, lineY, x1 - 1, lineY);
        if (startsHere && !continues)
            p.drawLine(x0, lineY, x0, lineY + 4);
        if (endsHere)
            p.drawLine(x1 - 1, lineY, x1 - 1, lineY + 4);
        int captionLeft = x0;
        if (continues) {
            // Coming in from the previous block: an arrow into the bracket. A run that merely
            // wraps from the row above just has an open end, so the two never look alike.
            drawArrow(p, QPointF(x0, lineY), QPointF(x0 + 10, lineY), text);
            captionLeft += 14;
        }
        const QString caption = content_.instanceCaption(s, x1 - captionLeft - 2, sfm);
        if (!caption.isEmpty()) {
            p.setPen(text);
            p.drawText(QRect(captionLeft, top + m.bracketTop, x1 - captionLeft, sfm.height()), Qt::AlignHCenter | Qt::AlignBottom, caption);
        }
    }

    // The query pointer above its slot.
    const int query = strip_.querySlot();
    if (query >= 0 && pl.band[query] == band) {
        const int cx = pl.x[query] + m.slotWidth / 2;
        QFont bold = small;
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(text);
        const QString caption = captions.query;
        const int w = QFontMetrics(bold).horizontalAdvance(caption) + 4;
        p.drawText(QRect(cx - w / 2, top + m.queryTop, w, sfm.height()), Qt::AlignCenter, caption);
        QPainterPath triangle;
        const double ty = top + m.queryTop + sfm.height() + 1;
        triangle.moveTo(cx - 5, ty);
        triangle.lineTo(cx + 5, ty);
        triangle.lineTo(cx, ty + 6);
        triangle.closeSubpath();
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.fillPath(triangle, text);
        p.restore();
    }
}

void PackedBlockPainter::paintSlot(QPainter &p, int s) const
{
    const Metrics &m = geometry_.metrics();
    const int width = strip_.width();
    const Placement &pl = geometry_.placement(width);
    const auto i = static_cast<std::size_t>(s);
    const int top = geometry_.bandTop(width, pl.band[s]);
    const QFontMetrics fm(strip_.font());
    const QFont small = PackedBlockGeometry::smallFont(strip_.font());
    const QFontMetrics sfm(small);
    const QColor text = strip_.palette().color(QPalette::WindowText);
    const QColor muted = strip_.palette().color(QPalette::PlaceholderText);
    const QColor base = strip_.palette().color(QPalette::Base);
    const QColor highlight = strip_.palette().color(QPalette::Highlight);

    // Slot index; the query's in bold.
    QFont indexFont = small;
    indexFont.setBold(s == strip_.querySlot());
    p.setFont(indexFont);
    p.setPen(s == strip_.querySlot() ? text : muted);
    p.drawText(QRect(pl.x[s], top + m.indexTop, m.slotWidth, sfm.height()), Qt::AlignCenter, QString::number(s));

    // The input token.
    const QRect box = geometry_.slotRect(width, s);
    const QColor fill = ColorScale::category(strip_.block().documentIndex[i]);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const bool selected = strip_.isSelected(s);
    QPen border(fill.darker(170), 1);
    if (selected)
        border = QPen(text, 3);
    else if (strip_.isMissed(s))
        border = QPen(text, 2, Qt::DashLine);
    p.setPen(border);
    p.setBrush(fill);
    const QRectF r = QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5);
    if (content_.instanceContinues(s) && content_.instanceStart(s) == s) {
        // A torn left edge: this fragment began in the previous block.
        QPainterPath torn;
        torn.moveTo(r.topLeft());
        torn.lineTo(r.topRight());
        torn.lineTo(r.bottomRight());
        torn.lineTo(r.bottomLeft());
        const int teeth = 4;
        for (int t = 1; t <= 2 * teeth; ++t)
            torn.lineTo(r.left() + (t % 2 ? 4 : 0), r.bottom() - r.height() * t / (2 * teeth));
        torn.closeSubpath();
        p.drawPath(torn);
    } else {
        p.drawRoundedRect(r, 4, 4);
    }
    p.restore();
    p.setFont(strip_.font());
    p.setPen(ColorScale::textOn(fill));
    p.drawText(box.adjusted(4, 0, -4, 0), Qt::AlignCenter, fm.elidedText(content_.slotDisplayText(s), Qt::ElideRight, box.width() - 8));
    if (selected)
        drawCheckBadge(p, QPointF(box.right() - 1, box.top() + 1), std::max(6.0, sfm.height() * 0.42), highlight,
                       strip_.palette().color(QPalette::HighlightedText), base);

    // Marks after grading.
    if (m.markTop >= 0 && (strip_.isMissed(s) || strip_.isExtra(s))) {
        QFont markFont = small;
        markFont.setBold(true);
        p.setFont(markFont);
        p.setPen(text);
        const PackedBlockContent::Captions captions = PackedBlockContent::captions();
        p.drawText(QRect(pl.x[s] - 2, top + m.markTop, m.slotWidth + 4, sfm.height()), Qt::AlignCenter,
                   strip_.isMissed(s) ? captions.missed : captions.extra);
    }

    // The shifted label.
    if (m.labelTop >= 0) {
        const QRect lbox = geometry_.labelRect(width, s);
        if (!content_.hasLabel(s)) {
            p.setFont(strip_.font());
            p.setPen(muted);
            p.drawText(lbox, Qt::AlignCenter, content_.labelDisplayText(s));
        } else {
            const bool trained = strip_.block().lossMask[i];
            const bool outside = content_.labelFromNextBlock(s);
            QColor labelFill = base;
            if (!outside && trained)
                labelFill = blend(ColorScale::category(strip_.block().documentIndex[i + 1]), base, 0.45);
            p.save();
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(outside || !trained ? muted : labelFill.darker(170), outside ? 1.5 : 1,
                          outside ? Qt::DashLine : Qt::SolidLine));
            p.setBrush(labelFill);
            p.drawRoundedRect(QRectF(lbox).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
            p.restore();
            QFont labelFont = strip_.font();
            labelFont.setStrikeOut(!trained);
            p.setFont(labelFont);
            p.setPen(trained ? ColorScale::textOn(labelFill) : muted);
            p.drawText(lbox.adjusted(4, 0, -4, 0), Qt::AlignCenter,
                       fm.elidedText(content_.labelDisplayText(s), Qt::ElideRight, lbox.width() - 8));
            if (outside)
                // It arrives from beyond the block's right edge.
                drawArrow(p, QPointF(lbox.right() + m.trailing - 2, lbox.center().y()),
                          QPointF(lbox.right() + 3, lbox.center().y()), text);
        }
    }

    // The focus ring around the whole column.
    if (strip_.hasFocus() && s == strip_.currentSlot()) {
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(highlight, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(geometry_.columnRect(width, s)).adjusted(-3, -2, 3, 3), 5, 5);
        p.restore();
    }
}

} // namespace atlas
