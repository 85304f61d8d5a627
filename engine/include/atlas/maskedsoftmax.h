// Row-wise softmax over the allowed keys only, and its vector–Jacobian product.
//
// Forward, for each row i with allowed set Aᵢ = { j : allowed(i, j) }:
//     mᵢ   = max_{j∈Aᵢ} sᵢⱼ                      (the maximum over allowed entries only)
//     pᵢⱼ  = exp(sᵢⱼ − mᵢ) / Σ_{l∈Aᵢ} exp(sᵢₗ − mᵢ)   for j ∈ Aᵢ,   pᵢⱼ = 0 otherwise.
// This equals softmax(S + M) with M = 0 / −∞, but −∞ never enters arithmetic. The sum runs
// over the allowed keys in a given order (keyorder.h; by default 0, 1, …), so that the same
// keys give the same bits wherever they sit. Subtracting the
// allowed maximum makes every exponent ≤ 0 and the denominator ≥ 1 (the maximal entry
// contributes exp 0 = 1), so no overflow and no division by zero, however large the scores.
//
// Degenerate rows are reported, never turned into NaN:
//   - a row with no allowed key (Aᵢ = ∅) gets all-zero probabilities and is listed in
//     emptyRows (its attention output is then the zero vector);
//   - a row whose allowed scores contain NaN, or are all −∞, gets zeros and is listed in
//     invalidRows;
//   - allowed scores of +∞ share the row's probability equally (the limit of the softmax).
//
// Backward. With P = softmax and an upstream gradient dP = ∂L/∂P, the Jacobian of one row is
// diag(p) − p pᵀ, so
//     dS = P ∘ (dP − rowsum(P ∘ dP))
// (∘ elementwise, rowsum broadcast along the row). Masked entries have P = 0 and therefore
// receive dS = 0: a masked key passes no gradient back to its score.
#pragma once

#include "atlas/types.h"

#include <span>
#include <vector>

namespace atlas {

template <typename Scalar>
struct SoftmaxResult {
    Matrix<Scalar> probabilities;
    std::vector<Index> emptyRows;   // no allowed key
    std::vector<Index> invalidRows; // NaN among allowed scores, or all allowed scores −∞
};

template <typename Scalar>
class MaskedSoftmax {
public:
    // scores and allowed have the same shape; keyOrder is empty (0, 1, …) or a permutation of
    // the columns, the order in which each row's denominator is summed.
    static SoftmaxResult<Scalar> forward(MatrixRef<Scalar> scores, const BoolMatrix &allowed,
                                         std::span<const Index> keyOrder = {});

    // dS from P and dP (same shape).
    static Matrix<Scalar> backward(MatrixRef<Scalar> probabilities,
                                   MatrixRef<Scalar> gradProbabilities);
};

extern template class MaskedSoftmax<float>;
extern template class MaskedSoftmax<double>;

} // namespace atlas
