// How much of the T × T score matrix a mask actually needs.
//
// Only allowed (query, key) pairs contribute to the output, so a kernel that skips masked
// work does `allowed` pair evaluations instead of T². Real kernels skip whole tiles: with
// square tiles of side B, a tile is computed when it contains at least one allowed pair.
// The ideal speedups below ignore everything but that count (no launch overhead, no load
// imbalance). What a real kernel achieves is measured, not counted: TiledAttention skips those
// tiles, and KernelBenchmark times it with the mask (documentIds) against the causal one.
#pragma once

#include "atlas/types.h"

namespace atlas {

struct MaskStatistics {
    Index length = 0;
    Index pairs = 0;        // T²
    Index causalPairs = 0;  // T(T+1)/2
    Index allowed = 0;      // pairs the mask allows
    Index tileSize = 0;
    Index tiles = 0;        // ⌈T/B⌉²
    Index activeTiles = 0;  // tiles with any allowed pair
    double pairSpeedup() const;  // T² / allowed (1 when nothing is allowed)
    double tileSpeedup() const;  // tiles / activeTiles

    static MaskStatistics of(const BoolMatrix &allowed, Index tileSize);
};

} // namespace atlas
