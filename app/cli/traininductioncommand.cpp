#include "traininductioncommand.h"

#include "commandline.h"
#include "jsonwriter.h"

#include <atlas/inductioncurve.h>
#include <atlas/inductiontrainer.h>

#include <QSaveFile>

#include <chrono>
#include <cmath>
#include <limits>
#include <optional>

namespace atlas {

namespace {

std::optional<double> numberOption(const QCommandLineParser &parser, const QString &name,
                                   double fallback, double minimum, double maximum)
{
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const QString text = parser.value(name);
    const double value = text.toDouble(&ok);
    if (!ok || !(value >= minimum) || !(value <= maximum)) {
        CommandLine::failRequest(CommandLine::fieldError(QLatin1String("--") + name,
            TrainInductionCommand::tr("expected a number from %1 to %2, got '%3'").arg(minimum).arg(maximum).arg(text)));
        return std::nullopt;
    }
    return value;
}

// The mean of the training figures over the steps since the last curve point.
struct CurveWindow {
    double loss = 0, first = 0, repeated = 0;
    int steps = 0;

    void add(const TrainingStep &s)
    {
        loss += s.loss;
        first += s.firstHalf.accuracy;
        repeated += s.repeatedHalf.accuracy;
        ++steps;
    }
};

// Writes the trained model, with its training curve as the chapter keeps it, into `file`
// (opened before training, so a folder that cannot be written is reported before the run,
// not after it) and commits it; a one-line error and false when that fails.
template <typename Scalar>
bool save(const InductionTrainer<Scalar> &trainer, const InductionCurve &curve, QSaveFile &file)
{
    DecoderArchive<Scalar> archive = trainer.archive();
    archive.metadata["curve"] = curve.toText();
    const std::string bytes = archive.write();
    if (file.write(bytes.data(), qint64(bytes.size())) != qint64(bytes.size()) || !file.commit()) {
        CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("--save"),
            TrainInductionCommand::tr("cannot write %1: %2").arg(file.fileName(), file.errorString())));
        return false;
    }
    return true;
}

template <typename Scalar>
int train(const InductionTrainingConfig &config, qint64 steps, bool doublePrecision, QSaveFile *saveFile)
{
    InductionTrainer<Scalar> trainer(config);
    InductionCurve chapterCurve;
    std::string out;
    JsonWriter w(out);
    w.beginObject();
    w.key("config");
    w.beginObject();
    w.key("seed");
    w.value(static_cast<std::int64_t>(config.seed));
    w.key("steps");
    w.value(static_cast<std::int64_t>(steps));
    w.key("threads");
    w.value(config.threads);
    w.key("vocab");
    w.value(static_cast<std::int64_t>(config.task.vocabulary));
    w.key("repeat");
    w.value(static_cast<std::int64_t>(config.task.repeat));
    w.key("min_repeat");
    w.value(static_cast<std::int64_t>(InductionTask(config.task).minimumRepeat()));
    w.key("bos");
    w.value(config.task.beginToken);
    w.key("layers");
    w.value(static_cast<std::int64_t>(config.layers));
    w.key("heads");
    w.value(static_cast<std::int64_t>(config.heads));
    w.key("width");
    w.value(static_cast<std::int64_t>(config.width));
    w.key("head_width");
    w.value(static_cast<std::int64_t>(config.width / config.heads));
    w.key("batch");
    w.value(static_cast<std::int64_t>(config.batch));
    w.key("lr");
    w.value(config.learningRate);
    w.key("optimizer");
    w.value(std::string_view(config.optimizer == OptimizerKind::Adam ? "adam" : "sgd"));
    w.key("warmup");
    w.value(static_cast<std::int64_t>(config.warmupSteps));
    w.key("clip");
    w.value(config.clipNorm);
    w.key("positions");
    w.value(config.positions);
    w.key("precision");
    w.value(std::string_view(doublePrecision ? "double" : "float"));
    w.key("sequence_length");
    w.value(static_cast<std::int64_t>(InductionTask(config.task).length()));
    w.key("evaluation_sequences");
    w.value(static_cast<std::int64_t>(config.evaluationSequences));
    w.endObject();
    const qint64 stride = steps <= 2 * TrainInductionCommand::curvePoints ? 1 : steps / TrainInductionCommand::curvePoints;
    w.key("curve");
    w.beginArray();
    CurveWindow window;
    const auto start = std::chrono::steady_clock::now();
    trainer.train(steps, [&](const InductionTrainer<Scalar> &, const TrainingStep &s) {
        window.add(s);
        chapterCurve.add(s);
        if (s.step % stride == 0 || s.step == steps) {
            w.beginObject();
            w.key("step");
            w.value(static_cast<std::int64_t>(s.step));
            w.key("loss");
            w.value(window.loss / window.steps);
            w.key("first_half_accuracy");
            w.value(window.first / window.steps);
            w.key("repeated_half_accuracy");
            w.value(window.repeated / window.steps);
            w.endObject();
            window = {};
        }
        return true;
    });
    w.endArray();
    const BatchStatistics final = trainer.evaluate();
    const std::vector<HeadReport> heads = trainer.heads();
    const double elapsedMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    w.key("final");
    w.beginObject();
    w.key("loss");
    w.value(final.loss);
    w.key("first_half_loss");
    w.value(final.firstHalf.loss);
    w.key("repeated_half_loss");
    w.value(final.repeatedHalf.loss);
    w.key("first_half_accuracy");
    w.value(final.firstHalf.accuracy);
    w.key("repeated_half_accuracy");
    w.value(final.repeatedHalf.accuracy);
    w.endObject();
    w.key("heads");
    w.beginArray();
    for (const HeadReport &h : heads) {
        w.beginObject();
        w.key("layer");
        w.value(static_cast<std::int64_t>(h.layer));
        w.key("head");
        w.value(static_cast<std::int64_t>(h.head));
        w.key("previous_token_score");
        w.value(h.previousTokenScore);
        w.key("induction_score");
        w.value(h.inductionScore);
        w.key("ablation_loss_increase");
        w.value(h.ablationLossIncrease);
        w.endObject();
    }
    w.endArray();
    w.key("elapsed_ms");
    w.value(elapsedMs);
    w.endObject();
    out += '\n';
    // Nothing on standard output unless the whole command succeeded.
    if (saveFile && !save(trainer, chapterCurve, *saveFile))
        return CommandLine::usageError;
    CommandLine::writeStdout(out);
    return 0;
}

} // namespace

int TrainInductionCommand::run(const QStringList &arguments)
{
    const InductionTrainingConfig preset = inductionPreset(InductionPreset::Default);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Trains a two-layer attention-only decoder on sequences of R random tokens followed by "
           "the same R tokens, and reports the loss curve, the final first-half and repeated-half "
           "figures and every head's previous-token score, induction score and ablation. The "
           "defaults are the chapter's default preset."));
    auto option = [](const char *name, const QString &description, const QString &value) {
        return QCommandLineOption(QLatin1String(name), description, value);
    };
    const QCommandLineOption seed = option("seed", tr("Seed of the weights and the batches (default %1).").arg(preset.seed), tr("S"));
    const QCommandLineOption steps = option("steps", tr("Training steps, at least %1 (default %2).").arg(minSteps).arg(preset.steps), tr("N"));
    const QCommandLineOption threads = option("threads", tr("Worker threads; the result does not depend on them (default 1)."), tr("K"));
    const QCommandLineOption vocab = option("vocab", tr("Vocabulary size V (default %1).").arg(preset.task.vocabulary), tr("V"));
    const QCommandLineOption repeat = option("repeat", tr("Tokens R in each copy, at most V (default %1).").arg(preset.task.repeat), tr("R"));
    const QCommandLineOption minRepeat = option("min-repeat", tr("Each sequence's copies have r tokens, r from this to R, behind 2(R − r) fresh tokens; R: the fixed task (default: half of R)."), tr("r"));
    const QCommandLineOption layers = option("layers", tr("Attention layers L (default %1).").arg(preset.layers), tr("L"));
    const QCommandLineOption heads = option("heads", tr("Heads H per layer (default %1).").arg(preset.heads), tr("H"));
    const QCommandLineOption width = option("width", tr("Model width D, a multiple of H (default %1).").arg(preset.width), tr("D"));
    const QCommandLineOption batch = option("batch", tr("Sequences per step B (default %1).").arg(preset.batch), tr("B"));
    const QCommandLineOption lr = option("lr", tr("Learning rate (default %1).").arg(preset.learningRate), tr("X"));
    const QCommandLineOption warmup = option("warmup", tr("Linear learning-rate warm-up steps (default %1).").arg(preset.warmupSteps), tr("N"));
    const QCommandLineOption clip = option("clip", tr("Clip the gradient's norm to this; 0: off (default %1).").arg(preset.clipNorm), tr("C"));
    const QCommandLineOption optimizer = option("optimizer", tr("adam or sgd (default adam)."), tr("name"));
    const QCommandLineOption noPositions(QStringLiteral("no-positions"), tr("Train without position embeddings."));
    const QCommandLineOption noBos(QStringLiteral("no-bos"), tr("Start sequences without the beginning-of-sequence token."));
    const QCommandLineOption precision(QStringLiteral("double"), tr("Compute in double precision (default float)."));
    const QCommandLineOption saveTo = option("save", tr("Also write the trained model to FILE, with its settings and training "
                                                        "curve, in the format the chapter opens (engine/include/atlas/decoderarchive.h)."),
                                             tr("FILE"));
    parser.addOptions({seed, steps, threads, vocab, repeat, minRepeat, layers, heads, width, batch, lr, warmup, clip,
                       optimizer, noPositions, noBos, precision, saveTo});
    parser.addHelpOption();
    if (const std::optional<int> status = CommandLine::parse(parser, arguments, 0))
        return *status;

    InductionTrainingConfig config = preset;
    const auto seedValue = CommandLine::integerOption(parser, seed.names().constFirst(), static_cast<qint64>(preset.seed), 0, std::numeric_limits<qint64>::max());
    const auto stepsValue = seedValue ? CommandLine::integerOption(parser, steps.names().constFirst(), preset.steps, minSteps, maxSteps) : std::nullopt;
    const auto threadsValue = stepsValue ? CommandLine::integerOption(parser, threads.names().constFirst(), 1, 1, maxThreads) : std::nullopt;
    const auto vocabValue = threadsValue ? CommandLine::integerOption(parser, vocab.names().constFirst(), preset.task.vocabulary, 2, maxVocabulary) : std::nullopt;
    const auto repeatValue = vocabValue ? CommandLine::integerOption(parser, repeat.names().constFirst(), preset.task.repeat, 2, std::min(maxRepeat, *vocabValue)) : std::nullopt;
    // Unless given, r varies from half of R (the preset's proportion; the preset's own value
    // when R is the preset's), or from the least that 2R − r distinct tokens of V allow.
    const qint64 lowestRepeat = repeatValue ? std::max<qint64>(1, 2 * *repeatValue - (vocabValue ? *vocabValue : 0)) : 1;
    const qint64 defaultMinRepeat = !repeatValue ? 0
        : std::max(lowestRepeat, parser.isSet(repeat) || parser.isSet(vocab) ? (*repeatValue + 1) / 2
                                                                            : InductionTask(preset.task).minimumRepeat());
    const auto minRepeatValue = repeatValue ? CommandLine::integerOption(parser, minRepeat.names().constFirst(), defaultMinRepeat, lowestRepeat, *repeatValue) : std::nullopt;
    const auto layersValue = minRepeatValue ? CommandLine::integerOption(parser, layers.names().constFirst(), preset.layers, 1, maxLayers) : std::nullopt;
    const auto headsValue = layersValue ? CommandLine::integerOption(parser, heads.names().constFirst(), preset.heads, 1, maxHeads) : std::nullopt;
    const auto widthValue = headsValue ? CommandLine::integerOption(parser, width.names().constFirst(), preset.width, 1, maxWidth) : std::nullopt;
    const auto batchValue = widthValue ? CommandLine::integerOption(parser, batch.names().constFirst(), preset.batch, 1, maxBatch) : std::nullopt;
    const auto lrValue = batchValue ? numberOption(parser, lr.names().constFirst(), preset.learningRate, 1e-7, 10) : std::nullopt;
    const auto warmupValue = lrValue ? CommandLine::integerOption(parser, warmup.names().constFirst(), preset.warmupSteps, 0, maxSteps) : std::nullopt;
    const auto clipValue = warmupValue ? numberOption(parser, clip.names().constFirst(), preset.clipNorm, 0, 1e6) : std::nullopt;
    if (!clipValue)
        return CommandLine::usageError;
    if (*widthValue % *headsValue != 0)
        return CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("--width"),
            tr("expected a multiple of --heads (%1), got %2").arg(*headsValue).arg(*widthValue)));
    if (parser.isSet(optimizer) && parser.value(optimizer) != QLatin1String("adam") && parser.value(optimizer) != QLatin1String("sgd"))
        return CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("--optimizer"),
            tr("expected adam or sgd, got '%1'").arg(parser.value(optimizer))));

    config.seed = static_cast<std::uint64_t>(*seedValue);
    config.steps = *stepsValue;
    config.threads = static_cast<int>(*threadsValue);
    config.task.vocabulary = *vocabValue;
    config.task.repeat = *repeatValue;
    config.task.minimumRepeat = *minRepeatValue == *repeatValue ? 0 : *minRepeatValue;
    config.task.beginToken = preset.task.beginToken && !parser.isSet(noBos);
    config.layers = *layersValue;
    config.heads = *headsValue;
    config.width = *widthValue;
    config.batch = *batchValue;
    config.learningRate = *lrValue;
    config.warmupSteps = *warmupValue;
    config.clipNorm = *clipValue;
    config.optimizer = parser.value(optimizer) == QLatin1String("sgd") ? OptimizerKind::Sgd : OptimizerKind::Adam;
    config.positions = !parser.isSet(noPositions);
    try {
        config.validate();
    } catch (const ShapeError &error) {
        return CommandLine::failRequest(QString::fromUtf8(error.what()));
    }
    if (parser.isSet(saveTo) && parser.value(saveTo).isEmpty())
        return CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("--save"), tr("expected a file name")));
    std::optional<QSaveFile> saveFile;
    if (parser.isSet(saveTo)) {
        saveFile.emplace(parser.value(saveTo));
        if (!saveFile->open(QIODevice::WriteOnly))
            return CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("--save"),
                tr("cannot write %1: %2").arg(parser.value(saveTo), saveFile->errorString())));
    }
    QSaveFile *file = saveFile ? &*saveFile : nullptr;
    return parser.isSet(precision) ? train<double>(config, *stepsValue, true, file)
                                   : train<float>(config, *stepsValue, false, file);
}

} // namespace atlas
