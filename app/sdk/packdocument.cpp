#include "packdocument.h"

#include "markdownview.h"

#include <QImage>
#include <QPainter>

namespace atlas {

PackDocument::PackDocument(MarkdownView *view) : QTextDocument(view), view_(view) {}

QVariant PackDocument::loadResource(int type, const QUrl &name)
{
    QVariant result = view_->loadResource(type, name);
    if (!result.isValid() && type == QTextDocument::ImageResource)
        result = placeholder();
    if (result.isValid())
        addResource(type, name, result); // asked once per document, not at every paint
    return result;
}

QImage PackDocument::placeholder()
{
    QImage image(24, 18, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x88, 0x88, 0x88), 1.5));
    p.drawRect(QRectF(1, 1, 22, 16));
    p.drawLine(QPointF(1, 17), QPointF(23, 1));
    return image;
}

} // namespace atlas
