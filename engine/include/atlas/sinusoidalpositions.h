// Sinusoidal absolute position embeddings: a fixed table added to the token embeddings.
// Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser, Polosukhin (2017), "Attention Is
// All You Need", arXiv:1706.03762, section 3.5.
//
// Row p (a position) of the T × d table, for i = 0 … ⌈d/2⌉ − 1:
//     P[p, 2i]     = sin(p · ωᵢ)
//     P[p, 2i + 1] = cos(p · ωᵢ)          ωᵢ = base^(−2i/d),  base = 10000 in the paper
// (with d odd the last column is a sine without its cosine). Each pair of columns is a point on
// the unit circle turning with position at its own frequency, from one radian per position
// down to about 1/base; for d even every row has squared length d/2 (sin² + cos² = 1 per pair).
//
// Why it can express relative position: the pair of position p + k is the pair of position p
// rotated by k·ωᵢ, a linear map that depends on k only (the paper's motivation). And the
// similarity of two rows depends only on their distance:
//     P[p]·P[q] = Σᵢ (sin pωᵢ sin qωᵢ + cos pωᵢ cos qωᵢ) = Σᵢ cos((p − q)ωᵢ)     (d even)
// — largest (= d/2) at p = q and, for d large enough, falling as |p − q| grows (not
// monotonically: a sum of cosines oscillates). P·Pᵀ is therefore a symmetric Toeplitz matrix.
//
// Self-attention itself is permutation-equivariant (permutationequivariance.h): adding such a
// table to the inputs is what lets it tell positions apart. Learned tables (the tiny decoder's
// P) play the same role with trained rows; rotary embeddings (rotaryembedding.h) rotate q and
// k instead of adding anything.
#pragma once

#include "atlas/types.h"

#include <cstdint>
#include <vector>

namespace atlas {

class SinusoidalPositions {
public:
    // The table for positions 0 … length − 1. Throws ShapeError on a negative length, a width
    // < 1 or a base that is not a finite number > 0.
    template <typename Scalar>
    static Matrix<Scalar> table(Index length, Index width, double base = 10000.0);

    // The rows of the given positions (e.g. reset per document, positionids.h).
    template <typename Scalar>
    static Matrix<Scalar> rows(const std::vector<std::int64_t> &positions, Index width,
                               double base = 10000.0);
};

extern template Matrix<float> SinusoidalPositions::table<float>(Index, Index, double);
extern template Matrix<double> SinusoidalPositions::table<double>(Index, Index, double);
extern template Matrix<float> SinusoidalPositions::rows<float>(const std::vector<std::int64_t> &, Index, double);
extern template Matrix<double> SinusoidalPositions::rows<double>(const std::vector<std::int64_t> &, Index, double);

} // namespace atlas
