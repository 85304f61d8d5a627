// How long the scaling-variance lab waits for its numbers: one setting at the lab's default
// samples (the histogram and the readout for the current dₖ), and the whole sweep over
// dₖ = 1 … 1024 that the charts draw. Both run in the background with progress and cancel;
// these figures say whether a single setting "feels instant" (well under 100 ms, the usual
// threshold of a response that needs no progress indicator) and how long the sweep shows its
// progress bar.
//
//     build/bin/bench_scalingvariance
#include "framereporter.h"

#include "scalingvarianceparams.h"
#include "variancesweep.h"

#include <benchmark/benchmark.h>

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

BENCHMARK(oneSetting)->ArgName("dk")->Arg(1)->Arg(64)->Arg(1024)->Unit(benchmark::kMillisecond);
BENCHMARK(wholeSweep)->ArgName("samples")->Arg(2000)->Unit(benchmark::kMillisecond)->Iterations(2);

} // namespace

int main(int argc, char **argv)
{
    return FrameReporter::run(argc, argv, 0.1, "instant (100 ms)");
}
