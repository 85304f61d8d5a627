// The smallest complete example of learning through attention: one query, scalar values.
//
// Given scores s, scalar values v and the allowed set A (the keys this query may read):
//     aⱼ = exp(sⱼ) / Σ_{l∈A} exp(sₗ)   for j ∈ A, 0 otherwise      (probabilities)
//     o  = Σ_{j∈A} aⱼ vⱼ                                             (the output, value units)
//     ∂o/∂sⱼ = aⱼ (vⱼ − o)                                           (values held fixed)
//     ∂o/∂vⱼ = aⱼ
// The score derivative follows from ∂aₗ/∂sⱼ = aₗ(δₗⱼ − aⱼ): raising one score takes weight
// from every other allowed key, so o moves toward vⱼ when vⱼ is above the current mixture and
// away from it when below. Because Σ aⱼ = 1, the derivatives sum to zero across the allowed
// scores; that does not make any one of them zero.
//
// Seed example: s = [0, ln 3], v = [2, 6], both allowed → a = [0.25, 0.75], o = 5,
// ∂o/∂s = [0.25·(2−5), 0.75·(6−5)] = [−0.75, +0.75]. At the first causal position only the
// first key is allowed → a = [1, 0], o = 2 whatever the second score or value.
//
// A query with no allowed key has no mixture: a = 0, o = 0, and `empty` is set.
#pragma once

#include "atlas/types.h"

#include <vector>

namespace atlas {

template <typename Scalar>
struct WorkedRelationResult {
    Vector<Scalar> probabilities;
    Scalar output = 0;
    Vector<Scalar> gradScores; // ∂o/∂sⱼ (0 outside the allowed set)
    Vector<Scalar> gradValues; // ∂o/∂vⱼ = aⱼ
    bool empty = false;
};

template <typename Scalar>
class WorkedRelation {
public:
    // scores, values and allowed have the same length; an empty `allowed` allows every key.
    static WorkedRelationResult<Scalar> compute(const Vector<Scalar> &scores,
                                                const Vector<Scalar> &values,
                                                const std::vector<bool> &allowed = {});
};

extern template class WorkedRelation<float>;
extern template class WorkedRelation<double>;

} // namespace atlas
