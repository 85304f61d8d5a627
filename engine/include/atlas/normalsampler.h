// Seeded standard-normal numbers that are the same on every platform.
//
// std::normal_distribution is implementation-defined, so the same seed could give different
// experiments with another standard library. This sampler uses std::mt19937_64 (whose output
// the standard fixes) and the Box–Muller transform: for u₁ ∈ (0, 1], u₂ ∈ [0, 1),
//     z₀ = √(−2 ln u₁) cos 2πu₂,   z₁ = √(−2 ln u₁) sin 2πu₂
// are independent N(0, 1).
#pragma once

#include "atlas/types.h"

#include <cstdint>
#include <random>

namespace atlas {

class NormalSampler {
public:
    explicit NormalSampler(std::uint64_t seed) : engine_(seed) {}

    double next();
    double uniform(); // [0, 1), 53 random bits
    // rows × cols numbers in [−scale, scale), scale·(2u − 1) drawn row by row.
    Matrix<double> uniformMatrix(Index rows, Index cols, double scale = 1);

private:
    std::mt19937_64 engine_;
    double spare_ = 0;
    bool hasSpare_ = false;
};

} // namespace atlas
