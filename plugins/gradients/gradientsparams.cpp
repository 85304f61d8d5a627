#include "gradientsparams.h"

#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "core/paramsfields.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {

// A list of 2–6 finite numbers within ±limit.
std::optional<std::vector<double>> readKeyNumbers(JsonReader &reader, const QJsonValue &value,
                                                  const JsonPath &path, double limit)
{
    const int before = int(reader.errors().size());
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
    if (int(reader.errors().size()) != before)
        return std::nullopt;
    return numbers;
}

void readWorked(const QJsonObject &object, const JsonPath &path, JsonReader &reader,
                WorkedRelationParams &worked)
{
    reader.rejectUnknownKeys(object, path, {QStringLiteral("scores"), QStringLiteral("values"),
                                            QStringLiteral("allowed"), QStringLiteral("sweep_key")});
    std::optional<std::vector<double>> scores, values;
    if (object.contains(QLatin1String("scores")))
        scores = readKeyNumbers(reader, object.value(QLatin1String("scores")), path / QStringLiteral("scores"),
                                WorkedRelationParams::scoreLimit);
    if (object.contains(QLatin1String("values")))
        values = readKeyNumbers(reader, object.value(QLatin1String("values")), path / QStringLiteral("values"),
                                WorkedRelationParams::valueLimit);
    // Scores and values are one list of keys: both change together or neither does.
    const std::size_t scoreCount = scores ? scores->size() : worked.scores.size();
    const std::size_t valueCount = values ? values->size() : worked.values.size();
    if (scoreCount != valueCount) {
        reader.fail(path / QStringLiteral("values"), DiagnosticCode::Inconsistent,
                    GradientsParams::tr("expected %1 values, one per score, got %2").arg(scoreCount).arg(valueCount));
    } else {
        if (scores)
            worked.scores = *scores;
        if (values)
            worked.values = *values;
        worked.allowed.assign(worked.scores.size(), true);
    }
    if (object.contains(QLatin1String("allowed"))) {
        const JsonPath allowedPath = path / QStringLiteral("allowed");
        const QJsonValue value = object.value(QLatin1String("allowed"));
        if (!value.isArray()) {
            reader.fail(allowedPath, DiagnosticCode::WrongType, GradientsParams::tr("expected an array of true/false, one per key, got %1")
                                         .arg(JsonReader::typeName(value)));
        } else if (std::size_t(value.toArray().size()) != worked.scores.size()) {
            reader.fail(allowedPath, DiagnosticCode::Inconsistent, GradientsParams::tr("expected %1 entries, one per key, got %2")
                                         .arg(worked.scores.size())
                                         .arg(value.toArray().size()));
        } else {
            std::vector<bool> allowed;
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                if (const std::optional<bool> b = reader.boolean(array.at(i), allowedPath / i))
                    allowed.push_back(*b);
            if (allowed.size() == worked.scores.size())
                worked.allowed = allowed;
        }
    }
    ParamsFields(object, reader, path).readInteger("sweep_key", worked.sweepKey, 0, qint64(worked.scores.size()) - 1);
}

std::optional<QStringList> readVocabulary(JsonReader &reader, const QJsonValue &value, const JsonPath &path)
{
    if (!value.isArray()) {
        reader.fail(path, DiagnosticCode::WrongType, GradientsParams::tr("expected an array of words, got %1").arg(JsonReader::typeName(value)));
        return std::nullopt;
    }
    const QJsonArray array = value.toArray();
    if (array.size() < 2 || array.size() > DecoderParams::maxVocabulary) {
        reader.fail(path, DiagnosticCode::OutOfRange, GradientsParams::tr("expected 2 to %1 words, got %2").arg(DecoderParams::maxVocabulary).arg(array.size()));
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

void readDecoder(const QJsonObject &object, const JsonPath &path, JsonReader &reader, DecoderParams &decoder)
{
    reader.rejectUnknownKeys(object, path,
                             {QStringLiteral("vocabulary"), QStringLiteral("tokens"), QStringLiteral("next_token"),
                              QStringLiteral("document_ids"), QStringLiteral("d_model"), QStringLiteral("heads"),
                              QStringLiteral("dk"), QStringLiteral("dv"), QStringLiteral("layers"),
                              QStringLiteral("seed"), QStringLiteral("optimizer"), QStringLiteral("learning_rate"),
                              QStringLiteral("steps"), QStringLiteral("edit_position"), QStringLiteral("edit_token")});
    ParamsFields fields(object, reader, path);

    bool vocabularyOk = true;
    if (fields.has("vocabulary")) {
        if (const auto words = readVocabulary(reader, fields.value("vocabulary"), fields.path("vocabulary")))
            decoder.vocabulary = *words;
        else
            vocabularyOk = false;
    }
    // Words are checked against the vocabulary only when it could be read: otherwise every
    // token would repeat the vocabulary's defect.
    if (fields.has("tokens")) {
        const QJsonValue value = fields.value("tokens");
        if (!value.isArray()) {
            reader.fail(fields.path("tokens"), DiagnosticCode::WrongType, GradientsParams::tr("expected an array of words, got %1").arg(JsonReader::typeName(value)));
        } else if (value.toArray().isEmpty() || value.toArray().size() > DecoderParams::maxTokens) {
            reader.fail(fields.path("tokens"), DiagnosticCode::OutOfRange, GradientsParams::tr("expected 1 to %1 words, got %2")
                                             .arg(DecoderParams::maxTokens)
                                             .arg(value.toArray().size()));
        } else if (vocabularyOk) {
            QStringList tokens;
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                if (const auto word = readWord(reader, array.at(i), fields.path("tokens") / i, decoder.vocabulary))
                    tokens.append(*word);
            if (tokens.size() == array.size())
                decoder.tokens = tokens;
        }
    } else if (fields.has("vocabulary") && vocabularyOk) {
        // A new vocabulary needs its own tokens: the default sentence uses other words.
        for (const QString &token : std::as_const(decoder.tokens))
            if (!decoder.vocabulary.contains(token)) {
                reader.fail(fields.path("tokens"), DiagnosticCode::Reference, GradientsParams::tr("expected tokens for the new vocabulary (the default sentence uses \"%1\")").arg(token));
                break;
            }
    }
    if (fields.has("next_token")) {
        if (fields.value("next_token").isNull())
            decoder.nextToken.clear();
        else if (vocabularyOk)
            if (const auto word = readWord(reader, fields.value("next_token"), fields.path("next_token"), decoder.vocabulary))
                decoder.nextToken = *word;
    } else if (fields.has("vocabulary") && !decoder.vocabulary.contains(decoder.nextToken)) {
        decoder.nextToken.clear();
    }
    if (fields.has("document_ids")) {
        if (const auto ids = reader.integers(fields.value("document_ids"), fields.path("document_ids"), DecoderParams::maxTokens)) {
            if (ids->size() != std::size_t(decoder.tokens.size()))
                reader.fail(fields.path("document_ids"), DiagnosticCode::Inconsistent, GradientsParams::tr("expected %1 document ids, one per token, got %2")
                                                       .arg(decoder.tokens.size())
                                                       .arg(ids->size()));
            else if (std::any_of(ids->begin(), ids->end(), [](qint64 id) { return id < 0 || id > 999; }))
                reader.fail(fields.path("document_ids"), DiagnosticCode::OutOfRange, GradientsParams::tr("expected document ids from 0 to 999"));
            else
                decoder.documentIds = *ids;
        }
    }
    fields.readInteger("d_model", decoder.modelWidth, 1, 32);
    fields.readInteger("heads", decoder.heads, 1, 4);
    fields.readInteger("dk", decoder.keyWidth, 1, 16);
    fields.readInteger("dv", decoder.valueWidth, 1, 16);
    fields.readInteger("layers", decoder.layers, 1, 3);
    fields.readInteger("steps", decoder.steps, 1, 20000);
    fields.readInteger("seed", decoder.seed, 0, JsonParser::maxExactInteger);
    if (fields.has("optimizer")) {
        if (const auto name = reader.string(fields.value("optimizer"), fields.path("optimizer"))) {
            if (*name == QLatin1String("adam"))
                decoder.optimizer = DecoderParams::Optimizer::Adam;
            else if (*name == QLatin1String("sgd"))
                decoder.optimizer = DecoderParams::Optimizer::Sgd;
            else
                reader.fail(fields.path("optimizer"), DiagnosticCode::Invalid, GradientsParams::tr("expected \"adam\" or \"sgd\", got \"%1\"").arg(name->left(40)));
        }
    }
    if (fields.has("learning_rate")) {
        if (const auto rate = reader.number(fields.value("learning_rate"), fields.path("learning_rate"))) {
            if (*rate <= 0 || *rate > 10)
                reader.fail(fields.path("learning_rate"), DiagnosticCode::OutOfRange, GradientsParams::tr("expected a number greater than 0 and at most 10, got %1").arg(*rate));
            else
                decoder.learningRate = *rate;
        }
    }
    if (fields.has("edit_position")) {
        fields.readInteger("edit_position", decoder.editPosition, 0, qint64(decoder.tokens.size()) - 1);
    } else {
        decoder.editPosition = std::min(decoder.editPosition, int(decoder.tokens.size()) - 1);
    }
    if (fields.has("edit_token")) {
        if (vocabularyOk)
            if (const auto word = readWord(reader, fields.value("edit_token"), fields.path("edit_token"), decoder.vocabulary))
                decoder.editToken = *word;
    } else if (!decoder.vocabulary.contains(decoder.editToken)) {
        decoder.editToken = decoder.vocabulary.constLast();
    }
}

} // namespace

GradientsParams GradientsParams::read(const QJsonObject &params, ParamsReport &report)
{
    JsonReader reader;
    GradientsParams result;
    reader.rejectUnknownKeys(params, JsonPath(), {QStringLiteral("worked"), QStringLiteral("decoder")});
    if (params.contains(QLatin1String("worked")))
        if (const auto worked = reader.object(params.value(QLatin1String("worked")), JsonPath::field(QStringLiteral("worked"))))
            readWorked(*worked, JsonPath::field(QStringLiteral("worked")), reader, result.worked);
    if (params.contains(QLatin1String("decoder")))
        if (const auto decoder = reader.object(params.value(QLatin1String("decoder")), JsonPath::field(QStringLiteral("decoder"))))
            readDecoder(*decoder, JsonPath::field(QStringLiteral("decoder")), reader, result.decoder);
    report.take(reader);
    return result;
}

} // namespace atlas
