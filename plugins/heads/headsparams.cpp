#include "headsparams.h"

#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "core/packpaths.h"
#include "core/paramsfields.h"

namespace atlas {

QStringList HeadsParams::keys()
{
    return {QStringLiteral("width"), QStringLiteral("head_width"), QStringLiteral("seed"), QStringLiteral("trained_model")};
}

HeadsParams HeadsParams::read(const QJsonObject &params, ParamsReport &report)
{
    HeadsParams p;
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), keys());
    ParamsFields fields(params, reader);
    fields.readInteger("width", p.width, minWidth, maxWidth);
    if (fields.has("head_width")) {
        int headWidth = p.headWidth;
        if (fields.readInteger("head_width", headWidth, 1, maxWidth)) {
            if (headWidth > p.width)
                reader.fail(fields.path("head_width"), DiagnosticCode::OutOfRange,
                            tr("expected at most width = %1 (a head is no wider than the model), got %2").arg(p.width).arg(headWidth));
            else
                p.headWidth = headWidth;
        }
    }
    fields.readInteger("seed", p.seed, 0, JsonParser::maxExactInteger);
    if (fields.has("trained_model")) {
        const std::optional<QString> path = reader.string(fields.value("trained_model"), fields.path("trained_model"));
        if (path) {
            if (const std::optional<QString> problem = PackPaths::syntaxError(*path))
                reader.fail(fields.path("trained_model"), DiagnosticCode::Unsafe, *problem);
            else
                p.trainedModel = *path;
        }
    }
    report.take(reader);
    return p;
}

} // namespace atlas
