// Internal to the engine: one block of sequences of the batched decoder (batcheddecoder.h) —
// every intermediate of its forward pass and its own gradients, so that a block is computed
// whole by one thread and blocks are summed in a fixed order (the thread-count independence).
//
// For the block's n sequences of T tokens (rows s·T + i), with the packed W = [Wq | Wk | Wv]:
//     X₀ = E[t] + P[0:T] per sequence,   [Q | K | V] = X_{l−1}·W   (one product, n·T rows)
//     per sequence s and head h: P, Oₕ = causal attention (causalheadattention.h), Oₕ = 0 and
//                                P = 0 for a head switched off
//     X_l = X_{l−1} + [O₀ … O_{H−1}]·Wo,   Z = X_L·U
//     per labelled position i of sequence b: −ln softmax(Zᵦᵢ)[yᵦᵢ], its sequence's mean, and
//     G_Zᵦᵢ = (softmax(Zᵦᵢ) − onehot(yᵦᵢ)) / (B·|Mᵦ|) (0 at unlabelled positions)
// and backward as in tinydecoder.h, the heads by the kernel's backward; a head switched off
// gets no gradient. ∂L/∂E scatters the rows of G_{X₀} onto their tokens, ∂L/∂P adds them by
// position. Everything is already divided by B, so the blocks' gradients just add up.
#pragma once

#include "atlas/batcheddecoder.h"

#include <vector>

namespace atlas::detail {

// What every block of one pass reads: the parameters, the batch and the options.
template <typename Scalar>
struct DecoderPass {
    const DecoderConfig &config;
    const DecoderParameters<Scalar> &parameters;
    const std::vector<Matrix<Scalar>> &packedQkv; // per layer [Wq | Wk | Wv]
    const TokenBatch &batch;
    const HeadMask &mask;
    BatchCapture<Scalar> *capture;
    bool backward;
    Scalar scale;                                 // c = 1/(τ·√dₖ)
    Scalar inverseBatch;                          // 1/B

    bool headOn(std::size_t layer, Index head) const
    {
        return mask.empty() || mask[layer * static_cast<std::size_t>(config.heads) + static_cast<std::size_t>(head)];
    }
};

// One block's workspaces, statistics and gradients (sized once, reused while shapes stay).
template <typename Scalar>
struct DecoderBlock {
    Index first = 0, count = 0, length = 0;     // sequences [first, first + count) of length T
    std::vector<Matrix<Scalar>> stream;         // X₀ … X_L, n·T × d
    std::vector<Matrix<Scalar>> qkv;            // per layer [Q | K | V], n·T × H(2dₖ + dᵥ)
    std::vector<Matrix<Scalar>> attention;      // per layer, n·H·T × T: (sequence, head) blocks
    std::vector<Matrix<Scalar>> concatenated;   // per layer, n·T × H·dᵥ
    Matrix<Scalar> logits;                      // n·T × V, then G_Z in place
    Matrix<Scalar> gradStream, gradConcatenated, gradQkv, gradProbabilities;
    // ∂L/∂θ of this block's sequences (already divided by B).
    Matrix<Scalar> gradTokenEmbedding, gradPositionEmbedding, gradUnembedding;
    std::vector<Matrix<Scalar>> gradQkvWeights, gradOutputWeights;
    // Statistics: Σ per-sequence mean loss; per part (all, first, repeated) Σ loss, hits, count.
    double sequenceLossSum = 0;
    double partLoss[3] = {}, partHits[3] = {};
    Index partCount[3] = {};

    void resize(const DecoderConfig &c, Index sequences, Index t, bool backward)
    {
        const Index rows = sequences * t, qkvWidth = c.heads * (2 * c.keyWidth + c.valueWidth);
        const auto layers = static_cast<std::size_t>(c.layers);
        count = sequences;
        length = t;
        stream.resize(layers + 1);
        qkv.resize(layers);
        attention.resize(layers);
        concatenated.resize(layers);
        for (auto &m : stream)
            m.resize(rows, c.modelWidth);
        for (std::size_t l = 0; l < layers; ++l) {
            qkv[l].resize(rows, qkvWidth);
            attention[l].resize(sequences * c.heads * t, t);
            concatenated[l].resize(rows, c.heads * c.valueWidth);
        }
        logits.resize(rows, c.vocabulary);
        if (!backward)
            return;
        gradStream.resize(rows, c.modelWidth);
        gradConcatenated.resize(rows, c.heads * c.valueWidth);
        gradQkv.resize(rows, qkvWidth);
        gradProbabilities.resize(t, t);
        gradTokenEmbedding.resize(c.vocabulary, c.modelWidth);
        gradPositionEmbedding.resize(c.maxLength, c.modelWidth);
        gradUnembedding.resize(c.modelWidth, c.vocabulary);
        gradQkvWeights.resize(layers);
        gradOutputWeights.resize(layers);
        for (std::size_t l = 0; l < layers; ++l) {
            gradQkvWeights[l].resize(c.modelWidth, qkvWidth);
            gradOutputWeights[l].resize(c.heads * c.valueWidth, c.modelWidth);
        }
    }

    using Pass = DecoderPass<Scalar>;
    // X₀ … X_L and the logits.
    void forward(const Pass &pass);
    // The loss statistics, the predictions if asked, and G_Z in place of the logits (backward).
    void lossAndLogitGradients(const Pass &pass);
    void captureAttention(const Pass &pass) const;
    // This block's ∂L/∂θ from G_Z.
    void backward(const Pass &pass);
};

extern template struct DecoderBlock<float>;
extern template struct DecoderBlock<double>;

} // namespace atlas::detail
