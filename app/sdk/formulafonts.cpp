#include "formulafonts.h"

#include "formularenderer.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QScreen>

#include <algorithm>

namespace atlas {

namespace {

qreal basePixelSize(const QFont &font)
{
    if (font.pixelSize() > 0)
        return font.pixelSize();
    const QScreen *screen = qobject_cast<QGuiApplication *>(QCoreApplication::instance())
        ? QGuiApplication::primaryScreen() : nullptr;
    const qreal dpi = screen ? screen->logicalDotsPerInchY() : 96.0;
    return std::max<qreal>(1.0, font.pointSizeF() * dpi / 72.0);
}

int sizeIndex(FormulaLevel level)
{
    switch (level.style) {
    case FormulaLevel::Style::Display:
    case FormulaLevel::Style::Text: return 0;
    case FormulaLevel::Style::Script: return 1;
    case FormulaLevel::Style::ScriptScript: return 2;
    }
    return 0;
}

} // namespace

qreal FormulaFonts::pixelSize(const QFont &text)
{
    const qreal pixels = basePixelSize(text);
    QFont textFont = text;
    textFont.setPixelSize(std::max(1, qRound(pixels)));
    QFont serif;
    serif.setFamilies(FormulaRenderer::fontFamilies());
    serif.setStyleHint(QFont::Serif);
    serif.setPixelSize(std::max(1, qRound(pixels)));
    const qreal textX = QFontMetricsF(textFont).xHeight();
    const qreal serifX = QFontMetricsF(serif).xHeight();
    if (textX <= 0 || serifX <= 0)
        return pixels;
    return pixels * std::clamp(textX / serifX, 0.9, 1.2);
}

QFont FormulaFonts::font(FormulaLevel level, FormulaNode::FontStyle style, qreal scale) const
{
    static constexpr qreal factors[] = {1.0, 0.7, 0.55};
    QFont f;
    f.setFamilies(FormulaRenderer::fontFamilies());
    f.setStyleHint(QFont::Serif);
    f.setPixelSize(std::max(1, qRound(pixelSize_ * factors[sizeIndex(level)] * scale)));
    f.setItalic(style == FormulaNode::FontStyle::Italic);
    f.setBold(style == FormulaNode::FontStyle::Bold);
    return f;
}

const FormulaFonts::Metrics &FormulaFonts::metrics(FormulaLevel level)
{
    const int index = sizeIndex(level);
    auto it = metrics_.find(index);
    if (it == metrics_.end()) {
        const QFont f = font(level, FormulaNode::FontStyle::Upright);
        const QFontMetricsF fm(f);
        Metrics m;
        m.em = f.pixelSize();
        m.xHeight = fm.xHeight() > 0 ? fm.xHeight() : 0.45 * m.em;
        const QRectF plus = fm.tightBoundingRect(QStringLiteral("+"));
        m.axis = plus.isEmpty() ? 0.25 * m.em : -(plus.top() + plus.bottom()) / 2;
        it = metrics_.insert(index, m);
    }
    return *it;
}

} // namespace atlas
