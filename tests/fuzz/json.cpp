// Any JSON text, through everything that reads JSON from others: JsonParser (the strict
// grammar of packs and requests), then JsonLocator over every value the parser found (the
// pack validator's line:column), its nesting count, and JsonReader's typed accessors on each
// value. Where the parser accepts a text, Qt's parser must too (it is laxer, never stricter,
// except for numbers too small for a double, which JSON allows, and for nesting).
#include "fuzztarget.h"

#include "core/diagnosticlist.h"
#include "core/jsonlocator.h"
#include "core/jsonparser.h"
#include "core/jsonmatrix.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdlib>

namespace {

void visit(const QJsonValue &value, const atlas::JsonPath &path, const atlas::JsonLocator &locator, int &budget)
{
    if (--budget < 0)
        return;
    const atlas::JsonLocator::Position p = locator.locate(path);
    if (p.line < 1 || p.column < 1)
        std::abort();
    atlas::DiagnosticList errors;
    atlas::JsonReader reader(errors);
    (void)atlas::JsonMatrix::read(reader, value, path);
    (void)reader.integers(value, path, 64);
    (void)reader.numbers(value, path, 64);
    (void)reader.integer(value, path, -1000, 1000);
    (void)reader.text(value, path, 100);
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            visit(array.at(i), path / i, locator, budget);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        reader.rejectUnknownKeys(object, path, {QStringLiteral("format"), QStringLiteral("id")});
        for (auto it = object.begin(); it != object.end(); ++it)
            visit(it.value(), path / it.key(), locator, budget);
    }
    for (const atlas::DiagnosticList::Entry &e : errors.entries())
        if (e.message.isEmpty())
            std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray text = atlas::fuzz::bytes(data, size);
    atlas::JsonParseFailure failure;
    atlas::JsonParseLimits limits;
    limits.maxMemory = qint64(64) << 20;
    const std::optional<QJsonValue> value = atlas::JsonParser::parse(text, &failure, limits);
    const atlas::JsonLocator locator(text);
    (void)atlas::JsonLocator::nestingDepth(text, 32);
    if (!value) {
        // A refusal is located inside the text and explained.
        if (failure.offset < 0 || failure.offset > text.size() || failure.line < 1 || failure.column < 1
            || failure.message.isEmpty())
            std::abort();
        (void)locator.positionOf(failure.offset);
        return 0;
    }
    {
        QJsonParseError qtError;
        const QByteArray withoutMark = text.startsWith("\xEF\xBB\xBF") ? text.mid(3) : text;
        QJsonDocument::fromJson("[" + withoutMark + "]", &qtError);
        // Qt refuses numbers beyond a double's range either way (1e-400 too), and nests less
        // deeply than it allows; anything else it refuses, this parser must have refused.
        if (qtError.error != QJsonParseError::NoError && qtError.error != QJsonParseError::DeepNesting
            && qtError.error != QJsonParseError::IllegalNumber)
            std::abort();
    }
    int budget = 2000;
    visit(*value, atlas::JsonPath(), locator, budget);
    return 0;
}
