// Reads an image of a chapter pack for drawing — a body's ![…](…) or a figure its chapter's
// params name — with the rules the validator checks (core/packimagecheck.h) applied again, as
// the pack may have changed since: inside the pack (PackPaths), at most
// PackLimits::maxImageBytes, the format taken from the suffix and never from the content (a
// ".png" holding an SVG never reaches QtSvg), no side longer than maxSide pixels before
// decoding, and an SVG drawn only once SvgSafety finds it self-contained.
#pragma once

#include "sdk/sdkexport.h"

#include "core/packpaths.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>

namespace atlas {

class ATLAS_SDK_EXPORT PackImage {
    Q_DECLARE_TR_FUNCTIONS(PackImage)

public:
    // Images wider or taller than this are refused before decoding (a small PNG can claim to
    // be 100 000 pixels square).
    static constexpr int maxSide = 8192;

    struct Result {
        QImage image;   // null on failure
        QString error;  // translated, naming `shown`; empty on success
        bool ok() const { return error.isEmpty(); }
    };

    // The image at `relative` (inside the pack, '/'-separated). `shown` is how messages name
    // it. An SVG is drawn at `svgScale` times its own size (a figure drawn larger stays sharp).
    static Result read(const PackPaths &paths, const QString &relative, const QString &shown, qreal svgScale = 1);
};

} // namespace atlas
