// Attention sinks, measured: train a small decoder the way language models are trained — on
// windows of a long text, each read after a begin-of-sequence token — then let it read a text
// far longer than its window through a bounded cache (streamingcache.h), with and without the
// first token kept.
//
// The text is a copy text: episodes of r tokens drawn at random from the ids 1 … V−1, each
// followed by itself (a₁ … a_r a₁ … a_r b₁ … b_r b₁ … b_r …), so that half of its tokens can
// be predicted from context — by looking r positions back. Id 0 is the BOS token; it starts
// every training window (at a random offset into a fresh text) and the stream read afterwards.
//
// What a trained model does with BOS: heads that have nothing to read park their weight on it,
// visible to every query whatever its content (Xiao et al. 2023, arXiv:2309.17453, § 3.1:
// "attention sinks"; firstTokenMass shows it). A rolling cache of the training length without
// it gives the model inputs it never saw — no BOS where every training window had one — and
// the loss rises; keeping the first token (the BOS) restores the training distribution, and
// the loss recovers. With a model this small the effect is a few tenths of a nat, measured on
// one seed: a demonstration, not a benchmark.
//
// Positions beyond the trained length (the long-context chapter's third part) use the same
// harness: windows of the same text, `length` tokens instead of the training window's.
// windowLoss counts only the tokens a model can predict from the window — each token of a copy
// after its first, whose original (r positions back) lies inside the window — so a longer
// window asks the same question over longer distances, and the loss shows whether the model's
// positions still work there (lengthexperiment.h scales rotary positions for it).
//
// Every draw is seeded (std::mt19937_64 with rejection for bounded integers): a seed gives the
// same texts, windows and model on every platform.
#pragma once

#include "atlas/tinydecoder.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace atlas {

struct CopyTextConfig {
    Index vocabulary = 16; // V: BOS is 0, the episodes' tokens 1 … V−1
    Index copyLength = 6;  // r: tokens per episode, each followed by its copy
};

struct SinkExperimentConfig {
    DecoderConfig model;        // vocabulary ≥ V, maxLength ≥ window
    CopyTextConfig text;
    Index window = 32;          // training length, BOS included
    int steps = 6000;
    double learningRate = 0.01;
    std::uint64_t seed = 1;
};

class SinkExperiment {
public:
    // The long-context chapter's decoders, and `attention-atlas-cli train-long-context`'s
    // defaults: a text of V = 16 ids in episodes of r = 6, windows of 32; two layers of two
    // heads, dₖ = dᵥ = 16, width 32, rotary base 100; read up to four windows long (maxLength
    // 128, which rotary and ALiBi models allow: they have no position table); 8000 Adam steps
    // at 0.003, seed 2. About two seconds per model on one core.
    static SinkExperimentConfig chapterPreset(DecoderPositions positions);

    // `episodes` episodes (2r·episodes tokens), seeded.
    static std::vector<int> copyText(const CopyTextConfig &text, Index episodes, std::uint64_t seed);
    // BOS, then a copy text of `episodes` episodes: what the trained model reads afterwards.
    static std::vector<int> stream(const CopyTextConfig &text, Index episodes, std::uint64_t seed);

    // One window as training reads it: BOS, then `length` − 1 consecutive tokens of a fresh
    // text drawn with `seed`, at a random offset; next-token labels (the last position has
    // none). With `predictableOnly` the loss mask keeps the predictable tokens described above.
    // Throws ShapeError naming "length" when it is < 2.
    static DecoderInput window(const CopyTextConfig &text, Index length, std::uint64_t seed, bool predictableOnly);

    // The mean loss, in nats, over the predictable tokens of `samples` windows of `length`
    // tokens (seeds derived from `seed`): per token, not per window. Throws ShapeError naming
    // "length" (< 2r + 2, too short to hold a copy, or beyond the decoder's maxLength),
    // "samples" (< 1) or "vocabulary" (the text's ids do not fit the decoder).
    static double windowLoss(const TinyDecoder<double> &decoder, const CopyTextConfig &text, Index length, int samples,
                             std::uint64_t seed);

    // Fine-tuning at a new length (Chen et al. 2023 fine-tune after interpolating): `steps`
    // more Adam steps (a fresh optimizer at `learningRate`) for `decoder` — as it is, or
    // with its positions interpolated or NTK-scaled (lengthexperiment.h) — each on one window
    // of `length` tokens drawn like training's, seeded by `seed`. `progress(done, total)`
    // every 25 steps; false stops it (nullopt). Throws ShapeError naming "length" (< 2 or
    // beyond maxLength), "steps" (< 1) or "vocabulary".
    static std::optional<TinyDecoder<double>> fineTune(TinyDecoder<double> decoder, const CopyTextConfig &text, Index length,
                                                       int steps, double learningRate, std::uint64_t seed,
                                                       const std::function<bool(int done, int total)> &progress = {});

    // Trains from the model's seed: each step one window (BOS and window − 1 consecutive tokens
    // of a fresh text, at a random offset). `progress(done, total)` every 25 steps; false stops
    // the run (nullopt). Throws ShapeError naming the field that does not fit.
    static std::optional<TinyDecoder<double>> train(const SinkExperimentConfig &config,
                                                    const std::function<bool(int done, int total)> &progress = {});
};

} // namespace atlas
