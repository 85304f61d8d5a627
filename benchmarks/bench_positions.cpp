// How long the positions lab takes to recompute after an edit, against the 16.7 ms of one
// frame at 60 Hz: every panel's numbers at once (the order experiment's two attention passes,
// the sinusoidal table and its similarity, the rotary scores and drawn pair, ALiBi's two
// softmaxes), as a slider move or a typed token triggers them on the GUI thread.
//
//     build/bin/bench_positions
//
// Sizes: the built-in chapter (6 tokens, a 32 × 16 table) and the largest its params allow
// (8 tokens, a 64 × 64 table).
#include "framereporter.h"

#include "positionssession.h"

#include <benchmark/benchmark.h>

namespace {

using atlas::PositionsParams;
using atlas::PositionsSession;

PositionsParams sized(const benchmark::State &state)
{
    PositionsParams p;
    p.tokens.clear();
    for (int t = 0; t < state.range(0); ++t)
        p.tokens.append(QStringLiteral("t%1").arg(t));
    p.tableLength = static_cast<int>(state.range(1));
    p.width = static_cast<int>(state.range(2));
    return p;
}

// One move of the ALiBi slider (the session recomputes every panel).
void moveSlope(benchmark::State &state)
{
    PositionsSession session(sized(state));
    double slope = 0.5;
    for (auto _ : state) {
        slope = slope == 0.5 ? 0.75 : 0.5;
        session.setSlope(slope);
        benchmark::DoNotOptimize(session.alibi().withBias.data());
    }
}

// One press of Shuffle.
void shuffle(benchmark::State &state)
{
    PositionsSession session(sized(state));
    for (auto _ : state) {
        session.shufflePermutation();
        benchmark::DoNotOptimize(session.order().difference.data());
    }
}

void sizes(benchmark::internal::Benchmark *b)
{
    b->ArgNames({"T", "positions", "width"});
    b->Args({6, 32, 16}); // the built-in chapter
    b->Args({8, 64, 64}); // the largest the params allow
}

BENCHMARK(moveSlope)->Apply(sizes)->Unit(benchmark::kMicrosecond);
BENCHMARK(shuffle)->Apply(sizes)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char **argv)
{
    return FrameReporter::run(argc, argv, 1.0 / 60, "a 60 Hz frame");
}
