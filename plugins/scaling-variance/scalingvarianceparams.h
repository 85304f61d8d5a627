// The scaling-variance chapter's params: the lab's starting setting.
//
//     dk           query/key width dₖ, 1–1024 (default 64)
//     samples      (q, k) pairs per width, 100–100 000 (default 2 000)
//     seed         0 – 2³¹−1 (default 1)
//     keys         T, the keys each softmax spreads over, 2–256 (default 16)
//     std          coordinate standard deviation σ, 0.25–4 (default 1: the assumption)
//     correlation  pairwise coordinate correlation ρ, 0–0.95 (default 0: the assumption)
//     bins         histogram bins, 10–100 (default 40)
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
    static constexpr int maxWidth = 1024;
    static constexpr int minSamples = 100;
    static constexpr int maxSamples = 100000;
    static constexpr int maxSeed = 2147483647;
    static constexpr int minKeys = 2;
    static constexpr int maxKeys = 256;
    static constexpr double minStd = 0.25;
    static constexpr double maxStd = 4;
    static constexpr double maxCorrelation = 0.95;
    static constexpr int minBins = 10;
    static constexpr int maxBins = 100;
    // ScalingVarianceExperiment::cost summed over sweepWidths(): at the ~27 ns per unit that
    // bench_scalingvariance measures, about ten seconds of one core. The default setting
    // costs 7.8·10⁷ (about two seconds).
    static constexpr double maxSweepCost = 4e8;

    int dk = 64;
    int samples = 2000;
    int seed = 1;
    int keys = 16;
    double coordinateStd = 1;
    double correlation = 0;
    int bins = 40;

    // The engine's configuration for width `dk` (progress not set).
    VarianceConfig config(int width) const;
    // The widths the lab's charts sweep: 1, 2, 4, … maxWidth.
    static QList<int> sweepWidths();
    // The work of the whole sweep at these settings.
    double sweepCost() const;
    bool assumptionsHold() const { return coordinateStd == 1 && correlation == 0; }

    static QStringList keyNames();
    static ScalingVarianceParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
