// The attention kernels at a practitioner's size, and the ratios issue targets are stated in:
// T = 2048, H = 8, dₖ = dᵥ = 64, float, seeded N(0, 1) inputs.
//
//     build/bin/bench_attentionkernels [--benchmark_filter=…]
//
// After Google Benchmark's table (real time per call, useful GFLOP/s by FlashAttention's
// accounting — 4·H·dₖ per allowed pair forward, 3.5 times that with the backward — and the
// memory beyond inputs and outputs), it prints, side by side:
//   - the tiled kernel against Eigen's own n = 1024 product in the same precision (the ceiling
//     for a kernel built on Eigen's products), target ≥ 60 % without a mask;
//   - docs:8 (eight causal documents of 256) against causal: the measured speed-up against the
//     ideal one, the ratio of allowed pairs — target ≥ 70 % of it;
//   - two threads against one (target ≥ 1.7×), and the dense kernel against the tiled one;
//   - a sliding window at long context: T = 16384, one head, window:512 against causal, the
//     measured forward speed-up against the ideal one (the ratio of allowed pairs, about 16) —
//     target ≥ 70 % of it (the tiles older than each query's window are skipped).
// The comparison with PyTorch on the same machine is benchmarks/compare-pytorch.py.
// Shared machines are noisy: read the ratios from one quiet run, and repeat it.
#include <atlas/denseattention.h>
#include <atlas/kernelbenchmark.h>
#include <atlas/normalsampler.h>
#include <atlas/tiledattention.h>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>

namespace {

using namespace atlas;

constexpr Index length = 2048, heads = 8, width = 64;

Matrix<float> normal(std::uint64_t seed, Index rows, Index cols)
{
    NormalSampler sampler(seed);
    Matrix<float> m(rows, cols);
    for (Index i = 0; i < rows; ++i)
        for (Index j = 0; j < cols; ++j)
            m(i, j) = static_cast<float>(sampler.next());
    return m;
}

struct Inputs {
    Matrix<float> q = normal(1, length, heads * width), k = normal(2, length, heads * width),
                  v = normal(3, length, heads * width), gradOutput = normal(4, length, heads * width);
};

const Inputs &inputs()
{
    static const Inputs in;
    return in;
}

enum MaskKind { None, Causal, Documents };

StructuredMask maskOf(int kind)
{
    return kind == None ? StructuredMask::none()
        : kind == Causal ? StructuredMask::causal() : StructuredMask::equalDocuments(length, 8, true);
}

const char *maskName(int kind)
{
    return kind == None ? "none" : kind == Causal ? "causal" : "docs:8";
}

void setCounters(benchmark::State &state, const StructuredMask &mask, bool backward, std::size_t extra)
{
    const double pairs = static_cast<double>(mask.allowedPairs(length, length));
    const double flops = 4.0 * heads * width * pairs * (backward ? 3.5 : 1.0);
    state.counters["GFLOP/s"] = benchmark::Counter(flops / 1e9, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["extra_MiB"] = static_cast<double>(extra) / (1 << 20);
}

// range(0): mask kind, range(1): threads, range(2): 1 = forward and backward.
void tiled(benchmark::State &state)
{
    const Inputs &in = inputs();
    const StructuredMask mask = maskOf(int(state.range(0)));
    AttentionKernelOptions options;
    options.heads = heads;
    options.threads = int(state.range(1));
    const bool backward = state.range(2) == 1;
    std::size_t extra = 0;
    for (auto _ : state) {
        const TiledAttentionResult<float> f = TiledAttention<float>::forward(in.q, in.k, in.v, mask, options);
        extra = f.peakExtraBytes;
        if (backward) {
            const TiledAttentionGradients<float> g = TiledAttention<float>::backward(in.q, in.k, in.v, mask, options, f, in.gradOutput);
            extra += g.peakExtraBytes;
            benchmark::DoNotOptimize(g.q.data());
        }
        benchmark::DoNotOptimize(f.output.data());
    }
    setCounters(state, mask, backward, extra);
    state.SetLabel(std::string(maskName(int(state.range(0)))) + (backward ? " fwd+bwd" : " fwd") + ", "
                   + std::to_string(state.range(1)) + " thread" + (state.range(1) > 1 ? "s" : ""));
}
BENCHMARK(tiled)->ArgNames({"mask", "threads", "backward"})
    ->Args({None, 1, 0})->Args({Causal, 1, 0})->Args({Documents, 1, 0})
    ->Args({Causal, 1, 1})->Args({None, 1, 1})->Args({Documents, 1, 1})
    ->Args({Causal, 2, 0})->Args({Causal, 2, 1})->Args({None, 2, 0})
    ->Unit(benchmark::kMillisecond)->UseRealTime();

void dense(benchmark::State &state)
{
    const Inputs &in = inputs();
    const StructuredMask mask = maskOf(int(state.range(0)));
    AttentionKernelOptions options;
    options.heads = heads;
    const bool backward = state.range(1) == 1;
    std::size_t extra = 0;
    for (auto _ : state) {
        const DenseAttentionResult<float> f = DenseAttention<float>::forward(in.q, in.k, in.v, mask, options);
        extra = f.peakExtraBytes;
        if (backward) {
            const DenseAttentionGradients<float> g = DenseAttention<float>::backward(in.q, in.k, in.v, mask, options, f, in.gradOutput);
            extra += g.peakExtraBytes;
            benchmark::DoNotOptimize(g.q.data());
        }
        benchmark::DoNotOptimize(f.output.data());
    }
    setCounters(state, mask, backward, extra);
    state.SetLabel(std::string(maskName(int(state.range(0)))) + (backward ? " fwd+bwd" : " fwd") + ", 1 thread");
}
BENCHMARK(dense)->ArgNames({"mask", "backward"})->Args({Causal, 0})->Args({Causal, 1})
    ->Unit(benchmark::kMillisecond)->UseRealTime();

// Long context, one head, forward: causal against a sliding window of 512 keys.
constexpr Index longLength = 16384, longWindow = 512;

void longContext(benchmark::State &state)
{
    static const Matrix<float> q = normal(7, longLength, width), k = normal(8, longLength, width),
                               v = normal(9, longLength, width);
    const bool windowed = state.range(0) == 1;
    const StructuredMask mask = StructuredMask::causal().withWindow(windowed ? longWindow : 0);
    AttentionKernelOptions options;
    options.heads = 1;
    for (auto _ : state) {
        const TiledAttentionResult<float> f = TiledAttention<float>::forward(q, k, v, mask, options);
        benchmark::DoNotOptimize(f.output.data());
    }
    const double pairs = static_cast<double>(mask.allowedPairs(longLength, longLength));
    state.counters["GFLOP/s"] = benchmark::Counter(4.0 * width * pairs / 1e9, benchmark::Counter::kIsIterationInvariantRate);
    state.SetLabel(windowed ? "window:512 fwd, T = 16384, 1 head" : "causal fwd, T = 16384, 1 head");
}
BENCHMARK(longContext)->ArgName("window")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

// Eigen's n × n product in float on one thread: the ceiling.
void eigenProduct(benchmark::State &state)
{
    const Index n = state.range(0);
    const Matrix<float> a = normal(5, n, n), b = normal(6, n, n);
    Matrix<float> c(n, n);
    for (auto _ : state) {
        c.noalias() = a * b;
        benchmark::DoNotOptimize(c.data());
    }
    state.counters["GFLOP/s"] = benchmark::Counter(2.0 * double(n) * double(n) * double(n) / 1e9, benchmark::Counter::kIsIterationInvariantRate);
    state.SetLabel("float, 1 thread");
}
BENCHMARK(eigenProduct)->ArgName("n")->Arg(1024)->Unit(benchmark::kMillisecond)->UseRealTime();

// Keeps every run's time and GFLOP/s by label, for the ratios after the table.
class RatioReporter : public benchmark::ConsoleReporter {
public:
    struct Figure {
        double seconds = 0, gflops = 0;
    };

    void ReportRuns(const std::vector<Run> &runs) override
    {
        ConsoleReporter::ReportRuns(runs);
        for (const Run &run : runs) {
            if (run.run_type != Run::RT_Iteration || run.error_occurred)
                continue;
            Figure f;
            f.seconds = run.GetAdjustedRealTime() / benchmark::GetTimeUnitMultiplier(run.time_unit);
            const auto rate = run.counters.find("GFLOP/s");
            f.gflops = rate != run.counters.end() ? double(rate->second) : 0;
            figures[run.run_name.function_name + " " + run.report_label] = f;
        }
    }

    std::map<std::string, Figure> figures;
};

void printRatios(const RatioReporter &r)
{
    auto figure = [&r](const std::string &name) -> const RatioReporter::Figure * {
        const auto it = r.figures.find(name);
        return it == r.figures.end() ? nullptr : &it->second;
    };
    std::printf("\n%-58s %10s %10s %8s\n", "ratio (T = 2048, H = 8, dk = 64, float)", "measured", "target", "");
    auto line = [](const char *what, double value, double target, bool atLeast) {
        std::printf("%-58s %10.3f %10s %8s\n", what, value, (std::string(atLeast ? "≥ " : "≤ ") + std::to_string(target).substr(0, 4)).c_str(),
                    (atLeast ? value >= target : value <= target) ? "met" : "MISSED");
    };
    const auto *gemm = figure("eigenProduct float, 1 thread");
    const auto *none = figure("tiled none fwd, 1 thread");
    if (gemm && none)
        line("no mask, forward: tiled GFLOP/s / Eigen GEMM GFLOP/s", none->gflops / gemm->gflops, 0.6, true);
    const auto *noneBackward = figure("tiled none fwd+bwd, 1 thread");
    if (gemm && noneBackward)
        std::printf("%-58s %10.3f %10s\n", "no mask, fwd+bwd: tiled GFLOP/s / Eigen GEMM GFLOP/s", noneBackward->gflops / gemm->gflops, "");
    const auto *causal = figure("tiled causal fwd, 1 thread");
    const auto *documents = figure("tiled docs:8 fwd, 1 thread");
    if (causal && documents) {
        const double ideal = double(StructuredMask::causal().allowedPairs(length, length))
            / double(StructuredMask::equalDocuments(length, 8, true).allowedPairs(length, length));
        const double measured = causal->seconds / documents->seconds;
        std::printf("%-58s %10.3f %10s\n", "docs:8 forward: speed-up over causal", measured, "");
        std::printf("%-58s %10.3f %10s\n", "docs:8 forward: ideal speed-up (ratio of allowed pairs)", ideal, "");
        line("docs:8 forward: measured / ideal speed-up", measured / ideal, 0.7, true);
    }
    for (const char *pass : {"fwd", "fwd+bwd"}) {
        const auto *one = figure(std::string("tiled causal ") + pass + ", 1 thread");
        const auto *two = figure(std::string("tiled causal ") + pass + ", 2 threads");
        if (one && two)
            line((std::string("causal ") + pass + ": 2 threads / 1 thread speed-up").c_str(), one->seconds / two->seconds, 1.7, true);
    }
    const auto *longCausal = figure("longContext causal fwd, T = 16384, 1 head");
    const auto *longWindowed = figure("longContext window:512 fwd, T = 16384, 1 head");
    if (longCausal && longWindowed) {
        const double ideal = double(StructuredMask::causal().allowedPairs(longLength, longLength))
            / double(StructuredMask::causal().withWindow(longWindow).allowedPairs(longLength, longLength));
        const double measured = longCausal->seconds / longWindowed->seconds;
        std::printf("%-58s %10.3f %10s\n", "window:512, T = 16384, 1 head: speed-up over causal", measured, "");
        std::printf("%-58s %10.3f %10s\n", "window:512: ideal speed-up (ratio of allowed pairs)", ideal, "");
        line("window:512 forward: measured / ideal speed-up", measured / ideal, 0.7, true);
    }
    for (const char *pass : {"fwd", "fwd+bwd"}) {
        const auto *t = figure(std::string("tiled causal ") + pass + ", 1 thread");
        const auto *d = figure(std::string("dense causal ") + pass + ", 1 thread");
        if (t && d)
            std::printf("%-58s %10.3f\n", (std::string("causal ") + pass + ": dense time / tiled time").c_str(), d->seconds / t->seconds);
    }
}

} // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    printRatios(reporter);
    benchmark::Shutdown();
    return 0;
}
