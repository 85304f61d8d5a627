#include "formulabox.h"

#include <QFontMetricsF>

#include <algorithm>

namespace atlas {

namespace {

using Item = FormulaBox::Item;

Item newItem(Item::Kind kind, Item::Role role)
{
    Item item;
    item.kind = kind;
    item.role = role;
    return item;
}

} // namespace

void FormulaBox::place(const FormulaBox &other, qreal dx, qreal dy)
{
    for (Item item : other.items) {
        item.origin += QPointF(dx, dy);
        item.baseline += dy;
        item.rect.translate(dx, dy);
        if (item.kind == Item::Kind::Path)
            item.path.translate(dx, dy);
        items.append(item);
    }
}

FormulaBox FormulaBox::glyphs(const QString &text, const QFont &font, Item::Role role)
{
    const QFontMetricsF fm(font);
    FormulaBox b;
    b.width = fm.horizontalAdvance(text);
    const QRectF ink = fm.tightBoundingRect(text);
    b.ascent = std::max<qreal>(0, -ink.top());
    b.descent = std::max<qreal>(0, ink.bottom());
    if (font.italic()) {
        b.italic = std::max<qreal>(0, ink.right() - b.width);
        b.width += b.italic;
    }
    Item item = newItem(Item::Kind::Glyphs, role);
    item.text = text;
    item.font = font;
    item.rect = ink;
    b.items.append(item);
    return b;
}

Item FormulaBox::rule(const QRectF &rect, Item::Role role)
{
    Item item = newItem(Item::Kind::Rule, role);
    item.rect = rect;
    return item;
}

Item FormulaBox::path(const QPainterPath &p, Item::Role role, bool filled, qreal penWidth, Qt::PenCapStyle cap)
{
    Item item = newItem(Item::Kind::Path, role);
    item.path = p;
    item.filled = filled;
    item.penWidth = penWidth;
    item.cap = cap;
    const qreal half = filled ? 0 : penWidth / 2;
    item.rect = p.boundingRect().adjusted(-half, -half, half, half);
    return item;
}

} // namespace atlas
