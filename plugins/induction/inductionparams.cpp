#include "inductionparams.h"

#include "inductionvocabulary.h"

#include "core/jsonreader.h"
#include "core/packpaths.h"
#include "core/paramsfields.h"

#include <QJsonArray>
#include <QSet>

#include <string_view>

namespace atlas {

namespace {

namespace field = declared::induction;

// The declared presets and optimizers are InductionPreset's and OptimizerKind's, in their order
// (ParamsFields::read maps a value to the enumerator of its index); the first preset the default.
static_assert(std::size_t(InductionPreset::Quick) + 1 == field::preset::values.size());
static_assert(std::size_t(OptimizerKind::Sgd) + 1 == field::optimizer::values.size());
static_assert(std::string_view(field::preset::defaultValue) == field::preset::values[0]);
// The defaults the preset leaves to the engine's configuration.
static_assert(InductionTrainingConfig{}.seed == field::seed::defaultValue);
static_assert(InductionTrainingConfig{}.positions == field::positions::defaultValue);

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
    return QString::fromLatin1(field::preset::values[static_cast<std::size_t>(preset)]);
}

InductionParams InductionParams::read(const QJsonObject &params, ParamsReport &report)
{
    InductionParams p;
    JsonReader reader(report);
    ParamsFields fields(params, reader, field::declaredKeys);

    // The preset first: every other field overrides it.
    fields.read<field::preset>(p.preset, tr("expected \"default\", \"larger\" or \"quick\", got \"%1\""));
    InductionTrainingConfig &c = p.config;
    c = inductionPreset(p.preset);

    fields.read<field::vocabulary>(c.task.vocabulary);
    fields.read<field::repeat>(c.task.repeat);
    fields.read<field::begin_token>(c.task.beginToken);
    fields.read<field::layers>(c.layers);
    fields.read<field::heads>(c.heads);
    fields.read<field::width>(c.width);
    fields.read<field::positions>(c.positions);
    fields.read<field::batch>(c.batch);
    fields.read<field::warmup>(c.warmupSteps);
    fields.read<field::steps>(c.steps);
    fields.read<field::seed>(c.seed);
    fields.read<field::clip>(c.clipNorm, tr("expected a number from %1 (off) to %2, got %3"));
    if (fields.has(field::learning_rate::key)) {
        // Above 0 (exclusiveMinimum in the declaration, which the header does not carry).
        const JsonPath path = fields.path(field::learning_rate::key);
        const std::optional<double> rate = reader.number(fields.value(field::learning_rate::key), path);
        if (rate && !(*rate > 0 && *rate <= declared::induction::learning_rate::maximum))
            reader.fail(path, DiagnosticCode::OutOfRange, tr("expected a number above 0 and at most %1, got %2").arg(declared::induction::learning_rate::maximum).arg(*rate));
        else if (rate)
            c.learningRate = *rate;
    }
    fields.read<field::optimizer>(c.optimizer, tr("expected \"adam\" or \"sgd\", got \"%1\""));

    // The copy lengths: R ≤ V, and r from max(1, 2R − V) to R (every token of a sequence is
    // distinct, so 2R − r of them must fit in the vocabulary).
    if (c.task.repeat > c.task.vocabulary) {
        reader.fail(fields.path(fields.has(field::repeat::key) ? field::repeat::key : field::vocabulary::key), DiagnosticCode::Inconsistent,
                    tr("expected repeat (%1) to be at most vocabulary (%2): the tokens of one copy are distinct")
                        .arg(c.task.repeat)
                        .arg(c.task.vocabulary));
        c.task.repeat = std::min(c.task.repeat, c.task.vocabulary);
    }
    const Index lowest = std::max<Index>(1, 2 * c.task.repeat - c.task.vocabulary);
    if (fields.has(field::min_repeat::key)) {
        Index minimum = 0;
        if (fields.read<field::min_repeat>(minimum)) {
            if (minimum < lowest || minimum > c.task.repeat)
                reader.fail(fields.path(field::min_repeat::key), DiagnosticCode::OutOfRange,
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
        reader.fail(fields.path(fields.has(field::width::key) ? field::width::key : field::heads::key), DiagnosticCode::Inconsistent,
                    tr("expected width (%1) to be a multiple of heads (%2): every head gets width / heads dimensions")
                        .arg(c.width)
                        .arg(c.heads));
        c.width = c.heads * std::max<Index>(1, c.width / c.heads);
    }

    if (fields.has(field::token_labels::key)) {
        const JsonPath path = fields.path(field::token_labels::key);
        const QJsonValue value = fields.value(field::token_labels::key);
        if (!value.isArray()) {
            reader.fail(path, DiagnosticCode::WrongType, tr("expected an array of token labels, got %1").arg(JsonReader::typeName(value)));
        } else {
            const QJsonArray array = value.toArray();
            QStringList labels;
            QSet<QString> seen;
            bool ok = array.size() <= field::token_labels::maxItems;
            if (!ok)
                reader.fail(path, DiagnosticCode::TooLarge, tr("expected at most %1 labels, got %2").arg(field::token_labels::maxItems).arg(array.size()));
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
        reader.fail(fields.path(fields.has(field::token_labels::key) ? field::token_labels::key : field::vocabulary::key), DiagnosticCode::Inconsistent,
                    tr("expected at least %1 token labels (one per token of the vocabulary), got %2")
                        .arg(c.task.vocabulary)
                        .arg(p.tokenLabels.size()));
        p.tokenLabels = defaultTokenLabels();
        c.task.vocabulary = std::min<Index>(c.task.vocabulary, p.tokenLabels.size());
    }

    if (fields.has(field::sequence::key)) {
        const JsonPath path = fields.path(field::sequence::key);
        const std::optional<QString> text = reader.string(fields.value(field::sequence::key), path);
        if (text) {
            const InductionVocabulary vocabulary(p.tokenLabels, c);
            QString problem;
            if (vocabulary.parse(*text, &problem))
                p.sequence = *text;
            else
                reader.fail(path, DiagnosticCode::Invalid, problem);
        }
    } else {
        // The default sequence must fit the vocabulary the params chose.
        const InductionVocabulary vocabulary(p.tokenLabels, c);
        if (!vocabulary.parse(p.sequence))
            p.sequence = vocabulary.exampleSequence();
    }

    if (fields.has(field::trained_model::key)) {
        const JsonPath where = fields.path(field::trained_model::key);
        if (const std::optional<QString> path = reader.string(fields.value(field::trained_model::key), where)) {
            if (const std::optional<QString> problem = PackPaths::syntaxError(*path))
                reader.fail(where, DiagnosticCode::Unsafe, *problem);
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
    return p;
}

} // namespace atlas
