#include "lessonparams.h"

#include "core/jsonreader.h"
#include "core/packimagecheck.h"
#include "core/packlimits.h"
#include "core/packpaths.h"

#include <QJsonArray>

namespace atlas {

namespace {

const QStringList figureKeys{QStringLiteral("image"), QStringLiteral("caption"), QStringLiteral("alt")};

} // namespace

LessonParams LessonParams::read(const QJsonObject &params, ParamsReport &report)
{
    LessonParams result;
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), {QStringLiteral("figures"), QStringLiteral("figure_placement")});

    const JsonPath placementPath = JsonPath::field(QStringLiteral("figure_placement"));
    if (params.contains(QLatin1String("figure_placement"))) {
        if (const std::optional<QString> placement = reader.string(params.value(QLatin1String("figure_placement")), placementPath)) {
            if (*placement == QLatin1String("beside"))
                result.placement = Placement::Beside;
            else if (*placement == QLatin1String("below"))
                result.placement = Placement::Below;
            else
                reader.fail(placementPath, DiagnosticCode::Invalid, tr("expected \"beside\" or \"below\", got \"%1\"").arg(placement->left(80)));
        }
    }

    const JsonPath figuresPath = JsonPath::field(QStringLiteral("figures"));
    if (params.contains(QLatin1String("figures"))) {
        const QJsonValue value = params.value(QLatin1String("figures"));
        if (!value.isArray()) {
            reader.fail(figuresPath, DiagnosticCode::WrongType, tr("expected an array of figures, got %1").arg(JsonReader::typeName(value)));
        } else if (value.toArray().size() > maxFigures) {
            reader.fail(figuresPath, DiagnosticCode::TooLarge, tr("%1 figures, more than the limit of %2").arg(value.toArray().size()).arg(maxFigures));
        } else {
            const QJsonArray list = value.toArray();
            for (qsizetype i = 0; i < list.size(); ++i) {
                const JsonPath path = figuresPath / i;
                const std::optional<QJsonObject> object = reader.object(list.at(i), path);
                if (!object)
                    continue;
                reader.rejectUnknownKeys(*object, path, figureKeys);
                LessonFigure figure;
                bool usable = true;
                const JsonPath imagePath = path / QStringLiteral("image");
                if (!object->contains(QLatin1String("image"))) {
                    reader.fail(imagePath, DiagnosticCode::Missing, tr("missing (the path of an image inside the pack, e.g. \"figures/diagram.svg\")"));
                    usable = false;
                } else if (const std::optional<QString> image = reader.string(object->value(QLatin1String("image")), imagePath)) {
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
                for (const auto &[key, text] : {std::pair{QStringLiteral("caption"), &figure.caption}, std::pair{QStringLiteral("alt"), &figure.alt}}) {
                    if (!object->contains(key))
                        continue;
                    if (const std::optional<LocalizedText> read = reader.text(object->value(key), path / key, PackLimits::maxTextLength))
                        *text = *read;
                }
                if (usable)
                    result.figures.append(figure);
            }
        }
    }
    report.take(reader);
    return result;
}

} // namespace atlas
