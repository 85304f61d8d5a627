#include "formulatypesetter.h"

#include "formularenderer.h"
#include "formulatextobject.h"

#include <QAbstractTextDocumentLayout>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextList>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {

bool isBlank(QChar c)
{
    return c == QLatin1Char(' ') || c == QChar::LineSeparator || c == QLatin1Char('\t');
}

// How much room an AlignMiddle inline object of height h, set in `font`, takes in its line:
// h / 2 + the returned offset above the baseline, h / 2 - offset below. Qt versions compute
// the offset differently (a quarter of the x-height in 6.4, from the font's height in
// others), so it is measured: one tall object alone on a line, whose ascent is then its own.
qreal middleOffset(const QFont &font)
{
    constexpr int probe = 400;
    QTextDocument doc;
    doc.setDefaultFont(font);
    doc.setTextWidth(1000);
    QImage image(1, probe, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    doc.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("probe")), image);
    QTextImageFormat format;
    format.setName(QStringLiteral("probe"));
    format.setWidth(1);
    format.setHeight(probe);
    format.setVerticalAlignment(QTextCharFormat::AlignMiddle);
    QTextCursor(&doc).insertImage(format);
    doc.documentLayout()->documentSize();
    const QTextLayout *layout = doc.begin().layout();
    if (!layout || layout->lineCount() == 0)
        return QFontMetricsF(font).xHeight() / 4; // Qt 5's rule
    return layout->lineAt(0).ascent() - probe / 2.0;
}

// AlignMiddle's offset grows with the font of the object's format (a quarter of its x-height
// in Qt 6.4). A formula object draws itself, so that font serves one purpose only: choosing
// it so the offset is `target` makes the line reserve the formula's own ascent and descent,
// not the larger of the two twice over. `offsets` caches measurements by font; `offset` gets
// the offset the returned font gives.
QFont balancingFont(const QFont &base, qreal target, QHash<QString, qreal> &offsets, qreal &offset)
{
    auto measure = [&offsets](const QFont &font) {
        auto known = offsets.constFind(font.key());
        if (known == offsets.cend())
            known = offsets.insert(font.key(), middleOffset(font));
        return *known;
    };
    constexpr int reference = 100;
    QFont font = base;
    font.setPixelSize(reference);
    const qreal perPixel = measure(font) / reference;
    if (perPixel > 0 && target > 0)
        font.setPixelSize(std::clamp(int(std::lround(target / perPixel)), 1, 4000));
    else
        font = base;
    offset = measure(font);
    return font;
}

QString placeholderPrefix()
{
    return FormulaTypesetter::scheme() + QLatin1Char(':');
}

} // namespace

FormulaTypesetter::FormulaTypesetter(QTextDocument *doc, qreal ratio, const QColor &text, const QColor &error)
    : doc_(doc), ratio_(ratio), text_(text), error_(error)
{
}

QList<FormulaTypesetter::Placeholder> FormulaTypesetter::placeholders(int count) const
{
    QList<Placeholder> places;
    const QString prefix = placeholderPrefix();
    for (QTextBlock block = doc_->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (!fragment.isValid() || !format.isImageFormat())
                continue;
            const QString name = format.toImageFormat().name();
            bool ok = false;
            const int index = name.startsWith(prefix) ? name.mid(prefix.size()).toInt(&ok) : -1;
            if (!ok || index < 0 || index >= count)
                continue;
            for (int i = 0; i < fragment.length(); ++i)
                places.append(Placeholder{fragment.position() + i, index, format.toImageFormat()});
        }
    }
    return places;
}

QImage FormulaTypesetter::typeset(const Placeholder &placeholder, const QString &tex, const QString &written, bool display, QString &error)
{
    const int position = placeholder.position;
    QTextCursor cursor(doc_);
    cursor.setPosition(position);
    cursor.setPosition(position + 1, QTextCursor::KeepAnchor);
    const QFont textFont = placeholder.format.font();
    const FormulaRenderer renderer(tex, textFont, display ? FormulaRenderer::Style::Display : FormulaRenderer::Style::Inline);
    if (!renderer.isValid()) {
        error = renderer.errorString();
        QTextCharFormat source;
        source.setFontFamilies({QFontDatabase::systemFont(QFontDatabase::FixedFont).family()});
        source.setFontFixedPitch(true);
        source.setForeground(error_);
        //: %1 is the parser's reason, e.g. that a TeX command is unknown
        source.setToolTip(tr("This formula cannot be typeset: %1").arg(error));
        cursor.insertText(written, source);
        return QImage();
    }

    const QSizeF size = renderer.size();
    const int width = int(std::ceil(size.width()));
    const int height = int(std::ceil(size.height()));
    QImage image(std::max(1, int(std::ceil(width * ratio_))), std::max(1, int(std::ceil(height * ratio_))),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    image.setDevicePixelRatio(ratio_);
    {
        QPainter painter(&image);
        painter.setPen(text_);
        renderer.paint(painter, QPointF(0, 0));
    }
    const QString name = placeholderPrefix() + QString::number(placeholder.index);
    doc_->addResource(QTextDocument::ImageResource, QUrl(name), image);

    // A FormulaTextObject: it draws the image itself, on the line's baseline.
    QTextImageFormat format = placeholder.format;
    format.setObjectType(FormulaTextObject::objectType);
    format.setName(name);
    format.setWidth(width);
    format.setToolTip(written);
    format.setProperty(QTextFormat::ImageAltText, renderer.plainText());
    if (display) {
        format.setHeight(height);
        format.setVerticalAlignment(QTextCharFormat::AlignNormal);
    } else {
        // The only way to reserve room below the baseline is AlignMiddle, whose object
        // reaches height / 2 + c above it and height / 2 - c below, c set by the format's
        // font: one with c = (above - below) / 2 makes that exactly above and below.
        const qreal above = renderer.baseline();
        const qreal below = size.height() - above;
        qreal c = 0;
        format.setFont(balancingFont(textFont, (above - below) / 2, middleOffsets_, c));
        format.setHeight(std::ceil(2 * std::max(above - c, below + c)));
        format.setVerticalAlignment(QTextCharFormat::AlignMiddle);
        format.setProperty(FormulaTextObject::Baseline, above);
    }
    cursor.setCharFormat(format);

    if (display) {
        setApart(cursor, position, textFont);
    } else if (doc_->findBlock(position).length() == 2) {
        // Alone in its block (a table cell, say), the formula would set the line's
        // baseline by itself, higher than the text's in the next cell; a zero-width space
        // lends the line the font's ascent and descent.
        QTextCharFormat plain; // the text's font, not the formula object's
        plain.setFont(textFont);
        QTextCursor(doc_->findBlock(position)).insertText(QString(QChar(0x200B)), plain);
    }
    return image;
}

void FormulaTypesetter::setApart(QTextCursor &cursor, int position, const QFont &textFont)
{
    // Without the spaces that surrounded it. Blocks split off a list item are indented like
    // it, without a bullet of their own.
    auto leaveList = [](const QTextBlock &block) {
        if (QTextList *list = block.textList())
            list->remove(block); // keeps the list's indentation
    };
    cursor.setPosition(position);
    while (!cursor.atBlockStart() && isBlank(doc_->characterAt(cursor.position() - 1))) {
        cursor.deletePreviousChar();
        --position;
    }
    if (!cursor.atBlockStart()) {
        cursor.insertBlock();
        ++position;
        leaveList(doc_->findBlock(position));
    }
    cursor.setPosition(position + 1);
    while (!cursor.atBlockEnd() && isBlank(doc_->characterAt(cursor.position())))
        cursor.deleteChar();
    if (!cursor.atBlockEnd()) {
        cursor.insertBlock();
        leaveList(cursor.block());
    }
    const qreal em = QFontMetricsF(textFont).height();
    QTextBlock block = doc_->findBlock(position);
    QTextBlockFormat blockFormat = block.blockFormat();
    blockFormat.setAlignment(Qt::AlignHCenter);
    blockFormat.setTopMargin(0.5 * em);
    blockFormat.setBottomMargin(0.5 * em);
    blockFormat.setProperty(QTextFormat::UserProperty, true); // a display formula
    QTextCursor(block).setBlockFormat(blockFormat);
}

void FormulaTypesetter::fitDisplayFormulas(QTextDocument *doc, qreal available, const QList<QImage> &images)
{
    if (available <= 0)
        return;
    const QString prefix = placeholderPrefix();
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        if (!block.blockFormat().property(QTextFormat::UserProperty).toBool())
            continue; // not a display formula's paragraph
        const qreal room = available - block.blockFormat().leftMargin() - block.blockFormat().rightMargin()
            - block.blockFormat().indent() * doc->indentWidth();
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            // Formulas are custom text objects, not image objects: read their image properties.
            const QTextCharFormat format = fragment.charFormat();
            const QString name = format.stringProperty(QTextFormat::ImageName);
            if (!fragment.isValid() || !name.startsWith(prefix))
                continue;
            const int index = name.mid(prefix.size()).toInt();
            if (index < 0 || index >= images.size() || images.at(index).isNull())
                continue;
            const QSizeF natural = images.at(index).deviceIndependentSize();
            const qreal scale = std::clamp(room / natural.width(), 0.3, 1.0);
            const QSizeF wanted(std::floor(natural.width() * scale), std::floor(natural.height() * scale));
            if (std::abs(format.doubleProperty(QTextFormat::ImageWidth) - wanted.width()) < 0.5
                && std::abs(format.doubleProperty(QTextFormat::ImageHeight) - wanted.height()) < 0.5)
                continue;
            QTextCharFormat fitted = format;
            fitted.setProperty(QTextFormat::ImageWidth, wanted.width());
            fitted.setProperty(QTextFormat::ImageHeight, wanted.height());
            QTextCursor cursor(doc);
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(fitted);
        }
    }
}

} // namespace atlas
