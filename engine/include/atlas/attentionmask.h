// Which keys each query may read.
//
// allowed(q, k) = (¬causal ∨ k ≤ q) ∧ (no ids ∨ id[k] = id[q])
//
// Causal order keeps an autoregressive decoder from reading the future during training; the
// document ids (document-instance ids, types.h) keep documents that were packed into one block apart ("adjacent storage does
// not grant access"). Both are conditions on the softmax support, not annotations: a key that
// is not allowed receives probability exactly 0 and passes no gradient.
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
    // contiguous or sorted: equality is all that matters.
    static BoolMatrix build(Index length, bool causal, const DocumentIds &documentIds = {});

    // M: 0 where allowed, −∞ where masked.
    template <typename Scalar>
    static Matrix<Scalar> additive(const BoolMatrix &allowed);

    // Number of allowed (query, key) pairs.
    static Index allowedCount(const BoolMatrix &allowed);
};

extern template Matrix<float> AttentionMask::additive<float>(const BoolMatrix &);
extern template Matrix<double> AttentionMask::additive<double>(const BoolMatrix &);

} // namespace atlas
