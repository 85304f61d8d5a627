// Incremental decoding with a KV cache: the tiny decoder (tinydecoder.h) generating one token
// at a time, keeping the keys and values of the positions it has already seen.
//
// To choose token t+1 a decoder needs the logits of position t only. A full recompute runs
// the whole prefix 0…t through every layer again. But in a causal decoder nothing at
// positions ≤ t depends on a later token (prefix invariance: position i reads keys j ≤ i
// only), so the rows K_l[0…t−1] and V_l[0…t−1] of every layer l are exactly what they were
// when those positions were first computed. The cache keeps them; a step computes, per layer,
// the new token's row only:
//     x  = E[token] + P[t]                        (layer input; then the residual stream)
//     q, k, v = x·Wq, x·Wk, x·Wv                  (1 × H·dₖ, …)    k, v appended to the cache
//     per head h:  s_j = c·q_h·k_{h,j}  for j = 0…t,  p = softmax(s),  o_h = Σ_j p_j·v_{h,j}
//     x ← x + [o_0 … o_{H−1}]·Wo
//     logits = x·U                                 (1 × V)
// The per-head line is OrderedAttention::forward (orderedattention.h) on one query row against
// the cached rows — the function every layer of the full forward (multiheadattention.h) calls
// on all T rows; the cache only supplies Kᵀ, V and the key order of the positions so far.
// Work per new token: the projections and Wo are O(d·H·dₖ), the scores and the mixture
// O(H·t·dₖ) — linear in t — against O(t·d·H·dₖ + H·t²·dₖ) for the recompute (decodingcost.h).
// Memory: 2·L·H·dₖ numbers per position (K and V of each layer; kvcachesize.h).
//
// Exactness. The logits of every step equal, bit for bit, row t of TinyDecoder::forward on
// the prefix 0…t — in double and in float alike — because both paths perform the same
// operations in the same order on the same numbers:
//   - every forward product is RowKernels::product (rowkernels.h): row t of X·W is computed
//     from row t of X alone, summing over the inner index in increasing order, whether X has
//     one row or t+1; the scores q·k_j likewise, over the cached keys;
//   - every sum over keys (the softmax denominator, the mixture) runs in the content order of
//     the keys (keyorder.h); the cache inserts each new key at its place, and the order of
//     keys 0…t is the same whether keys after t exist or not; masked keys are skipped, never
//     added as 0·v;
//   - the embedding sum, the scaling, the exponentials, the division and the residual sum are
//     entrywise: the same two operands give the same result;
//   - the engine is compiled without fused multiply–add contraction (-ffp-contract=off).
// IEEE 754 rounds every operation correctly, so identical sequences of operations give
// identical bits. Floating-point rounding is still there — float results are about 1e-7
// (relative) from the exact real numbers, double about 1e-16 — but it is the same rounding
// in both paths, so their difference is exactly 0 in either precision.
// What breaks it is any change of order: SummationOrder::Reversed adds the keys newest first
// (a legitimate kernel could); the logits then differ from the recompute by rounding — a few
// units in the last place, about 1e-16 relative in double and 1e-7 in float. Production GPU
// kernels (split reductions, different kernels for one row and for many) do not promise the
// recompute's order either; there a cached step agrees with a recompute to rounding only.
//
// The decoder is read, not copied: it must outlive this object, and after its parameters
// change (training) the cache holds K and V of the old ones — call reset(). One sequence,
// one document, positions 0, 1, … as the decoder's position embedding numbers them; at most
// config().maxLength positions (the rows of P).
// It caches what a decoder with learned position embeddings computes; a decoder whose positions
// act inside the attention (rotary, ALiBi) is refused with a ShapeError naming "positions".
#pragma once

#include "atlas/tinydecoder.h"
#include "atlas/tokensampler.h"

#include <vector>

namespace atlas {

enum class SummationOrder {
    SameAsRecompute, // the content order of keyorder.h: bit-identical to TinyDecoder::forward
    Reversed         // that order backwards: equal to rounding only (for comparison)
};

template <typename Scalar>
struct DecodingStep {
    Index position = 0;                    // of the appended token
    int token = 0;
    RowVector<Scalar> logits;              // 1 × V: the distribution of the token after it
    std::vector<Matrix<Scalar>> attention; // per layer: H × (position + 1), the new query's
                                           // weights over the cached positions
};

struct SamplingOptions {
    bool greedy = false;      // argmax; otherwise a draw:
    double temperature = 1.0; // sampling temperature τₛ > 0
    Index topK = 0;           // 0: every token
};

template <typename Scalar>
class IncrementalDecoder {
public:
    explicit IncrementalDecoder(const TinyDecoder<Scalar> &decoder,
                                SummationOrder order = SummationOrder::SameAsRecompute);

    // Runs one token through every layer at the next position, caching its keys and values.
    // Throws ShapeError naming "token" (outside the vocabulary) or "tokens" (the cache holds
    // maxLength positions already).
    const DecodingStep<Scalar> &append(int token);
    // Forgets positions ≥ length (0 ≤ length ≤ this->length()): back to an earlier step.
    void truncate(Index length);
    void reset() { truncate(0); }

    // Appends `prompt` (when the cache is empty) and then `count` tokens, each chosen from
    // the previous step's logits. Returns the whole sequence. Throws as append() does.
    std::vector<int> generate(const std::vector<int> &prompt, Index count,
                              const SamplingOptions &sampling, TokenSampler &sampler);

    Index length() const { return static_cast<Index>(tokens_.size()); }
    Index capacity() const { return decoder_.config().maxLength; }
    const std::vector<int> &tokens() const { return tokens_; }
    // The step at position length() − 1 (empty logits before the first; after truncate() its
    // attention weights are empty).
    const DecodingStep<Scalar> &lastStep() const { return last_; }
    // Every step's logits so far, length() × V (row t was produced by the step at position t).
    MatrixRef<Scalar> logits() const { return logits_.topRows(length()); }
    // The cache of layer l (0-based): K and V rows of every position so far, length() × H·dₖ
    // and length() × H·dᵥ. Rows never change once written (views until the next append).
    MatrixRef<Scalar> keys(Index layer) const;
    MatrixRef<Scalar> values(Index layer) const;

private:
    struct LayerCache {
        Matrix<Scalar> keys, values;                 // capacity × H·dₖ, capacity × H·dᵥ
        std::vector<Matrix<Scalar>> keysTransposed;  // per head: dₖ × capacity
        std::vector<std::vector<Index>> order;       // per head: positions in content order
    };

    const TinyDecoder<Scalar> &decoder_;
    SummationOrder summation_;
    std::vector<LayerCache> layers_;
    std::vector<int> tokens_;
    Matrix<Scalar> logits_;                          // capacity × V
    DecodingStep<Scalar> last_;
};

extern template class IncrementalDecoder<float>;
extern template class IncrementalDecoder<double>;

} // namespace atlas
