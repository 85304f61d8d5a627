// How long the scaling-variance lab waits for its numbers: one setting at the lab's default
// samples (the histogram and the readout for the current dₖ), and the whole sweep over
// dₖ = 1 … 1024 that the charts draw. Both run in the background with progress and cancel;
// these figures say whether a single setting "feels instant" (well under 100 ms, the usual
// threshold of a response that needs no progress indicator) and how long the sweep shows its
// progress bar.
//
// workUnit runs shapes at the extremes of what the command line and a pack allow, each with
// the same ScalingVarianceExperiment::cost (2·10⁷ units), and reports the time per unit
// ("ns_per_unit"): the figure that turns the limits on cost (VarianceCommand::maxCost, the
// pack's ScalingVarianceParams::maxSweepCost) into seconds. Similar figures across the shapes
// mean the cost model is fair to each.
//
//     build/bin/bench_scalingvariance
#include "framereporter.h"

#include "scalingvarianceparams.h"
#include "variancesweep.h"

#include <benchmark/benchmark.h>

#include <algorithm>

namespace {

using atlas::ScalingVarianceParams;

// One width at the default setting (2 000 samples, T = 16 keys).
void oneSetting(benchmark::State &state)
{
    ScalingVarianceParams params;
    const int dk = static_cast<int>(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(atlas::ScalingVarianceExperiment::run(params.config(dk)).variance);
}

// The eleven widths of the sweep, one after the other (as the background job runs them).
void wholeSweep(benchmark::State &state)
{
    ScalingVarianceParams params;
    params.samples = static_cast<int>(state.range(0));
    for (auto _ : state)
        for (int dk : atlas::VarianceSweep::sweepWidths())
            benchmark::DoNotOptimize(atlas::ScalingVarianceExperiment::run(params.config(dk)).variance);
}

// Equal cost, different shapes: (dk, keys).
void workUnit(benchmark::State &state)
{
    atlas::VarianceConfig config;
    config.dk = state.range(0);
    config.keys = state.range(1);
    config.samples = 1;
    const double perSample = atlas::ScalingVarianceExperiment::cost(config);
    config.samples = std::max<atlas::Index>(2, static_cast<atlas::Index>(2e7 / perSample));
    const double cost = atlas::ScalingVarianceExperiment::cost(config);
    for (auto _ : state)
        benchmark::DoNotOptimize(atlas::ScalingVarianceExperiment::run(config).variance);
    state.counters["ns_per_unit"] = benchmark::Counter(cost * 1e-9, benchmark::Counter::kIsIterationInvariantRate
                                                                     | benchmark::Counter::kInvert);
}

BENCHMARK(workUnit)->ArgNames({"dk", "keys"})
    ->Args({1, 4096})->Args({1, 0})->Args({65536, 0})->Args({64, 64})->Args({1024, 256})->Args({4, 256})
    ->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(oneSetting)->ArgName("dk")->Arg(1)->Arg(64)->Arg(1024)->Unit(benchmark::kMillisecond);
BENCHMARK(wholeSweep)->ArgName("samples")->Arg(2000)->Unit(benchmark::kMillisecond)->Iterations(2);

} // namespace

int main(int argc, char **argv)
{
    return FrameReporter::run(argc, argv, 0.1, "instant (100 ms)");
}
