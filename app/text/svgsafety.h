// Decides whether an SVG image from a pack may be drawn.
//
// QtSvg follows the references inside an SVG on its own: <image xlink:href="../../x.png">
// reads and draws a file from outside the pack, "/etc/passwd" or "/dev/zero" is opened, a FIFO
// blocks the reader, and a <use> that points at its own ancestor recurses until the stack
// ends. Packs come from strangers, so an SVG in a pack must be self-contained; this check,
// run by the validator and again by the reading view before QtSvg sees the bytes, refuses:
//   - any href (on <image>, <use>, gradients, …) that is not a fragment of the same file
//     ("#id") or an embedded PNG, JPEG or GIF ("data:image/png;base64,…" whose bytes really
//     are one: QtSvg decodes embedded images by their content, and an embedded SVG would
//     bring its own references);
//   - url(…) in any attribute or style sheet unless it is url(#id); CSS @import; an
//     <?xml-stylesheet?> instruction; entity declarations in a DOCTYPE;
//   - references that lead back to themselves (a <use> of its ancestor, gradients that
//     inherit from each other in a circle), and <use> chains that multiply into more than
//     maxExpandedElements elements ("billion laughs" by reuse);
//   - nesting deeper than maxDepth, and anything that is not well-formed XML with <svg> at
//     the root.
// <a href> is allowed: a link inside an image is never followed when the image is drawn.
// Qt Core only (QXmlStreamReader), so the validator runs it without a display.
#pragma once

#include "text/textexport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace atlas {

class ATLAS_TEXT_EXPORT SvgSafety {
    Q_DECLARE_TR_FUNCTIONS(SvgSafety)

public:
    // Far deeper than any drawing program writes, far from the stack's end in QtSvg.
    static constexpr int maxDepth = 256;
    // Elements drawn once every <use> is expanded: a detailed diagram has a few thousand.
    static constexpr qint64 maxExpandedElements = 200000;

    struct Problem {
        int line = 0;   // 1-based, in the SVG file
        int column = 0; // 1-based
        QString message; // translated
    };

    // The first reason `svg` may not be drawn, or nullopt when it refers to nothing outside
    // itself and its expansion is bounded.
    static std::optional<Problem> check(const QByteArray &svg);
};

} // namespace atlas
