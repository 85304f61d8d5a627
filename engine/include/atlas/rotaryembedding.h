// Rotary position embedding (RoPE): positions as rotations of query and key coordinate pairs.
// Su, Lu, Pan, Murtadha, Wen, Liu (2021), "RoFormer: Enhanced Transformer with Rotary Position
// Embedding", arXiv:2104.09864.
//
// For a head of width dₖ (even), coordinates (2i, 2i+1), i = 0 … dₖ/2 − 1, form pairs. Pair i
// turns with the frequency
//     ωᵢ = base^(−2i/dₖ)                     (base = 10000 in the paper)
// and a query or key row at position p is rotated pair by pair by the angle θ = p·ωᵢ:
//     (x, y) → (x·cos θ − y·sin θ,  x·sin θ + y·cos θ)
// — the interleaved-pairs convention of the paper (some libraries pair coordinate i with
// i + dₖ/2 instead; that is the same rotation of a permuted vector, not the same numbers).
// The rotation acts after the projection and before the scores, on q and k only, never on v.
//
// Why it encodes *relative* position: write R(p) for the block-diagonal rotation at position
// p. Rotations compose, R(m)ᵀ·R(n) = R(n − m), so the score of a query q at m and a key k at n
//     (R(m)q)·(R(n)k) = qᵀ R(m)ᵀ R(n) k = qᵀ R(n − m) k
// depends on m and n only through n − m: shift both positions by the same s and the score
// stays (exactly in real arithmetic, to rounding in floating point, where cos and sin of
// larger angles are rounded differently). Each rotation also keeps lengths: ‖R(p)x‖ = ‖x‖.
// Low pairs turn fast (ω₀ = 1 radian per position), high pairs slowly; one full turn of pair
// i takes 2π/ωᵢ positions.
//
// Backward: y = R(p)x is linear with an orthogonal matrix, so ∂L/∂x = R(p)ᵀ ∂L/∂y = R(−p)·∂L/∂y:
// the gradient is rotated back by −θ.
//
// Position interpolation (Chen, Wong, Chen, Tian 2023, "Extending Context Window of Large
// Language Models via Positional Interpolation", arXiv:2306.15595): a model trained on L
// positions reads L' > L by turning each row by the angle of position p·L/L' instead of p —
// every distance it meets is then one it saw in training, compressed. positionScale is that
// factor s (θ = s·p·ωᵢ; 1: none). The "NTK-aware" alternative (bloc97 2023; Peng, Quesnelle,
// Fan, Shippole 2023, "YaRN", arXiv:2309.00071, § 3.1) raises the base instead, which slows
// the low-frequency pairs most and leaves the fastest nearly as they were: base' =
// base·κ^(dₖ/(dₖ−2)) for a context κ times longer.
//
// Numbers: the angles θ = p·ωᵢ, cos θ and sin θ are computed in double for every precision
// (then rounded once to float for a float model), and each depends only on (p, i, dₖ, base):
// the same row at the same position is rotated to the same bits wherever it sits.
#pragma once

#include "atlas/types.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace atlas {

struct RotaryOptions {
    double base = 10000.0;                // > 0 and finite
    std::vector<std::int64_t> positions;  // one per row (e.g. reset per document); empty: 0…T−1
    double positionScale = 1.0;           // s > 0: θ = s·p·ωᵢ (position interpolation: L/L')
};

class RotaryEmbedding {
public:
    // ω₀ … ω_{dₖ/2−1}. Throws ShapeError (naming "rotary") when dₖ is odd or < 2, and
    // ("rotary.base") when base is not a finite number > 0.
    static std::vector<double> frequencies(Index dk, double base);

    // Checks that rotary positions fit a head of width dₖ and T rows; throws ShapeError naming
    // "rotary", "rotary.base", "rotary.positions" or "rotary.positionScale".
    static void check(const RotaryOptions &options, Index dk, Index length);

    // The positions actually used: options.positions, or 0…T−1 when it is empty.
    static std::vector<std::int64_t> positionsFor(const RotaryOptions &options, Index length);

    // θ = p·ωᵢ for pair i of a head of width dₖ.
    static double angle(std::int64_t position, Index pair, Index dk, double base);

    // Every row t of m (T × dₖ) rotated by the angles of position positions[t]; `inverse`
    // rotates by −θ (Rᵀ, the backward pass). Throws as check() does.
    template <typename Scalar>
    static Matrix<Scalar> rotate(MatrixRef<Scalar> m, const RotaryOptions &options,
                                 bool inverse = false);

    // One pair, for drawing: (x cos θ − y sin θ, x sin θ + y cos θ).
    static std::pair<double, double> rotatePair(double x, double y, double theta);
};

extern template Matrix<float> RotaryEmbedding::rotate<float>(MatrixRef<float>, const RotaryOptions &, bool);
extern template Matrix<double> RotaryEmbedding::rotate<double>(MatrixRef<double>, const RotaryOptions &, bool);

} // namespace atlas
