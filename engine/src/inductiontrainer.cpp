#include "atlas/inductiontrainer.h"

#include "atlas/adamoptimizer.h"
#include "atlas/inductionmetrics.h"
#include "atlas/sgdoptimizer.h"

#include <charconv>
#include <cmath>
#include <sstream>
#include <string>

namespace atlas {

namespace {

// Seeds of the two fixed sequences sets, apart from every training step's (steps are ≥ 1).
constexpr std::int64_t evaluationStream = -1;
constexpr std::int64_t probeStream = -2;

} // namespace

void InductionTrainingConfig::validate() const
{
    InductionTask check(task); // vocabulary, repeat, corpus
    auto atLeast = [](const char *field, Index value, Index minimum) {
        if (value < minimum)
            throw ShapeError(std::string(field) + ": expected at least " + std::to_string(minimum)
                             + ", got " + std::to_string(value));
    };
    atLeast("layers", layers, 1);
    atLeast("heads", heads, 1);
    atLeast("width", width, 1);
    atLeast("batch", batch, 1);
    atLeast("warmupSteps", warmupSteps, 0);
    atLeast("sequencesPerBlock", sequencesPerBlock, 1);
    atLeast("evaluationSequences", evaluationSequences, 1);
    if (width % heads != 0)
        throw ShapeError("width: expected a multiple of heads (" + std::to_string(heads)
                         + "), got " + std::to_string(width));
    if (!(learningRate > 0) || !std::isfinite(learningRate))
        throw ShapeError("learningRate: expected a positive number");
    if (!(clipNorm >= 0) || !std::isfinite(clipNorm))
        throw ShapeError("clipNorm: expected 0 (off) or a positive number");
    if (!(momentum >= 0 && momentum < 1))
        throw ShapeError("momentum: expected a number in [0, 1)");
    if (threads < 1)
        throw ShapeError("threads: expected at least 1, got " + std::to_string(threads));
}

DecoderConfig InductionTrainingConfig::decoderConfig() const
{
    const InductionTask t(task);
    DecoderConfig c;
    c.vocabulary = t.modelVocabulary();
    c.modelWidth = width;
    c.heads = heads;
    c.keyWidth = width / heads;
    c.valueWidth = width / heads;
    c.maxLength = t.length();
    c.layers = layers;
    return c;
}

namespace {

std::string decimal(double value)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

} // namespace

std::map<std::string, std::string> InductionTrainingConfig::toMetadata() const
{
    std::string corpus;
    for (int id : task.corpus)
        corpus.append(corpus.empty() ? "" : " ").append(std::to_string(id));
    return {
        {"vocabulary", std::to_string(task.vocabulary)},
        {"repeat", std::to_string(task.repeat)},
        {"minimum_repeat", std::to_string(task.minimumRepeat)},
        {"begin_token", task.beginToken ? "1" : "0"},
        {"corpus", corpus},
        {"layers", std::to_string(layers)},
        {"heads", std::to_string(heads)},
        {"width", std::to_string(width)},
        {"positions", positions ? "1" : "0"},
        {"batch", std::to_string(batch)},
        {"optimizer", optimizer == OptimizerKind::Adam ? "adam" : "sgd"},
        {"learning_rate", decimal(learningRate)},
        {"warmup_steps", std::to_string(warmupSteps)},
        {"clip_norm", decimal(clipNorm)},
        {"momentum", decimal(momentum)},
        {"seed", std::to_string(seed)},
        {"sequences_per_block", std::to_string(sequencesPerBlock)},
        {"evaluation_sequences", std::to_string(evaluationSequences)},
        {"steps", std::to_string(steps)},
    };
}

InductionTrainingConfig InductionTrainingConfig::fromMetadata(const std::map<std::string, std::string> &metadata)
{
    auto text = [&](const char *key) -> const std::string & {
        const auto it = metadata.find(key);
        if (it == metadata.end())
            throw ArchiveError(std::string("metadata: ") + key + " is missing");
        return it->second;
    };
    auto integer = [&](const char *key) {
        const std::string &t = text(key);
        std::int64_t value = 0;
        const auto result = std::from_chars(t.data(), t.data() + t.size(), value);
        if (result.ec != std::errc() || result.ptr != t.data() + t.size())
            throw ArchiveError(std::string("metadata ") + key + ": expected an integer, got '" + t + "'");
        return value;
    };
    auto number = [&](const char *key) {
        const std::string &t = text(key);
        double value = 0;
        const auto result = std::from_chars(t.data(), t.data() + t.size(), value);
        if (result.ec != std::errc() || result.ptr != t.data() + t.size())
            throw ArchiveError(std::string("metadata ") + key + ": expected a number, got '" + t + "'");
        return value;
    };
    InductionTrainingConfig c;
    c.task.vocabulary = integer("vocabulary");
    c.task.repeat = integer("repeat");
    c.task.minimumRepeat = integer("minimum_repeat");
    c.task.beginToken = integer("begin_token") != 0;
    std::istringstream corpus(text("corpus"));
    for (int id; corpus >> id;)
        c.task.corpus.push_back(id);
    if (!corpus.eof())
        throw ArchiveError("metadata corpus: expected token ids separated by spaces");
    c.layers = integer("layers");
    c.heads = integer("heads");
    c.width = integer("width");
    c.positions = integer("positions") != 0;
    c.batch = integer("batch");
    const std::string &optimizer = text("optimizer");
    if (optimizer != "adam" && optimizer != "sgd")
        throw ArchiveError("metadata optimizer: expected adam or sgd, got '" + optimizer + "'");
    c.optimizer = optimizer == "adam" ? OptimizerKind::Adam : OptimizerKind::Sgd;
    c.learningRate = number("learning_rate");
    c.warmupSteps = integer("warmup_steps");
    c.clipNorm = number("clip_norm");
    c.momentum = number("momentum");
    c.seed = static_cast<std::uint64_t>(integer("seed"));
    c.sequencesPerBlock = integer("sequences_per_block");
    c.evaluationSequences = integer("evaluation_sequences");
    c.steps = integer("steps");
    try {
        c.validate();
    } catch (const ShapeError &error) {
        throw ArchiveError(std::string("metadata: ") + error.what());
    }
    return c;
}

InductionTrainingConfig inductionPreset(InductionPreset preset)
{
    InductionTrainingConfig c;
    c.task.vocabulary = 32;
    c.task.beginToken = true;
    c.clipNorm = 1;
    switch (preset) {
    case InductionPreset::Default:
        c.task.repeat = 12;
        c.task.minimumRepeat = 6;
        c.width = 64;
        c.heads = 4;
        c.learningRate = 5e-3;
        c.steps = 3000;
        break;
    case InductionPreset::Larger:
        c.task.vocabulary = 48;
        c.task.repeat = 16;
        c.task.minimumRepeat = 8;
        c.width = 64;
        c.heads = 4;
        c.learningRate = 5e-3;
        c.steps = 4000;
        break;
    case InductionPreset::Quick:
        c.task.repeat = 8;
        c.task.minimumRepeat = 4;
        c.width = 32;
        c.heads = 2;
        c.learningRate = 1e-2;
        c.steps = 2000;
        break;
    }
    return c;
}

template <typename Scalar>
InductionTrainer<Scalar>::InductionTrainer(const InductionTrainingConfig &config)
    : InductionTrainer(config, [&] {
          config.validate();
          DecoderParameters<Scalar> p = TinyDecoder<Scalar>(config.decoderConfig(), config.seed).parameters();
          if (!config.positions)
              p.positionEmbedding.setZero();
          return p;
      }(), 0)
{
}

template <typename Scalar>
InductionTrainer<Scalar>::InductionTrainer(const InductionTrainingConfig &config,
                                           DecoderParameters<Scalar> parameters,
                                           std::int64_t stepsDone)
    : config_(config), task_((config.validate(), config.task)), parameters_(std::move(parameters)),
      steps_(stepsDone)
{
    if (stepsDone < 0)
        throw ShapeError("steps: expected 0 or more");
    const DecoderConfig decoder = config_.decoderConfig();
    TinyDecoder<Scalar> check(decoder, parameters_); // throws ShapeError on a shape mismatch
    if (!config_.positions)
        parameters_.positionEmbedding.setZero();
    if (config_.optimizer == OptimizerKind::Adam)
        optimizer_ = std::make_unique<AdamOptimizer<Scalar>>(config_.learningRate);
    else
        optimizer_ = std::make_unique<SgdOptimizer<Scalar>>(config_.learningRate, config_.momentum);
    training_ = std::make_unique<BatchedDecoder<Scalar>>(decoder, config_.threads, config_.sequencesPerBlock);
    evaluation_ = std::make_unique<BatchedDecoder<Scalar>>(decoder, config_.threads, config_.sequencesPerBlock);
}

template <typename Scalar>
InductionTrainer<Scalar>::~InductionTrainer() = default;

template <typename Scalar>
void InductionTrainer<Scalar>::setThreads(int threads)
{
    if (threads < 1)
        throw ShapeError("threads: expected at least 1, got " + std::to_string(threads));
    config_.threads = threads;
    training_->setThreads(threads);
    evaluation_->setThreads(threads);
}

template <typename Scalar>
TrainingStep InductionTrainer<Scalar>::step()
{
    TrainingStep report;
    report.step = steps_ + 1;
    task_.fillBatch(batch_, config_.batch, InductionTask::stepSeed(config_.seed, report.step));
    const BatchStatistics statistics = training_->lossAndGradients(parameters_, batch_, gradients_);
    report.loss = statistics.loss;
    report.firstHalf = statistics.firstHalf;
    report.repeatedHalf = statistics.repeatedHalf;

    if (!config_.positions)
        gradients_.positionEmbedding.setZero();
    if (parameterList_.empty()) { // the matrices never move: list them once
        parameterList_ = parameters_.list();
        gradientList_ = gradients_.list();
        constGradientList_.assign(gradientList_.begin(), gradientList_.end());
    }
    double squares = 0;
    for (const Matrix<Scalar> *g : gradientList_)
        squares += static_cast<double>(g->squaredNorm());
    report.gradientNorm = std::sqrt(squares);
    if (config_.clipNorm > 0 && report.gradientNorm > config_.clipNorm) {
        const auto factor = static_cast<Scalar>(config_.clipNorm / report.gradientNorm);
        for (Matrix<Scalar> *g : gradientList_)
            *g *= factor;
    }
    report.learningRate = config_.learningRate;
    if (config_.warmupSteps > 0 && report.step < config_.warmupSteps)
        report.learningRate *= static_cast<double>(report.step) / static_cast<double>(config_.warmupSteps);
    optimizer_->setLearningRate(report.learningRate);
    optimizer_->step(parameterList_, constGradientList_);
    steps_ = report.step;
    return report;
}

template <typename Scalar>
std::int64_t InductionTrainer<Scalar>::train(std::int64_t steps, const StepCallback &onStep,
                                             std::stop_token stop)
{
    std::int64_t done = 0;
    while (done < steps && !stop.stop_requested()) {
        const TrainingStep report = step();
        ++done;
        if (onStep && !onStep(*this, report))
            break;
    }
    return done;
}

template <typename Scalar>
BatchStatistics InductionTrainer<Scalar>::evaluate(const HeadMask &mask)
{
    if (!evaluationBatch_)
        evaluationBatch_ = task_.batch(config_.evaluationSequences,
                                       InductionTask::stepSeed(config_.seed, evaluationStream));
    return evaluation_->evaluate(parameters_, *evaluationBatch_, mask);
}

template <typename Scalar>
std::vector<HeadReport> InductionTrainer<Scalar>::heads()
{
    if (!evaluationBatch_)
        evaluate();
    const TokenBatch &batch = *evaluationBatch_;
    BatchCapture<Scalar> capture;
    capture.attention = true;
    const BatchStatistics all = evaluation_->evaluate(parameters_, batch, {}, &capture);
    const Index count = config_.layers * config_.heads, t = batch.length;
    std::vector<HeadReport> reports(static_cast<std::size_t>(count));
    for (Index index = 0; index < count; ++index) {
        HeadReport &r = reports[static_cast<std::size_t>(index)];
        r.layer = index / config_.heads + 1;
        r.head = index % config_.heads + 1;
        double previous = 0, induction = 0, duplicate = 0;
        Index inductionCount = 0;
        for (Index b = 0; b < batch.sequences; ++b) {
            const Matrix<Scalar> &a = capture.heads[static_cast<std::size_t>(b * count + index)];
            const std::vector<int> tokens(batch.tokens.begin() + b * t, batch.tokens.begin() + (b + 1) * t);
            if (t >= 2)
                previous += previousTokenScore(a);
            if (const std::optional<double> score = inductionScore(a, tokens)) {
                induction += *score;
                duplicate += duplicateTokenScore(a, tokens).value_or(0.0);
                ++inductionCount;
            }
        }
        r.previousTokenScore = previous / static_cast<double>(batch.sequences);
        r.inductionScore = inductionCount > 0 ? induction / static_cast<double>(inductionCount) : 0.0;
        r.duplicateTokenScore = inductionCount > 0 ? duplicate / static_cast<double>(inductionCount) : 0.0;
        HeadMask mask(static_cast<std::size_t>(count), true);
        mask[static_cast<std::size_t>(index)] = false;
        const BatchStatistics ablated = evaluation_->evaluate(parameters_, batch, mask);
        r.ablationLossIncrease = ablated.repeatedHalf.loss - all.repeatedHalf.loss;
        r.ablatedRepeatedHalfAccuracy = ablated.repeatedHalf.accuracy;
    }
    return reports;
}

template <typename Scalar>
std::vector<int> InductionTrainer<Scalar>::probe() const
{
    return task_.sequence(InductionTask::stepSeed(config_.seed, probeStream)).tokens;
}

template <typename Scalar>
AttentionSnapshot InductionTrainer<Scalar>::snapshot(const std::vector<int> &tokens, const HeadMask &mask)
{
    TokenBatch batch = TokenBatch::single(tokens, tokens == probe() ? task_.parts(task_.config().repeat)
                                                                    : std::vector<PredictionPart>{});
    BatchCapture<Scalar> capture;
    capture.attention = true;
    capture.predictions = true;
    AttentionSnapshot s;
    s.step = steps_;
    s.tokens = tokens;
    s.statistics = evaluation_->evaluate(parameters_, batch, mask, &capture);
    s.predictions = capture.probabilities.template cast<double>();
    for (const Matrix<Scalar> &a : capture.heads) {
        s.attention.push_back(a.template cast<double>());
        s.previousTokenScores.push_back(a.rows() >= 2 ? previousTokenScore(a) : 0.0);
        s.inductionScores.push_back(inductionScore(a, tokens));
        s.duplicateTokenScores.push_back(duplicateTokenScore(a, tokens));
    }
    return s;
}

template <typename Scalar>
DecoderArchive<Scalar> InductionTrainer<Scalar>::archive() const
{
    DecoderArchive<Scalar> a;
    a.config = decoderConfig();
    a.parameters = parameters_;
    a.metadata = config_.toMetadata();
    a.metadata["steps_done"] = std::to_string(steps_);
    return a;
}

template <typename Scalar>
std::unique_ptr<InductionTrainer<Scalar>> InductionTrainer<Scalar>::fromArchive(const DecoderArchive<Scalar> &archive)
{
    const InductionTrainingConfig config = InductionTrainingConfig::fromMetadata(archive.metadata);
    const auto done = archive.metadata.find("steps_done");
    std::int64_t steps = 0;
    if (done == archive.metadata.end()
        || std::from_chars(done->second.data(), done->second.data() + done->second.size(), steps).ec != std::errc()
        || steps < 0)
        throw ArchiveError("metadata steps_done: expected the number of steps trained");
    const DecoderConfig expected = config.decoderConfig();
    const DecoderConfig &found = archive.config;
    if (found.vocabulary != expected.vocabulary || found.modelWidth != expected.modelWidth
        || found.heads != expected.heads || found.keyWidth != expected.keyWidth
        || found.valueWidth != expected.valueWidth || found.maxLength != expected.maxLength
        || found.layers != expected.layers || found.temperature != expected.temperature)
        throw ArchiveError("header: the decoder's sizes do not match the training settings in its metadata");
    return std::make_unique<InductionTrainer>(config, archive.parameters, steps);
}

template class InductionTrainer<float>;
template class InductionTrainer<double>;

} // namespace atlas
