#include "positionsparams.h"

#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "core/packpaths.h"
#include "core/paramsfields.h"

#include <QJsonArray>

#include <algorithm>

namespace atlas {

QStringList PositionsParams::defaultTokens()
{
    return {QStringLiteral("the"), QStringLiteral("cat"), QStringLiteral("sat"),
            QStringLiteral("on"), QStringLiteral("the"), QStringLiteral("mat")};
}

QStringList PositionsParams::keys()
{
    return {QStringLiteral("tokens"), QStringLiteral("seed"), QStringLiteral("permutation"),
            QStringLiteral("positions"), QStringLiteral("causal"), QStringLiteral("table_length"),
            QStringLiteral("width"), QStringLiteral("base"), QStringLiteral("learned_model"),
            QStringLiteral("query_position"), QStringLiteral("key_position"), QStringLiteral("shift"),
            QStringLiteral("pair"), QStringLiteral("slope"), QStringLiteral("documents")};
}

std::vector<int> PositionsParams::initialPermutation() const
{
    if (!permutation.empty())
        return permutation;
    std::vector<int> reversed(std::size_t(tokens.size()));
    for (std::size_t i = 0; i < reversed.size(); ++i)
        reversed[i] = int(reversed.size() - 1 - i);
    return reversed;
}

bool PositionsParams::isPermutation(const std::vector<int> &order, int length)
{
    if (int(order.size()) != length)
        return false;
    std::vector<bool> seen(std::size_t(std::max(length, 0)), false);
    for (int i : order) {
        if (i < 0 || i >= length || seen[std::size_t(i)])
            return false;
        seen[std::size_t(i)] = true;
    }
    return true;
}

PositionsParams PositionsParams::read(const QJsonObject &params, ParamsReport &report)
{
    PositionsParams p;
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), keys());
    ParamsFields fields(params, reader);

    if (fields.has("tokens")) {
        const JsonPath path = fields.path("tokens");
        const QJsonValue value = fields.value("tokens");
        const QJsonArray array = value.toArray();
        if (!value.isArray()) {
            reader.fail(path, DiagnosticCode::WrongType, tr("expected an array of %1 to %2 token labels, got %3")
                                  .arg(minTokens).arg(maxTokens).arg(JsonReader::typeName(value)));
        } else if (array.size() < minTokens || array.size() > maxTokens) {
            reader.fail(path, DiagnosticCode::OutOfRange, tr("expected %1 to %2 token labels, got %3").arg(minTokens).arg(maxTokens).arg(array.size()));
        } else {
            QStringList labels;
            for (qsizetype i = 0; i < array.size(); ++i) {
                const std::optional<QString> label = reader.string(array.at(i), path / i);
                if (!label)
                    continue;
                const QString trimmed = label->trimmed();
                if (trimmed.isEmpty() || trimmed.size() > maxTokenLength || trimmed.contains(QLatin1Char(' ')))
                    reader.fail(path / i, DiagnosticCode::Invalid, tr("expected a label of 1 to %1 characters without spaces, got '%2'")
                                              .arg(maxTokenLength).arg(label->left(40)));
                else
                    labels.append(trimmed);
            }
            if (labels.size() == array.size())
                p.tokens = labels;
        }
    }
    fields.readInteger("seed", p.seed, 0, JsonParser::maxExactInteger);

    if (fields.has("permutation")) {
        const JsonPath path = fields.path("permutation");
        if (const std::optional<std::vector<qint64>> order = reader.integers(fields.value("permutation"), path, maxTokens)) {
            std::vector<int> asInt;
            for (qint64 i : *order)
                asInt.push_back(int(std::clamp<qint64>(i, -1, maxTokens)));
            if (isPermutation(asInt, int(p.tokens.size())))
                p.permutation = asInt;
            else
                reader.fail(path, DiagnosticCode::Invalid, tr("expected a permutation of 0 to %1 (each once, one per token), got %2 numbers")
                                      .arg(p.tokens.size() - 1).arg(order->size()));
        }
    }

    if (fields.has("positions")) {
        const JsonPath path = fields.path("positions");
        if (const std::optional<QString> name = reader.string(fields.value("positions"), path)) {
            if (*name == QLatin1String("none"))
                p.positions = OrderPositions::None;
            else if (*name == QLatin1String("sinusoidal"))
                p.positions = OrderPositions::Sinusoidal;
            else if (*name == QLatin1String("rotary"))
                p.positions = OrderPositions::Rotary;
            else
                reader.fail(path, DiagnosticCode::Invalid, tr("expected \"none\", \"sinusoidal\" or \"rotary\", got \"%1\"").arg(name->left(40)));
        }
    }
    fields.readBoolean("causal", p.causal);
    fields.readInteger("table_length", p.tableLength, minTableLength, maxTableLength);
    if (fields.has("width")) {
        int width = p.width;
        if (fields.readInteger("width", width, 2, maxWidth)) {
            if (width % 2 != 0)
                reader.fail(fields.path("width"), DiagnosticCode::Invalid, tr("expected an even width (sine and cosine in pairs), got %1").arg(width));
            else
                p.width = width;
        }
    }
    fields.readNumber("base", p.base, minBase, maxBase, tr("expected a base from %1 to %2, got %3"));
    if (fields.has("learned_model")) {
        const std::optional<QString> path = reader.string(fields.value("learned_model"), fields.path("learned_model"));
        if (path) {
            if (const std::optional<QString> problem = PackPaths::syntaxError(*path))
                reader.fail(fields.path("learned_model"), DiagnosticCode::Unsafe, *problem);
            else
                p.learnedModel = *path;
        }
    }
    fields.readInteger("query_position", p.queryPosition, 0, maxPosition);
    fields.readInteger("key_position", p.keyPosition, 0, maxPosition);
    fields.readInteger("shift", p.shift, 0, maxPosition);
    fields.readInteger("pair", p.pair, 0, rotaryWidth / 2 - 1);
    fields.readNumber("slope", p.slope, 0, maxSlope, tr("expected a slope from %1 to %2, got %3"));

    if (fields.has("documents")) {
        const JsonPath path = fields.path("documents");
        if (const std::optional<std::vector<qint64>> lengths = reader.integers(fields.value("documents"), path, maxDocuments)) {
            QList<int> documents;
            qint64 total = 0;
            bool ok = !lengths->empty();
            if (!ok)
                reader.fail(path, DiagnosticCode::Missing, tr("expected 1 to %1 document lengths, got none").arg(maxDocuments));
            for (std::size_t i = 0; i < lengths->size(); ++i) {
                const qint64 n = (*lengths)[i];
                if (n < 1 || n > maxDocumentLength) {
                    reader.fail(path / qsizetype(i), DiagnosticCode::OutOfRange, tr("expected a length from 1 to %1, got %2").arg(maxDocumentLength).arg(n));
                    ok = false;
                } else {
                    documents.append(int(n));
                    total += n;
                }
            }
            if (ok && total > maxPackedLength) {
                reader.fail(path, DiagnosticCode::TooLarge, tr("expected at most %1 tokens in all, got %2").arg(maxPackedLength).arg(total));
                ok = false;
            }
            if (ok)
                p.documents = documents;
        }
    }
    report.take(reader);
    return p;
}

} // namespace atlas
