#include "atlas/incrementaldecoder.h"

#include "atlas/keyorder.h"
#include "atlas/orderedattention.h"
#include "atlas/rowkernels.h"

#include <algorithm>
#include <string>

namespace atlas {

template <typename Scalar>
IncrementalDecoder<Scalar>::IncrementalDecoder(const TinyDecoder<Scalar> &decoder,
                                               SummationOrder order)
    : decoder_(decoder), summation_(order)
{
    const DecoderConfig &config = decoder.config();
    if (config.positions != DecoderPositions::Learned)
        throw ShapeError("positions: the incremental decoder reads learned position embeddings only");
    layers_.resize(static_cast<std::size_t>(config.layers));
    for (LayerCache &layer : layers_) {
        layer.keys.resize(config.maxLength, config.heads * config.keyWidth);
        layer.values.resize(config.maxLength, config.heads * config.valueWidth);
        layer.keysTransposed.assign(static_cast<std::size_t>(config.heads),
                                    Matrix<Scalar>(config.keyWidth, config.maxLength));
        layer.order.assign(static_cast<std::size_t>(config.heads), {});
    }
    logits_.resize(config.maxLength, config.vocabulary);
}

template <typename Scalar>
const DecodingStep<Scalar> &IncrementalDecoder<Scalar>::append(int token)
{
    const DecoderConfig &config = decoder_.config();
    const DecoderParameters<Scalar> &p = decoder_.parameters();
    if (token < 0 || token >= config.vocabulary)
        throw ShapeError("token: expected an id in [0, " + std::to_string(config.vocabulary)
                         + "), got " + std::to_string(token));
    const Index t = length();
    if (t >= capacity())
        throw ShapeError("tokens: the cache is full: the position embedding has "
                         + std::to_string(capacity()) + " rows");
    const Index heads = config.heads, dk = config.keyWidth, dv = config.valueWidth;
    const Scalar scale = MultiHeadAttention<Scalar>::scale(config.temperature, dk);
    const BoolMatrix everyKey = BoolMatrix::Constant(1, t + 1, true);

    DecodingStep<Scalar> step;
    step.position = t;
    step.token = token;
    Matrix<Scalar> x = p.tokenEmbedding.row(token) + p.positionEmbedding.row(t);
    for (std::size_t l = 0; l < layers_.size(); ++l) {
        const AttentionWeights<Scalar> &weights = p.layers[l]; // wo is always present
        LayerCache &cache = layers_[l];
        const Matrix<Scalar> q = RowKernels::product<Scalar>(x, weights.wq);
        cache.keys.row(t) = RowKernels::product<Scalar>(x, weights.wk);
        cache.values.row(t) = RowKernels::product<Scalar>(x, weights.wv);
        Matrix<Scalar> concatenated(1, heads * dv);
        Matrix<Scalar> attention(heads, t + 1);
        for (Index h = 0; h < heads; ++h) {
            const std::size_t u = static_cast<std::size_t>(h);
            const auto keys = cache.keys.block(0, h * dk, t + 1, dk);
            const auto values = cache.values.block(0, h * dv, t + 1, dv);
            cache.keysTransposed[u].col(t) = cache.keys.row(t).segment(h * dk, dk).transpose();
            KeyOrder::insert<Scalar>(cache.order[u], keys, values, t);
            std::vector<Index> order = cache.order[u];
            if (summation_ == SummationOrder::Reversed)
                std::reverse(order.begin(), order.end());
            // The new query against the cache, by the kernel of the full forward.
            const OrderedAttentionResult<Scalar> head = OrderedAttention<Scalar>::forward(
                q.middleCols(h * dk, dk), cache.keysTransposed[u].leftCols(t + 1), values, everyKey,
                order, scale);
            concatenated.middleCols(h * dv, dv) = head.output;
            attention.row(h) = head.probabilities;
        }
        x += RowKernels::product<Scalar>(concatenated, *weights.wo);
        step.attention.push_back(std::move(attention));
    }
    logits_.row(t) = RowKernels::product<Scalar>(x, p.unembedding);
    step.logits = logits_.row(t);
    tokens_.push_back(token);
    last_ = std::move(step);
    return last_;
}

template <typename Scalar>
void IncrementalDecoder<Scalar>::truncate(Index length)
{
    if (length < 0 || length > this->length())
        throw ShapeError("length: expected 0…" + std::to_string(this->length()) + ", got "
                         + std::to_string(length));
    tokens_.resize(static_cast<std::size_t>(length));
    for (LayerCache &layer : layers_)
        for (std::vector<Index> &order : layer.order)
            std::erase_if(order, [length](Index j) { return j >= length; });
    // The step now last: its logits are kept; its attention weights are not.
    last_ = DecodingStep<Scalar>{};
    if (length > 0) {
        last_.position = length - 1;
        last_.token = tokens_.back();
        last_.logits = logits_.row(length - 1);
    }
}

template <typename Scalar>
std::vector<int> IncrementalDecoder<Scalar>::generate(const std::vector<int> &prompt, Index count,
                                                      const SamplingOptions &sampling,
                                                      TokenSampler &sampler)
{
    if (count < 0)
        throw ShapeError("count: expected a number of tokens ≥ 0");
    if (length() > 0 && !prompt.empty())
        throw ShapeError("prompt: the cache already holds a sequence (reset() first)");
    if (length() == 0 && prompt.empty())
        throw ShapeError("prompt: expected at least one token to start from");
    for (const int token : prompt)
        append(token);
    for (Index n = 0; n < count; ++n) {
        const RowVector<double> logits = last_.logits.template cast<double>();
        const Index next = sampling.greedy
            ? TokenSampler::greedy(logits)
            : sampler.sample(logits, sampling.temperature, sampling.topK);
        append(static_cast<int>(next));
    }
    return tokens_;
}

template <typename Scalar>
MatrixRef<Scalar> IncrementalDecoder<Scalar>::keys(Index layer) const
{
    if (layer < 0 || layer >= static_cast<Index>(layers_.size()))
        throw ShapeError("layer: expected 0…" + std::to_string(layers_.size() - 1));
    return layers_[static_cast<std::size_t>(layer)].keys.topRows(length());
}

template <typename Scalar>
MatrixRef<Scalar> IncrementalDecoder<Scalar>::values(Index layer) const
{
    if (layer < 0 || layer >= static_cast<Index>(layers_.size()))
        throw ShapeError("layer: expected 0…" + std::to_string(layers_.size() - 1));
    return layers_[static_cast<std::size_t>(layer)].values.topRows(length());
}

template class IncrementalDecoder<float>;
template class IncrementalDecoder<double>;

} // namespace atlas
