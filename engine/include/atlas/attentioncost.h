// Back-of-the-envelope costs of dense attention, for the engineering charts.
//
// Dense attention forms an unstructured T × T score matrix per head: T² entries, so memory
// and pairwise work grow quadratically in the sequence length T. An IO-aware ("tiled",
// FlashAttention-style) kernel computes the same probabilities and outputs tile by tile with
// an online softmax: it never stores the T × T matrix, only one Br × Bc tile per head at a
// time plus a running maximum and normalizer per query row (2T numbers per head). It changes
// memory movement, not the mathematics (up to floating-point rounding); the pairwise work is
// still T² per head.
//
// Data reuse: an (m × k)·(k × n) product performs 2mkn floating-point operations on
// (mk + kn + mn) numbers. Its arithmetic intensity (operations per byte moved, if each
// operand crosses memory once) grows with the matrix sizes; tensor units are fast only when
// the intensity is high enough that they are not waiting for memory — which is why attention
// is written as matrix products over blocks rather than one dot product at a time.
#pragma once

#include "atlas/types.h"

namespace atlas {

class AttentionCost {
public:
    // T²·H·b bytes.
    static double denseScoreBytes(Index length, Index heads, Index bytesPerElement);
    // (Br·Bc + 2T)·H·b bytes.
    static double tiledScoreBytes(Index length, Index heads, Index tileRows, Index tileCols,
                                  Index bytesPerElement);
    // 2mkn / ((mk + kn + mn)·b) operations per byte.
    static double matmulIntensity(Index m, Index k, Index n, Index bytesPerElement);
    // Multiply–add count of QKᵀ and P·V for all heads: 2·T²·H·(dₖ + dᵥ) operations.
    static double attentionOperations(Index length, Index heads, Index dk, Index dv);
};

} // namespace atlas
