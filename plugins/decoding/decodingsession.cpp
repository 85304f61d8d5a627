#include "decodingsession.h"

#include "sdk/trainingpace.h"

#include <atlas/adamoptimizer.h>

#include <algorithm>
#include <cmath>
#include <random>

namespace atlas {

namespace {

// The training sequences' generator is seeded apart from the weights' (same seed, other stream).
constexpr std::uint64_t sequenceStream = 0x9e3779b97f4a7c15ULL;

template <typename Scalar>
TinyDecoder<Scalar> *decoderCopy(const TinyDecoder<double> &decoder)
{
    const DecoderParameters<double> &from = decoder.parameters();
    DecoderParameters<Scalar> to;
    to.tokenEmbedding = from.tokenEmbedding.cast<Scalar>();
    to.positionEmbedding = from.positionEmbedding.cast<Scalar>();
    to.unembedding = from.unembedding.cast<Scalar>();
    for (const AttentionWeights<double> &layer : from.layers) {
        AttentionWeights<Scalar> w;
        w.wq = layer.wq.cast<Scalar>();
        w.wk = layer.wk.cast<Scalar>();
        w.wv = layer.wv.cast<Scalar>();
        if (layer.wo)
            w.wo = layer.wo->cast<Scalar>();
        to.layers.push_back(std::move(w));
    }
    return new TinyDecoder<Scalar>(decoder.config(), std::move(to));
}

template <typename Scalar>
double largestChange(const RowVector<Scalar> &cached, const Matrix<Scalar> &recomputed, Index row, bool &identical)
{
    const auto full = recomputed.row(row);
    identical = identical && (cached.array() == full.array()).all();
    return (cached.template cast<double>() - full.template cast<double>()).cwiseAbs().maxCoeff();
}

void record(DecodingSession::Agreement &a, double change, bool identical)
{
    a.latest = change;
    a.worst = std::max(a.worst, change);
    a.bitIdentical = a.bitIdentical && identical;
}

} // namespace

DecoderConfig DecodingSession::modelConfig(int vocabulary)
{
    DecoderConfig c;
    c.vocabulary = std::max(vocabulary, 2);
    c.modelWidth = 32;
    c.heads = 2;
    c.keyWidth = 16;
    c.valueWidth = 16;
    c.maxLength = 64;
    c.layers = 2;
    return c;
}

std::optional<DecodingSession::Trained> DecodingSession::trainModel(const DecodingParams &params, const DecodingCorpus &corpus,
                                                                  const std::function<bool(int, int)> &progress,
                                                                  const std::function<void(int, const Checkpoint &)> &checkpoint,
                                                                  int interval)
{
    const DecoderConfig config = modelConfig(corpus.size());
    Trained trained;
    trained.decoder = std::make_unique<TinyDecoder<double>>(config, static_cast<std::uint64_t>(params.seed));
    AdamOptimizer<double> adam(learningRate);
    std::mt19937_64 random(static_cast<std::uint64_t>(params.seed) ^ sequenceStream);
    const int steps = params.trainingSteps;
    const int window = std::min(50, steps);
    double recent = 0;
    std::vector<double> lastLosses; // the recent loss of a checkpoint: up to 50 steps back
    const auto recentMean = [&lastLosses] {
        double sum = 0;
        for (double l : lastLosses)
            sum += l;
        return lastLosses.empty() ? std::nan("") : sum / double(lastLosses.size());
    };
    for (int s = 0; s < steps; ++s) {
        // Every step: a paced run waits in the callback.
        if (progress && !progress(s, steps))
            return std::nullopt;
        const bool keep = checkpoint && interval > 0 && s % interval == 0;
        std::optional<DecoderParameters<double>> before;
        if (keep)
            before = trained.decoder->parameters();
        const DecoderInput input = DecoderInput::nextToken(corpus.trainingSequence(random, config.maxLength));
        const double loss = trained.decoder->trainStep(input, adam);
        if (s >= steps - window)
            recent += loss;
        lastLosses.push_back(loss);
        if (lastLosses.size() > 50)
            lastLosses.erase(lastLosses.begin());
        // Step s's weights, with the loss they had on this step's sequence among the recent.
        if (keep)
            checkpoint(s, Checkpoint{std::move(*before), recentMean()});
    }
    if (progress)
        progress(steps, steps);
    trained.finalLoss = recent / window;
    if (checkpoint)
        checkpoint(steps, Checkpoint{trained.decoder->parameters(), trained.finalLoss});
    return trained;
}

DecodingSession::DecodingSession(const DecodingParams &params, QObject *parent)
    : QObject(parent), params_(params), corpus_(params.corpus), config_(modelConfig(corpus_.size())),
      prompt_(params.prompt), samplingSeed_(params.samplingSeed)
{
    promptTokens_ = corpus_.encode(prompt_).value_or(std::vector<int>{});
    sampling_.temperature = params.temperature;
    sampling_.topK = params.topK;
    connect(&task_, &BackgroundTaskBase::progressChanged, this, [this](double fraction) {
        trainingProgress_ = fraction;
        Q_EMIT trainingProgressed(trainingProgress_);
    });
    connect(&task_, &BackgroundTaskBase::finished, this, [this] {
        if (task_.ending() == BackgroundTaskBase::Ending::Completed)
            if (std::optional<Trained> trained = *task_.takeResult()) {
                historyBeforeRun_ = History();
                install(std::move(*trained));
                return;
            }
        history_ = std::move(historyBeforeRun_);
        state_ = decoder_ ? State::Ready : State::Untrained;
        Q_EMIT stateChanged();
    });
}

void DecodingSession::train()
{
    if (state_ == State::Training)
        return;
    useNewest(); // a run starts from the seed; a cancelled one leaves the trained model in place
    const DecodingParams params = params_;
    const DecodingCorpus corpus = corpus_;
    state_ = State::Training;
    trainingProgress_ = 0;
    checkpointInUse_ = -1;
    const int interval = std::max(1, params.trainingSteps / checkpointsPerRun);
    historyBeforeRun_ = std::move(history_);
    history_.clear(interval);
    TrainingPace pace(pace_, params.trainingSteps);
    Q_EMIT stateChanged();
    task_.start(
        [params, corpus, interval, pace](const std::atomic<bool> &cancel, const std::function<void(double)> &progress,
                                         const std::function<void(Report)> &publish) mutable {
            pace.start();
            return trainModel(
                params, corpus,
                [&](int done, int total) {
                    pace.waitFor(done, [&cancel] { return cancel.load(); });
                    progress(double(done) / std::max(1, total));
                    return !cancel.load();
                },
                [&publish](int step, const Checkpoint &checkpoint) { publish(Report{step, checkpoint}); }, interval);
        },
        [this](const std::vector<Report> &reports) {
            for (const Report &report : reports)
                history_.add(report.step, report.checkpoint, report.step == params_.trainingSteps);
            Q_EMIT checkpointAdded();
        });
}

void DecodingSession::trainNow()
{
    cancelTraining();
    waitForTraining();
    checkpointInUse_ = -1;
    const int interval = std::max(1, params_.trainingSteps / checkpointsPerRun);
    history_.clear(interval);
    std::optional<Trained> trained = trainModel(
        params_, corpus_, {},
        [this](int step, const Checkpoint &checkpoint) { history_.add(step, checkpoint, step == params_.trainingSteps); },
        interval);
    install(std::move(*trained));
}

void DecodingSession::cancelTraining()
{
    task_.cancel();
}

void DecodingSession::waitForTraining()
{
    // The trained model, or after a cancel the one before, is in place when this returns.
    task_.finishNow();
}

void DecodingSession::install(Trained trained)
{
    finalLoss_ = trained.finalLoss;
    installWeights(std::move(trained.decoder));
}

bool DecodingSession::useCheckpoint(int index)
{
    if (state_ != State::Ready || index < 0 || std::size_t(index) >= history_.size())
        return false;
    checkpointInUse_ = std::size_t(index) + 1 == history_.size() ? -1 : index;
    installWeights(std::make_unique<TinyDecoder<double>>(config_, history_.at(std::size_t(index)).parameters.parameters));
    return true;
}

void DecodingSession::useNewest()
{
    if (!history_.empty())
        useCheckpoint(int(history_.size()) - 1);
}

QString DecodingSession::continuation(const DecoderParameters<double> &parameters, int count) const
{
    const TinyDecoder<double> decoder(config_, parameters);
    std::vector<int> tokens{DecodingCorpus::beginToken};
    tokens.insert(tokens.end(), promptTokens_.begin(), promptTokens_.end());
    QStringList words;
    for (int token : promptTokens_)
        words.append(corpus_.label(token));
    for (int i = 0; i < count && Index(tokens.size()) < config_.maxLength; ++i) {
        DecoderInput input;
        input.tokens = tokens;
        const Matrix<double> logits = decoder.forward(input).logits;
        Index next = 0;
        logits.row(logits.rows() - 1).maxCoeff(&next);
        tokens.push_back(int(next));
        words.append(corpus_.label(int(next)));
    }
    return words.join(QLatin1Char(' '));
}

void DecodingSession::installWeights(std::unique_ptr<TinyDecoder<double>> decoder)
{
    cached_.reset();
    cachedReversed_.reset();
    cachedFloat_.reset();
    cachedFloatReversed_.reset();
    decoder_ = std::move(decoder);
    decoderFloat_.reset(decoderCopy<float>(*decoder_));
    cached_ = std::make_unique<IncrementalDecoder<double>>(*decoder_);
    cachedReversed_ = std::make_unique<IncrementalDecoder<double>>(*decoder_, SummationOrder::Reversed);
    cachedFloat_ = std::make_unique<IncrementalDecoder<float>>(*decoderFloat_);
    cachedFloatReversed_ = std::make_unique<IncrementalDecoder<float>>(*decoderFloat_, SummationOrder::Reversed);
    state_ = State::Ready;
    trainingProgress_ = 1;
    Q_EMIT stateChanged();
    reset();
}

void DecodingSession::resetChecks()
{
    for (auto &byOrder : agreements_)
        for (Agreement &a : byOrder)
            a = Agreement();
    pastRowsChange_ = 0;
    pastRowsIdentical_ = true;
}

void DecodingSession::reset()
{
    sampler_ = std::make_unique<TokenSampler>(static_cast<std::uint64_t>(samplingSeed_));
    resetChecks();
    if (!cached_) {
        Q_EMIT sequenceChanged();
        return;
    }
    cached_->reset();
    cachedReversed_->reset();
    cachedFloat_->reset();
    cachedFloatReversed_->reset();
    appendEverywhere(DecodingCorpus::beginToken);
    for (int token : promptTokens_)
        appendEverywhere(token);
    compareWithRecompute(0);
    promptLength_ = cached_->length();
    Q_EMIT sequenceChanged();
}

void DecodingSession::appendEverywhere(int token)
{
    const Index t = cached_->length();
    std::vector<Matrix<double>> keysBefore, valuesBefore;
    for (Index l = 0; l < config_.layers; ++l) {
        keysBefore.emplace_back(cached_->keys(l));
        valuesBefore.emplace_back(cached_->values(l));
    }
    cached_->append(token);
    cachedReversed_->append(token);
    cachedFloat_->append(token);
    cachedFloatReversed_->append(token);

    for (Index l = 0; l < config_.layers; ++l) {
        const Matrix<double> keysAfter = cached_->keys(l).topRows(t);
        const Matrix<double> valuesAfter = cached_->values(l).topRows(t);
        if (t > 0) {
            pastRowsChange_ = std::max({pastRowsChange_, (keysAfter - keysBefore[std::size_t(l)]).cwiseAbs().maxCoeff(),
                                        (valuesAfter - valuesBefore[std::size_t(l)]).cwiseAbs().maxCoeff()});
            pastRowsIdentical_ = pastRowsIdentical_ && (keysAfter.array() == keysBefore[std::size_t(l)].array()).all()
                && (valuesAfter.array() == valuesBefore[std::size_t(l)].array()).all();
        }
    }
}

void DecodingSession::compareWithRecompute(Index from)
{
    // The whole sequence run again from scratch, once, in each precision: its row t is what a
    // recompute of the prefix 0…t gives (a causal decoder's row t reads nothing after t), so
    // every step from `from` on is compared with a full recompute by one forward pass.
    DecoderInput input;
    input.tokens = cached_->tokens();
    const Matrix<double> full = decoder_->forward(input).logits;
    const Matrix<float> fullFloat = decoderFloat_->forward(input).logits;
    for (Index t = from; t < cached_->length(); ++t) {
        const auto compare = [&](Precision precision, SummationOrder order, const auto &cached, const auto &recomputed) {
            bool identical = true;
            const double change = largestChange(RowVector<typename std::decay_t<decltype(recomputed)>::Scalar>(cached.row(t)),
                                                recomputed, t, identical);
            record(agreements_[int(precision)][int(order)], change, identical);
        };
        compare(Precision::Double, SummationOrder::SameAsRecompute, cached_->logits(), full);
        compare(Precision::Double, SummationOrder::Reversed, cachedReversed_->logits(), full);
        compare(Precision::Float, SummationOrder::SameAsRecompute, cachedFloat_->logits(), fullFloat);
        compare(Precision::Float, SummationOrder::Reversed, cachedFloatReversed_->logits(), fullFloat);
    }
}

int DecodingSession::nextToken()
{
    const RowVector<double> &logits = cached_->lastStep().logits;
    return static_cast<int>(sampling_.greedy ? TokenSampler::greedy(logits)
                                             : sampler_->sample(logits, sampling_.temperature, sampling_.topK));
}

int DecodingSession::step()
{
    if (!cached_ || cached_->length() >= capacity())
        return 0;
    appendEverywhere(nextToken());
    compareWithRecompute(length() - 1);
    Q_EMIT sequenceChanged();
    return 1;
}

int DecodingSession::generate(int count)
{
    const Index from = length();
    int made = 0;
    while (made < count && cached_ && cached_->length() < capacity()) {
        appendEverywhere(nextToken());
        ++made;
    }
    if (made > 0) {
        compareWithRecompute(from);
        Q_EMIT sequenceChanged(); // one redraw for the whole run, not one per token
    }
    return made;
}

bool DecodingSession::setPrompt(const QString &text, QString *problem)
{
    const std::optional<std::vector<int>> ids = corpus_.encode(text, problem);
    if (!ids)
        return false;
    if (ids->size() > std::size_t(DecodingParams::maxPromptTokens)) {
        if (problem)
            *problem = tr("expected at most %1 words, got %2").arg(DecodingParams::maxPromptTokens).arg(ids->size());
        return false;
    }
    prompt_ = text;
    promptTokens_ = *ids;
    reset();
    return true;
}

void DecodingSession::setTemperature(double temperature)
{
    if (!(std::isfinite(temperature) && temperature > 0) || temperature == sampling_.temperature)
        return;
    sampling_.temperature = temperature;
    Q_EMIT samplingChanged();
}

void DecodingSession::setTopK(int k)
{
    if (k < 0 || k == sampling_.topK)
        return;
    sampling_.topK = k;
    Q_EMIT samplingChanged();
}

void DecodingSession::setGreedy(bool greedy)
{
    if (greedy == sampling_.greedy)
        return;
    sampling_.greedy = greedy;
    Q_EMIT samplingChanged();
}

void DecodingSession::setSamplingSeed(qint64 seed)
{
    samplingSeed_ = seed;
    reset();
}

Index DecodingSession::length() const
{
    return cached_ ? cached_->length() : 0;
}

std::vector<int> DecodingSession::tokens() const
{
    return cached_ ? cached_->tokens() : std::vector<int>{};
}

QStringList DecodingSession::tokenLabels() const
{
    QStringList labels;
    for (int token : tokens())
        labels.append(corpus_.label(token));
    return labels;
}

RowVector<double> DecodingSession::nextLogits() const
{
    return cached_ && cached_->length() > 0 ? cached_->lastStep().logits : RowVector<double>();
}

RowVector<double> DecodingSession::nextDistribution() const
{
    const RowVector<double> logits = nextLogits();
    if (logits.size() == 0)
        return logits;
    if (sampling_.greedy) {
        RowVector<double> p = RowVector<double>::Zero(logits.size());
        p(TokenSampler::greedy(logits)) = 1;
        return p;
    }
    return TokenSampler::distribution(logits, sampling_.temperature, sampling_.topK);
}

DecodingSession::Agreement DecodingSession::agreement(Precision precision, SummationOrder order) const
{
    return agreements_[int(precision)][int(order)];
}

} // namespace atlas

#include "moc_decodingsession.cpp"
