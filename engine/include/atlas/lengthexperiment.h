// Positions beyond the trained length, measured: train a small decoder on the copy task
// (inductiontask.h) at one length, then ask it to copy at longer ones.
//
// The copy task asks the model to find, for the query's token, its earlier occurrence and read
// what came next — a distance of r positions for copies of r tokens. A model trained with
// copies of at most R tokens has met distances up to R; at 2R and 4R it must read distances it
// never saw:
//   - rotary positions (Su et al. 2021, arXiv:2104.09864) turn q and k by angles of their
//     positions; at an unseen distance the score is an unseen function of the angles, and the
//     loss on the copied half rises — often above that of a uniform guess;
//   - position interpolation (Chen et al. 2023, arXiv:2306.15595) scales every position by
//     s = L/L′ so the distances fall back inside the trained range, compressed; the paper
//     fine-tunes briefly after it (about 1 000 steps for LLaMA); without it the compressed
//     angles are themselves new;
//   - "NTK-aware" scaling (bloc97 2023; Peng et al. 2023, YaRN, arXiv:2309.00071, § 3.1)
//     raises the base instead, base′ = base·κ^(dₖ/(dₖ−2)) for a context κ times longer: the
//     fastest pairs turn nearly as before, the slowest are interpolated;
//   - ALiBi (Press et al. 2021, arXiv:2108.12409) biases scores by distance, a penalty that
//     continues past any length; the paper's claim is that it extrapolates.
// The model is TinyDecoder (no MLP, no normalisation): small enough to train in seconds, so
// the figures are a demonstration on one seed, not a benchmark of the methods. With one fixed
// copy length R the distance to copy from is fixed too, and a rotary model learns that
// relative offset directly (inductiontask.h says why the task varies it): nearly perfect at R,
// and exactly what fails at 2R. With varied copy lengths it must learn induction, which this
// small model does slowly.
//
// Training: `steps` Adam steps, each on one sequence of the task drawn with the step's seed
// (InductionTask::stepSeed), so a run is reproducible bit for bit. Evaluation: the mean loss
// over the repeated half's predictions (the ones an induction circuit gets right) of
// `samples` sequences whose copies have exactly r tokens, seeded.
#pragma once

#include "atlas/inductiontask.h"
#include "atlas/tinydecoder.h"

#include <functional>
#include <optional>

namespace atlas {

struct LengthExperimentConfig {
    DecoderConfig model;      // positions, sizes; maxLength ≥ the longest sequence evaluated
    InductionTaskConfig task; // the training task: copies of minimumRepeat … repeat tokens
    int steps = 3000;
    double learningRate = 0.01;
    std::uint64_t seed = 1;
};

class LengthExperiment {
public:
    // Trains from the model's seed. `progress(done, total)` is called every 25 steps;
    // returning false stops the run (nullopt). Throws ShapeError when the task's sequences
    // do not fit the model (vocabulary, maxLength) or steps < 1.
    static std::optional<TinyDecoder<double>> train(const LengthExperimentConfig &config,
                                                     const std::function<bool(int done, int total)> &progress = {});

    // The mean loss, in nats, over the repeated half of `samples` sequences whose copies have
    // `repeat` tokens (vocabulary, BOS as in `task`). Throws ShapeError when they do not fit.
    static double repeatedHalfLoss(const TinyDecoder<double> &decoder, const InductionTaskConfig &task, Index repeat,
                                   int samples, std::uint64_t seed);

    // The same decoder read with rotary positions interpolated for a context `factor` times
    // the trained one (s divided by factor), or with the base raised NTK-aware
    // (base·factor^(dₖ/(dₖ−2))). Throws ShapeError for a decoder without rotary positions or a
    // factor < 1.
    static TinyDecoder<double> interpolated(const TinyDecoder<double> &decoder, double factor);
    static TinyDecoder<double> ntkScaled(const TinyDecoder<double> &decoder, double factor);
};

} // namespace atlas
