// ALiBi, attention with linear biases: position as a penalty on the scores, growing with the
// distance between query and key. Press, Smith, Lewis (2021), "Train Short, Test Long:
// Attention with Linear Biases Enables Input Length Extrapolation", arXiv:2108.12409.
//
// Head h (1-based) of H gets a fixed, untrained slope
//     m_h = 2^(−8h/H)                         (H = 8: 1/2, 1/4, …, 1/256)
// and adds to the score of query i and key j
//     B_h[i, j] = −m_h·(i − j)                for j ≤ i
// after the scaling and before the mask:
//     P_h = softmax(Q_h·K_hᵀ/(τ√dₖ) + B_h + M)
// exactly where the mask M is added: ALiBi is a *soft* mask. M removes a key (−∞); B lowers a
// key's score in proportion to its distance, so distant keys keep a small but non-zero share,
// the more so in heads with small slopes (the last heads look far, the first look near).
// Nothing is added to the token embeddings and nothing rotates q or k.
//
// The slopes are the paper's geometric sequence. For H a power of two they are exactly its
// recipe; for other H the paper interleaves the sequences of neighbouring powers of two,
// while this engine uses 2^(−8h/H) for every H (the contract of attention-atlas-cli).
//
// Keys after the query (j > i) only occur without a causal mask; the paper defines ALiBi for
// causal language models only. This engine then uses the distance, B[i, j] = −m_h·|i − j|
// (a symmetric extension; with a causal mask those entries are masked and never matter).
// The bias depends on i − j, the distance in the sequence, not on position ids.
//
// This is the one definition of the bias in the engine: the traced layer adds bias() to each
// head's scores; the tiled kernel (tiledattention.h) adds the same −m·|i − j| tile by tile,
// without forming the matrix, with the slopes of slopes().
#pragma once

#include "atlas/types.h"

#include <vector>

namespace atlas {

class AlibiBias {
public:
    // m_h = 2^(−8h/H) for head h = 1 … H. Throws ShapeError unless 1 ≤ h ≤ H.
    static double slope(Index head, Index heads);
    // m_1 … m_H.
    static std::vector<double> slopes(Index heads);
    // The T × T matrix −slope·|i − j| (computed in double, rounded once to Scalar).
    template <typename Scalar>
    static Matrix<Scalar> bias(Index length, double slope);
};

extern template Matrix<float> AlibiBias::bias<float>(Index, double);
extern template Matrix<double> AlibiBias::bias<double>(Index, double);

} // namespace atlas
