#include "atlas/batcheddecoder.h"

#include "decoderblock.h"

#include <algorithm>
#include <cmath>

namespace atlas {

// A block of sequences: decoderblock.h.
template <typename Scalar>
struct BatchedDecoder<Scalar>::Block : detail::DecoderBlock<Scalar> {};

namespace {

// TinyDecoder's shape checks, without copying the parameters.
template <typename Scalar>
void checkParameters(const DecoderConfig &c, const DecoderParameters<Scalar> &p)
{
    const Index d = c.modelWidth;
    requireShape("E", p.tokenEmbedding.rows(), p.tokenEmbedding.cols(), c.vocabulary, d);
    requireShape("P", p.positionEmbedding.rows(), p.positionEmbedding.cols(), c.maxLength, d);
    if (static_cast<Index>(p.layers.size()) != c.layers)
        throw ShapeError("decoder: expected " + std::to_string(c.layers) + " layers");
    for (const AttentionWeights<Scalar> &layer : p.layers) {
        requireShape("Wq", layer.wq.rows(), layer.wq.cols(), d, c.heads * c.keyWidth);
        requireShape("Wk", layer.wk.rows(), layer.wk.cols(), d, c.heads * c.keyWidth);
        requireShape("Wv", layer.wv.rows(), layer.wv.cols(), d, c.heads * c.valueWidth);
        if (!layer.wo)
            throw ShapeError("Wo: expected " + shapeText(c.heads * c.valueWidth, d) + ", got none");
        requireShape("Wo", layer.wo->rows(), layer.wo->cols(), c.heads * c.valueWidth, d);
    }
    requireShape("U", p.unembedding.rows(), p.unembedding.cols(), d, c.vocabulary);
}

// The blocks' statistics summed in block order: the same sums whatever thread computed which
// block.
template <typename Block>
BatchStatistics combineStatistics(const std::vector<std::unique_ptr<Block>> &blocks, Index blockCount,
                                  Index sequences)
{
    BatchStatistics statistics;
    double partLoss[3] = {}, partHits[3] = {};
    Index partCount[3] = {};
    double sequenceLoss = 0;
    for (Index b = 0; b < blockCount; ++b) {
        const Block &k = *blocks[static_cast<std::size_t>(b)];
        sequenceLoss += k.sequenceLossSum;
        for (int part = 0; part < 3; ++part) {
            partLoss[part] += k.partLoss[part];
            partHits[part] += k.partHits[part];
            partCount[part] += k.partCount[part];
        }
    }
    statistics.loss = sequenceLoss / static_cast<double>(sequences);
    PredictionStatistics *parts[3] = {&statistics.all, &statistics.firstHalf, &statistics.repeatedHalf};
    for (int part = 0; part < 3; ++part) {
        parts[part]->count = partCount[part];
        if (partCount[part] > 0) {
            parts[part]->loss = partLoss[part] / static_cast<double>(partCount[part]);
            parts[part]->accuracy = partHits[part] / static_cast<double>(partCount[part]);
        }
    }
    return statistics;
}

// The blocks' gradients summed in block order into g; ∂L/∂[Wq | Wk | Wv] is summed packed (in
// qkvWeights, kept between calls) and then split.
template <typename Block, typename Scalar>
void reduceGradients(const std::vector<std::unique_ptr<Block>> &blocks, Index blockCount, const DecoderConfig &c,
                     std::vector<Matrix<Scalar>> &qkvWeights, DecoderParameters<Scalar> &g)
{
    const auto layers = static_cast<std::size_t>(c.layers);
    const Index heads = c.heads, dk = c.keyWidth, dv = c.valueWidth;
    const Block &first = *blocks[0];
    g.tokenEmbedding = first.gradTokenEmbedding;
    g.positionEmbedding = first.gradPositionEmbedding;
    g.unembedding = first.gradUnembedding;
    qkvWeights.resize(layers);
    for (std::size_t l = 0; l < layers; ++l)
        qkvWeights[l] = first.gradQkvWeights[l];
    g.layers.resize(layers);
    for (std::size_t l = 0; l < layers; ++l)
        g.layers[l].wo = first.gradOutputWeights[l];
    for (Index b = 1; b < blockCount; ++b) {
        const Block &k = *blocks[static_cast<std::size_t>(b)];
        g.tokenEmbedding += k.gradTokenEmbedding;
        g.positionEmbedding += k.gradPositionEmbedding;
        g.unembedding += k.gradUnembedding;
        for (std::size_t l = 0; l < layers; ++l) {
            qkvWeights[l] += k.gradQkvWeights[l];
            *g.layers[l].wo += k.gradOutputWeights[l];
        }
    }
    for (std::size_t l = 0; l < layers; ++l) {
        g.layers[l].wq = qkvWeights[l].leftCols(heads * dk);
        g.layers[l].wk = qkvWeights[l].middleCols(heads * dk, heads * dk);
        g.layers[l].wv = qkvWeights[l].rightCols(heads * dv);
    }
}

} // namespace

template <typename Scalar>
BatchedDecoder<Scalar>::BatchedDecoder(const DecoderConfig &config, int threads,
                                       Index sequencesPerBlock)
    : config_(config), sequencesPerBlock_(sequencesPerBlock)
{
    if (config.vocabulary < 1 || config.modelWidth < 1 || config.heads < 1
        || config.keyWidth < 1 || config.valueWidth < 1 || config.maxLength < 1
        || config.layers < 1)
        throw ShapeError("decoder: every size must be at least 1");
    if (sequencesPerBlock < 1)
        throw ShapeError("sequencesPerBlock: expected at least 1");
    if (config.positions != DecoderPositions::Learned)
        throw ShapeError("positions: the batched decoder trains learned position embeddings only");
    if (!(config.temperature > 0))
        throw ShapeError("temperature: expected a positive number");
    setThreads(threads);
}

template <typename Scalar>
BatchedDecoder<Scalar>::~BatchedDecoder() = default;

template <typename Scalar>
int BatchedDecoder<Scalar>::threads() const
{
    return pool_->threads();
}

template <typename Scalar>
void BatchedDecoder<Scalar>::setThreads(int threads)
{
    if (threads < 1)
        throw ShapeError("threads: expected at least 1");
    if (!pool_ || pool_->threads() != threads)
        pool_ = std::make_unique<WorkerPool>(threads);
}

template <typename Scalar>
void BatchedDecoder<Scalar>::validate(const TokenBatch &batch, const HeadMask &mask) const
{
    if (batch.sequences < 1 || batch.length < 1)
        throw ShapeError("batch: expected at least one sequence of at least one token");
    if (batch.length > config_.maxLength)
        throw ShapeError("tokens: expected at most " + std::to_string(config_.maxLength)
                         + " tokens (the position embedding's rows), got " + std::to_string(batch.length));
    const auto size = static_cast<std::size_t>(batch.sequences * batch.length);
    if (batch.tokens.size() != size)
        throw ShapeError("tokens: expected " + std::to_string(size) + " entries");
    if (batch.labels.size() != size)
        throw ShapeError("labels: expected " + std::to_string(size) + " entries");
    if (batch.parts.size() != static_cast<std::size_t>(batch.sequences * batch.length))
        throw ShapeError("parts: expected " + std::to_string(batch.sequences * batch.length) + " entries");
    for (std::size_t i = 0; i < size; ++i) {
        if (batch.tokens[i] < 0 || batch.tokens[i] >= config_.vocabulary)
            throw ShapeError("tokens[" + std::to_string(i) + "]: expected an id in [0, "
                             + std::to_string(config_.vocabulary) + ")");
        if (batch.labels[i] < -1 || batch.labels[i] >= config_.vocabulary)
            throw ShapeError("labels[" + std::to_string(i) + "]: expected −1 or an id in [0, "
                             + std::to_string(config_.vocabulary) + ")");
    }
    if (!mask.empty() && static_cast<Index>(mask.size()) != config_.layers * config_.heads)
        throw ShapeError("head mask: expected " + std::to_string(config_.layers * config_.heads) + " entries");
}

template <typename Scalar>
BatchStatistics BatchedDecoder<Scalar>::lossAndGradients(const DecoderParameters<Scalar> &parameters,
                                                         const TokenBatch &batch,
                                                         DecoderParameters<Scalar> &gradients)
{
    return run(parameters, batch, {}, &gradients, nullptr);
}

template <typename Scalar>
BatchStatistics BatchedDecoder<Scalar>::evaluate(const DecoderParameters<Scalar> &parameters,
                                                 const TokenBatch &batch, const HeadMask &mask,
                                                 BatchCapture<Scalar> *capture)
{
    return run(parameters, batch, mask, nullptr, capture);
}

template <typename Scalar>
BatchStatistics BatchedDecoder<Scalar>::run(const DecoderParameters<Scalar> &p, const TokenBatch &batch,
                                            const HeadMask &mask, DecoderParameters<Scalar> *gradients,
                                            BatchCapture<Scalar> *capture)
{
    checkParameters(config_, p);
    validate(batch, mask);
    const DecoderConfig &c = config_;
    const Index t = batch.length, d = c.modelWidth, heads = c.heads, dk = c.keyWidth, dv = c.valueWidth;
    const auto layers = static_cast<std::size_t>(c.layers);
    const bool backward = gradients != nullptr;

    packedQkv_.resize(layers);
    for (std::size_t l = 0; l < layers; ++l) {
        Matrix<Scalar> &w = packedQkv_[l];
        w.resize(d, heads * (2 * dk + dv));
        w.leftCols(heads * dk) = p.layers[l].wq;
        w.middleCols(heads * dk, heads * dk) = p.layers[l].wk;
        w.rightCols(heads * dv) = p.layers[l].wv;
    }

    const Index blockCount = (batch.sequences + sequencesPerBlock_ - 1) / sequencesPerBlock_;
    while (static_cast<Index>(blocks_.size()) < blockCount)
        blocks_.push_back(std::make_unique<Block>());
    for (Index b = 0; b < blockCount; ++b) {
        Block &block = *blocks_[static_cast<std::size_t>(b)];
        block.first = b * sequencesPerBlock_;
        const Index n = std::min(sequencesPerBlock_, batch.sequences - block.first);
        const bool fits = block.count == n && block.length == t && !block.stream.empty()
            && block.stream[0].cols() == d && (!backward || block.gradQkv.rows() == n * t);
        if (!fits)
            block.resize(c, n, t, backward);
    }
    if (capture) {
        if (capture->attention)
            capture->heads.assign(static_cast<std::size_t>(batch.sequences * c.layers * heads), Matrix<Scalar>());
        if (capture->predictions)
            capture->probabilities.resize(batch.sequences * t, c.vocabulary);
    }

    const typename Block::Pass pass{
        c, p, packedQkv_, batch, mask, capture, backward,
        static_cast<Scalar>(1.0 / (c.temperature * std::sqrt(static_cast<double>(dk)))),
        Scalar(1) / static_cast<Scalar>(batch.sequences)};
    pool_->run(blockCount, [&](std::int64_t index) {
        Block &block = *blocks_[static_cast<std::size_t>(index)];
        block.forward(pass);
        block.lossAndLogitGradients(pass);
        if (capture && capture->attention)
            block.captureAttention(pass);
        if (backward)
            block.backward(pass);
    });

    const BatchStatistics statistics = combineStatistics(blocks_, blockCount, batch.sequences);
    if (backward)
        reduceGradients(blocks_, blockCount, c, reducedQkv_, *gradients);
    return statistics;
}

template <typename Scalar>
double BatchedDecoder<Scalar>::multiplyAdds(Index sequences, Index length) const
{
    const double t = static_cast<double>(length), d = static_cast<double>(config_.modelWidth),
                 h = static_cast<double>(config_.heads), dk = static_cast<double>(config_.keyWidth),
                 dv = static_cast<double>(config_.valueWidth), v = static_cast<double>(config_.vocabulary),
                 layers = static_cast<double>(config_.layers);
    const double qkv = t * d * h * (2 * dk + dv);
    const double heads = h * t * t * (dk + dv);
    const double out = t * h * dv * d;
    const double forward = layers * (qkv + heads + out) + t * d * v;
    // Backward: two products per forward product (the weight's and the input's gradient),
    // except that X₀ needs no input gradient beyond the stream's.
    const double backward = 2 * forward;
    return static_cast<double>(sequences) * (forward + backward);
}

template class BatchedDecoder<float>;
template class BatchedDecoder<double>;

} // namespace atlas
