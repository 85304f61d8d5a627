#include "packimage.h"

#include "core/packfile.h"
#include "core/packlimits.h"
#include "text/svgsafety.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {

PackImage::Result failure(const QString &message)
{
    return PackImage::Result{QImage(), message};
}

} // namespace

PackImage::Result PackImage::read(const PackPaths &paths, const QString &relative, const QString &shown, qreal svgScale)
{
    if (const std::optional<QString> syntax = PackPaths::syntaxError(relative))
        return failure(*syntax);
    const PackPaths::Resolution resolved = paths.resolve(relative);
    if (!resolved.ok())
        return failure(resolved.error);
    const PackFile::Contents contents = PackFile::read(resolved.absolutePath, PackLimits::maxImageBytes);
    if (!contents.ok())
        return failure(QStringLiteral("%1: %2").arg(shown, contents.error));
    const QString format = QFileInfo(resolved.absolutePath).suffix().toLower();
    if (format == QLatin1String("svg")) {
        // QtSvg would follow the file's references outside the pack: only a self-contained
        // SVG is drawn, from the bytes already read.
        if (const std::optional<SvgSafety::Problem> problem = SvgSafety::check(contents.data))
            //: %1 is the file, %2 and %3 the line and column in it, %4 what is wrong
            return failure(tr("'%1', line %2, column %3: %4").arg(shown).arg(problem->line).arg(problem->column).arg(problem->message));
        QSvgRenderer renderer(contents.data);
        if (!renderer.isValid())
            return failure(tr("'%1' cannot be read as an SVG image").arg(shown));
        const QSize size = renderer.defaultSize();
        if (size.isEmpty())
            return failure(tr("'%1' has no size (give the <svg> element a width and height or a viewBox)").arg(shown));
        if (size.width() > maxSide || size.height() > maxSide)
            return failure(tr("'%1' is %2 × %3 pixels, more than %4 on a side").arg(shown).arg(size.width()).arg(size.height()).arg(maxSide));
        const qreal scale = std::clamp(svgScale, 0.01, qreal(maxSide) / std::max(size.width(), size.height()));
        QImage image(std::max(1, int(std::lround(size.width() * scale))), std::max(1, int(std::lround(size.height() * scale))),
                     QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        renderer.render(&painter);
        return Result{image, QString()};
    }
    QBuffer buffer;
    buffer.setData(contents.data);
    QImageReader reader(&buffer, format.toLatin1());
    reader.setAutoDetectImageFormat(false);
    reader.setDecideFormatFromContent(false);
    const QSize declared = reader.size();
    if (declared.width() > maxSide || declared.height() > maxSide)
        return failure(tr("'%1' is %2 × %3 pixels, more than %4 on a side").arg(shown).arg(declared.width()).arg(declared.height()).arg(maxSide));
    const QImage image = reader.read();
    if (image.isNull())
        return failure(tr("'%1' cannot be read as an image: %2").arg(shown, reader.errorString()));
    return Result{image, QString()};
}

} // namespace atlas
