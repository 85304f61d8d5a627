// Which keys each query may read.
//
// allowed(q, k) = (¬causal ∨ k ≤ q) ∧ (no ids ∨ id[k] = id[q]) ∧ (no window ∨ k ≥ q − W + 1)
//                ∧ ¬padding[k]
//
// Causal order keeps an autoregressive decoder from reading the future during training; the
// document ids (document-instance ids, types.h) keep documents that were packed into one block apart ("adjacent storage does
// not grant access"). Both are conditions on the softmax support, not annotations: a key that
// is not allowed receives probability exactly 0 and passes no gradient.
//
// Key padding removes a key for every query: a padded slot of a batch holds no token, so no
// query may read it (a query row whose keys are all padding gets no allowed key, and the layer
// gives it zeros). In cross-attention the queries come from one sequence and the keys from
// another, T_q × T_k; there is no order between the two unless both have the same length and
// the keys are the queries' own positions (then causal means k ≤ q as above).
//
// A sliding window of W keys (Beltagy et al. 2020; Jiang et al. 2023) keeps only the W most
// recent keys of each query, itself included: a band of width W along the diagonal. It is
// counted back from the query, so it needs the causal order.
//
// The additive form M used in the formula softmax(QKᵀ/√dₖ + M) is 0 where allowed and −∞
// where not. The engine computes with the boolean form (max and sum over allowed entries
// only), so −∞ never enters arithmetic; M exists for display.
#pragma once

#include "atlas/types.h"

namespace atlas {

class AttentionMask {
public:
    // A T×T mask. documentIds is empty (one document) or holds T ids; ids need not be
    // contiguous or sorted: equality is all that matters. window: 0 (none) or W ≥ 1 keys,
    // with causal only (ShapeError otherwise).
    static BoolMatrix build(Index length, bool causal, const DocumentIds &documentIds = {}, Index window = 0);
    // A T_q × T_k mask: every key allowed, then, with `causal` (only when T_q = T_k), k ≤ q.
    // Throws ShapeError for causal with T_q ≠ T_k.
    static BoolMatrix build(Index queries, Index keys, bool causal);
    // Removes every padding key (a column) from `allowed`. Throws ShapeError unless
    // keyPadding is empty or holds one flag per column.
    static void removePadding(BoolMatrix &allowed, const KeyPadding &keyPadding);

    // M: 0 where allowed, −∞ where masked.
    template <typename Scalar>
    static Matrix<Scalar> additive(const BoolMatrix &allowed);

    // Number of allowed (query, key) pairs.
    static Index allowedCount(const BoolMatrix &allowed);
};

extern template Matrix<float> AttentionMask::additive<float>(const BoolMatrix &);
extern template Matrix<double> AttentionMask::additive<double>(const BoolMatrix &);

} // namespace atlas
