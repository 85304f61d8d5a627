// The params of a "lesson" chapter — every field optional: figures, images of the pack shown in
// order and numbered ("Figure 1"), beside or below the text. Its fields, their bounds and
// defaults are declared in lesson.params.json (atlas::declared::lesson); an image's suffix is
// checked here, and the loader checks its file like a body's images (inside the pack, size
// limit, SVG self-contained).
#pragma once

#include "core/localizedtext.h"
#include "core/paramsreport.h"
#include "lesson.params.h"

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
    enum class Placement { Beside, Below }; // in the order of the declared values

    QList<LessonFigure> figures;
    Placement placement = Placement::Beside;

    static LessonParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
