// ALiBi, attention with linear biases: position as a penalty on the scores, growing with the
// distance between query and key. Press, Smith, Lewis (2021), "Train Short, Test Long:
// Attention with Linear Biases Enables Input Length Extrapolation", arXiv:2108.12409.
//
// Head h (1-based) of H gets a fixed, untrained slope; when H is a power of two
//     m_h = 2^(−8h/H)                         (H = 8: 1/2, 1/4, …, 1/256)
// and adds to the score of query i and key j
//     B_h[i, j] = −m_h·(i − j)                for j ≤ i
// after the scaling and before the mask:
//     A_h = softmax(Q_h·K_hᵀ/(τ√dₖ) + B_h + M)   (the weights; P is the position table)
// exactly where the mask M is added: ALiBi is a *soft* mask. M removes a key (−∞); B lowers a
// key's score in proportion to its distance, so distant keys keep a small but non-zero share,
// the more so in heads with small slopes (the last heads look far, the first look near).
// Nothing is added to the token embeddings and nothing rotates q or k.
//
// For other H the paper (§ 3, and its reference code) interpolates between powers of two:
// with n = 2^⌊log₂ H⌋, heads 1 … n get the n-head sequence 2^(−8h/n), and heads n + 1 … H get
// every other slope of the 2n-head sequence, 2^(−8(2k + 1)/(2n)) for k = 0 … H − n − 1:
//     H = 3:  1/16, 1/256, 1/4
//     H = 6:  1/4, 1/16, 1/64, 1/256, 1/2, 1/8
//     H = 12: 2^−1 … 2^−8, then 2^−0.5, 2^−1.5, 2^−2.5, 2^−3.5
// so the slopes still spread geometrically between about 1/2 and 1/256, though not in order.
// These are the slopes of attention-atlas-cli's `alibi` (docs/cli.md) and of every layer here.
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
    // m_h for head h = 1 … H, as above. Throws ShapeError unless 1 ≤ h ≤ H.
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
