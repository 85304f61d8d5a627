#include "decoderblock.h"

#include "causalheadattention.h"

#include <algorithm>
#include <cmath>

namespace atlas::detail {

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

} // namespace

template <typename Scalar>
void DecoderBlock<Scalar>::forward(const Pass &pass)
{
    const DecoderConfig &c = pass.config;
    const DecoderParameters<Scalar> &p = pass.parameters;
    const Index n = count, t = length, heads = c.heads, dk = c.keyWidth, dv = c.valueWidth;
    const auto layers = static_cast<std::size_t>(c.layers);
    const int *tokens = pass.batch.tokens.data() + first * t;
    Matrix<Scalar> &x0 = stream[0];
    for (Index s = 0; s < n; ++s)
        for (Index i = 0; i < t; ++i)
            x0.row(s * t + i) = p.tokenEmbedding.row(tokens[s * t + i]) + p.positionEmbedding.row(i);
    for (std::size_t l = 0; l < layers; ++l) {
        Matrix<Scalar> &projected = qkv[l];
        projected.noalias() = stream[l] * pass.packedQkv[l];
        for (Index s = 0; s < n; ++s) {
            for (Index h = 0; h < heads; ++h) {
                auto scores = attention[l].block((s * heads + h) * t, 0, t, t);
                auto output = concatenated[l].block(s * t, h * dv, t, dv);
                if (!pass.headOn(l, h)) {
                    scores.setZero();
                    output.setZero();
                    continue;
                }
                CausalHeadAttention::forward(projected.block(s * t, h * dk, t, dk),
                                                     projected.block(s * t, heads * dk + h * dk, t, dk),
                                                     projected.block(s * t, 2 * heads * dk + h * dv, t, dv),
                                                     pass.scale, scores, output);
            }
        }
        Matrix<Scalar> &next = stream[l + 1];
        next.noalias() = concatenated[l] * *p.layers[l].wo;
        next += stream[l];
    }
    logits.noalias() = stream[layers] * p.unembedding;
}

template <typename Scalar>
void DecoderBlock<Scalar>::lossAndLogitGradients(const Pass &pass)
{
    const Index n = count, t = length;
    const int *labels = pass.batch.labels.data() + first * t;
    BatchCapture<Scalar> *capture = pass.capture;
    sequenceLossSum = 0;
    std::fill(std::begin(partLoss), std::end(partLoss), 0.0);
    std::fill(std::begin(partHits), std::end(partHits), 0.0);
    std::fill(std::begin(partCount), std::end(partCount), Index(0));
    for (Index s = 0; s < n; ++s) {
        Index labelled = 0;
        for (Index i = 0; i < t; ++i)
            labelled += labels[s * t + i] >= 0 ? 1 : 0;
        const Scalar weight = labelled > 0 ? pass.inverseBatch / static_cast<Scalar>(labelled) : Scalar(0);
        double sequenceLoss = 0;
        for (Index i = 0; i < t; ++i) {
            auto row = logits.row(s * t + i);
            Index best = 0;
            const Scalar maximum = row.maxCoeff(&best);
            const Scalar logSum = maximum + std::log((row.array() - maximum).exp().sum());
            const int label = labels[s * t + i];
            if (capture && capture->predictions)
                capture->probabilities.row((first + s) * t + i) = (row.array() - logSum).exp();
            if (label >= 0) {
                const double loss = static_cast<double>(logSum - row(label));
                const double hit = best == label ? 1.0 : 0.0;
                sequenceLoss += loss;
                const int part = partIndex(pass.batch.parts[static_cast<std::size_t>((first + s) * t + i)]);
                for (int group : {0, part}) {
                    partLoss[group] += loss;
                    partHits[group] += hit;
                    ++partCount[group];
                    if (part == 0)
                        break; // "all" only
                }
            }
            if (!pass.backward)
                continue;
            if (label >= 0) {
                row = ((row.array() - logSum).exp() * weight).matrix();
                row(label) -= weight;
            } else {
                row.setZero();
            }
        }
        if (labelled > 0)
            sequenceLossSum += sequenceLoss / static_cast<double>(labelled);
    }
}

template <typename Scalar>
void DecoderBlock<Scalar>::captureAttention(const Pass &pass) const
{
    const Index t = length, heads = pass.config.heads, layers = pass.config.layers;
    for (Index s = 0; s < count; ++s)
        for (Index l = 0; l < layers; ++l)
            for (Index h = 0; h < heads; ++h)
                pass.capture->heads[static_cast<std::size_t>(((first + s) * layers + l) * heads + h)]
                    = attention[static_cast<std::size_t>(l)].block((s * heads + h) * t, 0, t, t);
}

template <typename Scalar>
void DecoderBlock<Scalar>::backward(const Pass &pass)
{
    const DecoderConfig &c = pass.config;
    const DecoderParameters<Scalar> &p = pass.parameters;
    const Index n = count, t = length, heads = c.heads, dk = c.keyWidth, dv = c.valueWidth;
    const auto layers = static_cast<std::size_t>(c.layers);
    const int *tokens = pass.batch.tokens.data() + first * t;
    gradUnembedding.noalias() = stream[layers].transpose() * logits;
    gradStream.noalias() = logits * p.unembedding.transpose();
    for (std::size_t l = layers; l-- > 0;) {
        const Matrix<Scalar> &projected = qkv[l];
        gradOutputWeights[l].noalias() = concatenated[l].transpose() * gradStream;
        gradConcatenated.noalias() = gradStream * p.layers[l].wo->transpose();
        for (Index s = 0; s < n; ++s) {
            for (Index h = 0; h < heads; ++h) {
                auto gq = gradQkv.block(s * t, h * dk, t, dk);
                auto gk = gradQkv.block(s * t, heads * dk + h * dk, t, dk);
                auto gv = gradQkv.block(s * t, 2 * heads * dk + h * dv, t, dv);
                if (!pass.headOn(l, h)) {
                    gq.setZero();
                    gk.setZero();
                    gv.setZero();
                    continue;
                }
                const auto probabilities = attention[l].block((s * heads + h) * t, 0, t, t);
                const auto gradOutput = gradConcatenated.block(s * t, h * dv, t, dv);
                CausalHeadAttention::backward(projected.block(s * t, h * dk, t, dk),
                                                      projected.block(s * t, heads * dk + h * dk, t, dk),
                                                      projected.block(s * t, 2 * heads * dk + h * dv, t, dv),
                                                      probabilities, gradOutput, pass.scale, gradProbabilities,
                                                      gq, gk, gv);
            }
        }
        gradQkvWeights[l].noalias() = stream[l].transpose() * gradQkv;
        gradStream.noalias() += gradQkv * pass.packedQkv[l].transpose();
    }
    gradTokenEmbedding.setZero();
    gradPositionEmbedding.setZero();
    for (Index s = 0; s < n; ++s)
        for (Index i = 0; i < t; ++i) {
            gradTokenEmbedding.row(tokens[s * t + i]) += gradStream.row(s * t + i);
            gradPositionEmbedding.row(i) += gradStream.row(s * t + i);
        }
}

template struct DecoderBlock<float>;
template struct DecoderBlock<double>;

} // namespace atlas::detail
