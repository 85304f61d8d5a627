#include "scalingvarianceparams.h"

#include "core/jsonreader.h"
#include "core/paramsfields.h"

namespace atlas {

VarianceConfig ScalingVarianceParams::config(int width) const
{
    VarianceConfig c;
    c.dk = width;
    c.samples = samples;
    c.seed = static_cast<std::uint64_t>(seed);
    c.keys = keys;
    c.coordinateStd = coordinateStd;
    c.correlation = correlation;
    c.bins = bins;
    return c;
}

QStringList ScalingVarianceParams::keyNames()
{
    return {QStringLiteral("dk"), QStringLiteral("samples"), QStringLiteral("seed"), QStringLiteral("keys"),
            QStringLiteral("std"), QStringLiteral("correlation"), QStringLiteral("bins")};
}

ScalingVarianceParams ScalingVarianceParams::read(const QJsonObject &params, ParamsReport &report)
{
    ScalingVarianceParams p;
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), keyNames());
    ParamsFields fields(params, reader);
    const QString numberRange = tr("expected a number from %1 to %2, got %3");
    fields.readInteger("dk", p.dk, 1, maxWidth);
    fields.readInteger("samples", p.samples, minSamples, maxSamples);
    fields.readInteger("seed", p.seed, 0, maxSeed);
    fields.readInteger("keys", p.keys, minKeys, maxKeys);
    fields.readNumber("std", p.coordinateStd, minStd, maxStd, numberRange);
    fields.readNumber("correlation", p.correlation, 0, maxCorrelation, numberRange);
    fields.readInteger("bins", p.bins, minBins, maxBins);
    report.take(reader);
    return p;
}

} // namespace atlas
