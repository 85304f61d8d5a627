#include "scalingvarianceparams.h"

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
    const auto integerField = [&](const char *name, int &target, int minimum, int maximum) {
        const QString key = QLatin1String(name);
        if (params.contains(key))
            if (const std::optional<qint64> v = reader.integer(params.value(key), JsonPath::field(key), minimum, maximum))
                target = static_cast<int>(*v);
    };
    const auto numberField = [&](const char *name, double &target, double minimum, double maximum) {
        const QString key = QLatin1String(name);
        if (!params.contains(key))
            return;
        const std::optional<double> v = reader.number(params.value(key), JsonPath::field(key));
        if (!v)
            return;
        if (*v < minimum || *v > maximum) {
            reader.fail(JsonPath::field(key), tr("expected a number from %1 to %2, got %3").arg(minimum).arg(maximum).arg(*v));
            return;
        }
        target = *v;
    };
    integerField("dk", p.dk, 1, maxWidth);
    integerField("samples", p.samples, minSamples, maxSamples);
    integerField("seed", p.seed, 0, maxSeed);
    integerField("keys", p.keys, minKeys, maxKeys);
    numberField("std", p.coordinateStd, minStd, maxStd);
    numberField("correlation", p.correlation, 0, maxCorrelation);
    integerField("bins", p.bins, minBins, maxBins);
    report.take(reader);
    return p;
}

} // namespace atlas
