#include "scalingvarianceparams.h"

#include "core/jsonreader.h"
#include "core/paramsfields.h"

namespace atlas {

namespace {

namespace field = declared::scaling_variance;

} // namespace

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

QList<int> ScalingVarianceParams::sweepWidths()
{
    QList<int> widths;
    for (int dk = 1; dk <= maxWidth; dk *= 2)
        widths.append(dk);
    return widths;
}

double ScalingVarianceParams::sweepCost() const
{
    double total = 0;
    for (int dk : sweepWidths())
        total += ScalingVarianceExperiment::cost(config(dk));
    return total;
}

ScalingVarianceParams ScalingVarianceParams::read(const QJsonObject &params, ParamsReport &report)
{
    ScalingVarianceParams p;
    JsonReader reader(report);
    ParamsFields fields(params, reader, field::declaredKeys);
    const QString numberRange = tr("expected a number from %1 to %2, got %3");
    fields.read<field::dk>(p.dk);
    fields.read<field::samples>(p.samples);
    fields.read<field::seed>(p.seed);
    fields.read<field::keys>(p.keys);
    fields.read<field::std>(p.coordinateStd, numberRange);
    fields.read<field::correlation>(p.correlation, numberRange);
    fields.read<field::bins>(p.bins);
    if (!reader.hasErrors() && p.sweepCost() > maxSweepCost)
        //: %1 and %2 are numbers of samples and keys; %3 and %4 units of work such as 3.1e+09
        reader.fail(fields.path(fields.has(field::samples::key) ? field::samples::key : field::keys::key), DiagnosticCode::TooLarge,
                    tr("%1 samples with %2 keys would cost %3 units of work over the sweep of widths, more than the %4 a pack may ask for (about ten seconds); lower samples or keys")
                        .arg(p.samples).arg(p.keys).arg(p.sweepCost(), 0, 'g', 3).arg(maxSweepCost, 0, 'g', 3));
    return p;
}

} // namespace atlas
