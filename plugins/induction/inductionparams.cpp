#include "inductionparams.h"

#include "inductionvocabulary.h"

#include "core/jsonreader.h"
#include "core/packpaths.h"
#include "core/paramsfields.h"

#include <QJsonArray>
#include <QSet>

namespace atlas {

namespace {

constexpr qint64 largestSeed = 2147483647; // what the lab's seed field holds

} // namespace

QStringList InductionParams::defaultTokenLabels()
{
    QStringList labels;
    for (const QChar consonant : QStringLiteral("bdfgklmnprstv"))
        for (const QChar vowel : QStringLiteral("aeiou"))
            labels.append(QString(consonant) + vowel);
    return labels;
}

QString InductionParams::defaultSequence()
{
    // Twelve distinct tokens of the first 32 labels and their repeat: with the BOS, exactly the
    // length of the default preset's training sequences, with the copy where training puts it.
    return QStringLiteral("ko li ba fu de ga me bo ki lu fe da ko li ba fu de ga me bo ki lu fe da");
}

QString InductionParams::presetName(InductionPreset preset)
{
    switch (preset) {
    case InductionPreset::Default:
        return QStringLiteral("default");
    case InductionPreset::Larger:
        return QStringLiteral("larger");
    case InductionPreset::Quick:
        return QStringLiteral("quick");
    }
    return QString();
}

QStringList InductionParams::keys()
{
    return {QStringLiteral("preset"), QStringLiteral("vocabulary"), QStringLiteral("repeat"),
            QStringLiteral("min_repeat"), QStringLiteral("begin_token"), QStringLiteral("layers"),
            QStringLiteral("heads"), QStringLiteral("width"), QStringLiteral("positions"),
            QStringLiteral("batch"), QStringLiteral("optimizer"), QStringLiteral("learning_rate"),
            QStringLiteral("warmup"), QStringLiteral("clip"), QStringLiteral("steps"),
            QStringLiteral("seed"), QStringLiteral("token_labels"), QStringLiteral("sequence"),
            QStringLiteral("trained_model")};
}

InductionParams InductionParams::read(const QJsonObject &params, ParamsReport &report)
{
    InductionParams p;
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), keys());
    ParamsFields fields(params, reader);

    // The preset first: every other field overrides it.
    if (fields.has("preset")) {
        const std::optional<QString> name = reader.string(fields.value("preset"), fields.path("preset"));
        bool known = false;
        for (InductionPreset preset : {InductionPreset::Default, InductionPreset::Larger, InductionPreset::Quick})
            if (name && *name == presetName(preset)) {
                p.preset = preset;
                known = true;
            }
        if (name && !known)
            reader.fail(fields.path("preset"), DiagnosticCode::Invalid, tr("expected \"default\", \"larger\" or \"quick\", got \"%1\"").arg(name->left(40)));
    }
    InductionTrainingConfig &c = p.config;
    c = inductionPreset(p.preset);

    fields.readInteger("vocabulary", c.task.vocabulary, minVocabulary, maxVocabulary);
    fields.readInteger("repeat", c.task.repeat, minRepeat, maxRepeat);
    fields.readBoolean("begin_token", c.task.beginToken);
    fields.readInteger("layers", c.layers, 1, maxLayers);
    fields.readInteger("heads", c.heads, 1, maxHeads);
    fields.readInteger("width", c.width, minWidth, maxWidth);
    fields.readBoolean("positions", c.positions);
    fields.readInteger("batch", c.batch, 1, maxBatch);
    fields.readInteger("warmup", c.warmupSteps, 0, maxWarmup);
    fields.readInteger("steps", c.steps, 1, maxSteps);
    fields.readInteger("seed", c.seed, 0, largestSeed);
    fields.readNumber("clip", c.clipNorm, 0, maxClip, tr("expected a number from %1 (off) to %2, got %3"));
    if (fields.has("learning_rate")) {
        const std::optional<double> rate = reader.number(fields.value("learning_rate"), fields.path("learning_rate"));
        if (rate && !(*rate > 0 && *rate <= maxLearningRate))
            reader.fail(fields.path("learning_rate"), DiagnosticCode::OutOfRange, tr("expected a number above 0 and at most %1, got %2").arg(maxLearningRate).arg(*rate));
        else if (rate)
            c.learningRate = *rate;
    }
    if (fields.has("optimizer")) {
        const std::optional<QString> name = reader.string(fields.value("optimizer"), fields.path("optimizer"));
        if (name && *name == QLatin1String("adam"))
            c.optimizer = OptimizerKind::Adam;
        else if (name && *name == QLatin1String("sgd"))
            c.optimizer = OptimizerKind::Sgd;
        else if (name)
            reader.fail(fields.path("optimizer"), DiagnosticCode::Invalid, tr("expected \"adam\" or \"sgd\", got \"%1\"").arg(name->left(40)));
    }

    // The copy lengths: R ≤ V, and r from max(1, 2R − V) to R (every token of a sequence is
    // distinct, so 2R − r of them must fit in the vocabulary).
    if (c.task.repeat > c.task.vocabulary) {
        reader.fail(fields.path(fields.has("repeat") ? "repeat" : "vocabulary"), DiagnosticCode::Inconsistent,
                    tr("expected repeat (%1) to be at most vocabulary (%2): the tokens of one copy are distinct")
                        .arg(c.task.repeat)
                        .arg(c.task.vocabulary));
        c.task.repeat = std::min(c.task.repeat, c.task.vocabulary);
    }
    const Index lowest = std::max<Index>(1, 2 * c.task.repeat - c.task.vocabulary);
    if (fields.has("min_repeat")) {
        Index minimum = 0;
        if (fields.readInteger("min_repeat", minimum, 1, maxRepeat)) {
            if (minimum < lowest || minimum > c.task.repeat)
                reader.fail(fields.path("min_repeat"), DiagnosticCode::OutOfRange,
                            tr("expected a number from %1 to %2 (repeat), got %3: with vocabulary %4 a sequence holds at most %4 distinct tokens")
                                .arg(lowest)
                                .arg(c.task.repeat)
                                .arg(minimum)
                                .arg(c.task.vocabulary));
            else
                c.task.minimumRepeat = minimum == c.task.repeat ? 0 : minimum; // 0: the fixed task
        }
    }
    // A preset's r, or the one just read, may no longer fit a vocabulary or repeat given here.
    if (c.task.minimumRepeat != 0 && (c.task.minimumRepeat < lowest || c.task.minimumRepeat > c.task.repeat))
    {
        c.task.minimumRepeat = std::clamp<Index>(c.task.repeat / 2, lowest, c.task.repeat);
        if (c.task.minimumRepeat == c.task.repeat)
            c.task.minimumRepeat = 0;
    }
    if (c.width % c.heads != 0) {
        reader.fail(fields.path(fields.has("width") ? "width" : "heads"), DiagnosticCode::Inconsistent,
                    tr("expected width (%1) to be a multiple of heads (%2): every head gets width / heads dimensions")
                        .arg(c.width)
                        .arg(c.heads));
        c.width = c.heads * std::max<Index>(1, c.width / c.heads);
    }

    if (fields.has("token_labels")) {
        const JsonPath path = fields.path("token_labels");
        const QJsonValue value = fields.value("token_labels");
        if (!value.isArray()) {
            reader.fail(path, DiagnosticCode::WrongType, tr("expected an array of token labels, got %1").arg(JsonReader::typeName(value)));
        } else {
            const QJsonArray array = value.toArray();
            QStringList labels;
            QSet<QString> seen;
            bool ok = array.size() <= 4 * maxVocabulary;
            if (!ok)
                reader.fail(path, DiagnosticCode::TooLarge, tr("expected at most %1 labels, got %2").arg(4 * maxVocabulary).arg(array.size()));
            for (qsizetype i = 0; ok && i < array.size(); ++i) {
                const std::optional<QString> label = reader.string(array.at(i), path / i);
                if (!label) {
                    ok = false;
                } else if (const QString problem = InductionVocabulary::labelProblem(*label); !problem.isEmpty()) {
                    reader.fail(path / i, DiagnosticCode::Invalid, problem);
                    ok = false;
                } else if (seen.contains(*label)) {
                    reader.fail(path / i, DiagnosticCode::Duplicate, tr("expected distinct labels, got \"%1\" twice").arg(*label));
                    ok = false;
                } else {
                    seen.insert(*label);
                    labels.append(*label);
                }
            }
            if (ok)
                p.tokenLabels = labels;
        }
    }
    if (p.tokenLabels.size() < c.task.vocabulary) {
        reader.fail(fields.path(fields.has("token_labels") ? "token_labels" : "vocabulary"), DiagnosticCode::Inconsistent,
                    tr("expected at least %1 token labels (one per token of the vocabulary), got %2")
                        .arg(c.task.vocabulary)
                        .arg(p.tokenLabels.size()));
        p.tokenLabels = defaultTokenLabels();
        c.task.vocabulary = std::min<Index>(c.task.vocabulary, p.tokenLabels.size());
    }

    if (fields.has("sequence")) {
        const std::optional<QString> text = reader.string(fields.value("sequence"), fields.path("sequence"));
        if (text) {
            const InductionVocabulary vocabulary(p.tokenLabels, c);
            QString problem;
            if (vocabulary.parse(*text, &problem))
                p.sequence = *text;
            else
                reader.fail(fields.path("sequence"), DiagnosticCode::Invalid, problem);
        }
    } else {
        // The default sequence must fit the vocabulary the params chose.
        const InductionVocabulary vocabulary(p.tokenLabels, c);
        if (!vocabulary.parse(p.sequence))
            p.sequence = vocabulary.exampleSequence();
    }

    if (fields.has("trained_model")) {
        const std::optional<QString> path = reader.string(fields.value("trained_model"), fields.path("trained_model"));
        if (path) {
            if (const std::optional<QString> problem = PackPaths::syntaxError(*path))
                reader.fail(fields.path("trained_model"), DiagnosticCode::Unsafe, *problem);
            else
                p.trainedModel = *path;
        }
    }

    try {
        c.validate();
    } catch (const std::exception &error) {
        // Every range above is narrower than the engine's: reaching this is a bug, said plainly.
        reader.fail(JsonPath(), DiagnosticCode::Invalid, tr("the engine refuses these settings: %1").arg(QString::fromUtf8(error.what())));
        c = inductionPreset(p.preset);
    }
    report.take(reader);
    return p;
}

} // namespace atlas
