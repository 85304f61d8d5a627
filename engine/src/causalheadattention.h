// Internal to the engine: one causal head of one sequence, forward and backward, written into
// the caller's workspaces — the attention kernel of the batched decoder (batcheddecoder.h),
// which trains and so runs it for every (sequence, layer, head) of every step.
//
// Forward, for one sequence of T positions (Q, K: T × dₖ, V: T × dᵥ, c = 1/(τ·√dₖ) > 0):
//     S = Q·Kᵀ                                   one library product (Eigen GEMM)
//     P_ij = e^{c·(S_ij − mᵢ)} / Σ_{l ≤ i} e^{c·(S_il − mᵢ)}   for j ≤ i,   P_ij = 0 for j > i,
//            mᵢ = max_{l ≤ i} S_il               (causal softmax of c·S, in place; c > 0, so
//                                                c·mᵢ is the maximum of row i of c·S)
//     O = P·V                                    one library product
// The exponentials are rowexponential.h's (packets, the row's tail included); a row is
// scaled by the reciprocal of its sum (one division per row, not per entry). Every exponent
// is ≤ 0 and the sum ≥ 1 (the maximum contributes e⁰), so nothing overflows; entries above
// the diagonal are exactly 0 and pass exactly no gradient.
// Backward, with G_O = ∂L/∂O (the path of multiheadattention.h, its c folded into ∂L/∂S):
//     ∂L/∂V = Pᵀ·G_O,   ∂L/∂P = G_O·Vᵀ,
//     ∂L/∂S_ij = c·P_ij·(∂L/∂P_ij − Σ_{l ≤ i} P_il·∂L/∂P_il)   for j ≤ i, 0 above the diagonal
//     ∂L/∂Q = ∂L/∂S·K,   ∂L/∂K = ∂L/∂Sᵀ·Q.
// Numbers: the products are Eigen's, whose summation order depends on the sizes and on the
// processor level, so the results equal the ordered kernel of the traced layer
// (orderedattention.h) to rounding only, not bit for bit; that is the price of the library's
// speed, which training needs. For given sizes and a given build the results are
// reproducible bit for bit (the batched decoder's thread-count independence rests on it).
// The arguments are Eigen blocks taken by value (views): the kernel writes through them.
#pragma once

#include "rowexponential.h"


namespace atlas::detail {

class CausalHeadAttention {
public:
    // scores (T × T) receives P; output (T × dᵥ) receives O.
    template <typename Q, typename K, typename V, typename Scores, typename Output, typename Scalar>
    static void forward(const Q &q, const K &k, const V &v, Scalar c, Scores scores, Output output)
    {
        scores.noalias() = q * k.transpose();
        softmax(scores, c);
        output.noalias() = scores * v;
    }

    // Row-wise causal softmax of c·S in place: row i keeps keys 0 … i, the rest become exactly 0.
    template <typename Scores, typename Scalar>
    static void softmax(Scores &scores, Scalar c)
    {
        const Index t = scores.rows();
        for (Index i = 0; i < t; ++i) {
            auto row = scores.row(i);
            auto allowed = row.head(i + 1).array();
            const Scalar maximum = allowed.maxCoeff();
            // e^{c·(s − max)} on whole packets, the row's tail included (Eigen's exp would leave
            // the last i + 1 mod 16 entries to the C library's, one at a time).
            const Scalar sum = exponentiateRow(row.data(), i + 1, c, c * maximum);
            allowed *= Scalar(1) / sum;
            row.tail(t - i - 1).setZero();
        }
    }

    // From P (the forward's scores) and G_O: ∂L/∂Q, ∂L/∂K, ∂L/∂V into gradQ, gradK, gradV;
    // gradProbabilities (T × T) is the workspace for ∂L/∂P, then ∂L/∂S.
    template <typename Q, typename K, typename V, typename P, typename GradOutput, typename Workspace,
              typename GradQ, typename GradK, typename GradV, typename Scalar>
    static void backward(const Q &q, const K &k, const V &v, const P &probabilities,
                         const GradOutput &gradOutput, Scalar c, Workspace &gradProbabilities,
                         GradQ gradQ, GradK gradK, GradV gradV)
    {
        const Index t = probabilities.rows();
        gradProbabilities.noalias() = gradOutput * v.transpose();
        gradV.noalias() = probabilities.transpose() * gradOutput;
        for (Index i = 0; i < t; ++i) {
            auto g = gradProbabilities.row(i).head(i + 1).array();
            const auto pr = probabilities.row(i).head(i + 1).array();
            const Scalar dot = (pr * g).sum();
            g = pr * (g - dot) * c;
            gradProbabilities.row(i).tail(t - i - 1).setZero();
        }
        gradQ.noalias() = gradProbabilities * k;
        gradK.noalias() = gradProbabilities.transpose() * q;
    }
};

} // namespace atlas::detail
