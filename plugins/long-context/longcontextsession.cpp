#include "longcontextsession.h"

#include <atlas/lengthexperiment.h>
#include <atlas/sinkexperiment.h>
#include <atlas/streamingcache.h>

#include <QMutex>
#include <QMutexLocker>

#include <algorithm>
#include <utility>
#include <cmath>
#include <map>

namespace atlas {

namespace {

// Episodes of the long stream the sinks are measured on (BOS, then 30 · 12 tokens) and its seed;
// windows per length and their seed for the copied-token losses.
constexpr Index streamEpisodes = 30;
constexpr std::uint64_t streamSeed = 77;
constexpr int lengthSamples = 40;
constexpr std::uint64_t lengthSeed = 99;

// Findings already computed in this process, by (steps, seed).
QMutex cacheMutex;
std::map<std::pair<int, std::uint64_t>, LongContextFindings> &cache()
{
    static std::map<std::pair<int, std::uint64_t>, LongContextFindings> findings;
    return findings;
}

std::optional<LongContextFindings> cached(int steps, std::uint64_t seed)
{
    const QMutexLocker lock(&cacheMutex);
    const auto it = cache().find({steps, seed});
    return it == cache().end() ? std::nullopt : std::optional<LongContextFindings>(it->second);
}

} // namespace

LongContextSession::LongContextSession(const LongContextParams &params, QObject *parent)
    : QObject(parent), params_(params), length_(params.length), window_(std::min(params.window, params.length)),
      layers_(params.layers), seed_(params.seed)
{
    connect(&task_, &BackgroundTaskBase::progressChanged, this, [this](double fraction) {
        progress_ = fraction;
        Q_EMIT progressChanged(progress_);
    });
    connect(&task_, &BackgroundTaskBase::finished, this, [this] {
        if (task_.ending() == BackgroundTaskBase::Ending::Completed && *task_.result())
            install(**task_.result());
        else
            endCancelledRun();
    });
}

bool LongContextSession::isRunning() const
{
    return state_ == State::Training || state_ == State::FineTuning;
}

void LongContextSession::endCancelledRun()
{
    if (!isRunning())
        return;
    lastRunCancelled_ = true;
    lastRunRepeated_ = false;
    state_ = findings_ ? State::Ready : State::Untrained;
    Q_EMIT stateChanged();
}

void LongContextSession::setSeed(std::uint64_t seed)
{
    if (std::exchange(seed_, seed) != seed)
        Q_EMIT seedChanged();
}

void LongContextSession::setLength(int length)
{
    length = std::clamp(length, declared::long_context::length::minimum, declared::long_context::length::maximum);
    if (std::exchange(length_, length) == length)
        return;
    window_ = std::min(window_, length_);
    Q_EMIT bandChanged();
}

void LongContextSession::setWindow(int window)
{
    window = std::clamp(window, 1, length_);
    if (std::exchange(window_, window) != window)
        Q_EMIT bandChanged();
}

void LongContextSession::setLayers(int layers)
{
    layers = std::clamp(layers, 1, declared::long_context::layers::maximum);
    if (std::exchange(layers_, layers) != layers)
        Q_EMIT bandChanged();
}

void LongContextSession::reset()
{
    length_ = params_.length;
    window_ = std::min(params_.window, params_.length);
    layers_ = params_.layers;
    Q_EMIT bandChanged();
}

int LongContextSession::layersToReach(int query, int key, int window)
{
    if (key > query || window < 1)
        return 0;
    const int distance = query - key;
    if (distance == 0)
        return 1;
    if (window == 1)
        return 0; // a window of one key reads only itself, in every layer
    return (distance + window - 2) / (window - 1);
}

std::vector<std::vector<int>> LongContextSession::reach() const
{
    std::vector<std::vector<int>> rows(std::size_t(length_), std::vector<int>(std::size_t(length_), 0));
    for (int i = 0; i < length_; ++i)
        for (int j = 0; j <= i; ++j) {
            const int needed = layersToReach(i, j, window_);
            rows[std::size_t(i)][std::size_t(j)] = needed <= layers_ ? needed : 0;
        }
    return rows;
}

qint64 LongContextSession::windowPairs(qint64 length, qint64 window)
{
    const qint64 w = std::min(window, length);
    return length * w - w * (w - 1) / 2;
}

qint64 LongContextSession::causalPairs(qint64 length)
{
    return length * (length + 1) / 2;
}

qint64 LongContextSession::receptiveField(qint64 layers, qint64 window)
{
    return 1 + layers * (window - 1);
}

Index LongContextSession::trainedWindow()
{
    return SinkExperiment::chapterPreset(DecoderPositions::Rotary).window;
}

Index LongContextSession::streamLength()
{
    return 1 + 2 * SinkExperiment::chapterPreset(DecoderPositions::Rotary).text.copyLength * streamEpisodes;
}

std::optional<LongContextFindings> LongContextSession::compute(int steps, std::uint64_t seed,
                                                               const std::function<bool(double)> &keepGoing)
{
    // Progress: the two trainings are nine tenths of the work, the measurements the rest.
    const auto training = [&](double from) {
        return [&keepGoing, from](int done, int total) {
            return !keepGoing || keepGoing(from + 0.45 * double(done) / double(std::max(total, 1)));
        };
    };
    SinkExperimentConfig rotaryConfig = SinkExperiment::chapterPreset(DecoderPositions::Rotary);
    SinkExperimentConfig alibiConfig = SinkExperiment::chapterPreset(DecoderPositions::Alibi);
    for (SinkExperimentConfig *c : {&rotaryConfig, &alibiConfig}) {
        c->steps = steps;
        c->seed = seed;
    }
    const std::optional<TinyDecoder<double>> rotary = SinkExperiment::train(rotaryConfig, training(0));
    if (!rotary)
        return std::nullopt;
    const std::optional<TinyDecoder<double>> alibi = SinkExperiment::train(alibiConfig, training(0.45));
    if (!alibi || (keepGoing && !keepGoing(0.9)))
        return std::nullopt;

    LongContextFindings f;
    f.rotary = std::make_shared<const TinyDecoder<double>>(*rotary);
    f.steps = steps;
    f.seed = seed;
    f.trainedLength = rotaryConfig.window;
    f.cacheBudget = rotaryConfig.window;
    f.layers = rotaryConfig.model.layers;
    f.heads = rotaryConfig.model.heads;
    f.uniformLoss = std::log(double(rotaryConfig.text.vocabulary - 1));
    const std::vector<int> stream = SinkExperiment::stream(rotaryConfig.text, streamEpisodes, streamSeed);
    f.firstTokenMass = StreamingCache<double>::firstTokenMass(*rotary, std::vector<int>(stream.begin(), stream.begin() + f.trainedLength));
    for (Index q = 0; q < f.trainedLength; ++q)
        f.evenMass += 1.0 / double(q + 1) / double(f.trainedLength);
    for (int kept = 0; kept <= LongContextFindings::maxSinks; ++kept) {
        const StreamingLoss loss = StreamingCache<double>::evaluate(*rotary, stream, {f.cacheBudget, kept});
        f.sinkLoss[std::size_t(kept)] = loss.meanLossAfterEviction;
        if (kept == 0)
            f.streamLossEvicted = loss.positionLoss;
        else if (kept == 1)
            f.streamLossKept = loss.positionLoss;
        if (keepGoing && !keepGoing(0.9 + 0.05 * double(kept + 1) / (LongContextFindings::maxSinks + 1)))
            return std::nullopt;
    }
    for (std::size_t l = 0; l < LongContextFindings::lengthFactors.size(); ++l) {
        const int factor = LongContextFindings::lengthFactors[l];
        const Index length = factor * f.trainedLength;
        const auto loss = [&](const TinyDecoder<double> &d) {
            return SinkExperiment::windowLoss(d, rotaryConfig.text, length, lengthSamples, lengthSeed);
        };
        const double plain = loss(*rotary);
        f.lengthLoss[LongContextFindings::Rotary][l] = plain;
        // At the trained length there is nothing to stretch: both scalings are the model itself.
        f.lengthLoss[LongContextFindings::Interpolated][l] = factor > 1 ? loss(LengthExperiment::interpolated(*rotary, factor)) : plain;
        f.lengthLoss[LongContextFindings::NtkScaled][l] = factor > 1 ? loss(LengthExperiment::ntkScaled(*rotary, factor)) : plain;
        f.lengthLoss[LongContextFindings::Alibi][l] = loss(*alibi);
        if (keepGoing && !keepGoing(0.95 + 0.05 * double(l + 1) / double(LongContextFindings::lengthFactors.size())))
            return std::nullopt;
    }
    const QMutexLocker lock(&cacheMutex);
    cache()[{steps, seed}] = f;
    return f;
}

void LongContextSession::train(bool again)
{
    if (isRunning())
        return;
    if (!again)
        if (const std::optional<LongContextFindings> known = cached(params_.steps, seed_)) {
            install(*known);
            return;
        }
    const int steps = params_.steps;
    const std::uint64_t seed = seed_;
    run(State::Training, [steps, seed](const std::function<bool(double)> &keepGoing) { return compute(steps, seed, keepGoing); });
}

bool LongContextSession::fineTune()
{
    if (state_ != State::Ready || !findings_ || !findings_->rotary)
        return false;
    const LongContextFindings findings = *findings_;
    const int steps = params_.tuneSteps;
    run(State::FineTuning, [findings, steps](const std::function<bool(double)> &keepGoing) {
        return computeTuned(findings, steps, keepGoing);
    });
    return true;
}

void LongContextSession::run(State state, std::function<std::optional<LongContextFindings>(const std::function<bool(double)> &)> job)
{
    state_ = state;
    Q_EMIT stateChanged();
    // The task reports progress 0 as it starts.
    task_.start([job = std::move(job)](const std::atomic<bool> &cancel, const std::function<void(double)> &progress) {
        return job([&](double fraction) {
            progress(fraction);
            return !cancel.load();
        });
    });
}

std::optional<LongContextFindings> LongContextSession::computeTuned(const LongContextFindings &findings, int tuneSteps,
                                                                    const std::function<bool(double)> &keepGoing)
{
    if (!findings.rotary)
        return std::nullopt;
    const SinkExperimentConfig config = SinkExperiment::chapterPreset(DecoderPositions::Rotary);
    LongContextFindings f = findings;
    // Work in proportion to the pairs of a window: factor² per step.
    double total = 0, done = 0;
    for (std::size_t l = 1; l < LongContextFindings::lengthFactors.size(); ++l)
        total += LongContextFindings::rotaryReadings * std::pow(double(LongContextFindings::lengthFactors[l]), 2);
    for (int v = 0; v < LongContextFindings::rotaryReadings; ++v)
        f.tunedLoss[std::size_t(v)][0] = f.lengthLoss[std::size_t(v)][0];
    for (std::size_t l = 1; l < LongContextFindings::lengthFactors.size(); ++l) {
        const int factor = LongContextFindings::lengthFactors[l];
        const Index length = factor * f.trainedLength;
        const double share = std::pow(double(factor), 2) / total;
        for (int v = 0; v < LongContextFindings::rotaryReadings; ++v) {
            const TinyDecoder<double> reading = v == LongContextFindings::Interpolated ? LengthExperiment::interpolated(*f.rotary, factor)
                                              : v == LongContextFindings::NtkScaled  ? LengthExperiment::ntkScaled(*f.rotary, factor)
                                                                                      : *f.rotary;
            const std::optional<TinyDecoder<double>> tuned = SinkExperiment::fineTune(
                reading, config.text, length, tuneSteps, config.learningRate, f.seed,
                [&](int stepsDone, int steps) { return !keepGoing || keepGoing(done + share * double(stepsDone) / double(steps)); });
            if (!tuned)
                return std::nullopt;
            f.tunedLoss[std::size_t(v)][l] = SinkExperiment::windowLoss(*tuned, config.text, length, lengthSamples, lengthSeed);
            done += share;
        }
    }
    f.tuned = true;
    f.tuneSteps = tuneSteps;
    return f;
}

void LongContextSession::cancel()
{
    task_.cancel();
}

void LongContextSession::waitForWorker()
{
    // The findings are in place (or the run ended cancelled) when this returns.
    task_.finishNow();
}

void LongContextSession::trainNow()
{
    waitForWorker();
    if (findings_ && findings_->steps == params_.steps && findings_->seed == seed_)
        return;
    std::optional<LongContextFindings> known = cached(params_.steps, seed_);
    if (!known)
        known = compute(params_.steps, seed_);
    install(*known);
}

void LongContextSession::install(const LongContextFindings &findings)
{
    lastRunCancelled_ = false;
    // A training run is compared with the decoders before it, as they were trained.
    lastRunRepeated_ = false;
    if (findings_ && !findings.tuned) {
        LongContextFindings before = *findings_;
        before.tuned = false;
        before.tunedLoss = {};
        lastRunRepeated_ = before == findings;
    }
    findings_ = findings;
    state_ = State::Ready;
    progress_ = 1;
    Q_EMIT progressChanged(1);
    Q_EMIT stateChanged();
}

} // namespace atlas

#include "moc_longcontextsession.cpp"
