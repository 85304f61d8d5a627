// The tiny decoder's loss and gradients over a batch of sequences, fast and reproducible.
//
// Same model as tinydecoder.h (X₀ = E[t] + P[0:T], X_l = X_{l−1} + MHA_l(X_{l−1}), causal,
// Z = X_L·U), same parameters, written for training rather than for display: no traces, no
// graph, workspaces allocated once and reused, every product an Eigen GEMM on contiguous
// row-major blocks (the n·T rows of a block of n sequences are projected together). Each head
// of each sequence runs the engine's causal head kernel (engine/src/causalheadattention.h,
// forward and backward): library products and packet exponentials, fast enough to train on,
// equal to TinyDecoder's ordered kernel (orderedattention.h) to rounding only — about 1e-16
// relative in double, 1e-7 in float — not bit for bit, as its order of summation is the
// library's. A block of sequences is engine/src/decoderblock.h.
//
// Objective over a batch of B sequences, each with its own set Mᵦ of labelled positions:
//     L = (1/B) Σ_b Lᵦ,   Lᵦ = (1/|Mᵦ|) Σ_{i ∈ Mᵦ} −ln softmax(Zᵦᵢ)[yᵦᵢ]
// so ∂L/∂θ = (1/B) Σ_b ∂Lᵦ/∂θ: the mean of the per-sequence gradients (the per-sequence
// gradient is TinyDecoder::backward's). Backward, as in tinydecoder.h and
// multiheadattention.h, with G_Zᵦᵢ = (pᵦᵢ − onehot(yᵦᵢ)) / (B·|Mᵦ|).
//
// Reproducibility: the batch is cut into blocks of a fixed number of sequences
// (sequencesPerBlock, never the thread count). Each block's gradient is computed whole by one
// thread into its own buffers, and the blocks' gradients are then summed in block order. So
// the same parameters and batch give bit-identical gradients — and a seeded training run
// bit-identical weights — with 1, 2 or any number of threads.
//
// Ablation: a head mask switches heads off; a head that is off contributes Oₕ = 0 to the
// concatenation (its keys, queries and values then get no gradient).
// Learned position embeddings only: a configuration with rotary or ALiBi positions is refused
// with a ShapeError naming "positions".
#pragma once

#include "atlas/inductiontask.h"
#include "atlas/tinydecoder.h"
#include "atlas/workerpool.h"

#include <memory>
#include <vector>

namespace atlas {

// Heads that are on: entry l·H + h for head h of layer l (0-based); empty: every head on.
using HeadMask = std::vector<bool>;

// Loss and accuracy over one group of predictions. Accuracy: the share whose most probable
// token (the lowest id among equals) is the label.
struct PredictionStatistics {
    double loss = 0;        // mean −ln p[label]
    double accuracy = 0;
    Index count = 0;        // predictions in the group
};

struct BatchStatistics {
    double loss = 0;                    // L above (the mean of the per-sequence means)
    PredictionStatistics all, firstHalf, repeatedHalf;
};

// What an evaluation may hand back besides the statistics.
template <typename Scalar>
struct BatchCapture {
    bool attention = false;             // ask for every head's attention
    bool predictions = false;           // ask for every position's next-token distribution
    // attention[(b·L + l)·H + h]: head h of layer l on sequence b, T × T (rows = queries,
    // columns = keys; above the diagonal exactly 0).
    std::vector<Matrix<Scalar>> heads;
    Matrix<Scalar> probabilities;       // B·T × V, row b·T + i: softmax of Z at position i
};

template <typename Scalar>
class BatchedDecoder {
public:
    // Throws ShapeError on a non-positive size, as TinyDecoder does.
    BatchedDecoder(const DecoderConfig &config, int threads = 1, Index sequencesPerBlock = 4);
    ~BatchedDecoder();
    BatchedDecoder(const BatchedDecoder &) = delete;
    BatchedDecoder &operator=(const BatchedDecoder &) = delete;

    const DecoderConfig &config() const { return config_; }
    int threads() const;
    void setThreads(int threads);
    Index sequencesPerBlock() const { return sequencesPerBlock_; }

    // L and ∂L/∂θ (written into `gradients`, resized as needed) for the parameters and batch.
    // Throws ShapeError when the batch does not fit the configuration (tokens, labels, length).
    BatchStatistics lossAndGradients(const DecoderParameters<Scalar> &parameters,
                                     const TokenBatch &batch,
                                     DecoderParameters<Scalar> &gradients);

    // The forward pass only, with heads switched off by `mask` and, if asked, the attention
    // and predictions.
    BatchStatistics evaluate(const DecoderParameters<Scalar> &parameters, const TokenBatch &batch,
                             const HeadMask &mask = {}, BatchCapture<Scalar> *capture = nullptr);

    // Multiply-adds of one lossAndGradients call on B sequences of length T (the matrix
    // products only; softmax and the rest are not counted): what the benchmark divides by the
    // time for an arithmetic rate.
    double multiplyAdds(Index sequences, Index length) const;

    struct Block;

private:
    BatchStatistics run(const DecoderParameters<Scalar> &parameters, const TokenBatch &batch,
                        const HeadMask &mask, DecoderParameters<Scalar> *gradients,
                        BatchCapture<Scalar> *capture);
    void validate(const TokenBatch &batch, const HeadMask &mask) const;

    DecoderConfig config_;
    Index sequencesPerBlock_;
    std::unique_ptr<WorkerPool> pool_;
    std::vector<std::unique_ptr<Block>> blocks_;
    std::vector<Matrix<Scalar>> packedQkv_; // per layer [Wq | Wk | Wv], d × H(2dₖ + dᵥ)
    std::vector<Matrix<Scalar>> reducedQkv_; // per layer, the blocks' sum of ∂L/∂[Wq | Wk | Wv]
};

extern template class BatchedDecoder<float>;
extern template class BatchedDecoder<double>;

} // namespace atlas
