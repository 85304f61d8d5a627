// A mask described by its structure — causal order, document ids, an offset between query and
// key positions — instead of a T_q × T_k matrix, so that a kernel can decide for a whole tile
// of pairs at once whether it is empty, full or needs a test per pair, in O(1) after an O(T)
// summary of each block.
//
//     allowed(i, j) = (¬causal ∨ j ≤ i + queryOffset) ∧ (no documents ∨ doc_q(i) = doc_k(j))
//                     ∧ (no window ∨ j ≥ i + queryOffset − W + 1)
//
// for query i ∈ [0, T_q) and key j ∈ [0, T_k). The kinds a model meets:
//   none                         every pair (a bidirectional encoder)
//   causal                       j ≤ i (a decoder)
//   documents(ids, causal?)      packed documents that must not read each other; the same ids
//                                for queries and keys (self-attention). Ids are compared for
//                                equality only: they need not be sorted or contiguous (tiles
//                                are then skipped less often, never wrongly).
//   cumulativeLengths(cu, …)     the same, given as cu_seqlens = [0, ℓ₀, ℓ₀+ℓ₁, …, T] (the
//                                variable-length form of FlashAttention's interface)
//   equalDocuments(T, N, …)      N documents of equal length: id ⌊i·N/T⌋
//   cross(qIds, kIds, …)         different ids for queries and keys, and queryOffset: query i
//                                stands at position i + queryOffset among the keys (a decoding
//                                step with a KV cache of `offset` earlier keys). A query whose
//                                document has no key — or that precedes every key — has no
//                                allowed key at all; kernels give it the output 0, never NaN.
//   withWindow(W)                sliding-window attention (Beltagy et al. 2020, Longformer; Jiang et
//                                al. 2023, Mistral 7B): on top of a causal mask, query i reads only
//                                its W most recent keys, i − W + 1 … i. Each layer then reaches W
//                                positions further back than the one below, and a tile older than
//                                every query's window is as empty as a tile of the future.
// It computes the same predicate as AttentionMask::build for self-attention (T_q = T_k,
// queryOffset = 0), which remains the matrix form for display.
#pragma once

#include "atlas/types.h"

#include <cstdint>
#include <string>
#include <vector>

namespace atlas {

class StructuredMask {
public:
    StructuredMask() = default; // no mask: every pair allowed

    static StructuredMask none() { return {}; }
    static StructuredMask causal();
    // One id per position (queries and keys alike).
    static StructuredMask documents(std::vector<std::int64_t> ids, bool causal);
    // cu_seqlens: 0 = c₀ ≤ c₁ ≤ … ≤ c_N; document n holds positions [c_n, c_{n+1}). Throws
    // ShapeError when it does not start at 0 or decreases.
    static StructuredMask cumulativeLengths(const std::vector<Index> &cuSeqlens, bool causal);
    // N ≥ 1 documents over T positions, position i in document ⌊i·N/T⌋.
    static StructuredMask equalDocuments(Index length, Index count, bool causal);
    // Queries and keys with their own ids: both given (T_q and T_k of them), or both empty
    // (no documents: only the causal order, shifted by queryOffset).
    static StructuredMask cross(std::vector<std::int64_t> queryIds,
                                std::vector<std::int64_t> keyIds, bool causal,
                                Index queryOffset = 0);

    // This mask with a sliding window of W ≥ 1 keys (W = 0: none). Throws ShapeError for
    // W < 0, or W ≥ 1 without the causal order (a window is counted back from the query).
    StructuredMask withWindow(Index window) const;

    bool isCausal() const { return causal_; }
    Index window() const { return window_; } // 0: none
    bool hasDocuments() const { return !queryIds_.empty(); }
    Index queryOffset() const { return queryOffset_; }
    const std::vector<std::int64_t> &queryDocuments() const { return queryIds_; }
    const std::vector<std::int64_t> &keyDocuments() const { return keyIds_; }

    // Throws ShapeError unless the ids fit T_q queries and T_k keys.
    void check(Index queryCount, Index keyCount) const;

    bool allows(Index query, Index key) const
    {
        if (causal_ && key > query + queryOffset_)
            return false;
        if (window_ > 0 && key < query + queryOffset_ - window_ + 1)
            return false;
        return queryIds_.empty()
            || queryIds_[static_cast<std::size_t>(query)] == keyIds_[static_cast<std::size_t>(key)];
    }

    // Σ allowed pairs over T_q × T_k, in O((T_q + T_k)·log) time and O(T) memory.
    std::int64_t allowedPairs(Index queryCount, Index keyCount) const;

    // The T_q × T_k matrix, for display and tests only (never used by a kernel).
    BoolMatrix toMatrix(Index queryCount, Index keyCount) const;

    // "none", "causal", "documents (N)", "causal documents (N)" — for messages.
    std::string describe() const;

private:
    bool causal_ = false;
    Index queryOffset_ = 0;
    Index window_ = 0;
    std::vector<std::int64_t> queryIds_, keyIds_; // both empty, or both set
};

} // namespace atlas
