// Training the tiny decoder on the repeated-token task until an induction head forms.
//
// The classic small-scale result (Elhage et al. 2021, "A Mathematical Framework for
// Transformer Circuits"; Olsson et al. 2022, "In-context Learning and Induction Heads",
// arXiv:2209.11895): in a two-layer attention-only transformer trained on sequences whose
// second half repeats the first, two heads form together —
//   a previous-token head in layer 1, which writes into position j information about the
//     token at j − 1, and
//   an induction head in layer 2, whose key at j is built from that output (K-composition):
//     a query holding token A matches the key of the position just after an earlier A, and
//     the head copies the token found there (what followed A last time) into the prediction —
// and the repeated-half loss drops suddenly when they do, while the first half stays at
// chance (nothing predicts a fresh random token). Without position embeddings the layer-1
// head cannot tell which key is the previous one, so the circuit cannot form that way.
//
// Objective: the batched mean loss of batcheddecoder.h on a fresh batch of the task
// (inductiontask.h) at every step, seeded with InductionTask::stepSeed(seed, step). Optimizers:
//   Adam (adamoptimizer.h) or SGD with momentum (sgdoptimizer.h);
//   linear warm-up    η_t = η · min(1, t / warm-up steps)            (t = 1, 2, …)
//   clipping          g ← g · min(1, c / ‖g‖₂), ‖g‖₂ over every parameter together.
// Initial weights: TinyDecoder's seeded initialization (P = 0 and never updated without
// positions). Each step's figures are measured on its batch *before* the update, so they are
// figures on data the model has not been trained on.
//
// Not thread-safe: one thread drives a trainer (steps, evaluations, snapshots); the batch work
// inside a step is spread over `threads` worker threads. A UI trains on a worker thread and
// takes snapshots in the step callback, between steps, handing copies to its own thread.
#pragma once

#include "atlas/batcheddecoder.h"
#include "atlas/decoderarchive.h"
#include "atlas/inductiontask.h"
#include "atlas/optimizer.h"
#include "atlas/tinydecoder.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

namespace atlas {

enum class OptimizerKind { Adam, Sgd };

struct InductionTrainingConfig {
    InductionTaskConfig task;          // V, R, BOS, corpus
    Index layers = 2;                  // L
    Index heads = 2;                   // H per layer
    Index width = 32;                  // d; every head has dₖ = dᵥ = d / H
    bool positions = true;             // learned position embeddings; false: X₀ = E[t]
    Index batch = 32;                  // B sequences per step
    OptimizerKind optimizer = OptimizerKind::Adam;
    double learningRate = 1e-2;        // η
    Index warmupSteps = 0;             // 0: none
    double clipNorm = 0;               // 0: no clipping
    double momentum = 0;               // SGD only
    std::uint64_t seed = 1;            // the initial weights and every batch
    int threads = 1;                   // worker threads for a step's batch (results do not depend on it)
    Index sequencesPerBlock = 4;       // the fixed unit of parallel work (results do depend on it)
    Index evaluationSequences = 128;   // the fixed held-out set of evaluate() and heads()
    std::int64_t steps = 1000;         // how long a run of these settings trains (not read by
                                       // the trainer: the CLI's and the chapter's default)

    // Throws ShapeError naming the field when a setting is out of range.
    void validate() const;
    DecoderConfig decoderConfig() const;

    // The settings as DecoderArchive metadata ("vocabulary", "repeat", … — every field above,
    // snake_case) and back. fromMetadata throws ArchiveError naming a missing or bad entry.
    std::map<std::string, std::string> toMetadata() const;
    static InductionTrainingConfig fromMetadata(const std::map<std::string, std::string> &metadata);
};

// The chapter's presets (the CLI's defaults are Default's). All vary the repeat length (see
// inductiontask.h): with one fixed R a model with positions learns the fixed offset instead of
// an induction circuit. All use V = 32 (48 for Larger), a BOS token, 2 layers, batch 32, Adam
// with the gradient norm clipped to 1. Measured with seeds 1–3 (bench_induction):
//   Default   R = 12 with r from 6, d = 64, 4 heads per layer, η = 0.005: forms the textbook
//             pair — a previous-token head in layer 1 (score ≈ 0.75) and an induction head in
//             layer 2 (≈ 0.9) — in 400–600 steps, seconds on two cores.
//   Larger    slower, larger: V = 48, R = 16 with r from 8, T = 33, same model: 700–800 steps.
//   Quick     R = 8 with r from 4, d = 32, 2 heads per layer (the reference width),
//             η = 0.01: forms in 300–700 steps, under a second; its layer-1 head usually
//             attends to the earlier occurrence of the query's own token (a duplicate-token
//             head, Q-composition) rather than to the previous token — the scores tell which.
// A display paces itself; the engine is never slowed down.
enum class InductionPreset { Default, Larger, Quick };
InductionTrainingConfig inductionPreset(InductionPreset preset);

// One optimizer step, measured on its batch before the update.
struct TrainingStep {
    std::int64_t step = 0;             // 1 for the first step
    double loss = 0;                   // the objective on this batch
    PredictionStatistics firstHalf, repeatedHalf;
    double gradientNorm = 0;           // ‖g‖₂ before clipping
    double learningRate = 0;           // η_t used
};

// One head's figures on the evaluation set. Layers and heads count from 1.
struct HeadReport {
    Index layer = 0, head = 0;
    double previousTokenScore = 0;     // mean over the evaluation sequences
    double inductionScore = 0;
    double duplicateTokenScore = 0;
    double ablationLossIncrease = 0;   // repeated-half loss with the head off − with all on
    double ablatedRepeatedHalfAccuracy = 0;
};

// Every head's attention on one sequence, and the model's next-token predictions there.
struct AttentionSnapshot {
    std::int64_t step = 0;
    std::vector<int> tokens;
    std::vector<Matrix<double>> attention;          // [l·H + h], T × T, rows = queries
    std::vector<double> previousTokenScores;        // [l·H + h]
    std::vector<std::optional<double>> inductionScores;
    std::vector<std::optional<double>> duplicateTokenScores;
    Matrix<double> predictions;                     // T × V: next-token distribution at each position
    BatchStatistics statistics;                     // on this sequence (halves only for probe())
};

template <typename Scalar>
class InductionTrainer {
public:
    // Called on the training thread after every step; the trainer may be used there (a
    // snapshot, an evaluation) and is not touched by anything else meanwhile.
    using StepCallback = std::function<bool(InductionTrainer &, const TrainingStep &)>;

    // Fresh, seeded weights. Throws ShapeError on a bad configuration.
    explicit InductionTrainer(const InductionTrainingConfig &config);
    // Trained weights (e.g. from a DecoderArchive), `stepsDone` steps into a run: the next
    // step draws the batch of step stepsDone + 1. The optimizer's state starts afresh.
    InductionTrainer(const InductionTrainingConfig &config, DecoderParameters<Scalar> parameters,
                     std::int64_t stepsDone);
    ~InductionTrainer();
    InductionTrainer(const InductionTrainer &) = delete;
    InductionTrainer &operator=(const InductionTrainer &) = delete;

    const InductionTrainingConfig &config() const { return config_; }
    const InductionTask &task() const { return task_; }
    DecoderConfig decoderConfig() const { return config_.decoderConfig(); }
    const DecoderParameters<Scalar> &parameters() const { return parameters_; }
    std::int64_t stepsDone() const { return steps_; }
    void setThreads(int threads);

    TrainingStep step();

    // Up to `steps` steps; stops early when `onStep` returns false (pause: call again to go on)
    // or when `stop` is requested (checked before every step). Returns the steps made.
    std::int64_t train(std::int64_t steps, const StepCallback &onStep = {}, std::stop_token stop = {});

    // On the fixed evaluation set, with the heads `mask` switches off.
    BatchStatistics evaluate(const HeadMask &mask = {});
    // Every head's scores and ablation on the evaluation set, layer by layer.
    std::vector<HeadReport> heads();
    // A fixed probe sequence of the task with r = R (the same for every step of a run).
    std::vector<int> probe() const;
    // Attention and predictions on `tokens` (ids in [0, model vocabulary), at most T_max).
    AttentionSnapshot snapshot(const std::vector<int> &tokens, const HeadMask &mask = {});

    // The weights with the settings and the steps done as metadata ("steps_done").
    DecoderArchive<Scalar> archive() const;
    // A trainer that goes on from an archive written by archive(). Throws ArchiveError when
    // the metadata is missing or does not fit, ShapeError when the weights do not.
    static std::unique_ptr<InductionTrainer> fromArchive(const DecoderArchive<Scalar> &archive);

private:
    InductionTrainingConfig config_;
    InductionTask task_;
    DecoderParameters<Scalar> parameters_, gradients_;
    std::unique_ptr<Optimizer<Scalar>> optimizer_;
    std::unique_ptr<BatchedDecoder<Scalar>> training_, evaluation_;
    std::optional<TokenBatch> evaluationBatch_;
    TokenBatch batch_;                                  // this step's, storage reused
    std::vector<Matrix<Scalar> *> parameterList_, gradientList_;
    std::vector<const Matrix<Scalar> *> constGradientList_;
    std::int64_t steps_ = 0;
};

extern template class InductionTrainer<float>;
extern template class InductionTrainer<double>;

} // namespace atlas
