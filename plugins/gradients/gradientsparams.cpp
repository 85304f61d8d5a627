#include "gradientsparams.h"

#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "core/paramsfields.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace atlas {

namespace {

namespace field = declared::gradients;
using worked = field::worked;
using decoder = field::decoder;

static_assert(worked::values::minItems == worked::scores::minItems && worked::values::maxItems == worked::scores::maxItems
                  && worked::allowed::minItems == worked::scores::minItems && worked::allowed::maxItems == worked::scores::maxItems,
              "scores, values and allowed are one list of keys");
static_assert(worked::scores::itemMinimum == -worked::scores::itemMaximum && worked::values::itemMinimum == -worked::values::itemMaximum,
              "a key's number lies within ±limit");
static_assert(decoder::document_ids::maxItems == decoder::tokens::maxItems, "one document id per token");
static_assert(decoder::seed::maximum == JsonParser::maxExactInteger, "a seed is exact in a JSON number");
static_assert(std::string_view(decoder::optimizer::defaultValue) == decoder::optimizer::values[int(DecoderParams::Optimizer::Adam)]);

// A list of 2–6 finite numbers within ±limit.
std::optional<std::vector<double>> readKeyNumbers(JsonReader &reader, const QJsonValue &value,
                                                  const JsonPath &path, double limit)
{
    const int before = reader.errorCount();
    std::optional<std::vector<double>> numbers
        = reader.numbers(value, path, WorkedRelationParams::maxKeys);
    if (!numbers)
        return std::nullopt;
    if (int(numbers->size()) < WorkedRelationParams::minKeys) {
        reader.fail(path, DiagnosticCode::OutOfRange, GradientsParams::tr("expected %1 to %2 numbers (one per key), got %3")
                              .arg(WorkedRelationParams::minKeys)
                              .arg(WorkedRelationParams::maxKeys)
                              .arg(numbers->size()));
        return std::nullopt;
    }
    for (std::size_t i = 0; i < numbers->size(); ++i)
        if (std::abs((*numbers)[i]) > limit)
            reader.fail(path / qsizetype(i), DiagnosticCode::OutOfRange, GradientsParams::tr("expected a number from −%1 to %1, got %2")
                                                 .arg(limit)
                                                 .arg((*numbers)[i]));
    if (reader.errorCount() != before)
        return std::nullopt;
    return numbers;
}

void readWorked(const QJsonObject &object, const JsonPath &path, JsonReader &reader,
                WorkedRelationParams &relation)
{
    ParamsFields fields(object, reader, worked::declaredKeys, path);
    std::optional<std::vector<double>> scores, values;
    if (fields.has(worked::scores::key))
        scores = readKeyNumbers(reader, fields.value(worked::scores::key), fields.path(worked::scores::key),
                                WorkedRelationParams::scoreLimit);
    if (fields.has(worked::values::key))
        values = readKeyNumbers(reader, fields.value(worked::values::key), fields.path(worked::values::key),
                                WorkedRelationParams::valueLimit);
    // Scores and values are one list of keys: both change together or neither does.
    const std::size_t scoreCount = scores ? scores->size() : relation.scores.size();
    const std::size_t valueCount = values ? values->size() : relation.values.size();
    if (scoreCount != valueCount) {
        reader.fail(fields.path(worked::values::key), DiagnosticCode::Inconsistent,
                    GradientsParams::tr("expected %1 values, one per score, got %2").arg(scoreCount).arg(valueCount));
    } else {
        if (scores)
            relation.scores = *scores;
        if (values)
            relation.values = *values;
        relation.allowed.assign(relation.scores.size(), true);
    }
    if (fields.has(worked::allowed::key)) {
        const JsonPath allowedPath = fields.path(worked::allowed::key);
        const QJsonValue value = fields.value(worked::allowed::key);
        if (!value.isArray()) {
            reader.fail(allowedPath, DiagnosticCode::WrongType, GradientsParams::tr("expected an array of true/false, one per key, got %1")
                                         .arg(JsonReader::typeName(value)));
        } else if (std::size_t(value.toArray().size()) != relation.scores.size()) {
            reader.fail(allowedPath, DiagnosticCode::Inconsistent, GradientsParams::tr("expected %1 entries, one per key, got %2")
                                         .arg(relation.scores.size())
                                         .arg(value.toArray().size()));
        } else {
            std::vector<bool> allowed;
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                if (const std::optional<bool> b = reader.boolean(array.at(i), allowedPath / i))
                    allowed.push_back(*b);
            if (allowed.size() == relation.scores.size())
                relation.allowed = allowed;
        }
    }
    fields.read<worked::sweep_key>(relation.sweepKey, qint64(relation.scores.size()) - 1);
}

std::optional<QStringList> readVocabulary(JsonReader &reader, const QJsonValue &value, const JsonPath &path)
{
    if (!value.isArray()) {
        reader.fail(path, DiagnosticCode::WrongType, GradientsParams::tr("expected an array of words, got %1").arg(JsonReader::typeName(value)));
        return std::nullopt;
    }
    const QJsonArray array = value.toArray();
    if (array.size() < decoder::vocabulary::minItems || array.size() > declared::gradients::decoder::vocabulary::maxItems) {
        reader.fail(path, DiagnosticCode::OutOfRange, GradientsParams::tr("expected 2 to %1 words, got %2").arg(declared::gradients::decoder::vocabulary::maxItems).arg(array.size()));
        return std::nullopt;
    }
    QStringList words;
    QSet<QString> seen;
    bool ok = true;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const std::optional<QString> word = reader.string(array.at(i), path / i);
        if (!word) {
            ok = false;
            continue;
        }
        if (word->isEmpty() || word->size() > DecoderParams::maxWordLength
            || word->contains(QRegularExpression(QStringLiteral("\\s")))) {
            reader.fail(path / i, DiagnosticCode::Invalid, GradientsParams::tr("expected a word of 1 to %1 characters without spaces, got \"%2\"")
                                      .arg(DecoderParams::maxWordLength)
                                      .arg(word->left(40)));
            ok = false;
        } else if (seen.contains(*word)) {
            reader.fail(path / i, DiagnosticCode::Duplicate, GradientsParams::tr("\"%1\" is already in the vocabulary").arg(*word));
            ok = false;
        }
        seen.insert(*word);
        words.append(*word);
    }
    return ok ? std::optional<QStringList>(words) : std::nullopt;
}

std::optional<QString> readWord(JsonReader &reader, const QJsonValue &value, const JsonPath &path,
                                const QStringList &vocabulary)
{
    const std::optional<QString> word = reader.string(value, path);
    if (!word)
        return std::nullopt;
    if (!vocabulary.contains(*word)) {
        reader.fail(path, DiagnosticCode::Reference, GradientsParams::tr("expected a word of the vocabulary (%1), got \"%2\"")
                              .arg(vocabulary.join(QStringLiteral(", ")), word->left(40)));
        return std::nullopt;
    }
    return word;
}

void readDecoder(const QJsonObject &object, const JsonPath &path, JsonReader &reader, DecoderParams &params)
{
    ParamsFields fields(object, reader, decoder::declaredKeys, path);

    bool vocabularyOk = true;
    if (fields.has(decoder::vocabulary::key)) {
        if (const auto words = readVocabulary(reader, fields.value(decoder::vocabulary::key), fields.path(decoder::vocabulary::key)))
            params.vocabulary = *words;
        else
            vocabularyOk = false;
    }
    // Words are checked against the vocabulary only when it could be read: otherwise every
    // token would repeat the vocabulary's defect.
    if (fields.has(decoder::tokens::key)) {
        const QJsonValue value = fields.value(decoder::tokens::key);
        if (!value.isArray()) {
            reader.fail(fields.path(decoder::tokens::key), DiagnosticCode::WrongType, GradientsParams::tr("expected an array of words, got %1").arg(JsonReader::typeName(value)));
        } else if (value.toArray().size() < decoder::tokens::minItems || value.toArray().size() > declared::gradients::decoder::tokens::maxItems) {
            reader.fail(fields.path(decoder::tokens::key), DiagnosticCode::OutOfRange, GradientsParams::tr("expected 1 to %1 words, got %2")
                                             .arg(declared::gradients::decoder::tokens::maxItems)
                                             .arg(value.toArray().size()));
        } else if (vocabularyOk) {
            QStringList tokens;
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                if (const auto word = readWord(reader, array.at(i), fields.path(decoder::tokens::key) / i, params.vocabulary))
                    tokens.append(*word);
            if (tokens.size() == array.size())
                params.tokens = tokens;
        }
    } else if (fields.has(decoder::vocabulary::key) && vocabularyOk) {
        // A new vocabulary needs its own tokens: the default sentence uses other words.
        for (const QString &token : std::as_const(params.tokens))
            if (!params.vocabulary.contains(token)) {
                reader.fail(fields.path(decoder::tokens::key), DiagnosticCode::Reference, GradientsParams::tr("expected tokens for the new vocabulary (the default sentence uses \"%1\")").arg(token));
                break;
            }
    }
    if (fields.has(decoder::next_token::key)) {
        if (fields.value(decoder::next_token::key).isNull())
            params.nextToken.clear();
        else if (vocabularyOk)
            if (const auto word = readWord(reader, fields.value(decoder::next_token::key), fields.path(decoder::next_token::key), params.vocabulary))
                params.nextToken = *word;
    } else if (fields.has(decoder::vocabulary::key) && !params.vocabulary.contains(params.nextToken)) {
        params.nextToken.clear();
    }
    if (fields.has(decoder::document_ids::key)) {
        if (const auto ids = reader.integers(fields.value(decoder::document_ids::key), fields.path(decoder::document_ids::key), decoder::document_ids::maxItems)) {
            if (ids->size() != std::size_t(params.tokens.size()))
                reader.fail(fields.path(decoder::document_ids::key), DiagnosticCode::Inconsistent, GradientsParams::tr("expected %1 document ids, one per token, got %2")
                                                       .arg(params.tokens.size())
                                                       .arg(ids->size()));
            else if (std::any_of(ids->begin(), ids->end(), [](qint64 id) { return id < decoder::document_ids::itemMinimum || id > decoder::document_ids::itemMaximum; }))
                reader.fail(fields.path(decoder::document_ids::key), DiagnosticCode::OutOfRange, GradientsParams::tr("expected document ids from 0 to 999"));
            else
                params.documentIds = *ids;
        }
    }
    fields.read<decoder::d_model>(params.modelWidth);
    fields.read<decoder::heads>(params.heads);
    fields.read<decoder::dk>(params.keyWidth);
    fields.read<decoder::dv>(params.valueWidth);
    fields.read<decoder::layers>(params.layers);
    fields.read<decoder::steps>(params.steps);
    fields.read<decoder::seed>(params.seed);
    fields.read<decoder::optimizer>(params.optimizer, GradientsParams::tr("expected \"adam\" or \"sgd\", got \"%1\""));
    if (fields.has(decoder::learning_rate::key)) {
        if (const auto rate = reader.number(fields.value(decoder::learning_rate::key), fields.path(decoder::learning_rate::key))) {
            if (*rate <= 0 || *rate > decoder::learning_rate::maximum)
                reader.fail(fields.path(decoder::learning_rate::key), DiagnosticCode::OutOfRange, GradientsParams::tr("expected a number greater than 0 and at most 10, got %1").arg(*rate));
            else
                params.learningRate = *rate;
        }
    }
    if (fields.has(decoder::edit_position::key)) {
        fields.read<decoder::edit_position>(params.editPosition, qint64(params.tokens.size()) - 1);
    } else {
        params.editPosition = std::min(params.editPosition, int(params.tokens.size()) - 1);
    }
    if (fields.has(decoder::edit_token::key)) {
        if (vocabularyOk)
            if (const auto word = readWord(reader, fields.value(decoder::edit_token::key), fields.path(decoder::edit_token::key), params.vocabulary))
                params.editToken = *word;
    } else if (!params.vocabulary.contains(params.editToken)) {
        params.editToken = params.vocabulary.constLast();
    }
}

} // namespace

GradientsParams GradientsParams::read(const QJsonObject &params, ParamsReport &report)
{
    JsonReader reader(report);
    GradientsParams result;
    ParamsFields fields(params, reader, field::declaredKeys);
    if (fields.has(worked::key))
        if (const auto object = reader.object(fields.value(worked::key), fields.path(worked::key)))
            readWorked(*object, fields.path(worked::key), reader, result.worked);
    if (fields.has(decoder::key))
        if (const auto object = reader.object(fields.value(decoder::key), fields.path(decoder::key)))
            readDecoder(*object, fields.path(decoder::key), reader, result.decoder);
    return result;
}

} // namespace atlas
