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
// params' steps and seed — one with rotary positions, one with ALiBi — on a worker thread with
// progress and Cancel (about four seconds on one core), then measured there:
//   - attention sinks: the rotary decoder's first-token mass per head over the first window
//     of a long stream, and its loss after eviction through a cache of its training window
//     keeping 0 … 4 first tokens (StreamingCache), with the per-step losses of 0 and 1 kept;
//   - positions beyond the trained length: the loss on the copied tokens (SinkExperiment::
//     windowLoss) at 1, 2 and 4 training windows, for the rotary decoder as trained,
//     interpolated (s = 1/κ) and NTK-scaled (κ = the factor), and for the ALiBi decoder.
// The findings of a (steps, seed) pair are kept for the process: a page made again (another
// language, a screenshot) shows them without training again; Train again always retrains.
#pragma once

#include "longcontextparams.h"

#include <atlas/types.h>

#include <QFutureWatcher>
#include <QObject>

#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace atlas {

struct LongContextFindings {
    static constexpr int maxSinks = 4;
    static constexpr std::array<int, 3> lengthFactors{1, 2, 4};
    enum Variant { Rotary, Interpolated, NtkScaled, Alibi, VariantCount };

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
};

class LongContextSession : public QObject {
    Q_OBJECT

public:
    enum class State { Untrained, Training, Ready };

    explicit LongContextSession(const LongContextParams &params, QObject *parent = nullptr);
    ~LongContextSession() override;

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
    double progress() const { return progress_; }
    const std::optional<LongContextFindings> &findings() const { return findings_; }
    // Trains in the background (findings already known for these params are shown at once
    // unless `again`); a run in flight is left alone.
    void train(bool again = false);
    void cancel();
    // Blocks until the findings are in (tests, screenshots): trains on this thread if needed.
    void trainNow();
    void waitForWorker();

    // The whole computation, synchronous; nullopt when `keepGoing(fraction)` returned false.
    static std::optional<LongContextFindings> compute(int steps, std::uint64_t seed,
                                                      const std::function<bool(double)> &keepGoing = {});

    void reset(); // the band back to the params

Q_SIGNALS:
    void bandChanged();
    void stateChanged();
    void progressChanged(double fraction);

private:
    void install(const LongContextFindings &findings);

    LongContextParams params_;
    int length_, window_, layers_;
    State state_ = State::Untrained;
    double progress_ = 0;
    std::optional<LongContextFindings> findings_;
    QFutureWatcher<std::optional<LongContextFindings>> watcher_;
};

} // namespace atlas
