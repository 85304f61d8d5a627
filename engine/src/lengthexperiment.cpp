#include "atlas/lengthexperiment.h"

#include "atlas/adamoptimizer.h"

#include <cmath>
#include <string>

namespace atlas {

namespace {

DecoderInput inputOf(const TokenBatch &sequence, bool repeatedHalfOnly)
{
    DecoderInput input;
    input.tokens = sequence.tokens;
    input.labels.resize(sequence.tokens.size());
    for (std::size_t i = 0; i < sequence.tokens.size(); ++i)
        if (sequence.labels[i] >= 0)
            input.labels[i] = sequence.labels[i];
    if (repeatedHalfOnly) {
        input.lossMask.resize(sequence.tokens.size());
        for (std::size_t i = 0; i < sequence.tokens.size(); ++i)
            input.lossMask[i] = sequence.parts[i] == PredictionPart::RepeatedHalf;
    }
    return input;
}

void checkFits(const DecoderConfig &model, const InductionTask &task)
{
    if (task.modelVocabulary() > model.vocabulary)
        throw ShapeError("vocabulary: the task needs " + std::to_string(task.modelVocabulary()) + " ids, the model has "
                         + std::to_string(model.vocabulary));
    if (task.length() > model.maxLength)
        throw ShapeError("maxLength: the task's sequences have " + std::to_string(task.length()) + " positions, the model reads "
                         + std::to_string(model.maxLength));
}

void requireRotary(const TinyDecoder<double> &decoder, double factor)
{
    if (decoder.config().positions != DecoderPositions::Rotary)
        throw ShapeError("positions: interpolation and base scaling need rotary positions");
    if (!(factor >= 1) || !std::isfinite(factor))
        throw ShapeError("factor: expected a finite number ≥ 1");
}

} // namespace

std::optional<TinyDecoder<double>> LengthExperiment::train(const LengthExperimentConfig &config,
                                                           const std::function<bool(int, int)> &progress)
{
    if (config.steps < 1)
        throw ShapeError("steps: expected at least 1");
    const InductionTask task(config.task);
    checkFits(config.model, task);
    TinyDecoder<double> decoder(config.model, config.seed);
    AdamOptimizer<double> adam(config.learningRate);
    for (int step = 1; step <= config.steps; ++step) {
        if (progress && step % 25 == 1 && !progress(step - 1, config.steps))
            return std::nullopt;
        const TokenBatch batch = task.batch(1, InductionTask::stepSeed(config.seed, step));
        decoder.trainStep(inputOf(batch, false), adam);
    }
    if (progress)
        progress(config.steps, config.steps);
    return decoder;
}

double LengthExperiment::repeatedHalfLoss(const TinyDecoder<double> &decoder, const InductionTaskConfig &taskConfig,
                                          Index repeat, int samples, std::uint64_t seed)
{
    if (samples < 1)
        throw ShapeError("samples: expected at least 1");
    InductionTaskConfig fixed = taskConfig;
    fixed.repeat = repeat;
    fixed.minimumRepeat = 0; // every copy exactly `repeat` tokens
    const InductionTask task(fixed);
    checkFits(decoder.config(), task);
    double sum = 0;
    for (int s = 0; s < samples; ++s)
        sum += decoder.forward(inputOf(task.sequence(InductionTask::stepSeed(seed, s + 1)), true)).loss;
    return sum / samples;
}

TinyDecoder<double> LengthExperiment::interpolated(const TinyDecoder<double> &decoder, double factor)
{
    requireRotary(decoder, factor);
    DecoderConfig config = decoder.config();
    config.rotaryScale /= factor;
    return TinyDecoder<double>(config, decoder.parameters());
}

TinyDecoder<double> LengthExperiment::ntkScaled(const TinyDecoder<double> &decoder, double factor)
{
    requireRotary(decoder, factor);
    DecoderConfig config = decoder.config();
    if (config.keyWidth <= 2)
        throw ShapeError("keyWidth: NTK-aware scaling needs dₖ > 2 (base·κ^(dₖ/(dₖ−2)))");
    const double dk = static_cast<double>(config.keyWidth);
    config.rotaryBase *= std::pow(factor, dk / (dk - 2));
    return TinyDecoder<double>(config, decoder.parameters());
}

} // namespace atlas
