// An SVG image from a pack: SvgSafety decides whether it may be drawn, and what it lets
// through is then drawn by QtSvg the way the reading view does (QSvgRenderer on the bytes
// already read, into a small image), which must neither read anything outside the input nor
// recurse without end. The target runs a QGuiApplication on the offscreen platform.
#include "fuzztarget.h"

#include "text/svgsafety.h"

#include <QGuiApplication>
#include <QImage>
#include <QLoggingCategory>
#include <QPainter>
#include <QSvgRenderer>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    atlas::fuzz::makeApplication<QGuiApplication>();
    // QtSvg warns about every element it does not know; the fuzzer would only slow down.
    QLoggingCategory::setFilterRules(QStringLiteral("qt.svg.warning=false"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray svg = atlas::fuzz::bytes(data, size);
    if (atlas::SvgSafety::check(svg))
        return 0; // refused: never reaches QtSvg
    QSvgRenderer renderer(svg);
    if (!renderer.isValid())
        return 0;
    QImage image(64, 64, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter);
    return 0;
}
