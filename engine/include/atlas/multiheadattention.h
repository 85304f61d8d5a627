// Multi-head scaled dot-product self-attention, forward with a full trace and backward.
//
// Shapes (row-vector convention, T tokens):
//     X  : T × d_model
//     Wq : d_model × (H·dₖ)   Wk : d_model × (H·dₖ)   Wv : d_model × (H·dᵥ)
//     Wo : (H·dᵥ) × d_out     (optional; without it the output is the concatenation)
//     Q = X·Wq,  K = X·Wk,  V = X·Wv;  head h uses columns [h·dₖ, (h+1)·dₖ) of Q and K and
//     [h·dᵥ, (h+1)·dᵥ) of V.
// Per head, with c = 1 / (τ·√dₖ) (τ: attention temperature, τ > 0):
//     Sₕ = c · Qₕ·Kₕᵀ                 (T × T, "scores", scaled, before the mask)
//     Pₕ = masked softmax(Sₕ)          (= softmax(Sₕ + M) row-wise; see maskedsoftmax.h)
//     Oₕ = Pₕ·Vₕ                       (T × dᵥ: row t mixes the value vectors t may read)
//     C  = [O₀ … O_{H−1}]              (T × H·dᵥ)
//     Y  = C·Wo                        (T × d_out)
// Why c: if the coordinates of q and k are independent with mean 0 and variance 1, then
// q·k is a sum of dₖ independent unit-variance products, Var(q·k) = dₖ, and c (with τ = 1)
// brings the score variance back to 1 so the softmax does not saturate as dₖ grows.
// τ is the *attention* temperature, inside the softmax of every layer; it has nothing to do
// with the sampling temperature applied to a model's output logits.
//
// Backward, for a scalar loss L with upstream G = ∂L/∂Y:
//     ∂L/∂Wo = Cᵀ·G,   ∂L/∂C = G·Woᵀ,   ∂L/∂Oₕ = the head's block of ∂L/∂C
//     ∂L/∂Pₕ = ∂L/∂Oₕ · Vₕᵀ,   ∂L/∂Vₕ = Pₕᵀ · ∂L/∂Oₕ          (the value path)
//     ∂L/∂Sₕ = Pₕ ∘ (∂L/∂Pₕ − rowsum(Pₕ ∘ ∂L/∂Pₕ))             (through the probabilities)
//     ∂L/∂Qₕ = c · ∂L/∂Sₕ · Kₕ,   ∂L/∂Kₕ = c · ∂L/∂Sₕᵀ · Qₕ
//     ∂L/∂Wq = Xᵀ·∂L/∂Q (likewise Wk, Wv),  ∂L/∂X = ∂L/∂Q·Wqᵀ + ∂L/∂K·Wkᵀ + ∂L/∂V·Wvᵀ.
// Masked entries of ∂L/∂Sₕ and ∂L/∂Pₕ are reported as 0 (the key is not in the support; its
// probability is a constant 0).
//
// Instead of X and projections, the per-head form takes each head's Q, K, V directly (what
// a single-head textbook example shows); Wo is still optional.
#pragma once

#include "atlas/types.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace atlas {

struct AttentionOptions {
    bool causal = true;
    std::vector<std::int64_t> documentIds; // empty: all tokens in one document
    double temperature = 1.0;              // τ > 0
};

template <typename Scalar>
struct AttentionWeights {
    Matrix<Scalar> wq, wk, wv;      // empty in the per-head form
    std::optional<Matrix<Scalar>> wo;
};

template <typename Scalar>
struct HeadInput {
    Matrix<Scalar> q, k, v;
};

template <typename Scalar>
struct HeadTrace {
    Matrix<Scalar> q, k, v;
    Scalar scale = 1;               // c = 1/(τ√dₖ)
    Matrix<Scalar> rawScores;       // T × T, Qₕ·Kₕᵀ before the scaling (for display; hooks
                                    // perturb `scores`, so a perturbed trace leaves this as is)
    Matrix<Scalar> scores;          // T × T, scaled, before the mask
    Matrix<Scalar> probabilities;   // T × T, masked entries exactly 0
    Matrix<Scalar> output;          // T × dᵥ
    std::vector<Index> emptyRows;   // queries with no allowed key (output row 0)
    std::vector<Index> invalidRows; // queries whose allowed scores were NaN or all −∞
};

template <typename Scalar>
struct AttentionTrace {
    BoolMatrix allowed;             // T × T, shared by every head
    bool projected = false;         // true: x, q, k, v below are set
    Matrix<Scalar> x, q, k, v;
    std::vector<HeadTrace<Scalar>> heads;
    Matrix<Scalar> concatenated;    // T × Σdᵥ
    Matrix<Scalar> output;          // C·Wo, or C
};

template <typename Scalar>
struct HeadGradients {
    Matrix<Scalar> q, k, v, scores, probabilities, output;
};

template <typename Scalar>
struct AttentionGradients {
    std::vector<HeadGradients<Scalar>> heads;
    Matrix<Scalar> concatenated;
    Matrix<Scalar> x, q, k, v, wq, wk, wv; // projected form only
    std::optional<Matrix<Scalar>> wo;
};

// The intermediates a hook may inspect or perturb, in the order they are computed.
enum class AttentionNode { Q, K, V, Scores, Probabilities, HeadOutput, Concatenated, Output };

// Called right after each intermediate is computed (head = −1 for whole-layer nodes). Used by
// gradient checks to perturb one entry of an intermediate and observe the loss.
template <typename Scalar>
using AttentionHook = std::function<void(AttentionNode node, Index head, Matrix<Scalar> &value)>;

template <typename Scalar>
class MultiHeadAttention {
public:
    // Projected form. Throws ShapeError when the weights do not fit X and `heads`.
    static AttentionTrace<Scalar> forward(MatrixRef<Scalar> x,
                                          const AttentionWeights<Scalar> &weights, Index heads,
                                          const AttentionOptions &options,
                                          const AttentionHook<Scalar> &hook = {});

    // Per-head form: every head has the same T; dₖ and dᵥ may differ between heads.
    static AttentionTrace<Scalar> forward(const std::vector<HeadInput<Scalar>> &heads,
                                          const std::optional<Matrix<Scalar>> &wo,
                                          const AttentionOptions &options,
                                          const AttentionHook<Scalar> &hook = {});

    // Gradients of L = Σ gradOutput ∘ output. `weights` are those given to forward (only wo
    // is read in the per-head form).
    static AttentionGradients<Scalar> backward(const AttentionTrace<Scalar> &trace,
                                               const AttentionWeights<Scalar> &weights,
                                               MatrixRef<Scalar> gradOutput);
};

extern template class MultiHeadAttention<float>;
extern template class MultiHeadAttention<double>;

} // namespace atlas
