// The scaling-variance chapter's params: the lab's starting setting. Its fields, their bounds
// and defaults are declared in scaling-variance.params.json (atlas::declared::scaling_variance);
// what the declaration cannot say — the work samples and keys ask for together — is checked here.
//
// Together, samples and keys may ask for at most maxSweepCost units of work over the whole
// sweep (every width the charts show), so that a batch run (--export-tour), which waits for
// the sweep, takes a bounded time for any valid pack; the lab's own controls go further,
// with progress and a way to stop.
//
// Every defect is reported with its location and what was expected; reading never throws
// and needs no widget. Qt Core only.
#pragma once

#include "core/paramsreport.h"
#include "scaling-variance.params.h"

#include <atlas/scalingvariance.h>

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <cstdint>

namespace atlas {

struct ScalingVarianceParams {
    Q_DECLARE_TR_FUNCTIONS(ScalingVarianceParams)

public:
    static constexpr int maxWidth = declared::scaling_variance::dk::maximum;
    // ScalingVarianceExperiment::cost summed over sweepWidths(): at the ~27 ns per unit that
    // bench_scalingvariance measures, about ten seconds of one core. The default setting
    // costs 7.8·10⁷ (about two seconds).
    static constexpr double maxSweepCost = 4e8;

    int dk = declared::scaling_variance::dk::defaultValue;
    int samples = declared::scaling_variance::samples::defaultValue;
    int seed = declared::scaling_variance::seed::defaultValue;
    int keys = declared::scaling_variance::keys::defaultValue;
    double coordinateStd = declared::scaling_variance::std::defaultValue;
    double correlation = declared::scaling_variance::correlation::defaultValue;
    int bins = declared::scaling_variance::bins::defaultValue;

    // The engine's configuration for width `dk` (progress not set).
    VarianceConfig config(int width) const;
    // The widths the lab's charts sweep: 1, 2, 4, … maxWidth.
    static QList<int> sweepWidths();
    // The work of the whole sweep at these settings.
    double sweepCost() const;
    bool assumptionsHold() const { return coordinateStd == 1 && correlation == 0; }

    static ScalingVarianceParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
