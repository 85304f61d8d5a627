#include "packedblockgeometry.h"

#include "packedblockcontent.h"

#include <QFontMetrics>
#include <QWidget>

#include <algorithm>

namespace atlas {

PackedBlockGeometry::PackedBlockGeometry(const QFont &font, const PackedBlockContent &content, bool labels, int querySlot, bool marks)
    : font_(font), labels_(labels), query_(querySlot)
{
    for (int s = 0; s < content.slotCount(); ++s)
        startsInstance_.append(s > 0 && content.instanceStart(s) == s);
    Metrics m;
    const QFontMetrics fm(font);
    const QFontMetrics small(smallFont(font));

    const PackedBlockContent::Captions captions = PackedBlockContent::captions();
    m.gutter = 0;
    for (const QString &caption : {captions.slot, captions.input, captions.label})
        m.gutter = std::max(m.gutter, small.horizontalAdvance(caption));
    m.gutter += 10;

    // Slots are as wide as their widest text, within readable bounds (longer labels elide).
    int widest = std::max(fm.horizontalAdvance(QStringLiteral("000")), fm.horizontalAdvance(content.tokenText(0, SlotRole::Bos)));
    widest = std::max(widest, fm.horizontalAdvance(content.tokenText(0, SlotRole::Eos)));
    for (int s = 0; s < content.slotCount(); ++s) {
        widest = std::max(widest, fm.horizontalAdvance(content.slotDisplayText(s)));
        if (labels)
            widest = std::max(widest, fm.horizontalAdvance(content.labelDisplayText(s)));
    }
    if (marks)
        widest = std::max({widest, small.horizontalAdvance(captions.missed), small.horizontalAdvance(captions.extra)});
    m.boxHeight = fm.height() + 12;
    m.slotWidth = std::clamp(widest + 14, m.boxHeight, fm.averageCharWidth() * 12 + 14);
    m.trailing = labels ? 16 : 0;
    m.instanceGap = std::max(14, small.height());

    // Rows of one band, from the bracket row down; the query pointer sits above the bracket row
    // of its own band only.
    m.queryHeight = querySlot >= 0 ? small.height() + 9 : 0;
    m.queryTop = -m.queryHeight;
    int y = 0;
    m.bracketTop = y;
    y += small.height() + 7;
    m.indexTop = y;
    y += small.height() + 3;
    m.tokenTop = y;
    y += m.boxHeight;
    if (marks) {
        m.markTop = y + 2;
        y += small.height() + 4;
    }
    if (labels) {
        m.labelTop = y + 8;
        y += 8 + m.boxHeight;
    }
    m.bandHeight = y + 4; // room for the focus ring
    m.bandSpacing = small.height();
    metrics_ = m;
}

QFont PackedBlockGeometry::smallFont(const QFont &font)
{
    QFont f = font;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(std::max(7.0, f.pointSizeF() * 0.85));
    else
        f.setPixelSize(std::max(9, f.pixelSize() * 85 / 100));
    return f;
}

const PackedBlockGeometry::Placement &PackedBlockGeometry::placement(int width) const
{
    if (placement_.width == width)
        return placement_;
    const Metrics &m = metrics_;
    Placement p;
    p.width = width;
    const int left = m.margin + m.gutter;
    const int right = width - m.margin - m.trailing;
    int band = 0;
    int x = left;
    for (int s = 0; s < slotCount(); ++s) {
        const bool newInstance = startsInstance_[s];
        int gap = x == left ? 0 : (newInstance ? m.instanceGap : m.slotGap);
        if (x != left && x + gap + m.slotWidth > right) {
            ++band; // wrap; a slot never goes below the minimum width of one
            x = left;
            gap = 0;
        }
        p.band.append(band);
        p.x.append(x + gap);
        x += gap + m.slotWidth;
    }
    p.bands = slotCount() == 0 ? 1 : band + 1;
    placement_ = p;
    return placement_;
}

int PackedBlockGeometry::bandTop(int width, int band) const
{
    const Metrics &m = metrics_;
    const bool queryAbove = query_ >= 0 && placement(width).band[query_] <= band;
    return m.margin + band * (m.bandHeight + m.bandSpacing) + (queryAbove ? m.queryHeight : 0);
}

int PackedBlockGeometry::heightForWidth(int width) const
{
    const Metrics &m = metrics_;
    const int bands = placement(width).bands;
    return 2 * m.margin + m.queryHeight + bands * m.bandHeight + (bands - 1) * m.bandSpacing;
}

QSize PackedBlockGeometry::sizeHint() const
{
    // One row when it fits a readable width; longer blocks wrap.
    const Metrics &m = metrics_;
    int oneRow = 2 * m.margin + m.gutter + m.trailing;
    for (int s = 0; s < slotCount(); ++s)
        oneRow += m.slotWidth + (s == 0 ? 0 : (startsInstance_[s] ? m.instanceGap : m.slotGap));
    const int width = std::min(oneRow, std::max(QFontMetrics(font_).averageCharWidth() * 100, 2 * m.margin + m.gutter + m.slotWidth));
    return QSize(width, heightForWidth(width));
}

QSize PackedBlockGeometry::minimumSizeHint() const
{
    // One slot wide; as high as one row, since layouts take the minimum height at any width
    // and ask heightForWidth() for the real one.
    const Metrics &m = metrics_;
    const int width = 2 * m.margin + m.gutter + m.trailing + m.slotWidth;
    return QSize(width, heightForWidth(QWIDGETSIZE_MAX));
}

QRect PackedBlockGeometry::slotRect(int width, int slot) const
{
    if (slot < 0 || slot >= slotCount())
        return QRect();
    const Metrics &m = metrics_;
    const Placement &p = placement(width);
    return QRect(p.x[slot], bandTop(width, p.band[slot]) + m.tokenTop, m.slotWidth, m.boxHeight);
}

QRect PackedBlockGeometry::labelRect(int width, int slot) const
{
    if (slot < 0 || slot >= slotCount() || !labels_)
        return QRect();
    const Metrics &m = metrics_;
    const Placement &p = placement(width);
    return QRect(p.x[slot], bandTop(width, p.band[slot]) + m.labelTop, m.slotWidth, m.boxHeight);
}

QRect PackedBlockGeometry::columnRect(int width, int slot) const
{
    const Metrics &m = metrics_;
    const Placement &p = placement(width);
    const int top = bandTop(width, p.band[slot]);
    const int bottom = top + (m.labelTop >= 0 ? m.labelTop + m.boxHeight
                              : m.markTop >= 0 ? m.markTop + QFontMetrics(smallFont(font_)).height()
                                               : m.tokenTop + m.boxHeight);
    return QRect(QPoint(p.x[slot], top + m.indexTop), QPoint(p.x[slot] + m.slotWidth - 1, bottom));
}

int PackedBlockGeometry::slotAt(int width, const QPoint &position) const
{
    for (int s = 0; s < slotCount(); ++s)
        if (columnRect(width, s).contains(position))
            return s;
    return -1;
}

} // namespace atlas
