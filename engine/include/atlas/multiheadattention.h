// Multi-head scaled dot-product self-attention, forward with a full trace and backward; with
// optional rotary positions, ALiBi biases and grouped key/value heads.
//
// Shapes (row-vector convention, T tokens, H query heads, G key/value heads, G divides H):
//     X  : T × d_model
//     Wq : d_model × (H·dₖ)   Wk : d_model × (G·dₖ)   Wv : d_model × (G·dᵥ)
//     Wo : (H·dᵥ) × d_out     (optional; without it the output is the concatenation)
//     Q = X·Wq,  K = X·Wk,  V = X·Wv;  query head h uses columns [h·dₖ, (h+1)·dₖ) of Q and
//     key/value group g(h) = ⌊h·G/H⌋, columns [g·dₖ, (g+1)·dₖ) of K and [g·dᵥ, (g+1)·dᵥ) of V.
// G = H (the default) is ordinary multi-head attention (Vaswani et al. 2017,
// arXiv:1706.03762); G = 1 is multi-query attention (Shazeer 2019, "Fast Transformer Decoding:
// One Write-Head is All You Need", arXiv:1911.02150); 1 < G < H is grouped-query attention
// (Ainslie et al. 2023, "GQA: Training Generalized Multi-Query Transformer Models from
// Multi-Head Checkpoints", arXiv:2305.13245). Sharing K and V divides what a decoder must keep
// per token (its KV cache, kvcachesize.h) by H/G; the queries stay per head.
// Per head, with c = 1 / (τ·√dₖ) (τ: attention temperature, τ > 0):
//     Q̃ₕ, K̃ₕ = Qₕ, K_g(h) rotated by their positions (rotary only; rotaryembedding.h)
//     Sₕ = c · Q̃ₕ·K̃ₕᵀ + Bₕ            (T × T, "scores", scaled, before the mask; Bₕ the ALiBi
//                                        bias −m·|i − j|, m the slope of the 0-based head h,
//                                        2^(−8(h+1)/H) when H is a power of two (alibibias.h),
//                                        with ALiBi, else 0)
//     Pₕ = masked softmax(Sₕ)          (= softmax(Sₕ + M) row-wise; see maskedsoftmax.h)
//     Oₕ = Pₕ·V_g(h)                   (T × dᵥ: row t mixes the value vectors t may read)
//     C  = [O₀ … O_{H−1}]              (T × H·dᵥ)
//     Y  = C·Wo                        (T × d_out)
// Why c: if the coordinates of q and k are independent with mean 0 and variance 1, then
// q·k is a sum of dₖ independent unit-variance products, Var(q·k) = dₖ, and c (with τ = 1)
// brings the score variance back to 1 so the softmax does not saturate as dₖ grows.
// τ is the *attention* temperature, inside the softmax of every layer; it has nothing to do
// with the sampling temperature applied to a model's output logits (tokensampler.h).
//
// Without positions (no rotary, no ALiBi, no mask that depends on order) attention is
// permutation-equivariant: permuting the rows of X permutes the rows of Y the same way, and
// this engine makes that exact, bit for bit (permutationequivariance.h). Order enters only
// through what is added for it: position embeddings in X, rotary rotations, ALiBi biases —
// and a causal mask.
//
// Backward, for a scalar loss L with upstream G = ∂L/∂Y:
//     ∂L/∂Wo = Cᵀ·G,   ∂L/∂C = G·Woᵀ,   ∂L/∂Oₕ = the head's block of ∂L/∂C
//     ∂L/∂Pₕ = ∂L/∂Oₕ · V_g(h)ᵀ,   ∂L/∂Vₕ = Pₕᵀ · ∂L/∂Oₕ       (the value path; Vₕ is
//                                                              head h's share of V_g(h))
//     ∂L/∂Sₕ = Pₕ ∘ (∂L/∂Pₕ − rowsum(Pₕ ∘ ∂L/∂Pₕ))             (through the probabilities;
//                                                              the constant Bₕ passes it on)
//     ∂L/∂Q̃ₕ = c · ∂L/∂Sₕ · K̃ₕ,   ∂L/∂K̃ₕ = c · ∂L/∂Sₕᵀ · Q̃ₕ
//     ∂L/∂Qₕ = R(−p)·∂L/∂Q̃ₕ row by row (rotary; the transpose of the rotation), else ∂L/∂Q̃ₕ
//     ∂L/∂K_g = Σ_{h: g(h) = g} ∂L/∂Kₕ,  ∂L/∂V_g = Σ_{h: g(h) = g} ∂L/∂Vₕ  (sharing heads add up)
//     ∂L/∂Wq = Xᵀ·∂L/∂Q (likewise Wk, Wv),  ∂L/∂X = ∂L/∂Q·Wqᵀ + ∂L/∂K·Wkᵀ + ∂L/∂V·Wvᵀ.
// With a context C (cross-attention) the keys and values are C·Wk and C·Wv: ∂L/∂Wk = Cᵀ·∂L/∂K,
// ∂L/∂Wv = Cᵀ·∂L/∂V, ∂L/∂C = ∂L/∂K·Wkᵀ + ∂L/∂V·Wvᵀ, and ∂L/∂X = ∂L/∂Q·Wqᵀ alone.
//
// Cross-attention (Vaswani et al. 2017, § 3.2.3, "encoder-decoder attention"; Bahdanau, Cho,
// Bengio 2014, arXiv:1409.0473, before it) is the same computation with the keys and values
// taken from another sequence: a decoder's queries read an encoder's outputs. Nothing changes
// in the formulas above except that Sₕ is T_q × T_k.
// Masked entries of ∂L/∂Sₕ and ∂L/∂Pₕ are reported as 0 (the key is not in the support; its
// probability is a constant 0).
//
// Instead of X and projections, the per-head form takes each head's Q, K, V directly (what
// a single-head textbook example shows); Wo is still optional. Rotary positions and ALiBi
// apply to it too; grouped key/value heads need the projected form.
//
// Numbers: the forward products and every sum over keys have a fixed order (rowkernels.h,
// keyorder.h), so each output row depends only on the rows it is computed from. That is what
// makes a cached decoding step equal a full recompute and a permutation exact, bit for bit.
// The backward pass uses the library's products (their order does not matter there).
//
// Two paths, one function. The traced path (forward, backward) keeps every intermediate —
// T × T scores and probabilities per head — for display, hooks and teaching. The tiled path
// (forwardTiled, backwardTiled) computes the same Y and the same gradients for X, Wq, Wk, Wv
// and Wo through the tiled kernel (tiledattention.h): no T × T matrix, O(T) extra memory per
// head, threads, equal to the traced path up to rounding. It keeps only what its backward
// needs: X, Q, K, V, the concatenation C and the kernel's row statistics.
#pragma once

#include "atlas/attentionkerneloptions.h"
#include "atlas/rotaryembedding.h"
#include "atlas/tiledattention.h"
#include "atlas/types.h"

#include <functional>
#include <optional>
#include <vector>

namespace atlas {

struct AttentionOptions {
    bool causal = true;
    DocumentIds documentIds;             // empty: all tokens in one document
    Index window = 0;                    // W ≥ 1: query i reads keys i − W + 1 … i only (a
                                         // sliding window, with causal); 0: no window
    double temperature = 1.0;            // τ > 0
    std::optional<RotaryOptions> rotary; // rotate q and k of every head by their positions
    bool alibi = false;                  // add the ALiBi distance bias of each head
    Index kvHeads = 0;                   // G key/value heads, a divisor of H; 0: G = H
    KeyPadding keyPadding;               // empty, or one flag per key: true = a padding key,
                                         // masked for every query (attentionmask.h)
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
    Matrix<Scalar> q, k, v;         // the head's Qₕ and its group's K and V (before rotation)
    Index group = 0;                // g(h), the key/value head it reads
    Matrix<Scalar> rotatedQ, rotatedK; // Q̃ₕ, K̃ₕ with rotary positions; empty without
    double slope = 0;               // ALiBi slope m_h; 0 without ALiBi
    Scalar scale = 1;               // c = 1/(τ√dₖ)
    Matrix<Scalar> rawScores;       // T × T, Q̃ₕ·K̃ₕᵀ before the scaling and the bias (for
                                    // display; hooks perturb `scores`, so a perturbed trace
                                    // leaves this as is)
    Matrix<Scalar> scores;          // T × T, scaled, before the mask
    Matrix<Scalar> probabilities;   // T × T, masked entries exactly 0
    Matrix<Scalar> output;          // T × dᵥ
    std::vector<Index> emptyRows;   // queries with no allowed key (output row 0)
    std::vector<Index> invalidRows; // queries whose allowed scores were NaN or all −∞

    // What the scores are made of: the rotated q and k with rotary positions, else q and k.
    const Matrix<Scalar> &scoringQ() const { return rotatedQ.size() > 0 ? rotatedQ : q; }
    const Matrix<Scalar> &scoringK() const { return rotatedK.size() > 0 ? rotatedK : k; }
};

template <typename Scalar>
struct AttentionTrace {
    BoolMatrix allowed;             // T × T (T_q × T_k with a context), shared by every head
    bool projected = false;         // true: x, q, k, v below are set
    bool cross = false;             // true: keys and values come from `context`
    Matrix<Scalar> x, q, k, v;      // k: T × G·dₖ, v: T × G·dᵥ (T_k rows with a context)
    Matrix<Scalar> context;         // T_k × d_model, cross-attention only
    Index kvHeads = 0;              // G (= the number of heads when not grouped)
    std::optional<RotaryOptions> rotary; // as used, positions filled in
    std::vector<HeadTrace<Scalar>> heads;
    Matrix<Scalar> concatenated;    // T × Σdᵥ
    Matrix<Scalar> output;          // C·Wo, or C
};

// Per head: q, k, v are ∂L/∂ of the head's q, k, v before rotation; with grouped heads k and v
// are this head's share (what it would receive with its own copy of the group's K and V).
template <typename Scalar>
struct HeadGradients {
    Matrix<Scalar> q, k, v, scores, probabilities, output;
};

template <typename Scalar>
struct AttentionGradients {
    std::vector<HeadGradients<Scalar>> heads;
    Matrix<Scalar> concatenated;
    Matrix<Scalar> x, q, k, v, wq, wk, wv; // projected form only; k, v: the sum over sharing heads
    Matrix<Scalar> context;                // ∂L/∂context, cross-attention only (x then gets the
                                           // query path alone)
    std::optional<Matrix<Scalar>> wo;
};

// What the tiled path keeps between its forward and backward passes.
template <typename Scalar>
struct TiledAttentionState {
    Matrix<Scalar> x;                         // X
    Matrix<Scalar> q, k, v;                   // what the kernel read: Q̃, K̃ (with rotary: Q
                                              // and K rotated by their positions; else Q, K), V
    std::optional<RotaryOptions> rotary;      // as used, positions filled in
    TiledAttentionResult<Scalar> attention;   // C = attention.output, the row statistics
    Matrix<Scalar> output;                    // Y = C·Wo, or C
    bool finite = true;                       // false: non-finite values or an overflow
    bool cancelled = false;
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
    // Projected form. Throws ShapeError when the weights do not fit X, `heads` and
    // options.kvHeads, or when the options do not fit (rotary with an odd dₖ, positions or
    // document ids of the wrong length, a temperature that is not a finite number > 0).
    static AttentionTrace<Scalar> forward(MatrixRef<Scalar> x,
                                          const AttentionWeights<Scalar> &weights, Index heads,
                                          const AttentionOptions &options,
                                          const AttentionHook<Scalar> &hook = {});

    // Cross-attention (projected form): queries from x (T_q × d_model), keys and values from
    // `context` (T_k × d_model, the same d_model): Q = X·Wq, K = C·Wk, V = C·Wv, scores
    // T_q × T_k. options.causal needs T_k = T_q (query i reads context rows ≤ i); document ids,
    // rotary positions and ALiBi are refused (they describe positions within one sequence).
    // options.keyPadding has T_k flags. Throws ShapeError naming what does not fit.
    static AttentionTrace<Scalar> forward(MatrixRef<Scalar> x, MatrixRef<Scalar> context,
                                          const AttentionWeights<Scalar> &weights, Index heads,
                                          const AttentionOptions &options,
                                          const AttentionHook<Scalar> &hook = {});

    // Per-head form: every head has the same T; dₖ and dᵥ may differ between heads (and must
    // be even with rotary). options.kvHeads must be 0.
    static AttentionTrace<Scalar> forward(const std::vector<HeadInput<Scalar>> &heads,
                                          const std::optional<Matrix<Scalar>> &wo,
                                          const AttentionOptions &options,
                                          const AttentionHook<Scalar> &hook = {});

    // Gradients of L = Σ gradOutput ∘ output. `weights` are those given to forward (only wo
    // is read in the per-head form).
    static AttentionGradients<Scalar> backward(const AttentionTrace<Scalar> &trace,
                                               const AttentionWeights<Scalar> &weights,
                                               MatrixRef<Scalar> gradOutput);

    // c = 1/(τ√dₖ) in this precision, computed as the forward pass does (dₖ = 0 counts as 1).
    static Scalar scale(double temperature, Index dk);
    // g(h) = ⌊h·G/H⌋ for head h of H (0-based) and G key/value heads.
    static Index group(Index head, Index heads, Index kvHeads);

    // The tiled path (projected form only), with everything `options` offers: masks, the
    // temperature, rotary positions, ALiBi (the slopes of alibibias.h) and grouped key/value
    // heads. `execution` says how the kernel runs — tiles, threads, cancel, progress; its
    // problem fields (heads, kvHeads, scale, alibiSlopes) are set from `heads` and `options`.
    // Throws ShapeError as forward does.
    static TiledAttentionState<Scalar> forwardTiled(MatrixRef<Scalar> x,
                                                    const AttentionWeights<Scalar> &weights,
                                                    Index heads, const AttentionOptions &options,
                                                    const AttentionKernelOptions &execution = {});

    // Gradients of L = Σ gradOutput ∘ output for x, wq, wk, wv, wo (and q, k, v, the
    // concatenation); no per-head entries. `options` and `weights` as given to forwardTiled.
    // Returns nullopt when the state or the result is not finite or was cancelled.
    static std::optional<AttentionGradients<Scalar>> backwardTiled(
        const TiledAttentionState<Scalar> &state, const AttentionWeights<Scalar> &weights,
        Index heads, const AttentionOptions &options, MatrixRef<Scalar> gradOutput,
        const AttentionKernelOptions &execution = {});
};

extern template class MultiHeadAttention<float>;
extern template class MultiHeadAttention<double>;

} // namespace atlas
