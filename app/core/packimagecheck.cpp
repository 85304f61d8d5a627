#include "packimagecheck.h"

#include "packfile.h"
#include "packlimits.h"
#include "packpaths.h"
#include "text/svgsafety.h"

#include <QFileInfo>
#include <QStringList>

namespace atlas {

bool PackImageCheck::hasImageSuffix(const QString &path)
{
    static const QStringList formats{QStringLiteral("png"), QStringLiteral("jpg"), QStringLiteral("jpeg"), QStringLiteral("svg"), QStringLiteral("gif")};
    return formats.contains(QFileInfo(path).suffix().toLower());
}

std::optional<PackImageCheck::Problem> PackImageCheck::check(const QString &relative, const QString &written)
{
    if (const std::optional<QString> syntax = PackPaths::syntaxError(relative))
        return Problem{DiagnosticCode::Unsafe, *syntax, {}, 0, 0};
    const PackPaths::Resolution resolved = paths_.resolve(relative);
    if (!resolved.ok())
        return Problem{resolved.code, resolved.error, {}, 0, 0};
    const QFileInfo info(resolved.absolutePath);
    if (!hasImageSuffix(resolved.absolutePath))
        return Problem{DiagnosticCode::File, tr("image '%1' is not PNG, JPEG, SVG or GIF").arg(written), {}, 0, 0};
    if (info.size() > PackLimits::maxImageBytes)
        return Problem{DiagnosticCode::TooLarge, tr("image '%1' has %2 bytes, more than the limit of %3").arg(written).arg(info.size()).arg(PackLimits::maxImageBytes), {}, 0, 0};
    if (info.suffix().toLower() != QLatin1String("svg"))
        return std::nullopt;
    // The reading view refuses an SVG that refers to anything outside itself; the validator
    // says so first, at the place in the SVG. Each file is checked once, however often shown.
    if (checkedSvgs_.contains(resolved.absolutePath))
        return std::nullopt;
    checkedSvgs_.insert(resolved.absolutePath);
    const PackFile::Contents contents = PackFile::read(resolved.absolutePath, PackLimits::maxImageBytes);
    if (!contents.ok())
        return Problem{contents.code, contents.error, relative, 0, 0};
    if (const std::optional<SvgSafety::Problem> problem = SvgSafety::check(contents.data))
        return Problem{DiagnosticCode::Unsafe, problem->message, relative, problem->line, problem->column};
    return std::nullopt;
}

} // namespace atlas
