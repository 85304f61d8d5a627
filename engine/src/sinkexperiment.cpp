#include "atlas/sinkexperiment.h"

#include "atlas/adamoptimizer.h"
#include "atlas/inductiontask.h"

#include "seededdraw.h"

#include <algorithm>
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

// What every reading of `text` by `model` in windows of `length` needs: the text's ids in the
// vocabulary, and `minimum` ≤ length ≤ maxLength; `field` names the length in the message and
// `why` says what the minimum is for.
void checkFits(const DecoderConfig &model, const CopyTextConfig &text, Index length, const char *field, Index minimum,
               const std::string &why)
{
    checkText(text);
    if (model.vocabulary < text.vocabulary)
        throw ShapeError("vocabulary: the text needs " + std::to_string(text.vocabulary) + " ids, the model has "
                         + std::to_string(model.vocabulary));
    if (length < minimum)
        throw ShapeError(std::string(field) + ": expected at least " + std::to_string(minimum) + " positions (" + why + ")");
    if (length > model.maxLength)
        throw ShapeError(std::string(field) + ": " + std::to_string(length) + " positions, the model reads "
                         + std::to_string(model.maxLength));
}

const char *const bosAndAToken = "BOS and a token";

} // namespace

SinkExperimentConfig SinkExperiment::chapterPreset(DecoderPositions positions)
{
    SinkExperimentConfig c;
    c.text.vocabulary = 16;
    c.text.copyLength = 6;
    c.window = 32;
    c.model.vocabulary = 16;
    c.model.modelWidth = 32;
    c.model.heads = 2;
    c.model.keyWidth = 16;
    c.model.valueWidth = 16;
    c.model.layers = 2;
    c.model.maxLength = 4 * c.window;
    c.model.positions = positions;
    c.model.rotaryBase = 100;
    c.steps = 8000;
    c.learningRate = 0.003;
    c.seed = 2;
    return c;
}

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

DecoderInput SinkExperiment::window(const CopyTextConfig &text, Index length, std::uint64_t seed, bool predictableOnly)
{
    checkText(text);
    if (length < 2)
        throw ShapeError(std::string("length: expected at least 2 positions (") + bosAndAToken + ")");
    // A text long enough that the window fits at any of several offsets.
    const Index r = text.copyLength;
    const Index episodes = (length + 2 * r - 1) / (2 * r) + 2;
    const std::vector<int> body = copyText(text, episodes, seed);
    std::mt19937_64 engine(seed ^ 0x5bd1e995ULL);
    const auto span = static_cast<std::uint64_t>(body.size()) - static_cast<std::uint64_t>(length - 1) + 1;
    const auto offset = static_cast<Index>(detail::uniformBelow(engine, span));
    std::vector<int> tokens{0};
    tokens.insert(tokens.end(), body.begin() + offset, body.begin() + offset + (length - 1));
    DecoderInput input = DecoderInput::nextToken(std::move(tokens));
    if (predictableOnly) {
        // Position i's label is the text's token j = offset + i: predictable when it is a copy's
        // token after the first (q ≥ r + 1 within its episode) and its original j − r is in
        // the window (j − r ≥ offset).
        input.lossMask.assign(static_cast<std::size_t>(length), false);
        for (Index i = 0; i + 1 < length; ++i) {
            const Index j = offset + i;
            input.lossMask[static_cast<std::size_t>(i)] = j % (2 * r) >= r + 1 && j - r >= offset;
        }
    }
    return input;
}

double SinkExperiment::windowLoss(const TinyDecoder<double> &decoder, const CopyTextConfig &text, Index length, int samples,
                                  std::uint64_t seed)
{
    if (samples < 1)
        throw ShapeError("samples: expected at least 1");
    checkFits(decoder.config(), text, length, "length", 2 * text.copyLength + 2, "2·copyLength + 2, so that a window holds a whole copy");
    double sum = 0;
    std::int64_t counted = 0;
    for (int s = 0; s < samples; ++s) {
        const DecoderInput input = window(text, length, InductionTask::stepSeed(seed, s + 1), true);
        const auto n = std::count(input.lossMask.begin(), input.lossMask.end(), true);
        if (n == 0)
            continue;
        sum += decoder.forward(input).loss * static_cast<double>(n);
        counted += n;
    }
    return counted > 0 ? sum / static_cast<double>(counted) : 0.0;
}

std::optional<TinyDecoder<double>> SinkExperiment::fineTune(TinyDecoder<double> decoder, const CopyTextConfig &text,
                                                            Index length, int steps, double learningRate, std::uint64_t seed,
                                                            const std::function<bool(int, int)> &progress)
{
    if (steps < 1)
        throw ShapeError("steps: expected at least 1");
    checkFits(decoder.config(), text, length, "length", 2, bosAndAToken);
    AdamOptimizer<double> adam(learningRate);
    for (int step = 1; step <= steps; ++step) {
        if (progress && step % 25 == 1 && !progress(step - 1, steps))
            return std::nullopt;
        decoder.trainStep(window(text, length, InductionTask::stepSeed(seed, step), false), adam);
    }
    if (progress)
        progress(steps, steps);
    return decoder;
}

std::optional<TinyDecoder<double>> SinkExperiment::train(const SinkExperimentConfig &config,
                                                         const std::function<bool(int, int)> &progress)
{
    if (config.steps < 1)
        throw ShapeError("steps: expected at least 1");
    checkFits(config.model, config.text, config.window, "window", 2, bosAndAToken);
    // Training is fine-tuning from the seed's weights: the same windows, step for step.
    return fineTune(TinyDecoder<double>(config.model, config.seed), config.text, config.window, config.steps, config.learningRate,
                    config.seed, progress);
}

} // namespace atlas
