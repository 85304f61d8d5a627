// Whether a file of a pack may be shown as an image — in a body (![…](…)) or as a figure a
// chapter's params name: inside the pack (PackPaths), PNG, JPEG, SVG or GIF by its suffix,
// within PackLimits::maxImageBytes, and an SVG self-contained (SvgSafety). The validator runs
// it; the reading view and the figures check the same again before drawing.
#pragma once

#include "core/coreexport.h"
#include "diagnosticsink.h"

#include <QCoreApplication>
#include <QSet>
#include <QString>

#include <optional>

namespace atlas {

class PackPaths;

class ATLAS_CORE_EXPORT PackImageCheck {
    Q_DECLARE_TR_FUNCTIONS(PackImageCheck)

public:
    struct Problem {
        DiagnosticCode code = DiagnosticCode::File;
        QString message;   // translated; names the image as the author wrote it
        // Set when the problem is inside an SVG file: its path relative to the pack and the
        // place in it (the author fixes the SVG, not the reference).
        QString svgFile;
        int line = 0;
        int column = 0;
    };

    explicit PackImageCheck(const PackPaths &paths) : paths_(paths) {}

    // `relative` is the path inside the pack; `written` is how the author wrote it (shown in
    // messages). An SVG already checked by this object is not read again (nullopt).
    std::optional<Problem> check(const QString &relative, const QString &written);

    // The suffixes the reading view draws, lower case.
    static bool hasImageSuffix(const QString &path);

private:
    const PackPaths &paths_;
    QSet<QString> checkedSvgs_;
};

} // namespace atlas
