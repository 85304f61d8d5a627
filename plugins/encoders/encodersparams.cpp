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

namespace field = declared::encoders;

static_assert(field::source::itemMaxLength == EncodersParams::maxWordLength && field::target::itemMaxLength == EncodersParams::maxWordLength,
              "a word is a word in every field");
static_assert(field::seed::maximum == JsonParser::maxExactInteger, "a seed is exact in a JSON number");

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
    JsonReader reader(report);
    ParamsFields fields(params, reader, field::declaredKeys);

    // A field of words, its count as declared.
    const auto words = [&](auto declared, QStringList &target) {
        using Field = decltype(declared);
        if (fields.has(Field::key))
            if (const std::optional<QStringList> w = readWords(reader, fields.value(Field::key), fields.path(Field::key), Field::minItems, Field::maxItems))
                target = *w;
    };
    words(field::sentence(), p.sentence);
    words(field::source(), p.source);
    words(field::target(), p.target);
    if (fields.has(field::alternative::key)) {
        const JsonPath path = fields.path(field::alternative::key);
        if (const std::optional<QString> word = reader.string(fields.value(field::alternative::key), path)) {
            if (isWord(*word))
                p.alternative = *word;
            else
                reader.fail(path, DiagnosticCode::Invalid, tr("expected a word of 1 to %1 characters without spaces, got '%2'")
                                                               .arg(maxWordLength).arg(word->left(40)));
        }
    }
    if (fields.has(field::lexicon::key)) {
        const JsonPath path = fields.path(field::lexicon::key);
        const QJsonValue value = fields.value(field::lexicon::key);
        if (!value.isArray() || value.toArray().size() > maxGroups) {
            reader.fail(path, DiagnosticCode::WrongType, tr("expected an array of at most %1 groups of words that mean the same, e.g. [[\"cat\", \"chat\"]]")
                                                             .arg(maxGroups));
        } else {
            QList<QStringList> groups;
            bool ok = true;
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i) {
                const std::optional<QStringList> group = readWords(reader, array.at(i), path / i, minGroupWords, maxGroupWords);
                ok = ok && group.has_value();
                if (group)
                    groups.append(*group);
            }
            if (ok)
                p.lexicon = groups;
        }
    }
    if (fields.has(field::lengths::key)) {
        const JsonPath path = fields.path(field::lengths::key);
        if (const std::optional<std::vector<qint64>> lengths = reader.integers(fields.value(field::lengths::key), path, maxSequences)) {
            QList<int> list;
            bool ok = qsizetype(lengths->size()) >= field::lengths::minItems;
            if (!ok)
                reader.fail(path, DiagnosticCode::Missing, tr("expected 1 to %1 sequence lengths, got none").arg(maxSequences));
            for (std::size_t i = 0; i < lengths->size(); ++i) {
                const qint64 n = (*lengths)[i];
                static_assert(minLength == 1, "the message says \"from 1\"");
                if (n < minLength || n > maxLength) {
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
    fields.read<field::sharpness>(p.sharpness, tr("expected a sharpness from %1 to %2, got %3"));
    fields.read<field::seed>(p.seed);
    return p;
}

} // namespace atlas
