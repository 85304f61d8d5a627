// The params of a "lesson" chapter — every field optional:
//
//   { "figures": [ {"image": "figures/weights.svg",
//                   "caption": {"en": "Each row sums to one.", "de": "…"},
//                   "alt": {"en": "A 4 × 4 grid of shaded cells …", "de": "…"}}, … ],
//     "figure_placement": "beside" }
//
// figures           up to maxFigures images of the pack, shown in order and numbered
//                   ("Figure 1"). image: a path inside the pack (relative to the pack folder,
//                   '/'-separated), PNG, JPEG, SVG or GIF — checked by the loader like a
//                   body's images (inside the pack, size limit, SVG self-contained). caption:
//                   a text shown under the image (optional). alt: what the image shows, for
//                   screen readers (optional; the caption stands in for it).
// figure_placement  "beside" (default): the figures in a column right of the text, which then
//                   shares the width; "below": under the text, before the questions, and the
//                   text keeps the whole width. Without figures the text has the whole width.
#pragma once

#include "core/localizedtext.h"
#include "core/paramsreport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace atlas {

struct LessonFigure {
    QString image;        // relative to the pack folder
    LocalizedText caption;
    LocalizedText alt;
};

class LessonParams {
    Q_DECLARE_TR_FUNCTIONS(LessonParams)

public:
    static constexpr int maxFigures = 16;
    enum class Placement { Beside, Below };

    QList<LessonFigure> figures;
    Placement placement = Placement::Beside;

    static LessonParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
