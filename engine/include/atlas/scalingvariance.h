// Why scores are divided by √dₖ: a seeded Monte-Carlo experiment.
//
// Draw q, k ∈ ℝ^dₖ and look at s = q·k and s/√dₖ.
// Assumptions of the textbook argument: the coordinates are independent, zero-mean and have
// unit variance. Then s = Σᵢ qᵢkᵢ is a sum of dₖ independent products, each with mean 0 and
// variance E[qᵢ²]E[kᵢ²] = 1, so
//     E[s] = 0,   Var(s) = dₖ,   Var(s/√dₖ) = 1.
// Without the scaling the scores spread like √dₖ, and the softmax over T keys saturates
// (its largest probability → 1 and its entropy → 0) as dₖ grows.
//
// To let a learner break the assumptions, coordinates may instead have standard deviation σ
// and pairwise correlation ρ (equicorrelated: xᵢ = σ(√ρ z₀ + √(1−ρ) zᵢ), z ~ N(0, I)). With
// covariance Σ = σ²((1−ρ)I + ρ11ᵀ) for both q and k (independent of each other),
//     Var(q·k) = tr(Σ²) = σ⁴ dₖ (1 + ρ²(dₖ − 1)),
// so the √dₖ scaling no longer restores unit variance; trained vectors need not satisfy the
// assumptions either.
//
// Under the assumptions (σ = 1, ρ = 0) the coordinates are Gaussian and E[s⁴] = 3dₖ² + 6dₖ,
// so the sample variance of n draws has standard error √((2dₖ² + 6dₖ)/n): the bound the
// tests use.
#pragma once

#include "atlas/types.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace atlas {

struct VarianceConfig {
    Index dk = 64;
    Index samples = 10000;
    std::uint64_t seed = 1;
    Index keys = 0;            // T > 0: also measure softmax saturation over T keys
    double coordinateStd = 1;  // σ > 0
    double correlation = 0;    // ρ ∈ [0, 1)
    Index bins = 40;
    // Called every few hundred samples with the fraction of the work done (0 … 1), from the
    // thread that runs the experiment. Returning false stops the run early: run() then
    // returns a result with `cancelled` set whose statistics mean nothing.
    std::function<bool(double fraction)> progress;
};

struct Histogram {
    std::vector<double> edges;  // bins + 1 increasing values
    std::vector<Index> counts;  // per bin; values outside [edges.front(), edges.back()] are
    Index below = 0, above = 0; // counted here
};

struct SaturationStatistics {
    double meanMaxProbability = 0; // E[max_j p_j]: 1/T for uniform, → 1 when saturated
    double meanEntropy = 0;        // E[−Σ p_j ln p_j] in nats: ln T uniform, → 0 saturated
};

struct VarianceResult {
    double mean = 0, variance = 0;             // of q·k (sample variance, n − 1)
    double scaledMean = 0, scaledVariance = 0; // of q·k/√dₖ
    double assumedVariance = 0;                // dₖ: the argument's prediction
    double predictedVariance = 0;              // σ⁴dₖ(1 + ρ²(dₖ − 1)): exact for σ, ρ
    double varianceStandardError = 0;          // √((2dₖ² + 6dₖ)/n), valid under the assumptions
    Histogram unscaled, scaled;                // shared edges so they overlay
    std::optional<SaturationStatistics> unscaledSaturation, scaledSaturation;
    double uniformEntropy = 0;                 // ln T
    bool cancelled = false;                    // config.progress returned false
};

class ScalingVarianceExperiment {
public:
    // Throws ShapeError on dk < 1, samples < 2, keys < 0, bins < 1, σ ≤ 0 or ρ ∉ [0, 1).
    static VarianceResult run(const VarianceConfig &config);

    // The work of run(), in units of one normal draw (Box–Muller: a logarithm, a square root
    // and a sine or cosine per pair), which with the exponentials is nearly all of the time:
    // per sample 2dₖ draws for q·k plus the bookkeeping of about 4 draws and, with T keys,
    // (T + 1)dₖ draws and 2T exponentials (a quarter of a draw each) for the two softmaxes:
    //     samples · (4 + 2dₖ + (T + 1)dₖ + T/2).
    // bench_scalingvariance measures the time per unit for shapes at the extremes (about the
    // same for each); callers bound this, not the number of samples, to bound the time.
    static double cost(const VarianceConfig &config);

    // Var(q·k) = σ⁴dₖ(1 + ρ²(dₖ − 1)) for the coordinate distribution above (dₖ under the
    // assumptions). Throws ShapeError on dk < 1, σ ≤ 0 or ρ ∉ [0, 1).
    static double predictedVariance(Index dk, double coordinateStd, double correlation);

    // Throws ShapeError on bins < 1, a range that is not finite with low < high, or a NaN value.
    static Histogram histogram(const std::vector<double> &values, double low, double high,
                               Index bins);
};

} // namespace atlas
