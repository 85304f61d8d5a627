#include "formulatextobject.h"

#include <QAbstractTextDocumentLayout>
#include <QImage>
#include <QPainter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QUrl>

#include <cmath>

namespace atlas {

FormulaTextObject::FormulaTextObject(QObject *parent) : QObject(parent)
{
}

QSizeF FormulaTextObject::intrinsicSize(QTextDocument *, int, const QTextFormat &format)
{
    const QTextImageFormat image = format.toImageFormat();
    return QSizeF(image.width(), image.height());
}

void FormulaTextObject::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *doc, int posInDocument,
                                   const QTextFormat &format)
{
    const QTextImageFormat imageFormat = format.toImageFormat();
    const QImage image = doc->resource(QTextDocument::ImageResource, QUrl(imageFormat.name())).value<QImage>();
    if (image.isNull())
        return;
    const QSizeF size = image.deviceIndependentSize();
    qreal top = rect.top();
    if (format.hasProperty(Baseline)) {
        // The painter works in document coordinates here, like blockBoundingRect().
        const QTextBlock block = doc->findBlock(posInDocument);
        const QTextLayout *layout = block.layout();
        const QTextLine line = layout ? layout->lineForTextPosition(posInDocument - block.position()) : QTextLine();
        if (line.isValid()) {
            const QRectF blockRect = doc->documentLayout()->blockBoundingRect(block);
            top = blockRect.top() + line.y() + line.ascent() - format.doubleProperty(Baseline);
        } else {
            top = rect.top() + (rect.height() - size.height()) / 2;
        }
    }
    // On whole device pixels, so the fraction bars stay crisp.
    const QPointF device = painter->deviceTransform().map(QPointF(rect.left(), top));
    const QPointF snapped = painter->deviceTransform().inverted().map(QPointF(std::round(device.x()), std::round(device.y())));
    // A display formula may have been given less room than its natural size (a narrow
    // column): it is drawn scaled into its box rather than cut off.
    const QSizeF box = format.hasProperty(Baseline) ? size : rect.size();
    painter->drawImage(QRectF(snapped, box), image);
}

} // namespace atlas

#include "moc_formulatextobject.cpp"
