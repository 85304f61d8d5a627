#include "inductionsession.h"

#include "sdk/trainingpace.h"

#include "core/trainedmodelstore.h"

#include <QCoreApplication>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <cmath>
#include <limits>
#include <mutex>
#include <stop_token>
#include <thread>

namespace atlas {

// What the worker hands to this object's thread; guarded by `mutex` except the flags.
struct InductionSession::Channel {
    std::mutex mutex;
    std::vector<TrainingStep> steps;                    // since the last collect
    std::optional<DecoderParameters<float>> parameters; // the newest published weights
    std::int64_t parametersStep = 0;
    std::vector<InductionHistory::Snapshot> snapshots;   // for the history, since the last collect
    bool collectPosted = false;
    bool diverged = false;
    std::atomic<bool> pause{false};
    std::stop_source stop;
};

namespace {

bool allFinite(const DecoderParameters<float> &parameters)
{
    for (const Matrix<float> *m : parameters.list())
        if (!m->allFinite())
            return false;
    return true;
}

int defaultThreads()
{
    return std::clamp(QThread::idealThreadCount(), 1, 4);
}

// The weights only: what the lab computes with needs no optimizer and no second thread.
InductionTrainingConfig inspectionConfig(InductionTrainingConfig config)
{
    config.threads = 1;
    return config;
}

} // namespace

InductionSession::InductionSession(const InductionParams &params, QObject *parent)
    : QObject(parent), params_(params), settings_(params.config)
{
    settings_.threads = defaultThreads();
    sequenceText_ = params_.sequence;
    connect(&watcher_, &QFutureWatcherBase::finished, this, &InductionSession::onWorkerFinished);
    connect(&headsTask_, &BackgroundTaskBase::finished, this, &InductionSession::onHeadReportsFinished);
    replaceTrainer(std::make_unique<InductionTrainer<float>>(settings_), InductionCurve());
}

InductionSession::~InductionSession()
{
    // Closing during a run keeps what was reached: stop after the current step, then save.
    watcher_.disconnect(this);
    if (channel_ && watcher_.isRunning()) {
        channel_->stop.request_stop();
        watcher_.waitForFinished();
        std::lock_guard lock(channel_->mutex);
        if (!channel_->diverged)
            for (const TrainingStep &s : channel_->steps)
                curve_.add(s);
    }
    if (channel_ && channel_->diverged)
        return; // the trainer's weights are not finite: the file keeps the last good model
    if (state_ != State::Idle)
        unsaved_ = true;
    state_ = State::Idle;
    if (unsaved_)
        save();
}

// --- the model and the store ------------------------------------------------------------

QString InductionSession::attachStore(std::unique_ptr<TrainedModelStore> store)
{
    store_ = std::move(store);
    TrainedModelStore::LoadOutcome outcome = store_->load();
    if (!outcome.archive)
        return outcome.notice;
    if (const std::optional<QString> problem = adopt(*outcome.archive))
        return store_->setAside(*problem);
    if (stepsDone_ == 0)
        //: The learner started a fresh model last time and did not train it.
        return tr("The fresh model you started last time is back, untrained: press Train to watch it learn.");
    //: %n is the number of training steps the restored model had made.
    return tr("The model you trained earlier is back (%n step(s)); Adam's running averages start afresh when "
              "you train on.", nullptr, static_cast<int>(std::min<std::int64_t>(stepsDone_, std::numeric_limits<int>::max())));
}

bool InductionSession::loadModel(const QByteArray &bytes, QString *problem)
{
    const auto fail = [&](const QString &why) {
        if (problem)
            *problem = why;
        return false;
    };
    if (state_ == State::Running)
        return fail(tr("A run is going; pause or cancel it first."));
    std::optional<DecoderArchive<float>> archive;
    try {
        archive = DecoderArchive<float>::read(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    } catch (const std::exception &error) {
        //: %1 is the reader's description of the problem (in English), naming the line or field.
        return fail(tr("It is not a model file of this version (%1).").arg(QString::fromUtf8(error.what())));
    }
    if (const std::optional<QString> why = adopt(*archive))
        return fail(*why);
    lastRunEnd_.reset();
    unsaved_ = false; // the file's model is not the learner's until they train it
    return true;
}

std::optional<QString> InductionSession::adopt(const DecoderArchive<float> &archive)
{
    std::unique_ptr<InductionTrainer<float>> trainer;
    try {
        trainer = InductionTrainer<float>::fromArchive(archive);
    } catch (const std::exception &error) {
        //: %1 is the engine's description of the problem (in English), naming the field.
        return tr("Its settings do not describe a model of this chapter (%1).").arg(QString::fromUtf8(error.what()));
    }
    if (const QString problem = settingsProblem(trainer->config()); !problem.isEmpty())
        return problem;
    InductionCurve curve;
    if (const auto text = archive.metadata.find("curve"); text != archive.metadata.end())
        curve = InductionCurve::fromText(text->second).value_or(InductionCurve());
    if (state_ == State::Paused) {
        state_ = State::Idle;
        Q_EMIT stateChanged();
    }
    const int threads = settings_.threads;
    trainer->setThreads(threads);
    replaceTrainer(std::move(trainer), curve);
    return std::nullopt;
}

void InductionSession::replaceTrainer(std::unique_ptr<InductionTrainer<float>> trainer, const InductionCurve &curve)
{
    trainer_ = std::move(trainer);
    const int threads = settings_.threads;
    model_ = trainer_->config();
    model_.threads = threads;
    settings_ = model_;
    curve_ = curve;
    stepsDone_ = trainer_->stepsDone();
    runSteps_ = runDone_ = 0;
    vocabulary_ = InductionVocabulary(params_.tokenLabels, model_);
    probe_ = trainer_->probe();
    mask_.assign(static_cast<std::size_t>(headCount()), true);
    if (std::optional<std::vector<int>> ids = vocabulary_.parse(sequenceText_)) {
        sequence_ = std::move(*ids);
    } else {
        // The typed sequence does not fit the new vocabulary or length: an example that does.
        sequenceText_ = vocabulary_.exampleSequence();
        sequence_ = vocabulary_.parse(sequenceText_).value_or(std::vector<int>{});
    }
    clearHistory();
    inspect(trainer_->parameters(), trainer_->stepsDone(), true);
    Q_EMIT modelReplaced();
}

DecoderArchive<float> InductionSession::modelArchive() const
{
    DecoderArchive<float> archive = trainer_->archive();
    archive.metadata["curve"] = curve_.toText();
    return archive;
}

void InductionSession::save()
{
    if (!store_ || !saving_ || state_ == State::Running)
        return;
    saveError_.clear();
    if (store_->save(modelArchive(), &saveError_))
        unsaved_ = false;
}

// --- settings -------------------------------------------------------------------------------

bool InductionSession::setSettings(const InductionTrainingConfig &settings)
{
    if (!settingsProblem(settings).isEmpty() || settings.threads < 1)
        return false;
    settings_ = settings;
    // The threads change the time a step takes, never its result: a paused run takes them too.
    if (state_ != State::Running) {
        trainer_->setThreads(settings_.threads);
        model_.threads = settings_.threads;
    }
    return true;
}

bool InductionSession::settingsNeedFreshModel() const
{
    const InductionTrainingConfig &a = settings_, &b = model_;
    return a.task.vocabulary != b.task.vocabulary || a.task.repeat != b.task.repeat
        || InductionTask(a.task).minimumRepeat() != InductionTask(b.task).minimumRepeat()
        || a.task.beginToken != b.task.beginToken || a.task.corpus != b.task.corpus || a.layers != b.layers
        || a.heads != b.heads || a.width != b.width || a.positions != b.positions || a.batch != b.batch
        || a.optimizer != b.optimizer || a.learningRate != b.learningRate || a.warmupSteps != b.warmupSteps
        || a.clipNorm != b.clipNorm || a.momentum != b.momentum || a.seed != b.seed
        || a.sequencesPerBlock != b.sequencesPerBlock || a.evaluationSequences != b.evaluationSequences;
}

QString InductionSession::settingsProblem(const InductionTrainingConfig &c) const
{
    namespace field = declared::induction;
    const auto outside = [](Index value, Index low, Index high) { return value < low || value > high; };
    //: %1 is a setting's name as the lab shows it, %2 and %3 its limits, %4 the value.
    const QString range = tr("%1 must be from %2 to %3, not %4.");
    if (outside(c.task.vocabulary, field::vocabulary::minimum, std::min<Index>(field::vocabulary::maximum, params_.tokenLabels.size())))
        return range.arg(tr("The vocabulary")).arg(field::vocabulary::minimum).arg(std::min<Index>(field::vocabulary::maximum, params_.tokenLabels.size())).arg(c.task.vocabulary);
    if (outside(c.task.repeat, field::repeat::minimum, std::min<Index>(field::repeat::maximum, c.task.vocabulary)))
        return range.arg(tr("The copy length R")).arg(field::repeat::minimum).arg(std::min<Index>(field::repeat::maximum, c.task.vocabulary)).arg(c.task.repeat);
    if (outside(c.layers, 1, field::layers::maximum))
        return range.arg(tr("The number of layers")).arg(1).arg(field::layers::maximum).arg(c.layers);
    if (outside(c.heads, 1, field::heads::maximum))
        return range.arg(tr("The number of heads")).arg(1).arg(field::heads::maximum).arg(c.heads);
    if (outside(c.width, field::width::minimum, field::width::maximum))
        return range.arg(tr("The width d")).arg(field::width::minimum).arg(field::width::maximum).arg(c.width);
    if (outside(c.batch, 1, field::batch::maximum))
        return range.arg(tr("The batch")).arg(1).arg(field::batch::maximum).arg(c.batch);
    if (outside(c.steps, 1, field::steps::maximum))
        return range.arg(tr("The steps of a run")).arg(1).arg(field::steps::maximum).arg(c.steps);
    if (outside(c.warmupSteps, 0, field::warmup::maximum))
        return range.arg(tr("The warm-up")).arg(0).arg(field::warmup::maximum).arg(c.warmupSteps);
    if (!(c.learningRate > 0 && c.learningRate <= field::learning_rate::maximum))
        return tr("The learning rate must be above 0 and at most %1, not %2.").arg(field::learning_rate::maximum).arg(c.learningRate);
    if (!(c.clipNorm >= 0 && c.clipNorm <= field::clip::maximum))
        return tr("The gradient clip must be from 0 (off) to %1, not %2.").arg(field::clip::maximum).arg(c.clipNorm);
    if (!c.task.corpus.empty())
        return tr("A model trained on a corpus is not one this chapter shows.");
    if (c.width % c.heads != 0)
        return tr("The width d (%1) must be a multiple of the heads per layer (%2).").arg(c.width).arg(c.heads);
    try {
        c.validate();
    } catch (const std::exception &error) {
        return tr("The engine refuses these settings: %1").arg(QString::fromUtf8(error.what()));
    }
    return QString();
}

// --- the run --------------------------------------------------------------------------------

bool InductionSession::train()
{
    if (state_ != State::Idle)
        return false;
    if (settingsNeedFreshModel())
        reset();
    showLatest();
    trainer_->setThreads(settings_.threads);
    model_.threads = settings_.threads;
    runSteps_ = settings_.steps;
    runDone_ = 0;
    cancelRequested_ = false;
    lastRunEnd_.reset();
    state_ = State::Running;
    startWorker();
    Q_EMIT stateChanged();
    return true;
}

void InductionSession::pause()
{
    if (state_ == State::Running && channel_)
        channel_->pause = true;
}

void InductionSession::resume()
{
    if (state_ != State::Paused)
        return;
    showLatest();
    trainer_->setThreads(settings_.threads);
    cancelRequested_ = false;
    lastRunEnd_.reset();
    state_ = State::Running;
    startWorker();
    Q_EMIT stateChanged();
}

void InductionSession::cancel()
{
    if (state_ == State::Running && channel_) {
        cancelRequested_ = true;
        channel_->stop.request_stop();
    } else if (state_ == State::Paused) {
        state_ = State::Idle;
        lastRunEnd_ = RunEnd::Cancelled;
        Q_EMIT stateChanged();
        Q_EMIT runEnded(RunEnd::Cancelled);
    }
}

void InductionSession::reset()
{
    if (state_ == State::Running)
        return;
    const InductionTrainingConfig settings = settings_;
    if (state_ == State::Paused) {
        state_ = State::Idle;
        Q_EMIT stateChanged();
    }
    lastRunEnd_.reset();
    replaceTrainer(std::make_unique<InductionTrainer<float>>(settings), InductionCurve());
    unsaved_ = true;
    save();
}

void InductionSession::waitForWorker()
{
    while (state_ == State::Running) {
        watcher_.waitForFinished();
        QCoreApplication::sendPostedEvents(this);
        QCoreApplication::sendPostedEvents(&watcher_);
        QCoreApplication::processEvents();
    }
}

std::int64_t InductionSession::trainNow(std::int64_t steps)
{
    if (state_ != State::Idle)
        return 0;
    if (settingsNeedFreshModel())
        reset();
    showLatest();
    trainer_->setThreads(settings_.threads);
    bool diverged = false;
    const std::int64_t done = trainer_->train(steps, [&](InductionTrainer<float> &t, const TrainingStep &step) {
        if (!std::isfinite(step.loss)) {
            diverged = true;
            return false;
        }
        curve_.add(step);
        if (history_.wants(t.stepsDone()) && allFinite(t.parameters()))
            history_.add(t.stepsDone(), t.parameters());
        return true;
    });
    if (diverged || !allFinite(trainer_->parameters())) {
        curve_.truncateAfter(inspector_->stepsDone());
        history_.truncateAfter(inspector_->stepsDone());
        trainer_ = std::make_unique<InductionTrainer<float>>(model_, inspector_->parameters(), inspector_->stepsDone());
        lastRunEnd_ = RunEnd::Diverged;
    } else {
        lastRunEnd_ = RunEnd::Finished;
    }
    stepsDone_ = trainer_->stepsDone();
    history_.add(stepsDone_, trainer_->parameters(), true);
    inspect(trainer_->parameters(), stepsDone_, true);
    unsaved_ = true;
    save();
    Q_EMIT progressed();
    Q_EMIT runEnded(*lastRunEnd_);
    return done;
}

void InductionSession::clearHistory()
{
    // About fifty snapshots over a run of the settings' length; longer histories thin out.
    history_.clear(std::max<std::int64_t>(1, settings_.steps / 50));
    history_.add(trainer_->stepsDone(), trainer_->parameters(), true);
    replayIndex_ = -1;
}

bool InductionSession::showSnapshot(int index)
{
    if (state_ == State::Running || index < 0 || static_cast<std::size_t>(index) >= history_.size())
        return false;
    const InductionHistory::Snapshot &snapshot = history_.at(static_cast<std::size_t>(index));
    // The newest snapshot is the model itself: inspecting it is not a replay.
    replayIndex_ = static_cast<std::size_t>(index) + 1 == history_.size() && snapshot.step == trainer_->stepsDone() ? -1 : index;
    inspect(snapshot.parameters, snapshot.step, true);
    return true;
}

void InductionSession::showLatest()
{
    if (replayIndex_ < 0)
        return;
    replayIndex_ = -1;
    inspect(trainer_->parameters(), trainer_->stepsDone(), true);
}

std::int64_t InductionSession::inspectedStep() const
{
    return inspector_ ? inspector_->stepsDone() : 0;
}

void InductionSession::startWorker()
{
    channel_ = std::make_shared<Channel>();
    std::shared_ptr<Channel> channel = channel_;
    InductionTrainer<float> *trainer = trainer_.get();
    const std::int64_t remaining = runSteps_ - runDone_;
    const std::int64_t interval = history_.interval();
    // A paced run spreads the whole run's duration evenly over its steps.
    TrainingPace pace(pace_, runSteps_);
    InductionSession *self = this; // outlives the worker: the destructor waits for it
    watcher_.setFuture(QtConcurrent::run([channel, trainer, remaining, interval, pace, self]() mutable {
        auto published = std::chrono::steady_clock::now() - publishInterval;
        pace.start();
        std::int64_t made = 0;
        const auto onStep = [&](InductionTrainer<float> &t, const TrainingStep &step) {
            const bool last = ++made >= remaining || channel->pause.load() || channel->stop.stop_requested();
            if (!last)
                pace.waitFor(made, [&] { return channel->pause.load() || channel->stop.stop_requested(); });
            const auto now = std::chrono::steady_clock::now();
            std::lock_guard lock(channel->mutex);
            if (!std::isfinite(step.loss)) {
                channel->diverged = true;
                return false;
            }
            channel->steps.push_back(step);
            if ((t.stepsDone() % interval == 0 || last) && allFinite(t.parameters()))
                channel->snapshots.push_back({t.stepsDone(), t.parameters()});
            if (now - published >= publishInterval || last) {
                if (!allFinite(t.parameters())) {
                    channel->diverged = true;
                    return false;
                }
                channel->parameters = t.parameters();
                channel->parametersStep = t.stepsDone();
                published = now;
                // One collect per published snapshot: the window redraws at most that often.
                if (!channel->collectPosted) {
                    channel->collectPosted = true;
                    QMetaObject::invokeMethod(self, [self] { self->collect(); }, Qt::QueuedConnection);
                }
            }
            return !channel->pause.load();
        };
        return trainer->train(remaining, onStep, channel->stop.get_token());
    }));
}

void InductionSession::collect()
{
    collect(true);
}

void InductionSession::collect(bool inspectPublished)
{
    if (!channel_)
        return;
    std::vector<TrainingStep> steps;
    std::optional<DecoderParameters<float>> parameters;
    std::vector<InductionHistory::Snapshot> snapshots;
    std::int64_t step = 0;
    {
        std::lock_guard lock(channel_->mutex);
        steps.swap(channel_->steps);
        parameters.swap(channel_->parameters);
        snapshots.swap(channel_->snapshots);
        step = channel_->parametersStep;
        channel_->collectPosted = false;
    }
    if (steps.empty() && !parameters)
        return;
    for (const TrainingStep &s : steps)
        curve_.add(s);
    for (const InductionHistory::Snapshot &s : snapshots)
        history_.add(s.step, s.parameters);
    runDone_ += static_cast<std::int64_t>(steps.size());
    if (!steps.empty())
        stepsDone_ = steps.back().step;
    if (parameters && inspectPublished)
        // Not the held-out evaluation: 128 sequences would hold this thread for longer than a
        // frame; it is measured when the run pauses or ends.
        inspect(*parameters, step, false);
    Q_EMIT progressed();
}

void InductionSession::onWorkerFinished()
{
    collect(false); // the steps; the weights are inspected below, from the trainer itself
    RunEnd how = RunEnd::Finished;
    if (channel_->diverged) {
        // Back to the weights the lab showed last (finite, at most publishInterval old).
        const std::int64_t step = inspector_->stepsDone();
        curve_.truncateAfter(step);
        history_.truncateAfter(step);
        history_.add(step, inspector_->parameters(), true);
        trainer_ = std::make_unique<InductionTrainer<float>>(model_, inspector_->parameters(), step);
        stepsDone_ = step;
        how = RunEnd::Diverged;
        inspect(inspector_->parameters(), step, true);
    } else {
        stepsDone_ = trainer_->stepsDone();
        history_.add(stepsDone_, trainer_->parameters(), true);
        inspect(trainer_->parameters(), stepsDone_, true);
        if (runDone_ >= runSteps_)
            how = RunEnd::Finished;
        else if (!cancelRequested_ && channel_->pause)
            how = RunEnd::Paused;
        else
            how = RunEnd::Cancelled;
    }
    state_ = how == RunEnd::Paused ? State::Paused : State::Idle;
    lastRunEnd_ = how;
    unsaved_ = true;
    save();
    Q_EMIT stateChanged();
    Q_EMIT runEnded(how);
}

// --- inspection -----------------------------------------------------------------------------

void InductionSession::inspect(const DecoderParameters<float> &parameters, std::int64_t step, bool evaluate)
{
    inspector_ = std::make_unique<InductionTrainer<float>>(inspectionConfig(model_), parameters, step);
    ++generation_;
    probeSnapshot_ = inspector_->snapshot(probe_, mask_);
    sequenceSnapshot_ = inspector_->snapshot(sequence_, mask_);
    if (evaluate || evaluation_.step < 0)
        measure();
    Q_EMIT inspectionChanged();
}

void InductionSession::measure()
{
    evaluation_.step = inspector_->stepsDone();
    evaluation_.all = inspector_->evaluate();
    evaluation_.masked = anyHeadOff() ? inspector_->evaluate(mask_) : evaluation_.all;
}

void InductionSession::inspectMasked()
{
    probeSnapshot_ = inspector_->snapshot(probe_, mask_);
    sequenceSnapshot_ = inspector_->snapshot(sequence_, mask_);
    if (evaluation_.step != inspector_->stepsDone())
        measure(); // the masked and unmasked figures of the same weights, side by side
    else
        evaluation_.masked = anyHeadOff() ? inspector_->evaluate(mask_) : evaluation_.all;
    Q_EMIT inspectionChanged();
}

bool InductionSession::isHeadOn(int index) const
{
    return index >= 0 && index < static_cast<int>(mask_.size()) && mask_[std::size_t(index)];
}

void InductionSession::setHeadOn(int index, bool on)
{
    if (index < 0 || index >= static_cast<int>(mask_.size()) || mask_[std::size_t(index)] == on)
        return;
    mask_[std::size_t(index)] = on;
    inspectMasked();
}

void InductionSession::setAllHeadsOn()
{
    if (!anyHeadOff())
        return;
    mask_.assign(mask_.size(), true);
    inspectMasked();
}

bool InductionSession::anyHeadOff() const
{
    for (bool on : mask_)
        if (!on)
            return true;
    return false;
}

const std::vector<HeadReport> *InductionSession::headReports() const
{
    return headReportsGeneration_ == generation_ ? &headReports_ : nullptr;
}

void InductionSession::requestHeadReports()
{
    headReportsWanted_ = true;
    if (headReports() || headsTask_.isRunning())
        return; // there, or a worker is measuring (it starts again for newer weights when done)
    startHeadReports();
}

void InductionSession::startHeadReports()
{
    // The worker gets its own copy of the inspected weights: the inspector stays this thread's.
    headsTask_.start([config = inspectionConfig(model_), parameters = inspector_->parameters(),
                      step = inspector_->stepsDone(),
                      generation = generation_](const std::atomic<bool> &, const std::function<void(double)> &) {
        InductionTrainer<float> trainer(config, parameters, step);
        return MeasuredReports{generation, step, trainer.heads()};
    });
}

void InductionSession::onHeadReportsFinished()
{
    std::optional<MeasuredReports> taken = headsTask_.takeResult();
    if (!taken) {
        headReportsWanted_ = false; // the measurement failed (not reachable): not asked again by itself
        return;
    }
    MeasuredReports &measured = *taken;
    if (measured.generation == generation_) {
        headReports_ = std::move(measured.reports);
        headReportsGeneration_ = measured.generation;
        headReportsStep_ = measured.step;
        headReportsWanted_ = false;
        Q_EMIT headReportsReady();
    } else if (headReportsWanted_ && state_ != State::Running) {
        // The weights changed while the worker measured older ones. During a run they change
        // ten times a second: the lab asks again when the run pauses or ends.
        startHeadReports();
    }
}

void InductionSession::waitForHeadReports()
{
    while (headReportsPending()) {
        if (!headsTask_.isRunning())
            startHeadReports();
        headsTask_.finishNow(); // finished(): ready, or started again
    }
}

bool InductionSession::setSequenceText(const QString &text, QString *problem)
{
    std::optional<std::vector<int>> ids = vocabulary_.parse(text, problem);
    if (!ids)
        return false;
    sequenceText_ = text;
    sequence_ = std::move(*ids);
    sequenceSnapshot_ = inspector_->snapshot(sequence_, mask_);
    Q_EMIT inspectionChanged();
    return true;
}

} // namespace atlas

#include "moc_inductionsession.cpp"
