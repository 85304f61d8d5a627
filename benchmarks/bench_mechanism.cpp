// How long the mechanism lab takes to recompute after an edit, against the 16.7 ms of one
// frame at 60 Hz: the whole engine trace (every head's Q, K, V, QKᵀ, scores, masked softmax,
// A·V, concatenation, Wo), the selected query's mixtures and next-token distribution, and,
// for an edit, the copy and comparison that measure what the edit changed.
//
//     build/bin/bench_mechanism
//
// Sizes: the built-in example (T = 6, d_model = 4, 2 heads of width 2), the largest the
// chapter's params allow (T = 12, d_model = 8, 4 heads of width 8), and two beyond them.
#include "framereporter.h"

#include "mechanismstate.h"

#include <benchmark/benchmark.h>

namespace {

using atlas::MechanismParams;
using atlas::MechanismState;

MechanismParams example(int tokens, int modelWidth, int heads, int headWidth)
{
    MechanismParams p;
    p.tokens.clear();
    for (int t = 0; t < tokens; ++t)
        p.tokens.append(QStringLiteral("t%1").arg(t));
    p.modelWidth = modelWidth;
    p.heads = heads;
    p.keyWidth = headWidth;
    p.valueWidth = headWidth;
    p.seed = 7;
    return p;
}

MechanismParams sized(const benchmark::State &state)
{
    return example(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), static_cast<int>(state.range(2)),
                   static_cast<int>(state.range(3)));
}

// The computation alone.
void recompute(benchmark::State &state)
{
    MechanismState mechanism(sized(state));
    for (auto _ : state) {
        mechanism.recompute();
        benchmark::DoNotOptimize(mechanism.trace().output.data());
    }
}

// What one typed cell costs: validation, the recompute, and measuring the change.
void editCell(benchmark::State &state)
{
    MechanismState mechanism(sized(state));
    atlas::Matrix<double> x = mechanism.embeddings();
    double value = 0.5;
    for (auto _ : state) {
        value = -value;
        x(0, 0) = value;
        mechanism.setEmbeddings(x);
        benchmark::DoNotOptimize(mechanism.lastEffect().maxOutputChange);
    }
}

// A query clicked: only its mixtures and distribution are re-read.
void selectQuery(benchmark::State &state)
{
    MechanismState mechanism(sized(state));
    int query = 0;
    for (auto _ : state) {
        query = (query + 1) % mechanism.length();
        mechanism.setQuery(query);
        benchmark::DoNotOptimize(mechanism.nextTokenDistribution().data());
    }
}

void sizes(benchmark::internal::Benchmark *b)
{
    b->ArgNames({"T", "d_model", "heads", "dk"});
    b->Args({6, 4, 2, 2});      // the built-in example
    b->Args({12, 8, 4, 8});     // the largest the params allow
    b->Args({64, 32, 4, 8});    // beyond the course
    b->Args({256, 64, 8, 16});  // far beyond: a short real context
    b->Unit(benchmark::kMicrosecond);
}

BENCHMARK(recompute)->Apply(sizes);
BENCHMARK(editCell)->Apply(sizes);
BENCHMARK(selectQuery)->Apply(sizes);

} // namespace

int main(int argc, char **argv)
{
    return FrameReporter::run(argc, argv, 1.0 / 60.0, "frame (60 Hz)");
}
