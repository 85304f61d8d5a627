#include "variancecommand.h"

#include "commandline.h"
#include "jsonwriter.h"

#include <atlas/scalingvariance.h>

namespace atlas {

namespace {

std::optional<double> numberOption(const QCommandLineParser &parser, const QString &name,
                                   double fallback, double minimum, double maximum,
                                   bool maximumIncluded, const QString &range)
{
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const QString text = parser.value(name);
    const double value = text.toDouble(&ok);
    if (!ok || !(value >= minimum) || value > maximum || (!maximumIncluded && value == maximum)) {
        CommandLine::failRequest(CommandLine::fieldError(QLatin1String("--") + name,
            VarianceCommand::tr("expected a number in %1, got '%2'").arg(range, text)));
        return std::nullopt;
    }
    return value;
}

void writeHistogram(JsonWriter &w, const Histogram &h)
{
    w.beginObject();
    w.key("counts");
    w.beginArray();
    for (Index c : h.counts)
        w.value(static_cast<std::int64_t>(c));
    w.endArray();
    w.key("below");
    w.value(static_cast<std::int64_t>(h.below));
    w.key("above");
    w.value(static_cast<std::int64_t>(h.above));
    w.endObject();
}

void writeSaturation(JsonWriter &w, const SaturationStatistics &s)
{
    w.beginObject();
    w.key("mean_max_probability");
    w.value(s.meanMaxProbability);
    w.key("mean_entropy");
    w.value(s.meanEntropy);
    w.endObject();
}

} // namespace

int VarianceCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Draws q, k ~ N(0, 1)^dk from a seeded generator and reports the mean and variance of "
           "q·k and of q·k/√dk (and, with --keys, softmax saturation over T keys)."));
    const QCommandLineOption dk(QStringLiteral("dk"), tr("Query/key width dk (required)."), tr("N"));
    const QCommandLineOption samples(QStringLiteral("samples"), tr("Number of (q, k) pairs (default 10000)."), tr("S"));
    const QCommandLineOption seed(QStringLiteral("seed"), tr("Seed of the generator (default 1)."), tr("K"));
    const QCommandLineOption keys(QStringLiteral("keys"), tr("Also measure softmax saturation over T keys."), tr("T"));
    const QCommandLineOption deviation(QStringLiteral("std"), tr("Coordinate standard deviation (default 1; ≠ 1 breaks the assumption)."), tr("sigma"));
    const QCommandLineOption correlation(QStringLiteral("correlation"), tr("Pairwise coordinate correlation in [0, 1) (default 0)."), tr("rho"));
    const QCommandLineOption bins(QStringLiteral("bins"), tr("Histogram bins (default 40)."), tr("B"));
    parser.addOptions({dk, samples, seed, keys, deviation, correlation, bins});
    parser.addHelpOption();
    if (const std::optional<int> status = CommandLine::parse(parser, arguments, 0))
        return *status;
    if (!parser.isSet(dk))
        return CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("--dk"), tr("missing (the query/key width, an integer ≥ 1)")));

    VarianceConfig config;
    const std::optional<qint64> dkValue = CommandLine::integerOption(parser, dk.names().constFirst(), 0, 1, maxDk);
    if (!dkValue)
        return CommandLine::usageError;
    const std::optional<qint64> samplesValue = CommandLine::integerOption(parser, samples.names().constFirst(), 10000, 2, maxSamples);
    if (!samplesValue)
        return CommandLine::usageError;
    const std::optional<qint64> seedValue = CommandLine::integerOption(parser, seed.names().constFirst(), 1, 0, std::numeric_limits<qint64>::max());
    if (!seedValue)
        return CommandLine::usageError;
    const std::optional<qint64> keysValue = CommandLine::integerOption(parser, keys.names().constFirst(), 0, 1, maxKeys);
    if (!keysValue)
        return CommandLine::usageError;
    const std::optional<qint64> binsValue = CommandLine::integerOption(parser, bins.names().constFirst(), 40, 1, 10000);
    if (!binsValue)
        return CommandLine::usageError;
    const std::optional<double> stdValue = numberOption(parser, deviation.names().constFirst(), 1.0, 1e-6, 1e6, true, QStringLiteral("[1e-6, 1e6]"));
    if (!stdValue)
        return CommandLine::usageError;
    const std::optional<double> rhoValue = numberOption(parser, correlation.names().constFirst(), 0.0, 0.0, 1.0, false, QStringLiteral("[0, 1)"));
    if (!rhoValue)
        return CommandLine::usageError;

    config.dk = *dkValue;
    config.samples = *samplesValue;
    config.seed = static_cast<std::uint64_t>(*seedValue);
    config.keys = *keysValue;
    config.bins = *binsValue;
    config.coordinateStd = *stdValue;
    config.correlation = *rhoValue;
    const double cost = ScalingVarianceExperiment::cost(config);
    if (cost > maxCost)
        return CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("--samples"),
            //: the formula stays as it is; %1 and %2 are numbers such as 3.1e+09
            tr("samples × (4 + 2·dk + (keys + 1)·dk + keys/2) = %1 units of work (normal draws) is beyond this tool's limit of %2, about ten seconds")
                .arg(cost, 0, 'g', 3).arg(maxCost, 0, 'g', 3)));

    const VarianceResult r = ScalingVarianceExperiment::run(config);
    std::string out;
    JsonWriter w(out);
    w.beginObject();
    w.key("dk");
    w.value(static_cast<std::int64_t>(config.dk));
    w.key("samples");
    w.value(static_cast<std::int64_t>(config.samples));
    w.key("seed");
    w.value(static_cast<std::int64_t>(*seedValue));
    w.key("std");
    w.value(config.coordinateStd);
    w.key("correlation");
    w.value(config.correlation);
    w.key("mean");
    w.value(r.mean);
    w.key("variance");
    w.value(r.variance);
    w.key("scaled_mean");
    w.value(r.scaledMean);
    w.key("scaled_variance");
    w.value(r.scaledVariance);
    w.key("expected_variance");
    w.value(r.assumedVariance);
    w.key("predicted_variance");
    w.value(r.predictedVariance);
    w.key("variance_standard_error");
    w.value(r.varianceStandardError);
    w.key("histogram");
    w.beginObject();
    w.key("edges");
    w.beginArray();
    for (double edge : r.unscaled.edges)
        w.value(edge);
    w.endArray();
    w.key("unscaled");
    writeHistogram(w, r.unscaled);
    w.key("scaled");
    writeHistogram(w, r.scaled);
    w.endObject();
    if (r.unscaledSaturation && r.scaledSaturation) {
        w.key("saturation");
        w.beginObject();
        w.key("keys");
        w.value(static_cast<std::int64_t>(config.keys));
        w.key("uniform_entropy");
        w.value(r.uniformEntropy);
        w.key("unscaled");
        writeSaturation(w, *r.unscaledSaturation);
        w.key("scaled");
        writeSaturation(w, *r.scaledSaturation);
        w.endObject();
    }
    w.endObject();
    out += '\n';
    CommandLine::writeStdout(out);
    return 0;
}

} // namespace atlas
