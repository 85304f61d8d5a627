#include "longcontextparams.h"

#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "core/paramsfields.h"

namespace atlas {

QStringList LongContextParams::keys()
{
    return {QStringLiteral("length"), QStringLiteral("window"), QStringLiteral("layers"), QStringLiteral("bench_length"),
            QStringLiteral("bench_window"), QStringLiteral("steps"), QStringLiteral("tune_steps"), QStringLiteral("seed")};
}

LongContextParams LongContextParams::read(const QJsonObject &params, ParamsReport &report)
{
    LongContextParams p;
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), keys());
    ParamsFields fields(params, reader);
    fields.readInteger("length", p.length, minLength, maxLength);
    fields.readInteger("window", p.window, 1, maxLength);
    fields.readInteger("layers", p.layers, 1, maxLayers);
    fields.readInteger("bench_length", p.benchLength, minBenchLength, maxBenchLength);
    fields.readInteger("bench_window", p.benchWindow, minBenchWindow, maxBenchWindow);
    fields.readInteger("steps", p.steps, 1, maxSteps);
    fields.readInteger("tune_steps", p.tuneSteps, 1, maxTuneSteps);
    fields.readInteger("seed", p.seed, 0, JsonParser::maxExactInteger);
    report.take(reader);
    return p;
}

} // namespace atlas
