#include "encodersparams.h"

#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "core/paramsfields.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace atlas {

QList<QStringList> EncodersParams::defaultLexicon()
{
    return {{QStringLiteral("the"), QStringLiteral("le")},
            {QStringLiteral("black"), QStringLiteral("noir")},
            {QStringLiteral("cat"), QStringLiteral("chat")},
            {QStringLiteral("sleeping"), QStringLiteral("dort")}};
}

QStringList EncodersParams::keys()
{
    return {QStringLiteral("sentence"), QStringLiteral("alternative"), QStringLiteral("source"), QStringLiteral("target"),
            QStringLiteral("lexicon"), QStringLiteral("lengths"), QStringLiteral("sharpness"), QStringLiteral("seed")};
}

bool EncodersParams::isWord(const QString &word)
{
    static const QRegularExpression space(QStringLiteral("\\s"));
    return !word.isEmpty() && word.size() <= maxWordLength && !word.contains(space);
}

std::optional<QStringList> EncodersParams::words(const QString &line, int minimum, QString *problem)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    const QStringList split = line.split(space, Qt::SkipEmptyParts);
    QString why;
    if (split.size() < minimum || split.size() > maxWords)
        //: %1 and %2 the fewest and most words, %3 how many were typed.
        why = tr("Type %1 to %2 words separated by spaces (%3 now).").arg(minimum).arg(maxWords).arg(split.size());
    for (const QString &word : split)
        if (why.isEmpty() && !isWord(word))
            //: %1 the longest word allowed, %2 the word typed.
            why = tr("Each word may have at most %1 characters; “%2” has more.").arg(maxWordLength).arg(word.left(40));
    if (!why.isEmpty()) {
        if (problem)
            *problem = why;
        return std::nullopt;
    }
    return split;
}

namespace {

// An array of `minimum`–`maximum` words at `path`; nullopt (and an error in `reader`) otherwise.
std::optional<QStringList> readWords(JsonReader &reader, const QJsonValue &value, const JsonPath &path, int minimum, int maximum)
{
    if (!value.isArray()) {
        reader.fail(path, DiagnosticCode::WrongType, EncodersParams::tr("expected an array of %1 to %2 words, got %3")
                                                         .arg(minimum).arg(maximum).arg(JsonReader::typeName(value)));
        return std::nullopt;
    }
    const QJsonArray array = value.toArray();
    if (array.size() < minimum || array.size() > maximum) {
        reader.fail(path, DiagnosticCode::OutOfRange,
                    EncodersParams::tr("expected %1 to %2 words, got %3").arg(minimum).arg(maximum).arg(array.size()));
        return std::nullopt;
    }
    QStringList words;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const std::optional<QString> word = reader.string(array.at(i), path / i);
        if (!word)
            return std::nullopt;
        if (!EncodersParams::isWord(*word)) {
            reader.fail(path / i, DiagnosticCode::Invalid, EncodersParams::tr("expected a word of 1 to %1 characters without spaces, got '%2'")
                                                             .arg(EncodersParams::maxWordLength).arg(word->left(40)));
            return std::nullopt;
        }
        words.append(*word);
    }
    return words;
}

} // namespace

EncodersParams EncodersParams::read(const QJsonObject &params, ParamsReport &report)
{
    EncodersParams p;
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), keys());
    ParamsFields fields(params, reader);

    const auto words = [&](const char *key, QStringList &target, int minimum) {
        if (fields.has(key))
            if (const std::optional<QStringList> w = readWords(reader, fields.value(key), fields.path(key), minimum, maxWords))
                target = *w;
    };
    words("sentence", p.sentence, minSentence);
    words("source", p.source, 1);
    words("target", p.target, 1);
    if (fields.has("alternative")) {
        const JsonPath path = fields.path("alternative");
        if (const std::optional<QString> word = reader.string(fields.value("alternative"), path)) {
            if (isWord(*word))
                p.alternative = *word;
            else
                reader.fail(path, DiagnosticCode::Invalid, tr("expected a word of 1 to %1 characters without spaces, got '%2'")
                                                               .arg(maxWordLength).arg(word->left(40)));
        }
    }
    if (fields.has("lexicon")) {
        const JsonPath path = fields.path("lexicon");
        const QJsonValue value = fields.value("lexicon");
        if (!value.isArray() || value.toArray().size() > maxGroups) {
            reader.fail(path, DiagnosticCode::WrongType, tr("expected an array of at most %1 groups of words that mean the same, e.g. [[\"cat\", \"chat\"]]")
                                                             .arg(maxGroups));
        } else {
            QList<QStringList> groups;
            bool ok = true;
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i) {
                const std::optional<QStringList> group = readWords(reader, array.at(i), path / i, 2, 4);
                ok = ok && group.has_value();
                if (group)
                    groups.append(*group);
            }
            if (ok)
                p.lexicon = groups;
        }
    }
    if (fields.has("lengths")) {
        const JsonPath path = fields.path("lengths");
        if (const std::optional<std::vector<qint64>> lengths = reader.integers(fields.value("lengths"), path, maxSequences)) {
            QList<int> list;
            bool ok = !lengths->empty();
            if (!ok)
                reader.fail(path, DiagnosticCode::Missing, tr("expected 1 to %1 sequence lengths, got none").arg(maxSequences));
            for (std::size_t i = 0; i < lengths->size(); ++i) {
                const qint64 n = (*lengths)[i];
                if (n < 1 || n > maxLength) {
                    reader.fail(path / qsizetype(i), DiagnosticCode::OutOfRange, tr("expected a length from 1 to %1, got %2").arg(maxLength).arg(n));
                    ok = false;
                } else {
                    list.append(int(n));
                }
            }
            if (ok)
                p.lengths = list;
        }
    }
    fields.readNumber("sharpness", p.sharpness, minSharpness, maxSharpness, tr("expected a sharpness from %1 to %2, got %3"));
    fields.readInteger("seed", p.seed, 0, JsonParser::maxExactInteger);
    report.take(reader);
    return p;
}

} // namespace atlas
