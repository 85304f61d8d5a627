// Attention the standard way — as a framework computes it without a fused kernel, and as
// the benchmark and the history chapter's measurement compare against: per head the whole
// T_q × T_k score matrix is formed and kept.
//
// Forward, per head h (key/value head g = ⌊h·G/H⌋):
//     S = c·Qₕ·K_gᵀ + B            one T_q × T_k product (B: ALiBi, if any)
//     P = masked softmax(S)         in place, row by row; masked entries exactly 0
//     Oₕ = P·V_g                    one T_q × T_k by T_k × dᵥ product
// and P is kept for the backward pass, as automatic differentiation keeps it.
// Backward, per key/value head g, over its query heads in order:
//     dV_g += Pᵀ·dOₕ,   dP = dOₕ·V_gᵀ,   dS = P ∘ (dP − rowsum(dOₕ ∘ Oₕ)),
//     dQₕ = c·dS·K_g,   dK_g += c·dSᵀ·Qₕ.
// Same layout, masks, options and results as TiledAttention (tiledattention.h); the options'
// tile sizes are ignored. Memory beyond inputs and outputs: the kept P, H·T_q·T_k numbers,
// plus one T_q × T_k matrix per thread in the backward — quadratic in T, which is the point
// of the comparison. Threads run over heads (forward) and key/value heads (backward); the
// results are bit-identical for any number of threads. A query with no allowed key gets the
// output 0.
#pragma once

#include "atlas/attentionkerneloptions.h"
#include "atlas/structuredmask.h"
#include "atlas/types.h"

#include <cstddef>
#include <vector>

namespace atlas {

template <typename Scalar>
struct DenseAttentionResult {
    Matrix<Scalar> output;                     // T_q × H·dᵥ
    std::vector<Matrix<Scalar>> probabilities; // per head, T_q × T_k
    bool finite = true;                        // false: non-finite input or overflow
    bool cancelled = false;
    std::size_t peakExtraBytes = 0;            // the kept probabilities and row statistics
    int threads = 0;
};

template <typename Scalar>
struct DenseAttentionGradients {
    Matrix<Scalar> q, k, v;
    bool finite = true;
    bool cancelled = false;
    std::size_t peakExtraBytes = 0;            // the backward's own: dP per thread, rowsums
    int threads = 0;
};

template <typename Scalar>
class DenseAttention {
public:
    // Throws ShapeError as TiledAttention::forward does.
    static DenseAttentionResult<Scalar> forward(MatrixRef<Scalar> q, MatrixRef<Scalar> k,
                                                MatrixRef<Scalar> v, const StructuredMask &mask,
                                                const AttentionKernelOptions &options);

    static DenseAttentionGradients<Scalar> backward(MatrixRef<Scalar> q, MatrixRef<Scalar> k,
                                                    MatrixRef<Scalar> v,
                                                    const StructuredMask &mask,
                                                    const AttentionKernelOptions &options,
                                                    const DenseAttentionResult<Scalar> &forward,
                                                    MatrixRef<Scalar> gradOutput);
};

extern template class DenseAttention<float>;
extern template class DenseAttention<double>;

} // namespace atlas
