#include "chaptercorpus.h"

#include "jsonparser.h"

#include <QJsonArray>

#include <cmath>

namespace atlas {

namespace {

// The array's elements when every one is a string, else nothing.
std::optional<QStringList> strings(const QJsonValue &value)
{
    if (!value.isArray() || value.toArray().isEmpty())
        return std::nullopt;
    QStringList result;
    for (const QJsonValue &v : value.toArray()) {
        if (!v.isString())
            return std::nullopt;
        result.append(v.toString());
    }
    return result;
}

std::optional<qint64> integer(const QJsonObject &params, const char *key)
{
    const QJsonValue v = params.value(QLatin1String(key));
    if (!v.isDouble() || std::floor(v.toDouble()) != v.toDouble() || std::fabs(v.toDouble()) > double(JsonParser::maxExactInteger))
        return std::nullopt;
    return v.toInteger();
}

} // namespace

std::optional<ChapterCorpus> ChapterCorpus::fromParams(const QJsonObject &params)
{
    QStringList texts;
    if (const std::optional<QStringList> documents = strings(params.value(QLatin1String("documents"))))
        texts = *documents;
    else if (const std::optional<QStringList> tokens = strings(params.value(QLatin1String("tokens"))))
        texts = {tokens->join(QLatin1Char(' '))};
    else
        return std::nullopt;
    ChapterCorpus c;
    c.corpus = CorpusTokenizer::tokenize(texts);
    c.labels = CorpusTokenizer::labels(c.corpus);
    c.blockLength = integer(params, "block_length");
    c.block = integer(params, "block");
    c.query = integer(params, "query");
    return c;
}

} // namespace atlas
