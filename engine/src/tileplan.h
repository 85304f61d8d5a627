// Internal to the engine: which tiles of a T_q × T_k score matrix a structured mask leaves
// empty, which it allows completely and which need a test per pair.
//
// Per block of Br query rows (Bc key columns) the plan keeps the smallest and largest
// document id and whether the block holds one id only: O(T/B) numbers. A tile (row block a,
// column block b) is then classified in O(1):
//   causal:     empty when its first key lies after its last query (c₀ > r₁ + offset);
//               full when its last key is at or before its first query (c₁ ≤ r₀ + offset).
//   window W:   empty when its last key lies before its first query's window
//               (c₁ < r₀ + offset − W + 1); full only when its first key lies inside its last
//               query's window too (c₀ ≥ r₁ + offset − W + 1). Under a window of W keys a row
//               block meets about W/Bc + 1 non-empty tiles, whatever T is.
//   documents:  empty when the two id ranges are disjoint (no id can be in both);
//               full when both blocks hold the same single id.
//   the tile:   empty if either says empty, full if both say full, otherwise a boundary tile.
// The range test is exact for contiguous documents (ids that are consecutive integers in
// order, as cu_seqlens gives); for arbitrary ids a boundary tile may turn out to hold no
// allowed pair — the kernel finds that with its per-pair test and still skips the products.
#pragma once

#include "atlas/structuredmask.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace atlas::detail {

enum class TileKind : unsigned char { Empty, Full, Boundary };

class TilePlan {
public:
    TilePlan(const StructuredMask &mask, Index queryCount, Index keyCount, Index tileRows,
             Index tileColumns)
        : mask_(mask), tq_(queryCount), tk_(keyCount), br_(tileRows), bc_(tileColumns),
          rowBlocks_((queryCount + tileRows - 1) / tileRows),
          columnBlocks_((keyCount + tileColumns - 1) / tileColumns)
    {
        if (mask.hasDocuments()) {
            rows_ = summarize(mask.queryDocuments(), br_);
            columns_ = summarize(mask.keyDocuments(), bc_);
        }
    }

    Index rowBlocks() const { return rowBlocks_; }
    Index columnBlocks() const { return columnBlocks_; }
    Index rowStart(Index block) const { return block * br_; }
    Index rowCount(Index block) const { return std::min(br_, tq_ - block * br_); }
    Index columnStart(Index block) const { return block * bc_; }
    Index columnCount(Index block) const { return std::min(bc_, tk_ - block * bc_); }

    TileKind kind(Index rowBlock, Index columnBlock) const
    {
        bool full = true;
        if (mask_.isCausal()) {
            const Index r0 = rowStart(rowBlock), r1 = r0 + rowCount(rowBlock) - 1;
            const Index c0 = columnStart(columnBlock), c1 = c0 + columnCount(columnBlock) - 1;
            if (c0 > r1 + mask_.queryOffset())
                return TileKind::Empty;
            full = c1 <= r0 + mask_.queryOffset();
            if (const Index w = mask_.window(); w > 0) {
                if (c1 < r0 + mask_.queryOffset() - w + 1)
                    return TileKind::Empty;
                full = full && c0 >= r1 + mask_.queryOffset() - w + 1;
            }
        }
        if (!rows_.empty()) {
            const Summary &r = rows_[static_cast<std::size_t>(rowBlock)];
            const Summary &c = columns_[static_cast<std::size_t>(columnBlock)];
            if (r.maxId < c.minId || c.maxId < r.minId)
                return TileKind::Empty;
            full = full && r.uniform && c.uniform && r.minId == c.minId;
        }
        return full ? TileKind::Full : TileKind::Boundary;
    }

    std::size_t bytes() const { return (rows_.size() + columns_.size()) * sizeof(Summary); }

private:
    struct Summary {
        std::int64_t minId = 0, maxId = 0;
        bool uniform = true;
    };

    static std::vector<Summary> summarize(const std::vector<std::int64_t> &ids, Index block)
    {
        const Index n = static_cast<Index>(ids.size());
        std::vector<Summary> out(static_cast<std::size_t>((n + block - 1) / block));
        for (Index b = 0; b * block < n; ++b) {
            Summary &s = out[static_cast<std::size_t>(b)];
            s.minId = s.maxId = ids[static_cast<std::size_t>(b * block)];
            for (Index i = b * block + 1; i < std::min(n, (b + 1) * block); ++i) {
                s.minId = std::min(s.minId, ids[static_cast<std::size_t>(i)]);
                s.maxId = std::max(s.maxId, ids[static_cast<std::size_t>(i)]);
            }
            s.uniform = s.minId == s.maxId;
        }
        return out;
    }

    const StructuredMask &mask_;
    Index tq_, tk_, br_, bc_, rowBlocks_, columnBlocks_;
    std::vector<Summary> rows_, columns_;
};

} // namespace atlas::detail
