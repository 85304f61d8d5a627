#include "lessonfigureview.h"

#include "sdk/packimage.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QPainter>
#include <QTextOption>

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {

// An SVG is drawn at twice its own size, so that it stays sharp on a high-density screen.
constexpr qreal svgOversampling = 2;
constexpr int gap = 6; // between the image and its caption

} // namespace

LessonFigureView::LessonFigureView(const PackPaths &paths, const LessonFigure &figure, int number,
                                   const QString &language, QWidget *parent)
    : QWidget(parent), figure_(figure), number_(number), language_(language)
{
    setObjectName(QStringLiteral("figure%1").arg(number));
    const PackImage::Result read = PackImage::read(paths, figure.image, figure.image, svgOversampling);
    if (read.ok()) {
        image_ = read.image;
        if (figure.image.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
            image_.setDevicePixelRatio(svgOversampling);
    } else {
        error_ = read.error;
    }
    QTextOption option = caption_.defaultTextOption();
    option.setWrapMode(QTextOption::WordWrap); // never inside a word
    caption_.setDefaultTextOption(option);
    caption_.setDocumentMargin(0);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    updateCaption();
}

void LessonFigureView::setLanguage(const QString &language)
{
    language_ = language;
    updateCaption();
}

void LessonFigureView::updateCaption()
{
    const QString caption = figure_.caption.text(language_);
    //: Numbers the figures of a lesson under each image: "Figure 1", followed by its caption
    const QString label = tr("Figure %1").arg(number_);
    caption_.setDefaultFont(font());
    QString html = QStringLiteral("<b>%1.</b>").arg(label.toHtmlEscaped());
    if (!caption.isEmpty())
        html += QLatin1Char(' ') + caption.toHtmlEscaped();
    if (!error_.isEmpty())
        html = QStringLiteral("<p style=\"color:%1\">%2</p>%3")
                   .arg(palette().color(QPalette::Base).lightness() < 128 ? QStringLiteral("#ff8a80") : QStringLiteral("#c62828"),
                        //: Shown in place of a figure's image; %1 says why it cannot be shown
                        tr("This image cannot be shown: %1").arg(error_).toHtmlEscaped(), html);
    caption_.setHtml(html);
    const QString alt = figure_.alt.text(language_);
    setAccessibleName(alt.isEmpty() ? (caption.isEmpty() ? label : caption) : alt);
    setAccessibleDescription(label + (caption.isEmpty() ? QString() : QStringLiteral(". ") + caption));
    updateGeometry();
    update();
}

QSize LessonFigureView::imageSize(int width) const
{
    if (image_.isNull() || width <= 0)
        return QSize();
    const QSizeF natural = image_.deviceIndependentSize();
    const qreal scale = std::min(1.0, width / natural.width());
    return QSize(std::max(1, int(std::floor(natural.width() * scale))), std::max(1, int(std::floor(natural.height() * scale))));
}

QRect LessonFigureView::imageRect() const
{
    const QSize size = imageSize(width());
    if (size.isEmpty())
        return QRect();
    return QRect(QPoint((width() - size.width()) / 2, 0), size);
}

int LessonFigureView::heightForWidth(int width) const
{
    caption_.setTextWidth(std::max(1, width));
    const QSize image = imageSize(width);
    return (image.isEmpty() ? 0 : image.height() + gap) + int(std::ceil(caption_.size().height()));
}

QSize LessonFigureView::sizeHint() const
{
    const int width = image_.isNull() ? 320 : int(std::ceil(image_.deviceIndependentSize().width()));
    return QSize(width, heightForWidth(width));
}

QSize LessonFigureView::minimumSizeHint() const
{
    // A figure shrinks with its column; the caption wraps between words.
    return QSize(120, heightForWidth(120));
}

void LessonFigureView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    const QRect target = imageRect();
    int top = 0;
    if (!target.isEmpty()) {
        painter.drawImage(target, image_);
        top = target.height() + gap;
    }
    caption_.setTextWidth(width());
    painter.translate(0, top);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = palette();
    caption_.documentLayout()->draw(&painter, context);
}

void LessonFigureView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        updateCaption();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_lessonfigureview.cpp"
