// The decoding chapter's state: the chapter's decoder (trained on the tiny corpus when the
// chapter opens, off the GUI thread: BackgroundTask), the sequence it generates token by token with a KV cache,
// and what the lab checks at every step.
//
// Generation. The sequence starts as ⟨bos⟩ and the prompt; each step draws the next token from
// the last position's logits (atlas/tokensampler.h: sampling temperature τₛ and top-k, or the
// greedy choice) and appends it to the cache (atlas/incrementaldecoder.h). The sampler is
// seeded: Reset goes back to the prompt and reseeds it, so the same settings give the same
// tokens again.
//
// The checks, at every position (the prompt's too):
//   - the cached logits against a full recompute (TinyDecoder::forward over the whole
//     sequence, run once after each Step or Generate: its row t is the recompute of the prefix
//     0…t), in double and in float, with the recompute's summation order and with the keys
//     summed newest first (SummationOrder::Reversed): the largest |Δ| of the latest step and
//     of every step so far;
//   - the cache's earlier rows: K and V of positions 0…t−1 of every layer before and after the
//     step that appends position t (prefix invariance: they never change).
// The float decoder holds the double decoder's weights rounded to float. Qt Core only.
//
// Watching the training. A run keeps checkpoints — the weights and the recent loss at evenly
// spaced steps (TrainingHistory) — and reports each as it comes; continuation() says what a
// checkpoint's decoder writes after the prompt (greedy), so that the learner reads it go from
// noise to the corpus's sentences. A run may be paced (setPace) to last long enough to watch.
// Afterwards useCheckpoint() puts an earlier checkpoint's decoder in the lab (generation, the
// cache and its checks all use it; sampling from a half-trained model) and useNewest() brings
// the trained one back. Training again starts from the same seed and reaches the same model.
#pragma once

#include "decodingcorpus.h"
#include "decodingparams.h"

#include "core/backgroundtask.h"
#include "sdk/traininghistory.h"

#include <atlas/incrementaldecoder.h>
#include <atlas/tinydecoder.h>

#include <QObject>

#include <chrono>
#include <memory>
#include <optional>

namespace atlas {

class DecodingSession : public QObject {
    Q_OBJECT

public:
    enum class State { Untrained, Training, Ready };
    enum class Precision { Double, Float };

    // The largest |Δ| between cached and recomputed logits.
    struct Agreement {
        double latest = 0;       // of the latest step
        double worst = 0;        // of every step so far
        bool bitIdentical = true; // every bit of every step so far
    };

    // The chapter's decoder: the shape is fixed, the vocabulary is the corpus's.
    static DecoderConfig modelConfig(int vocabulary);
    static constexpr double learningRate = 0.01;
    // Trains a decoder from the params' seed on the corpus; `progress(done, total)` is called
    // every few steps and returning false stops the training (the result is then nullopt).
    struct Trained {
        std::unique_ptr<TinyDecoder<double>> decoder;
        double finalLoss = 0; // mean loss of the last 50 steps, in nats
    };
    // The weights after some steps and the mean loss of the (up to 50) steps before.
    struct Checkpoint {
        DecoderParameters<double> parameters;
        double recentLoss = 0;
    };
    using History = TrainingHistory<Checkpoint>;
    // `checkpoint(step, …)` is called every `interval` steps and after the last.
    static std::optional<Trained> trainModel(const DecodingParams &params, const DecodingCorpus &corpus,
                                             const std::function<bool(int done, int total)> &progress = {},
                                             const std::function<void(int step, const Checkpoint &)> &checkpoint = {},
                                             int interval = 0);
    // About this many checkpoints per run.
    static constexpr int checkpointsPerRun = 60;
    static constexpr std::chrono::seconds watchablePace{25};

    explicit DecodingSession(const DecodingParams &params, QObject *parent = nullptr);

    const DecodingParams &params() const { return params_; }
    const DecodingCorpus &corpus() const { return corpus_; }
    const DecoderConfig &config() const { return config_; }
    State state() const { return state_; }
    bool isReady() const { return state_ == State::Ready; }
    double trainingProgress() const { return trainingProgress_; }
    double finalLoss() const { return finalLoss_; }
    const TinyDecoder<double> *decoder() const { return decoder_.get(); }

    // Training: in the background (progress, cancel), or on this thread (tests, screenshots).
    void train();
    void trainNow();
    void cancelTraining();
    void waitForTraining();
    void setPace(std::chrono::milliseconds runDuration) { pace_ = runDuration; }
    std::chrono::milliseconds pace() const { return pace_; }

    // The checkpoints of the last run, and the one the lab uses (−1: the trained model).
    const History &history() const { return history_; }
    int checkpointInUse() const { return checkpointInUse_; }
    bool useCheckpoint(int index); // false while training or for an index out of range
    void useNewest();
    // The prompt and `count` tokens the decoder with `parameters` appends greedily (for the
    // watch; stops at the capacity).
    QString continuation(const DecoderParameters<double> &parameters, int count) const;

    // Generation: each returns the tokens appended (0 when not ready or the cache is full).
    int step();
    int generate(int count);
    int generateToEnd() { return generate(int(capacity() - length())); }
    // Back to ⟨bos⟩ and the prompt, the sampler reseeded.
    void reset();
    // Replaces the prompt (words of the corpus) and resets; false and `problem` otherwise.
    bool setPrompt(const QString &text, QString *problem = nullptr);
    const QString &prompt() const { return prompt_; }

    void setTemperature(double temperature);
    void setTopK(int k);
    void setGreedy(bool greedy);
    void setSamplingSeed(qint64 seed); // and resets
    const SamplingOptions &sampling() const { return sampling_; }
    qint64 samplingSeed() const { return samplingSeed_; }

    Index length() const;
    Index capacity() const { return config_.maxLength; }
    Index promptLength() const { return promptLength_; }
    std::vector<int> tokens() const;
    QStringList tokenLabels() const;
    const IncrementalDecoder<double> *cache() const { return cached_.get(); }
    // The next token's distribution under the current τₛ and top-k, and the raw logits
    // (empty before training).
    RowVector<double> nextLogits() const;
    RowVector<double> nextDistribution() const;

    Agreement agreement(Precision precision, SummationOrder order) const;
    // The largest change of an earlier K or V row at the latest step, over every step so far.
    double pastRowsChange() const { return pastRowsChange_; }
    bool pastRowsBitIdentical() const { return pastRowsIdentical_; }

Q_SIGNALS:
    void stateChanged();
    void trainingProgressed(double fraction);
    void checkpointAdded(); // a new checkpoint in history() (while training)
    void sequenceChanged();
    void samplingChanged();

private:
    void install(Trained trained);
    void installWeights(std::unique_ptr<TinyDecoder<double>> decoder);
    // Drawn from the last step's logits with the current sampling settings.
    int nextToken();
    void appendEverywhere(int token);
    void compareWithRecompute(Index from);
    void resetChecks();

    DecodingParams params_;
    DecodingCorpus corpus_;
    DecoderConfig config_;
    State state_ = State::Untrained;
    double trainingProgress_ = 0;
    double finalLoss_ = 0;
    QString prompt_;
    std::vector<int> promptTokens_;
    Index promptLength_ = 0;

    std::unique_ptr<TinyDecoder<double>> decoder_;
    std::unique_ptr<TinyDecoder<float>> decoderFloat_;
    std::unique_ptr<IncrementalDecoder<double>> cached_, cachedReversed_;
    std::unique_ptr<IncrementalDecoder<float>> cachedFloat_, cachedFloatReversed_;
    Agreement agreements_[2][2]; // [precision][order]
    double pastRowsChange_ = 0;
    bool pastRowsIdentical_ = true;

    SamplingOptions sampling_;
    qint64 samplingSeed_ = 1;
    std::unique_ptr<TokenSampler> sampler_;

    struct Report {
        int step = 0;
        Checkpoint checkpoint;
    };
    // Destroyed after what follows: a run cancelled then reports to nobody.
    BackgroundTask<std::optional<Trained>, Report> task_;
    History history_;
    History historyBeforeRun_; // back in place if the run is cancelled
    int checkpointInUse_ = -1;
    std::chrono::milliseconds pace_{0};
    std::optional<Trained> pending_;
};

} // namespace atlas
