// The long-context chapter's model: every number its lab shows, from the engine.
//
// The band (section 1): a causal mask with a sliding window of W keys over T positions, and how
// far information travels through L such layers. Key j can reach query i (j ≤ i) in
//     layers(i, j) = max(1, ⌈(i − j)/(W − 1)⌉)
// layers — one layer moves information at most W − 1 positions (the residual and the MLP act on
// each position alone) — so after L layers query i has read inputs i − L(W − 1) … i, and with
// W = 1 nothing but itself. The allowed pairs of one layer are those with layers(i, j) = 1.
//
// The decoders (sections 2 and 3): the engine's SinkExperiment::chapterPreset, trained with the
// params' steps and seed — one with rotary positions, one with ALiBi — off the GUI thread
// (BackgroundTask) with progress and Cancel (about four seconds on one core), then measured there:
//   - attention sinks: the rotary decoder's first-token mass per head over the first window
//     of a long stream, and its loss after eviction through a cache of its training window
//     keeping 0 … 4 first tokens (StreamingCache), with the per-step losses of 0 and 1 kept;
//   - positions beyond the trained length: the loss on the copied tokens (SinkExperiment::
//     windowLoss) at 1, 2 and 4 training windows, for the rotary decoder as trained,
//     interpolated (s = 1/κ) and NTK-scaled (κ = the factor), and for the ALiBi decoder;
//   - on request, each of the three rotary readings fine-tuned at each longer length
//     (SinkExperiment::fineTune, the params' tune_steps, as Chen et al. fine-tune after
//     interpolating), and measured there again.
// The findings of a (steps, seed) pair are kept for the process: a page made again (another
// language, a screenshot) shows them without training again; Train again always retrains.
#pragma once

#include "longcontextparams.h"

#include "core/backgroundtask.h"

#include <atlas/tinydecoder.h>

#include <QObject>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace atlas {

struct LongContextFindings {
    static constexpr int maxSinks = 4;
    static constexpr std::array<int, 3> lengthFactors{1, 2, 4};
    enum Variant { Rotary, Interpolated, NtkScaled, Alibi, VariantCount };
    static constexpr int rotaryReadings = 3; // Rotary, Interpolated, NtkScaled

    int steps = 0;
    std::uint64_t seed = 0;
    Index trainedLength = 0;                 // the training window, 32
    Index cacheBudget = 0;                   // the streaming cache's positions, = the window
    Index layers = 0, heads = 0;
    std::vector<double> firstTokenMass;      // per layer and head (layer-major)
    double evenMass = 0;                     // what an even spread would put on the first token
    std::array<double, maxSinks + 1> sinkLoss{};    // mean loss after eviction, 0 … 4 first tokens kept
    std::vector<double> streamLossEvicted;   // per step, no first token kept
    std::vector<double> streamLossKept;      // per step, the first token kept
    double uniformLoss = 0;                  // ln(V − 1): a uniform guess among the text's tokens
    std::array<std::array<double, lengthFactors.size()>, VariantCount> lengthLoss{};
    // After fine-tuning (tuned): each rotary reading at each length, fine-tuned there (at the
    // trained length: as lengthLoss, nothing to tune).
    bool tuned = false;
    int tuneSteps = 0;
    std::array<std::array<double, lengthFactors.size()>, rotaryReadings> tunedLoss{};
    // The trained rotary decoder, for fine-tuning (shared: findings are copied freely).
    std::shared_ptr<const TinyDecoder<double>> rotary;

    // The numbers, not the decoder's address.
    friend bool operator==(const LongContextFindings &a, const LongContextFindings &b)
    {
        return a.steps == b.steps && a.seed == b.seed && a.firstTokenMass == b.firstTokenMass && a.sinkLoss == b.sinkLoss
            && a.streamLossEvicted == b.streamLossEvicted && a.streamLossKept == b.streamLossKept
            && a.lengthLoss == b.lengthLoss && a.tuned == b.tuned && a.tuneSteps == b.tuneSteps && a.tunedLoss == b.tunedLoss;
    }
};

class LongContextSession : public QObject {
    Q_OBJECT

public:
    enum class State { Untrained, Training, FineTuning, Ready };

    explicit LongContextSession(const LongContextParams &params, QObject *parent = nullptr);

    const LongContextParams &params() const { return params_; }

    // The band.
    int length() const { return length_; }
    int window() const { return window_; }
    int layers() const { return layers_; }
    void setLength(int length);   // clamped to the params' range; W follows when larger
    void setWindow(int window);   // clamped to 1 … length
    void setLayers(int layers);   // clamped to 1 … maxLayers
    // layers(i, j) for j ≤ i within `layers()` (else 0: out of reach or in the future).
    static int layersToReach(int query, int key, int window);
    std::vector<std::vector<int>> reach() const;
    static qint64 windowPairs(qint64 length, qint64 window);  // T·W − W(W−1)/2 for T ≥ W
    static qint64 causalPairs(qint64 length);                 // T(T+1)/2
    static qint64 receptiveField(qint64 layers, qint64 window); // 1 + L(W − 1) inputs

    // The decoders: their training window and the stream the sinks are measured on.
    static Index trainedWindow();
    static Index streamLength();
    State state() const { return state_; }
    bool isRunning() const; // training or fine-tuning
    double progress() const { return progress_; }
    // The seed the next run trains with (the params' at first): the learner may try others.
    std::uint64_t seed() const { return seed_; }
    void setSeed(std::uint64_t seed);
    // How the last run ended: cancelled (the findings shown are the run before), or finished
    // with exactly the findings of the run before it (the same seed: the same numbers).
    bool lastRunCancelled() const { return lastRunCancelled_; }
    bool lastRunRepeated() const { return lastRunRepeated_; }
    const std::optional<LongContextFindings> &findings() const { return findings_; }
    // Trains in the background with seed() (findings already known for these steps and seed
    // are shown at once unless `again`); a run in flight is left alone.
    void train(bool again = false);
    // Fine-tunes the trained rotary decoder's three readings at the longer lengths in the
    // background; false (nothing started) unless the decoders are trained and idle.
    bool fineTune();
    void cancel();
    // Blocks until the findings are in (tests, screenshots): trains on this thread if needed.
    void trainNow();
    void waitForWorker();

    // The whole computation, synchronous; nullopt when `keepGoing(fraction)` returned false.
    static std::optional<LongContextFindings> compute(int steps, std::uint64_t seed,
                                                      const std::function<bool(double)> &keepGoing = {});
    // `findings` with tunedLoss filled in after `tuneSteps` steps per reading and length
    // (tuned); nullopt when stopped or without a decoder.
    static std::optional<LongContextFindings> computeTuned(const LongContextFindings &findings, int tuneSteps,
                                                           const std::function<bool(double)> &keepGoing = {});

    void reset(); // the band back to the params

Q_SIGNALS:
    void bandChanged();
    void seedChanged();
    void stateChanged();
    void progressChanged(double fraction);

private:
    void install(const LongContextFindings &findings);
    // A run that ended without findings: the decoders before it stay, and the bar says so.
    void endCancelledRun();
    void run(State state, std::function<std::optional<LongContextFindings>(const std::function<bool(double)> &)> job);

    LongContextParams params_;
    int length_, window_, layers_;
    State state_ = State::Untrained;
    double progress_ = 0;
    std::uint64_t seed_;
    bool lastRunCancelled_ = false;
    bool lastRunRepeated_ = false;
    std::optional<LongContextFindings> findings_;
    // Destroyed first: a run cancelled then reports to nobody.
    BackgroundTask<std::optional<LongContextFindings>> task_;
};

} // namespace atlas
