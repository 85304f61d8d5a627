// One head's attention of a block of queries over a block of keys and values, every sum in a
// fixed order: the kernel of the traced layer (multiheadattention.h, and so of TinyDecoder's
// full forward) and of a cached decoding step (incrementaldecoder.h). Both call this one
// function, which is why a cached step equals the recompute bit for bit.
//
// For queries Q (T_q × dₖ), keys K (T_k × dₖ, given as Kᵀ), values V (T_k × dᵥ), the allowed
// pairs A (T_q × T_k, attentionmask.h), a key order π (a permutation of 0 … T_k − 1, keyorder.h),
// the scale c > 0 and an optional bias B (T_q × T_k, e.g. ALiBi's):
//     R = Q·Kᵀ                           raw scores, RowKernels::product (inner index in order)
//     S = c·R (+ B)                      entrywise
//     P = masked softmax(S, A, π)        maskedsoftmax.h: max and sum over allowed keys only,
//                                        the denominator summed in the order π
//     O = Σ_{j ∈ π, A(i, j)} P(i, j)·V(j) RowKernels::mixture: masked keys skipped, not 0·v
// Row i of every result is computed from row i of Q (and of B and A) and from K, V alone, in
// an order that does not depend on T_q or on keys i cannot read (the order of a subset of keys
// is π restricted to it). So the row of a query computed alone against the first t + 1 keys
// (a KV cache) is, bit for bit, the row the whole T × T computation gives — provided the
// engine is compiled without contracting a·b + c into a fused multiply–add (-ffp-contract=off)
// and IEEE 754 rounds each operation, as it does.
//
// A query with no allowed key gets P = 0 and O = 0 (listed in emptyRows); NaN among its
// allowed scores, or all of them −∞, likewise (invalidRows).
#pragma once

#include "atlas/types.h"

#include <functional>
#include <span>
#include <vector>

namespace atlas {

// The intermediates a hook may inspect or change, in the order they are computed.
enum class OrderedAttentionStage { Scores, Probabilities, Output };

// Called right after S, P or O is computed; what it leaves there is what the next stage reads
// (gradient checks perturb one entry).
template <typename Scalar>
using OrderedAttentionHook = std::function<void(OrderedAttentionStage stage, Matrix<Scalar> &value)>;

template <typename Scalar>
struct OrderedAttentionResult {
    Matrix<Scalar> rawScores;       // R, T_q × T_k
    Matrix<Scalar> scores;          // S (as the hook left it)
    Matrix<Scalar> probabilities;   // P, masked entries exactly 0
    Matrix<Scalar> output;          // O, T_q × dᵥ
    std::vector<Index> emptyRows;   // queries with no allowed key
    std::vector<Index> invalidRows; // queries whose allowed scores were NaN or all −∞
};

template <typename Scalar>
class OrderedAttention {
public:
    // keysTransposed: dₖ × T_k. bias: nullptr or T_q × T_k. Throws ShapeError when the shapes
    // do not fit one another or `order` is not a permutation of the keys.
    static OrderedAttentionResult<Scalar> forward(MatrixRef<Scalar> queries, MatrixRef<Scalar> keysTransposed,
                                                  MatrixRef<Scalar> values, const BoolMatrix &allowed,
                                                  std::span<const Index> order, Scalar scale,
                                                  const Matrix<Scalar> *bias = nullptr,
                                                  const OrderedAttentionHook<Scalar> &hook = {});
};

extern template class OrderedAttention<float>;
extern template class OrderedAttention<double>;

} // namespace atlas
