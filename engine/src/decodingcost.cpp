#include "atlas/decodingcost.h"

#include "atlas/incrementaldecoder.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

namespace atlas {

namespace {

void requireLength(const DecoderConfig &config, Index length)
{
    if (length < 1 || length > config.maxLength)
        throw ShapeError("length: expected 1…" + std::to_string(config.maxLength) + ", got "
                         + std::to_string(length));
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

template <typename Work>
double seconds(const Work &work)
{
    const auto start = std::chrono::steady_clock::now();
    work();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

DecodingWork DecodingCost::cachedStep(const DecoderConfig &config, Index length)
{
    requireLength(config, length);
    const double L = static_cast<double>(config.layers), d = static_cast<double>(config.modelWidth),
                 H = static_cast<double>(config.heads), dk = static_cast<double>(config.keyWidth),
                 dv = static_cast<double>(config.valueWidth), T = static_cast<double>(length);
    DecodingWork w;
    w.projections = L * d * H * (2 * dk + dv);
    w.scores = L * H * T * dk;
    w.mixture = L * H * T * dv;
    w.outputProjection = L * H * dv * d;
    w.logits = d * static_cast<double>(config.vocabulary);
    return w;
}

DecodingWork DecodingCost::fullRecompute(const DecoderConfig &config, Index length)
{
    requireLength(config, length);
    const double L = static_cast<double>(config.layers), d = static_cast<double>(config.modelWidth),
                 H = static_cast<double>(config.heads), dk = static_cast<double>(config.keyWidth),
                 dv = static_cast<double>(config.valueWidth), T = static_cast<double>(length);
    DecodingWork w;
    w.projections = L * T * d * H * (2 * dk + dv);
    w.scores = L * H * T * (T + 1) / 2 * dk;
    w.mixture = L * H * T * (T + 1) / 2 * dv;
    w.outputProjection = L * T * H * dv * d;
    w.logits = T * d * static_cast<double>(config.vocabulary);
    return w;
}

template <typename Scalar>
DecodingTiming DecodingCost::measure(const TinyDecoder<Scalar> &decoder, Index length, int repetitions)
{
    const DecoderConfig &config = decoder.config();
    requireLength(config, length);
    if (repetitions < 1)
        throw ShapeError("repetitions: expected at least 1");
    std::vector<int> tokens(static_cast<std::size_t>(length));
    for (Index t = 0; t < length; ++t)
        tokens[static_cast<std::size_t>(t)] = static_cast<int>(t % config.vocabulary);
    DecoderInput input;
    input.tokens = tokens;

    IncrementalDecoder<Scalar> cache(decoder);
    for (Index t = 0; t + 1 < length; ++t)
        cache.append(tokens[static_cast<std::size_t>(t)]);
    std::vector<double> cached, recompute;
    for (int r = 0; r < repetitions; ++r) {
        cached.push_back(seconds([&] { cache.append(tokens.back()); }));
        cache.truncate(length - 1);
        recompute.push_back(seconds([&] { decoder.forward(input); }));
    }
    DecodingTiming timing;
    timing.length = length;
    timing.cachedSeconds = median(cached);
    timing.recomputeSeconds = median(recompute);
    timing.repetitions = repetitions;
    return timing;
}

template DecodingTiming DecodingCost::measure<float>(const TinyDecoder<float> &, Index, int);
template DecodingTiming DecodingCost::measure<double>(const TinyDecoder<double> &, Index, int);

} // namespace atlas
