#include "formularenderer.h"

#include "formulafonts.h"
#include "formulalayout.h"

#include "text/formulaparser.h"

#include <QColor>
#include <QPainter>
#include <QTransform>

#include <algorithm>
#include <cmath>

namespace atlas {

QStringList FormulaRenderer::fontFamilies()
{
    return {QStringLiteral("DejaVu Serif"), QStringLiteral("STIX Two Text"), QStringLiteral("Latin Modern Roman"),
            QStringLiteral("Liberation Serif"), QStringLiteral("Times New Roman"), QStringLiteral("serif")};
}

FormulaRenderer::FormulaRenderer(const QString &tex, const QFont &baseFont, Style style)
    : source_(tex), style_(style)
{
    const FormulaParseResult parsed = FormulaParser::parse(tex);
    if (!parsed.ok()) {
        error_ = parsed.error->message;
        errorOffset_ = parsed.error->offset;
        return;
    }
    plainText_ = parsed.root.plainText();
    pixelSize_ = FormulaFonts::pixelSize(baseFont);
    const FormulaBox box = FormulaLayout::layout(
        parsed.root, {style == Style::Display ? FormulaLevel::Style::Display : FormulaLevel::Style::Text, false}, pixelSize_);

    // The image must hold the ink as well as the box: italic letters lean out of theirs. A
    // formula of negative space only ("\\!") has a negative width and draws nothing: it takes
    // none (the formula fuzz target found it).
    QRectF extent(0, -box.ascent, std::max<qreal>(0, box.width), box.ascent + box.descent);
    for (const Item &item : box.items)
        if (!item.rect.isEmpty())
            extent = extent.united(item.rect);
    const qreal pad = 1.0;
    extent.adjust(-pad, -pad, pad, pad);
    size_ = extent.size();
    baseline_ = -extent.top();
    items_.reserve(box.items.size());
    for (Item item : box.items) {
        const QPointF shift = -extent.topLeft();
        item.origin += shift;
        item.baseline += shift.y();
        item.rect.translate(shift);
        if (item.kind == Item::Kind::Path)
            item.path.translate(shift);
        items_.append(item);
    }
}

namespace {

// Rules fall on whole device pixels, so a fraction bar is one crisp line, not two grey ones.
QRectF snapped(const QPainter &painter, const QRectF &rect)
{
    const QTransform t = painter.deviceTransform();
    if (t.type() > QTransform::TxScale)
        return rect;
    QRectF d = t.mapRect(rect);
    const qreal top = std::round(d.top());
    const qreal height = std::max<qreal>(1.0, std::round(d.height()));
    d.setTop(top);
    d.setHeight(height);
    return t.inverted().mapRect(d);
}

} // namespace

void FormulaRenderer::paint(QPainter &painter, QPointF topLeft) const
{
    if (!isValid())
        return;
    painter.save();
    painter.translate(topLeft);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    const QColor color = painter.pen().color();
    for (const Item &item : items_) {
        switch (item.kind) {
        case Item::Kind::Glyphs:
            painter.setFont(item.font);
            painter.setPen(color);
            painter.drawText(item.origin, item.text);
            break;
        case Item::Kind::Rule:
            painter.fillRect(snapped(painter, item.rect), color);
            break;
        case Item::Kind::Path:
            if (item.filled)
                painter.fillPath(item.path, color);
            else
                painter.strokePath(item.path, QPen(color, item.penWidth, Qt::SolidLine, item.cap, Qt::MiterJoin));
            break;
        }
    }
    painter.restore();
}

QImage FormulaRenderer::toImage(qreal devicePixelRatio, const QColor &text) const
{
    const qreal ratio = devicePixelRatio > 0 ? devicePixelRatio : 1.0;
    const QSize pixels(std::max(1, int(std::ceil(size_.width() * ratio))), std::max(1, int(std::ceil(size_.height() * ratio))));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    image.setDevicePixelRatio(ratio);
    QPainter painter(&image);
    painter.setPen(text);
    paint(painter, QPointF(0, 0));
    return image;
}

} // namespace atlas
