#include "atlas/batcheddecoder.h"

#include "rowexponential.h"

#include <algorithm>
#include <cmath>

namespace atlas {

// One block of sequences: every intermediate of its forward pass and its own gradients, so
// that a block is computed whole by one thread and blocks are summed in a fixed order.
template <typename Scalar>
struct BatchedDecoder<Scalar>::Block {
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
};

namespace {

int partIndex(PredictionPart part)
{
    switch (part) {
    case PredictionPart::FirstHalf: return 1;
    case PredictionPart::RepeatedHalf: return 2;
    case PredictionPart::Neither: break;
    }
    return 0;
}

// Row-wise causal softmax of c·S in place: row i keeps keys 0 … i, the rest become exactly 0.
template <typename Block>
void causalSoftmax(Block &&scores, typename std::decay_t<Block>::Scalar c)
{
    using Scalar = typename std::decay_t<Block>::Scalar;
    const Index t = scores.rows();
    for (Index i = 0; i < t; ++i) {
        auto row = scores.row(i);
        auto allowed = row.head(i + 1).array();
        const Scalar maximum = allowed.maxCoeff();
        // e^{c·(s − max)} on whole packets, the row's tail included (Eigen's exp would leave
        // the last i + 1 mod 16 entries to the C library's, one at a time).
        const Scalar sum = detail::exponentiateRow(row.data(), i + 1, c, c * maximum);
        allowed *= Scalar(1) / sum;
        row.tail(t - i - 1).setZero();
    }
}

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
    const Index t = batch.length, d = c.modelWidth, heads = c.heads, dk = c.keyWidth,
                dv = c.valueWidth, vocabulary = c.vocabulary;
    const auto layers = static_cast<std::size_t>(c.layers);
    const Scalar scale = static_cast<Scalar>(1.0 / (c.temperature * std::sqrt(static_cast<double>(dk))));
    const bool backward = gradients != nullptr;
    const Scalar inverseBatch = Scalar(1) / static_cast<Scalar>(batch.sequences);

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
            capture->probabilities.resize(batch.sequences * t, vocabulary);
    }

    auto headOn = [&](std::size_t l, Index h) {
        return mask.empty() || mask[l * static_cast<std::size_t>(heads) + static_cast<std::size_t>(h)];
    };

    auto compute = [&](std::int64_t index) {
        Block &k = *blocks_[static_cast<std::size_t>(index)];
        const Index n = k.count;
        const int *tokens = batch.tokens.data() + k.first * t;
        const int *labels = batch.labels.data() + k.first * t;

        // Forward.
        Matrix<Scalar> &x0 = k.stream[0];
        for (Index s = 0; s < n; ++s)
            for (Index i = 0; i < t; ++i)
                x0.row(s * t + i) = p.tokenEmbedding.row(tokens[s * t + i]) + p.positionEmbedding.row(i);
        for (std::size_t l = 0; l < layers; ++l) {
            Matrix<Scalar> &qkv = k.qkv[l];
            qkv.noalias() = k.stream[l] * packedQkv_[l];
            for (Index s = 0; s < n; ++s) {
                for (Index h = 0; h < heads; ++h) {
                    auto scores = k.attention[l].block((s * heads + h) * t, 0, t, t);
                    auto output = k.concatenated[l].block(s * t, h * dv, t, dv);
                    if (!headOn(l, h)) {
                        scores.setZero();
                        output.setZero();
                        continue;
                    }
                    scores.noalias() = qkv.block(s * t, h * dk, t, dk)
                        * qkv.block(s * t, heads * dk + h * dk, t, dk).transpose();
                    causalSoftmax(scores, scale);
                    output.noalias() = scores * qkv.block(s * t, 2 * heads * dk + h * dv, t, dv);
                }
            }
            Matrix<Scalar> &next = k.stream[l + 1];
            next.noalias() = k.concatenated[l] * *p.layers[l].wo;
            next += k.stream[l];
        }
        k.logits.noalias() = k.stream[layers] * p.unembedding;

        // Loss, statistics and G_Z (in place of the logits).
        k.sequenceLossSum = 0;
        std::fill(std::begin(k.partLoss), std::end(k.partLoss), 0.0);
        std::fill(std::begin(k.partHits), std::end(k.partHits), 0.0);
        std::fill(std::begin(k.partCount), std::end(k.partCount), Index(0));
        for (Index s = 0; s < n; ++s) {
            Index labelled = 0;
            for (Index i = 0; i < t; ++i)
                labelled += labels[s * t + i] >= 0 ? 1 : 0;
            const Scalar weight = labelled > 0 ? inverseBatch / static_cast<Scalar>(labelled) : Scalar(0);
            double sequenceLoss = 0;
            for (Index i = 0; i < t; ++i) {
                auto row = k.logits.row(s * t + i);
                Index best = 0;
                const Scalar maximum = row.maxCoeff(&best);
                const Scalar logSum = maximum + std::log((row.array() - maximum).exp().sum());
                const int label = labels[s * t + i];
                if (capture && capture->predictions)
                    capture->probabilities.row((k.first + s) * t + i) = (row.array() - logSum).exp();
                if (label >= 0) {
                    const double loss = static_cast<double>(logSum - row(label));
                    const double hit = best == label ? 1.0 : 0.0;
                    sequenceLoss += loss;
                    const int part = partIndex(batch.parts[static_cast<std::size_t>((k.first + s) * t + i)]);
                    for (int group : {0, part}) {
                        k.partLoss[group] += loss;
                        k.partHits[group] += hit;
                        ++k.partCount[group];
                        if (part == 0)
                            break; // "all" only
                    }
                }
                if (!backward)
                    continue;
                if (label >= 0) {
                    row = ((row.array() - logSum).exp() * weight).matrix();
                    row(label) -= weight;
                } else {
                    row.setZero();
                }
            }
            if (labelled > 0)
                k.sequenceLossSum += sequenceLoss / static_cast<double>(labelled);
        }
        if (capture && capture->attention)
            for (Index s = 0; s < n; ++s)
                for (std::size_t l = 0; l < layers; ++l)
                    for (Index h = 0; h < heads; ++h)
                        capture->heads[static_cast<std::size_t>(((k.first + s) * c.layers + static_cast<Index>(l)) * heads + h)]
                            = k.attention[l].block((s * heads + h) * t, 0, t, t);
        if (!backward)
            return;

        // Backward.
        k.gradUnembedding.noalias() = k.stream[layers].transpose() * k.logits;
        k.gradStream.noalias() = k.logits * p.unembedding.transpose();
        for (std::size_t l = layers; l-- > 0;) {
            const Matrix<Scalar> &qkv = k.qkv[l];
            k.gradOutputWeights[l].noalias() = k.concatenated[l].transpose() * k.gradStream;
            k.gradConcatenated.noalias() = k.gradStream * p.layers[l].wo->transpose();
            for (Index s = 0; s < n; ++s) {
                for (Index h = 0; h < heads; ++h) {
                    auto gq = k.gradQkv.block(s * t, h * dk, t, dk);
                    auto gk = k.gradQkv.block(s * t, heads * dk + h * dk, t, dk);
                    auto gv = k.gradQkv.block(s * t, 2 * heads * dk + h * dv, t, dv);
                    if (!headOn(l, h)) {
                        gq.setZero();
                        gk.setZero();
                        gv.setZero();
                        continue;
                    }
                    const auto probabilities = k.attention[l].block((s * heads + h) * t, 0, t, t);
                    const auto gradOutput = k.gradConcatenated.block(s * t, h * dv, t, dv);
                    // ∂L/∂P = G_O·Vᵀ, ∂L/∂V = Pᵀ·G_O
                    k.gradProbabilities.noalias() = gradOutput * qkv.block(s * t, 2 * heads * dk + h * dv, t, dv).transpose();
                    gv.noalias() = probabilities.transpose() * gradOutput;
                    // ∂L/∂S = c · P ∘ (∂L/∂P − rowsum(P ∘ ∂L/∂P)), c folded in here
                    for (Index i = 0; i < t; ++i) {
                        auto g = k.gradProbabilities.row(i).head(i + 1).array();
                        const auto pr = probabilities.row(i).head(i + 1).array();
                        const Scalar dot = (pr * g).sum();
                        g = pr * (g - dot) * scale;
                        k.gradProbabilities.row(i).tail(t - i - 1).setZero();
                    }
                    gq.noalias() = k.gradProbabilities * qkv.block(s * t, heads * dk + h * dk, t, dk);
                    gk.noalias() = k.gradProbabilities.transpose() * qkv.block(s * t, h * dk, t, dk);
                }
            }
            k.gradQkvWeights[l].noalias() = k.stream[l].transpose() * k.gradQkv;
            k.gradStream.noalias() += k.gradQkv * packedQkv_[l].transpose();
        }
        k.gradTokenEmbedding.setZero();
        k.gradPositionEmbedding.setZero();
        for (Index s = 0; s < n; ++s)
            for (Index i = 0; i < t; ++i) {
                k.gradTokenEmbedding.row(tokens[s * t + i]) += k.gradStream.row(s * t + i);
                k.gradPositionEmbedding.row(i) += k.gradStream.row(s * t + i);
            }
    };
    pool_->run(blockCount, compute);

    // Combine the blocks in block order: the same sums whatever thread computed which block.
    BatchStatistics statistics;
    double partLoss[3] = {}, partHits[3] = {};
    Index partCount[3] = {};
    double sequenceLoss = 0;
    for (Index b = 0; b < blockCount; ++b) {
        const Block &k = *blocks_[static_cast<std::size_t>(b)];
        sequenceLoss += k.sequenceLossSum;
        for (int part = 0; part < 3; ++part) {
            partLoss[part] += k.partLoss[part];
            partHits[part] += k.partHits[part];
            partCount[part] += k.partCount[part];
        }
    }
    statistics.loss = sequenceLoss / static_cast<double>(batch.sequences);
    PredictionStatistics *parts[3] = {&statistics.all, &statistics.firstHalf, &statistics.repeatedHalf};
    for (int part = 0; part < 3; ++part) {
        parts[part]->count = partCount[part];
        if (partCount[part] > 0) {
            parts[part]->loss = partLoss[part] / static_cast<double>(partCount[part]);
            parts[part]->accuracy = partHits[part] / static_cast<double>(partCount[part]);
        }
    }
    if (!backward)
        return statistics;

    DecoderParameters<Scalar> &g = *gradients;
    const Block &first = *blocks_[0];
    g.tokenEmbedding = first.gradTokenEmbedding;
    g.positionEmbedding = first.gradPositionEmbedding;
    g.unembedding = first.gradUnembedding;
    std::vector<Matrix<Scalar>> &qkvWeights = reducedQkv_;
    qkvWeights.resize(layers);
    for (std::size_t l = 0; l < layers; ++l)
        qkvWeights[l] = first.gradQkvWeights[l];
    g.layers.resize(layers);
    for (std::size_t l = 0; l < layers; ++l)
        g.layers[l].wo = first.gradOutputWeights[l];
    for (Index b = 1; b < blockCount; ++b) {
        const Block &k = *blocks_[static_cast<std::size_t>(b)];
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
