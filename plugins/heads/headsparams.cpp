#include "headsparams.h"

#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "core/packpaths.h"
#include "core/paramsfields.h"

namespace atlas {

namespace {

namespace field = declared::heads;

static_assert(field::seed::maximum == JsonParser::maxExactInteger, "a seed is exact in a JSON number");
static_assert(field::head_width::maximum == field::width::maximum, "a head is no wider than the widest model");

} // namespace

HeadsParams HeadsParams::read(const QJsonObject &params, ParamsReport &report)
{
    HeadsParams p;
    JsonReader reader(report);
    ParamsFields fields(params, reader, field::declaredKeys);
    fields.read<field::width>(p.width);
    if (fields.has(field::head_width::key)) {
        int headWidth = p.headWidth;
        if (fields.read<field::head_width>(headWidth)) {
            if (headWidth > p.width)
                reader.fail(fields.path(field::head_width::key), DiagnosticCode::OutOfRange,
                            tr("expected at most width = %1 (a head is no wider than the model), got %2").arg(p.width).arg(headWidth));
            else
                p.headWidth = headWidth;
        }
    }
    fields.read<field::seed>(p.seed);
    if (fields.has(field::trained_model::key)) {
        const std::optional<QString> path = reader.string(fields.value(field::trained_model::key), fields.path(field::trained_model::key));
        if (path) {
            if (const std::optional<QString> problem = PackPaths::syntaxError(*path))
                reader.fail(fields.path(field::trained_model::key), DiagnosticCode::Unsafe, *problem);
            else
                p.trainedModel = *path;
        }
    }
    return p;
}

} // namespace atlas
