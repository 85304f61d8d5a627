#include "atlas/sinkexperiment.h"

#include "atlas/adamoptimizer.h"
#include "atlas/inductiontask.h"

#include "seededdraw.h"

#include <random>
#include <string>

namespace atlas {

namespace {

void checkText(const CopyTextConfig &text)
{
    if (text.vocabulary < 2)
        throw ShapeError("vocabulary: expected at least 2 ids (BOS and one token)");
    if (text.copyLength < 1)
        throw ShapeError("copyLength: expected at least 1");
}

} // namespace

std::vector<int> SinkExperiment::copyText(const CopyTextConfig &text, Index episodes, std::uint64_t seed)
{
    checkText(text);
    if (episodes < 0)
        throw ShapeError("episodes: expected 0 or more");
    std::mt19937_64 engine(InductionTask::stepSeed(seed, 0));
    std::vector<int> tokens;
    tokens.reserve(static_cast<std::size_t>(2 * text.copyLength * episodes));
    std::vector<int> episode(static_cast<std::size_t>(text.copyLength));
    for (Index e = 0; e < episodes; ++e) {
        for (int &t : episode)
            t = 1 + static_cast<int>(detail::uniformBelow(engine, static_cast<std::uint64_t>(text.vocabulary - 1)));
        tokens.insert(tokens.end(), episode.begin(), episode.end());
        tokens.insert(tokens.end(), episode.begin(), episode.end());
    }
    return tokens;
}

std::vector<int> SinkExperiment::stream(const CopyTextConfig &text, Index episodes, std::uint64_t seed)
{
    std::vector<int> tokens{0};
    const std::vector<int> body = copyText(text, episodes, seed);
    tokens.insert(tokens.end(), body.begin(), body.end());
    return tokens;
}

std::optional<TinyDecoder<double>> SinkExperiment::train(const SinkExperimentConfig &config,
                                                         const std::function<bool(int, int)> &progress)
{
    checkText(config.text);
    if (config.steps < 1)
        throw ShapeError("steps: expected at least 1");
    if (config.window < 2)
        throw ShapeError("window: expected at least 2 (BOS and a token)");
    if (config.model.vocabulary < config.text.vocabulary)
        throw ShapeError("vocabulary: the text needs " + std::to_string(config.text.vocabulary) + " ids, the model has "
                         + std::to_string(config.model.vocabulary));
    if (config.window > config.model.maxLength)
        throw ShapeError("window: " + std::to_string(config.window) + " positions, the model reads "
                         + std::to_string(config.model.maxLength));
    // Texts long enough that every window fits at any of several offsets.
    const Index episodes = (config.window + 2 * config.text.copyLength - 1) / (2 * config.text.copyLength) + 2;
    TinyDecoder<double> decoder(config.model, config.seed);
    AdamOptimizer<double> adam(config.learningRate);
    for (int step = 1; step <= config.steps; ++step) {
        if (progress && step % 25 == 1 && !progress(step - 1, config.steps))
            return std::nullopt;
        const std::uint64_t stepSeed = InductionTask::stepSeed(config.seed, step);
        const std::vector<int> text = copyText(config.text, episodes, stepSeed);
        std::mt19937_64 engine(stepSeed ^ 0x5bd1e995ULL);
        const auto span = static_cast<std::uint64_t>(text.size()) - static_cast<std::uint64_t>(config.window - 1) + 1;
        const auto offset = static_cast<std::ptrdiff_t>(detail::uniformBelow(engine, span));
        std::vector<int> window{0};
        window.insert(window.end(), text.begin() + offset, text.begin() + offset + (config.window - 1));
        decoder.trainStep(DecoderInput::nextToken(std::move(window)), adam);
    }
    if (progress)
        progress(config.steps, config.steps);
    return decoder;
}

} // namespace atlas
