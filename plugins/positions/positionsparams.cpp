#include "positionsparams.h"

#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "core/packpaths.h"
#include "core/paramsfields.h"

#include <QJsonArray>

#include <algorithm>
#include <string_view>

namespace atlas {

namespace {

namespace field = declared::positions;

static_assert(field::seed::maximum == JsonParser::maxExactInteger, "a seed is exact in a JSON number");
static_assert(std::string_view(field::positions::values[int(PositionsParams::OrderPositions::Rotary)]) == "rotary",
              "OrderPositions follows the declared values");
static_assert(std::string_view(field::positions::defaultValue) == field::positions::values[int(PositionsParams::OrderPositions::None)]);

} // namespace

QStringList PositionsParams::defaultTokens()
{
    return {QStringLiteral("the"), QStringLiteral("cat"), QStringLiteral("sat"),
            QStringLiteral("on"), QStringLiteral("the"), QStringLiteral("mat")};
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
    JsonReader reader(report);
    ParamsFields fields(params, reader, field::declaredKeys);

    if (fields.has(field::tokens::key)) {
        const JsonPath path = fields.path(field::tokens::key);
        const QJsonValue value = fields.value(field::tokens::key);
        const QJsonArray array = value.toArray();
        if (!value.isArray()) {
            reader.fail(path, DiagnosticCode::WrongType, tr("expected an array of %1 to %2 token labels, got %3")
                                  .arg(declared::positions::tokens::minItems).arg(declared::positions::tokens::maxItems).arg(JsonReader::typeName(value)));
        } else if (array.size() < declared::positions::tokens::minItems || array.size() > declared::positions::tokens::maxItems) {
            reader.fail(path, DiagnosticCode::OutOfRange, tr("expected %1 to %2 token labels, got %3").arg(declared::positions::tokens::minItems).arg(declared::positions::tokens::maxItems).arg(array.size()));
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
    fields.read<field::seed>(p.seed);

    if (fields.has(field::permutation::key)) {
        const JsonPath path = fields.path(field::permutation::key);
        if (const std::optional<std::vector<qint64>> order = reader.integers(fields.value(field::permutation::key), path, field::permutation::maxItems)) {
            std::vector<int> asInt;
            for (qint64 i : *order)
                asInt.push_back(int(std::clamp<qint64>(i, -1, declared::positions::tokens::maxItems)));
            if (isPermutation(asInt, int(p.tokens.size())))
                p.permutation = asInt;
            else
                reader.fail(path, DiagnosticCode::Invalid, tr("expected a permutation of 0 to %1 (each once, one per token), got %2 numbers")
                                      .arg(p.tokens.size() - 1).arg(order->size()));
        }
    }

    fields.read<field::positions>(p.positions, tr("expected \"none\", \"sinusoidal\" or \"rotary\", got \"%1\""));
    fields.read<field::causal>(p.causal);
    fields.read<field::table_length>(p.tableLength);
    if (fields.has(field::width::key)) {
        int width = p.width;
        if (fields.read<field::width>(width)) {
            if (width % 2 != 0)
                reader.fail(fields.path(field::width::key), DiagnosticCode::Invalid, tr("expected an even width (sine and cosine in pairs), got %1").arg(width));
            else
                p.width = width;
        }
    }
    fields.read<field::base>(p.base, tr("expected a base from %1 to %2, got %3"));
    if (fields.has(field::learned_model::key)) {
        const std::optional<QString> path = reader.string(fields.value(field::learned_model::key), fields.path(field::learned_model::key));
        if (path) {
            if (const std::optional<QString> problem = PackPaths::syntaxError(*path))
                reader.fail(fields.path(field::learned_model::key), DiagnosticCode::Unsafe, *problem);
            else
                p.learnedModel = *path;
        }
    }
    fields.read<field::query_position>(p.queryPosition);
    fields.read<field::key_position>(p.keyPosition);
    fields.read<field::shift>(p.shift);
    fields.read<field::pair>(p.pair);
    fields.read<field::slope>(p.slope, tr("expected a slope from %1 to %2, got %3"));

    if (fields.has(field::documents::key)) {
        const JsonPath path = fields.path(field::documents::key);
        if (const std::optional<std::vector<qint64>> lengths = reader.integers(fields.value(field::documents::key), path, declared::positions::documents::maxItems)) {
            QList<int> documents;
            qint64 total = 0;
            bool ok = qsizetype(lengths->size()) >= field::documents::minItems;
            if (!ok)
                reader.fail(path, DiagnosticCode::Missing, tr("expected 1 to %1 document lengths, got none").arg(declared::positions::documents::maxItems));
            for (std::size_t i = 0; i < lengths->size(); ++i) {
                const qint64 n = (*lengths)[i];
                if (n < field::documents::itemMinimum || n > maxDocumentLength) {
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
    return p;
}

} // namespace atlas
