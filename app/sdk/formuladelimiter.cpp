#include "formuladelimiter.h"

#include <QTransform>

#include <algorithm>

namespace atlas {

namespace {

using AtomClass = FormulaNode::AtomClass;
using FontStyle = FormulaNode::FontStyle;
using Role = FormulaRenderer::Item::Role;
using Box = FormulaBox;
using Metrics = FormulaFonts::Metrics;

} // namespace

FormulaBox FormulaDelimiter::box(const QString &d, qreal height, FormulaLevel level, FormulaFonts &fonts, qreal rule)
{
    const Metrics m = fonts.metrics(level);
    const qreal e = m.em;
    Box b;
    b.atomClass = AtomClass::Ordinary;
    if (d.isEmpty()) {
        b.width = 0.12 * e; // the null delimiter
        return b;
    }
    // Small contents take the font's own glyph, so it matches the text around it.
    const Box glyph = Box::glyphs(d, fonts.font(level, FontStyle::Upright), Role::Delimiter);
    if (height <= (glyph.ascent + glyph.descent) * 1.05)
        return glyph;

    const qreal top = -m.axis - height / 2;
    const qreal bottom = -m.axis + height / 2;
    const qreal mid = (top + bottom) / 2;
    const qreal stem = 0.075 * e;
    const qreal hair = std::max(rule, 0.045 * e);
    const qreal pad = 0.06 * e;
    const QChar c = d.at(0);
    const bool mirrored = c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}')
        || c == QChar(0x27E9) || c == QChar(0x2309) || c == QChar(0x230B);
    QPainterPath p;
    bool filled = false;
    qreal pen = hair;
    qreal width = 0;
    Qt::PenCapStyle cap = Qt::FlatCap;
    if (c == QLatin1Char('(') || c == QLatin1Char(')')) {
        // A crescent: thick in the middle, thin at the ends.
        width = std::min(0.3 * e + 0.05 * height, 0.7 * e);
        const qreal xr = pad + width, xl = pad;
        const qreal k = 0.3 * height;
        const qreal d2 = 4 * stem / 3;
        p.moveTo(xr, top);
        p.cubicTo(xl, top + k, xl, bottom - k, xr, bottom);
        p.cubicTo(xl + d2, bottom - k, xl + d2, top + k, xr, top);
        filled = true;
    } else if (c == QLatin1Char('[') || c == QLatin1Char(']') || c == QChar(0x2308) || c == QChar(0x2309)
               || c == QChar(0x230A) || c == QChar(0x230B)) {
        width = 0.3 * e;
        const bool upper = c != QChar(0x230A) && c != QChar(0x230B);
        const bool lower = c != QChar(0x2308) && c != QChar(0x2309);
        p.addRect(QRectF(pad, top, stem, height));
        if (upper)
            p.addRect(QRectF(pad, top, width, hair));
        if (lower)
            p.addRect(QRectF(pad, bottom - hair, width, hair));
        filled = true;
    } else if (c == QLatin1Char('{') || c == QLatin1Char('}')) {
        width = 0.42 * e;
        const qreal xl = pad, xr = pad + width, xm = pad + width / 2;
        const qreal r = std::min(0.2 * e, height / 8);
        p.moveTo(xr, top);
        p.quadTo(xm, top, xm, top + r);
        p.lineTo(xm, mid - r);
        p.quadTo(xm, mid, xl, mid);
        p.quadTo(xm, mid, xm, mid + r);
        p.lineTo(xm, bottom - r);
        p.quadTo(xm, bottom, xr, bottom);
        pen = std::max(hair, 0.075 * e);
        cap = Qt::RoundCap;
    } else if (c == QChar(0x27E8) || c == QChar(0x27E9)) {
        width = std::min(0.3 * e + 0.04 * height, 0.6 * e);
        p.moveTo(pad + width, top);
        p.lineTo(pad, mid);
        p.lineTo(pad + width, bottom);
        pen = std::max(hair, 0.05 * e);
    } else if (c == QLatin1Char('|') || c == QChar(0x2016)) {
        const bool twice = c == QChar(0x2016);
        width = twice ? 0.2 * e : 0.0;
        p.addRect(QRectF(pad, top, hair * 1.3, height));
        if (twice)
            p.addRect(QRectF(pad + width, top, hair * 1.3, height));
        width += hair * 1.3;
        filled = true;
    } else { // '/'
        width = std::min(0.25 * e + 0.3 * height, 1.2 * e);
        p.moveTo(pad + width, top);
        p.lineTo(pad, bottom);
        pen = std::max(hair, 0.05 * e);
    }
    if (mirrored) {
        QTransform flip;
        flip.translate(2 * pad + width, 0);
        flip.scale(-1, 1);
        p = flip.map(p);
    }
    b.items.append(Box::path(p, Role::Delimiter, filled, pen, cap));
    b.width = width + 2 * pad;
    b.ascent = -top;
    b.descent = bottom;
    return b;
}

} // namespace atlas
