#include "lessonparams.h"

#include "core/jsonreader.h"
#include "core/packimagecheck.h"
#include "core/packlimits.h"
#include "core/packpaths.h"
#include "core/paramsfields.h"

#include <QJsonArray>

#include <string_view>

namespace atlas {

namespace {

namespace field = declared::lesson;
using figureField = field::figures;

static_assert(std::string_view(field::figure_placement::defaultValue) == field::figure_placement::values[int(LessonParams::Placement::Beside)]);

} // namespace

LessonParams LessonParams::read(const QJsonObject &params, ParamsReport &report)
{
    LessonParams result;
    JsonReader reader(report);
    ParamsFields fields(params, reader, field::declaredKeys);
    fields.read<field::figure_placement>(result.placement, tr("expected \"beside\" or \"below\", got \"%1\""));

    const JsonPath figuresPath = fields.path(figureField::key);
    if (fields.has(figureField::key)) {
        const QJsonValue value = fields.value(figureField::key);
        if (!value.isArray()) {
            reader.fail(figuresPath, DiagnosticCode::WrongType, tr("expected an array of figures, got %1").arg(JsonReader::typeName(value)));
        } else if (value.toArray().size() > declared::lesson::figures::maxItems) {
            reader.fail(figuresPath, DiagnosticCode::TooLarge, tr("%1 figures, more than the limit of %2").arg(value.toArray().size()).arg(declared::lesson::figures::maxItems));
        } else {
            const QJsonArray list = value.toArray();
            for (qsizetype i = 0; i < list.size(); ++i) {
                const JsonPath path = figuresPath / i;
                const std::optional<QJsonObject> object = reader.object(list.at(i), path);
                if (!object)
                    continue;
                ParamsFields item(*object, reader, figureField::declaredKeys, path);
                LessonFigure figure;
                bool usable = true;
                const JsonPath imagePath = item.path(figureField::image::key);
                if (!item.has(figureField::image::key)) {
                    reader.fail(imagePath, DiagnosticCode::Missing, tr("missing (the path of an image inside the pack, e.g. \"figures/diagram.svg\")"));
                    usable = false;
                } else if (const std::optional<QString> image = reader.string(item.value(figureField::image::key), imagePath)) {
                    if (const std::optional<QString> syntax = PackPaths::syntaxError(*image)) {
                        reader.fail(imagePath, DiagnosticCode::Unsafe, *syntax);
                        usable = false;
                    } else if (!PackImageCheck::hasImageSuffix(*image)) {
                        reader.fail(imagePath, DiagnosticCode::File, tr("image '%1' is not PNG, JPEG, SVG or GIF").arg(image->left(200)));
                        usable = false;
                    } else {
                        figure.image = *image;
                        // Whether the file is there, small enough and self-contained, the loader checks.
                        report.referToImage(imagePath, *image);
                    }
                } else {
                    usable = false;
                }
                for (const auto &[key, text] : {std::pair{figureField::caption::key, &figure.caption}, std::pair{figureField::alt::key, &figure.alt}}) {
                    if (!item.has(key))
                        continue;
                    if (const std::optional<LocalizedText> read = reader.text(item.value(key), item.path(key), PackLimits::maxTextLength))
                        *text = *read;
                }
                if (usable)
                    result.figures.append(figure);
            }
        }
    }
    return result;
}

} // namespace atlas
