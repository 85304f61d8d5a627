// Incremental decoding with a KV cache against a full recompute: the time to get the logits
// of one new token at sequence length T, both ways, with the ratio beside the ratio of the
// multiply–adds the engine counts for them (decodingcost.h).
//
//     build/bin/bench_kvcache
//
// The decoder: 2 layers, width 64, 4 heads of width 16, vocabulary 64 — small, so that the
// attention part (the part that grows with T) is a large share, as it is at long contexts in
// real models. Cases:
//   - cachedStep:    IncrementalDecoder::append at position T − 1, the cache holding T − 1
//                    positions (taking the token back again is excluded from the timing);
//   - fullRecompute: TinyDecoder::forward over all T tokens (what decoding without a cache
//                    does for every new token).
// Then every case against a 60 Hz frame (a live demonstration recomputes once per token), and
// the table "T, cached, recompute, measured ratio, counted ratio" per precision.
//
// The recompute keeps its whole trace (every T × T score and probability matrix of every head
// and layer, what the course displays): 24 matrices of T² numbers here, 200 MB at T = 1024 in
// double. Fresh pages for them from the operating system cost more than the arithmetic on a
// virtual machine, and how many come fresh depends on what the allocator kept from the last
// run — an order of magnitude from one run to the next. So the allocator is told to keep what
// it frees (mallopt) and each case runs once before it is timed: the figures are the
// arithmetic and its memory traffic, and they repeat. The counted ratio is multiply–adds
// only; the measured one differs by what is not counted — the recompute's T(T+1)/2
// exponentials per head and its T² intermediates, the cached step's fixed costs (a few small
// allocations, placing the new key in the key order).
#include <atlas/decodingcost.h>
#include <atlas/incrementaldecoder.h>

#include "framereporter.h"

#include <benchmark/benchmark.h>

#include <malloc.h>

#include <cstdio>
#include <map>
#include <string>

namespace {

using namespace atlas;

DecoderConfig benchConfig(Index maxLength)
{
    DecoderConfig config;
    config.vocabulary = 64;
    config.modelWidth = 64;
    config.heads = 4;
    config.keyWidth = 16;
    config.valueWidth = 16;
    config.maxLength = maxLength;
    config.layers = 2;
    return config;
}

std::vector<int> tokens(Index length)
{
    std::vector<int> t(static_cast<std::size_t>(length));
    for (Index i = 0; i < length; ++i)
        t[static_cast<std::size_t>(i)] = static_cast<int>((i * 7 + 3) % 64);
    return t;
}

template <typename Scalar>
void cachedStep(benchmark::State &state)
{
    const Index T = state.range(0);
    const TinyDecoder<Scalar> decoder(benchConfig(T), 1);
    const std::vector<int> sequence = tokens(T);
    IncrementalDecoder<Scalar> cache(decoder);
    for (Index t = 0; t + 1 < T; ++t)
        cache.append(sequence[static_cast<std::size_t>(t)]);
    cache.append(sequence.back()); // warm-up, as for the recompute
    cache.truncate(T - 1);
    for (auto _ : state) {
        benchmark::DoNotOptimize(cache.append(sequence.back()).logits.data());
        state.PauseTiming();
        cache.truncate(T - 1);
        state.ResumeTiming();
    }
}

template <typename Scalar>
void fullRecompute(benchmark::State &state)
{
    const Index T = state.range(0);
    const TinyDecoder<Scalar> decoder(benchConfig(T), 1);
    DecoderInput input;
    input.tokens = tokens(T);
    decoder.forward(input); // warm-up: the allocator takes its pages from the system once
    for (auto _ : state)
        benchmark::DoNotOptimize(decoder.forward(input).logits.data());
}

BENCHMARK(cachedStep<double>)->ArgName("T")->Arg(256)->Arg(1024)->Unit(benchmark::kMicrosecond);
BENCHMARK(fullRecompute<double>)->ArgName("T")->Arg(256)->Arg(1024)->Unit(benchmark::kMillisecond);
BENCHMARK(cachedStep<float>)->ArgName("T")->Arg(256)->Arg(1024)->Unit(benchmark::kMicrosecond);
BENCHMARK(fullRecompute<float>)->ArgName("T")->Arg(256)->Arg(1024)->Unit(benchmark::kMillisecond);

// "T, cached step, full recompute, recompute/cached measured, … counted" for each precision.
void printRatios(const std::vector<FrameReporter::Result> &results)
{
    std::map<std::string, double> seconds;
    for (const FrameReporter::Result &r : results)
        seconds[r.name] = r.seconds;
    std::printf("\n%-9s %6s %16s %16s %18s %18s\n", "precision", "T", "cached step", "full recompute",
                "ratio (measured)", "ratio (counted)");
    for (const char *precision : {"double", "float"})
        for (Index T : {256, 1024}) {
            const std::string suffix = std::string("<") + precision + ">/T:" + std::to_string(T);
            const auto cached = seconds.find("cachedStep" + suffix), full = seconds.find("fullRecompute" + suffix);
            if (cached == seconds.end() || full == seconds.end())
                continue; // filtered out on the command line
            const double counted = DecodingCost::fullRecompute(benchConfig(T), T).total()
                / DecodingCost::cachedStep(benchConfig(T), T).total();
            std::printf("%-9s %6ld %13.1f µs %13.3f ms %17.0f× %17.0f×\n", precision, static_cast<long>(T),
                        cached->second * 1e6, full->second * 1e3, full->second / cached->second, counted);
        }
}

} // namespace

int main(int argc, char **argv)
{
    mallopt(M_MMAP_THRESHOLD, 1 << 30); // large blocks from the heap, kept when freed…
    mallopt(M_TRIM_THRESHOLD, 1 << 30); // …and not handed back to the system between runs
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    FrameReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    reporter.printShareOfFrame();
    printRatios(reporter.results());
    benchmark::Shutdown();
    return 0;
}
