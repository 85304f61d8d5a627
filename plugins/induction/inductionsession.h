// The induction chapter's state, without a widget: the decoder being trained on the
// repeated-token task, the run (on a worker thread, with pause, resume and cancel), the curve,
// and what the lab inspects — every head's attention on the probe sequence and on the
// learner's own sequence, and the evaluation set's figures with heads switched off.
//
// Threads. The trainer (atlas/inductiontrainer.h) is not thread-safe, so while a run is going
// only the worker thread touches it. After every step the worker records the step's figures
// and, at most every publishInterval, copies the weights into a channel and asks this object
// (on its own thread) to collect them. Everything the lab shows is computed on this object's
// thread from that copy (the inspected model), never from the trainer during a run. So a
// snapshot is at most publishInterval old, and the worker never waits for the window.
//
// Pause stops the run after the current step; resume goes on exactly where it stopped (the
// same batches, the same optimizer state: the weights are those of an uninterrupted run).
// Cancel stops the run and keeps the weights reached. A step whose loss is not finite (a
// learning rate far too large) ends the run, and the model goes back to the last weights the
// lab showed, with an explanation; a NaN never reaches the screen.
//
// Replay. The session keeps the weights at evenly spaced steps of the model's training
// (TrainingHistory); while no run is going the lab may inspect any of them (showSnapshot) —
// the maps, the evaluation and the ablation are then those of that step — and Train, Resume or
// showLatest() go back to the newest weights first.
//
// Pace. A run goes as fast as the machine allows, or, with a pace set, no faster than the
// pace's duration for the whole run (the worker waits between steps), so that a learner can
// watch the curves and maps change; the steps and their results are the same either way.
//
// The settings are what the next fresh model uses; changing one that defines the model or its
// training (anything but the steps of a run and the threads) makes Train start a fresh model.
//
// A model is kept between runs of the application through a TrainedModelStore (the model file
// holds the settings, the steps done and the curve); Adam's moment estimates are not kept, so
// a restored model's optimizer starts afresh.
#pragma once

#include "inductionparams.h"
#include "inductionvocabulary.h"
#include "core/backgroundtask.h"
#include "sdk/traininghistory.h"

#include <atlas/inductioncurve.h>
#include <atlas/inductiontrainer.h>

#include <QByteArray>
#include <QFutureWatcher>
#include <QObject>

#include <chrono>
#include <memory>
#include <optional>
#include <vector>

namespace atlas {

using InductionHistory = TrainingHistory<DecoderParameters<float>>;

class TrainedModelStore;

class InductionSession : public QObject {
    Q_OBJECT

public:
    enum class State { Idle, Running, Paused };
    enum class RunEnd { Finished, Paused, Cancelled, Diverged };

    static constexpr std::chrono::milliseconds publishInterval{100};

    explicit InductionSession(const InductionParams &params, QObject *parent = nullptr);
    ~InductionSession() override; // cancels a run and waits for its thread

    const InductionParams &params() const { return params_; }

    // Keeps the model in `store` from now on, after restoring the model the store holds (if it
    // can be read and fits this chapter). Returns a notice for the learner ("" when the store
    // was empty); a file that cannot be used is set aside by the store, never overwritten.
    QString attachStore(std::unique_ptr<TrainedModelStore> store);
    bool hasStore() const { return store_ != nullptr; }
    // Whether runs, resets and loads write the model to the store (the tour turns it off, so a
    // screenshot never replaces the learner's model).
    void setSaving(bool saving) { saving_ = saving; }
    // The last save's error ("" when it worked).
    const QString &saveError() const { return saveError_; }

    // Replaces the model with one from a model file (a pack's trained model, say): its
    // settings, weights, steps and curve. It is not written to the store until the learner
    // trains it or starts a fresh one (the store keeps the learner's own model). Only while no run is going. False, with a sentence in
    // `problem`, when the bytes are not a model this chapter can show.
    bool loadModel(const QByteArray &bytes, QString *problem = nullptr);

    // --- settings and the run -------------------------------------------------------------
    const InductionTrainingConfig &settings() const { return settings_; }
    // False, changing nothing, when settingsProblem(settings) is not empty or threads < 1.
    bool setSettings(const InductionTrainingConfig &settings);
    const InductionTrainingConfig &modelConfig() const { return model_; }
    // The settings differ from the model's in something that needs a fresh model.
    bool settingsNeedFreshModel() const;
    // Whether `settings` fits this chapter's limits and the engine's: "" or why not.
    QString settingsProblem(const InductionTrainingConfig &settings) const;

    State state() const { return state_; }
    bool isRunning() const { return state_ == State::Running; }
    std::int64_t stepsDone() const { return stepsDone_; }  // of the inspected model
    std::int64_t runSteps() const { return runSteps_; }    // steps the current run was asked for
    std::int64_t runDone() const { return runDone_; }      // of those, done so far
    std::optional<RunEnd> lastRunEnd() const { return lastRunEnd_; }

    // Idle: starts a run of settings().steps steps (after a fresh model when the settings ask
    // for one). Returns false when a run is already going or paused.
    bool train();
    void pause();   // Running → Paused, after the current step
    void resume();  // Paused → Running
    void cancel();  // Running or Paused → Idle, keeping the weights reached
    void reset();   // Idle or Paused → a fresh model from the settings (a paused run is dropped)
    // Handles this object's events until no worker runs (tests, screenshots, closing).
    void waitForWorker();
    // Trains `steps` steps on the calling thread, whole (tests, screenshots). Idle only.
    std::int64_t trainNow(std::int64_t steps);

    // The whole run at most this long (0: as fast as the machine allows). Read when a run
    // starts or resumes.
    void setPace(std::chrono::milliseconds runDuration) { pace_ = runDuration; }
    std::chrono::milliseconds pace() const { return pace_; }

    // The weights kept for replay, and which of them is inspected (−1: the newest weights).
    const InductionHistory &history() const { return history_; }
    int replayIndex() const { return replayIndex_; }
    // Inspects snapshot `index` (its maps, evaluation and ablation): Idle or Paused only.
    bool showSnapshot(int index);
    // Back to the newest weights (nothing when they are inspected already).
    void showLatest();
    // The step of the weights inspected now.
    std::int64_t inspectedStep() const;

    const InductionCurve &curve() const { return curve_; }
    // The model as the store keeps it: the weights, the settings, the steps done and the curve.
    // Not during a run (the weights are the worker's then).
    DecoderArchive<float> modelArchive() const;

    // --- what the lab inspects ------------------------------------------------------------
    const InductionVocabulary &vocabulary() const { return vocabulary_; }
    Index layers() const { return model_.layers; }
    Index headsPerLayer() const { return model_.heads; }
    int headCount() const { return static_cast<int>(model_.layers * model_.heads); }
    const std::vector<int> &probe() const { return probe_; }
    // Every head's attention and scores on the probe sequence, with the switched-off heads off.
    const AttentionSnapshot &probeSnapshot() const { return probeSnapshot_; }

    // Heads switched off (ablation): entry l·H + h. Changing it recomputes the probe, the
    // sequence and the evaluation at once.
    const HeadMask &headMask() const { return mask_; }
    bool isHeadOn(int index) const;
    void setHeadOn(int index, bool on);
    void setAllHeadsOn();
    bool anyHeadOff() const;

    // The evaluation set's figures with every head on and with the mask, measured on the
    // inspected model. During a run they keep the step they were measured at (a held-out pass
    // would hold the window for longer than a frame) and are measured again when it pauses or
    // ends, or when a head is switched.
    struct Evaluation {
        std::int64_t step = -1;
        BatchStatistics all, masked;
    };
    const Evaluation &evaluation() const { return evaluation_; }
    // Every head's scores and ablation on the evaluation set (HeadReport), for the inspected
    // model. Measuring them evaluates the model once more per head (about a quarter of a second
    // for the default preset), so it runs on a worker thread, as training does:
    // requestHeadReports() starts it unless the reports of the inspected weights are there or
    // being measured, headReportsReady() says when they are. headReports() is nullptr until
    // then; the reports are kept until the weights change, and are exactly those the engine's
    // InductionTrainer::heads() gives for the inspected weights on the calling thread.
    const std::vector<HeadReport> *headReports() const;
    std::int64_t headReportsStep() const { return headReportsStep_; }
    bool headReportsPending() const { return headReportsWanted_ && !headReports(); }
    void requestHeadReports();
    // Handles this object's events until the requested reports are there (tests, screenshots).
    void waitForHeadReports();

    // The learner's own sequence: the typed text, its ids, and the model's attention and
    // predictions there (with the mask).
    bool setSequenceText(const QString &text, QString *problem = nullptr);
    const QString &sequenceText() const { return sequenceText_; }
    const AttentionSnapshot &sequenceSnapshot() const { return sequenceSnapshot_; }

Q_SIGNALS:
    void stateChanged();
    void modelReplaced();     // a fresh, restored or loaded model: the curve and sizes are new
    void progressed();        // new steps and weights during a run (at most every publishInterval)
    void inspectionChanged(); // the probe, sequence or evaluation figures were recomputed
    void runEnded(atlas::InductionSession::RunEnd how);
    void headReportsReady(); // headReports() holds the inspected weights' reports

private:
    struct Channel;

    void startWorker();
    void collect();
    void collect(bool inspectPublished);
    void onWorkerFinished();
    void startHeadReports();
    void onHeadReportsFinished();
    void replaceTrainer(std::unique_ptr<InductionTrainer<float>> trainer, const InductionCurve &curve);
    // Makes `parameters` (after `step` steps) the inspected model: the weights a diverged run
    // returns to, and everything the lab shows.
    void inspect(const DecoderParameters<float> &parameters, std::int64_t step, bool evaluate);
    void inspectMasked();
    void measure();
    void save();
    void clearHistory();
    std::optional<QString> adopt(const DecoderArchive<float> &archive);

    InductionParams params_;
    InductionTrainingConfig settings_, model_;
    InductionVocabulary vocabulary_;
    std::unique_ptr<InductionTrainer<float>> trainer_;   // the worker's during a run
    std::unique_ptr<InductionTrainer<float>> inspector_; // this thread's: the inspected weights
    std::shared_ptr<Channel> channel_;
    QFutureWatcher<std::int64_t> watcher_;
    std::unique_ptr<TrainedModelStore> store_;
    bool saving_ = true;
    bool unsaved_ = false; // the learner's model differs from what the store holds
    QString saveError_;

    State state_ = State::Idle;
    std::int64_t stepsDone_ = 0, runSteps_ = 0, runDone_ = 0;
    std::optional<RunEnd> lastRunEnd_;
    bool cancelRequested_ = false;
    InductionCurve curve_;
    InductionHistory history_;
    int replayIndex_ = -1;
    std::chrono::milliseconds pace_{0};
    std::uint64_t generation_ = 0; // counts the inspected weights

    std::vector<int> probe_;
    AttentionSnapshot probeSnapshot_;
    HeadMask mask_;
    Evaluation evaluation_;
    // The reports of the weights numbered headReportsGeneration_ (0: none), measured after
    // headReportsStep_ steps, and what the worker hands back.
    struct MeasuredReports {
        std::uint64_t generation = 0;
        std::int64_t step = 0;
        std::vector<HeadReport> reports;
    };
    // Its destructor waits for a measurement in flight: it runs the plugin's code, so it ends
    // before the plugin can go.
    BackgroundTask<MeasuredReports> headsTask_;
    std::vector<HeadReport> headReports_;
    std::uint64_t headReportsGeneration_ = 0;
    std::int64_t headReportsStep_ = -1;
    bool headReportsWanted_ = false;
    QString sequenceText_;
    std::vector<int> sequence_;
    AttentionSnapshot sequenceSnapshot_;
};

} // namespace atlas
