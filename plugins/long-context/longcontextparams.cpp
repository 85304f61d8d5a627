#include "longcontextparams.h"

#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "core/paramsfields.h"

namespace atlas {

namespace {

namespace field = declared::long_context;

static_assert(field::seed::maximum == JsonParser::maxExactInteger, "a seed is exact in a JSON number");

} // namespace

LongContextParams LongContextParams::read(const QJsonObject &params, ParamsReport &report)
{
    LongContextParams p;
    JsonReader reader(report);
    ParamsFields fields(params, reader, field::declaredKeys);
    fields.read<field::length>(p.length);
    fields.read<field::window>(p.window);
    fields.read<field::layers>(p.layers);
    fields.read<field::bench_length>(p.benchLength);
    fields.read<field::bench_window>(p.benchWindow);
    fields.read<field::steps>(p.steps);
    fields.read<field::tune_steps>(p.tuneSteps);
    fields.read<field::seed>(p.seed);
    return p;
}

} // namespace atlas
