// Measures an attention kernel on this machine: what `attention-atlas-cli bench` prints and
// what a lab shows beside the counted model. No widgets, no Qt: a lab runs it on a worker
// thread with its cancel flag and progress callback.
//
// Inputs: Q, K, V (and dO for the backward) with entries drawn N(0, 1) from a seeded
// NormalSampler, layout T × H·d (H key/value heads), c = 1/√dₖ. One untimed run first (page
// faults, caches), then `repeats` timed runs, wall-clock, each a whole forward (or forward
// and backward) call including its allocations.
//
// Work accounting (FlashAttention's): a forward pass does 2·(dₖ + dᵥ) floating-point
// operations per allowed pair and head (q·k, then p·v: 4·dₖ when dᵥ = dₖ); forward and
// backward together 3.5 times that (the backward's five products against the forward's
// two). `gflops` = that count / the median time — useful work, so a kernel that computes
// masked pairs too (the dense one) is charged for them in time, not credited in work.
//
// The ceilings, measured in the same call (`repeats` runs, the median), n = 1024 square, in the
// same precision, on as many threads as the kernel (one independent product per thread, their
// rates added): `gemmGflops`, Eigen's general matrix product, and `blasGflops`, OpenBLAS's
// (held to one thread per product, as the kernel holds it). The larger of the two is the
// best GEMM on this machine, now: what a kernel made of matrix products can approach.
// `roofline()` = gflops ÷ that best (1 would be GEMM speed on the useful work alone).
//
// Memory, `peakExtraBytes`: beyond inputs and outputs, as the kernels report it (tiled:
// workspace and row statistics; dense: the kept probabilities); for forward and backward the
// forward's part is held while the backward runs, so the two are added.
#pragma once

#include "atlas/attentionkerneloptions.h"
#include "atlas/types.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace atlas {

class KernelBenchmark {
public:
    enum class Kernel { Tiled, Dense };
    enum class Pass { Forward, ForwardBackward };

    struct Request {
        Kernel kernel = Kernel::Tiled;
        Pass pass = Pass::Forward;
        bool singlePrecision = true;
        Index length = 1024;          // T
        Index heads = 1;              // H
        Index dk = 64, dv = 64;
        bool causal = true;
        Index documents = 0;          // 0: none; N ≥ 1: N equal documents (id ⌊i·N/T⌋)
        // When not empty: one document id per position (T of them), any lengths — a packed
        // row as it is — used instead of `documents`, with `causal` as above.
        std::vector<std::int64_t> documentIds;
        Index window = 0;             // 0: none; W ≥ 1: a sliding window of W keys (causal)
        int threads = 1;
        int repeats = 5;
        bool measureGemm = true;      // the two ceilings below
        // The tiled kernel's tile products (AttentionKernelOptions::Products).
        AttentionKernelOptions::Products products = AttentionKernelOptions::Products::Eigen;
        std::uint64_t seed = 1;
    };

    struct Result {
        bool cancelled = false;
        std::vector<double> milliseconds; // each timed run
        double medianMs = 0, minMs = 0;
        std::int64_t allowedPairs = 0;    // per head
        double flops = 0;                 // per run, by the accounting above
        double gflops = 0;
        std::size_t peakExtraBytes = 0;
        double gemmGflops = 0;            // Eigen; 0 when not measured
        double blasGflops = 0;            // OpenBLAS; 0 when not measured
        int threads = 0;                  // threads the kernel ran on
        // gflops ÷ max(gemmGflops, blasGflops); 0 when neither was measured.
        double roofline() const;
    };

    // Throws ShapeError on sizes < 1, documents > T, or documentIds not T long. `progress` receives 0 … 1 from the
    // calling thread or the kernel's threads, one call at a time.
    static Result run(const Request &request, const std::atomic<bool> *cancel = nullptr,
                      const std::function<void(double)> &progress = {});

    // The same kernel timed on two masks — a reference (causal, say) and a candidate (a sliding
    // window, packed documents) — one after the other, the progress shared in proportion to
    // the pairs each allows: what a lab sets beside the ideal speed-up of skipping masked pairs.
    struct Comparison {
        Result reference, candidate;
        bool cancelled = false;
        double idealSpeedup() const;    // reference.allowedPairs / candidate.allowedPairs
        double measuredSpeedup() const; // reference.medianMs / candidate.medianMs (0 before a run)
    };
    // Throws as run() does; stops after the reference when it was cancelled.
    static Comparison compare(const Request &reference, const Request &candidate, const std::atomic<bool> *cancel = nullptr,
                              const std::function<void(double)> &progress = {});
    // The (query, key) pairs one head of `request` computes (its mask's allowed pairs).
    static std::int64_t allowedPairs(const Request &request);

    // Eigen's n × n product in float or double on `threads` threads: GFLOP/s (median of
    // `repeats`).
    static double gemmGflops(bool singlePrecision, int threads, int repeats, Index n = 1024);
    // OpenBLAS's n × n product likewise, one thread per product.
    static double blasGflops(bool singlePrecision, int threads, int repeats, Index n = 1024);
};

} // namespace atlas
