#include "atlas/streamingcache.h"

#include <cmath>
#include <string>

namespace atlas {

namespace {

void checkOptions(const StreamingOptions &o, Index maxLength)
{
    if (o.budget < 1 || o.budget > maxLength)
        throw ShapeError("budget: expected 1 to " + std::to_string(maxLength) + " positions (the decoder's maxLength), got "
                         + std::to_string(o.budget));
    if (o.sinks < 0 || o.sinks >= o.budget)
        throw ShapeError("sinks: expected 0 to " + std::to_string(o.budget - 1) + " (fewer than the budget), got "
                         + std::to_string(o.sinks));
}

} // namespace

template <typename Scalar>
std::vector<int> StreamingCache<Scalar>::contents(const std::vector<int> &tokens, Index step, const StreamingOptions &options)
{
    if (step < 0 || step >= static_cast<Index>(tokens.size()))
        throw ShapeError("tokens: step " + std::to_string(step) + " outside 0 … " + std::to_string(tokens.size()) + " − 1");
    if (options.budget < 1 || options.sinks < 0 || options.sinks >= options.budget)
        throw ShapeError("sinks: expected 0 ≤ sinks < budget");
    const auto at = [&tokens](Index i) { return tokens[static_cast<std::size_t>(i)]; };
    std::vector<int> held;
    if (step < options.budget) { // not full yet: nothing evicted
        for (Index i = 0; i <= step; ++i)
            held.push_back(at(i));
        return held;
    }
    for (Index i = 0; i < options.sinks; ++i)
        held.push_back(at(i));
    for (Index i = step - (options.budget - options.sinks) + 1; i <= step; ++i)
        held.push_back(at(i));
    return held;
}

template <typename Scalar>
StreamingLoss StreamingCache<Scalar>::evaluate(const TinyDecoder<Scalar> &decoder, const std::vector<int> &tokens,
                                               const StreamingOptions &options)
{
    const DecoderConfig &config = decoder.config();
    checkOptions(options, config.maxLength);
    if (tokens.size() < 2)
        throw ShapeError("tokens: expected at least 2 (a token and the next to predict)");
    for (int t : tokens)
        if (t < 0 || t >= config.vocabulary)
            throw ShapeError("tokens: id " + std::to_string(t) + " outside the vocabulary 0 … "
                             + std::to_string(config.vocabulary - 1));
    StreamingLoss result;
    double sum = 0, sumAfter = 0;
    Index after = 0;
    const Index steps = static_cast<Index>(tokens.size()) - 1;
    for (Index t = 0; t < steps; ++t) {
        DecoderInput input;
        input.tokens = contents(tokens, t, options);
        const DecoderTrace<Scalar> trace = decoder.forward(input);
        const Index last = trace.probabilities.rows() - 1;
        const double p = static_cast<double>(trace.probabilities(last, tokens[static_cast<std::size_t>(t + 1)]));
        // p > 0 always (a softmax); its smallest floats stay finite under the logarithm.
        const double loss = -std::log(std::max(p, 1e-300));
        result.positionLoss.push_back(loss);
        sum += loss;
        if (t >= options.budget) {
            sumAfter += loss;
            ++after;
        }
    }
    result.meanLoss = sum / static_cast<double>(steps);
    result.meanLossAfterEviction = after > 0 ? sumAfter / static_cast<double>(after) : 0.0;
    return result;
}

template <typename Scalar>
std::vector<double> StreamingCache<Scalar>::firstTokenMass(const TinyDecoder<Scalar> &decoder, const std::vector<int> &tokens)
{
    DecoderInput input;
    input.tokens = tokens;
    const DecoderTrace<Scalar> trace = decoder.forward(input);
    std::vector<double> mass;
    for (const AttentionTrace<Scalar> &layer : trace.attention)
        for (const HeadTrace<Scalar> &head : layer.heads)
            mass.push_back(static_cast<double>(head.probabilities.col(0).mean()));
    return mass;
}

template class StreamingCache<float>;
template class StreamingCache<double>;

} // namespace atlas
