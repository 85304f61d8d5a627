// JsonParser: RFC 8259 read strictly — the number grammar, exact integers only up to 2⁵³ − 1,
// no key given twice, UTF-8 strings — every refusal located (byte, line, column, path) and
// explained; the memory estimate that bounds what a text may cost; and, on valid texts, the
// same values as QJsonDocument.
#include "core/diagnosticlist.h"
#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "jsonpathmetatype.h"
#include "suiteregistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <limits>

using namespace atlas;

namespace {

JsonParseFailure failureOf(const QByteArray &text, const JsonParseLimits &limits = {})
{
    JsonParseFailure failure;
    const std::optional<QJsonValue> value = JsonParser::parse(text, &failure, limits);
    if (value)
        failure.message = QStringLiteral("(parsed)");
    return failure;
}

// Values equal as JSON: an integer value equals the double of the same value.
bool sameJson(const QJsonValue &a, const QJsonValue &b)
{
    if (a.type() != b.type())
        return false;
    switch (a.type()) {
    case QJsonValue::Double:
        return a.toDouble() == b.toDouble();
    case QJsonValue::Array: {
        const QJsonArray x = a.toArray(), y = b.toArray();
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i)
            if (!sameJson(x.at(i), y.at(i)))
                return false;
        return true;
    }
    case QJsonValue::Object: {
        const QJsonObject x = a.toObject(), y = b.toObject();
        if (x.keys() != y.keys())
            return false;
        for (auto it = x.begin(); it != x.end(); ++it)
            if (!sameJson(it.value(), y.value(it.key())))
                return false;
        return true;
    }
    default:
        return a == b;
    }
}

// "[1,1,…,1]" with n ≥ 1 ones.
QByteArray numberArray(qint64 n)
{
    return QByteArray("[1") + QByteArray(",1").repeated(n - 1) + QByteArray("]");
}

// A random valid document with unique keys, numbers written in many ways.
QByteArray randomDocument(QRandomGenerator &random, int depth)
{
    const int kind = depth > 3 ? int(random.bounded(4)) : int(random.bounded(6));
    switch (kind) {
    case 0: {
        static const char *numbers[] = {"0", "-0", "7", "-12", "3.25", "-0.5", "1e3", "2E-2", "6.02e+23",
                                        "9007199254740991", "-9007199254740991", "0.1", "1e-400", "4.9e-324",
                                        "1.7976931348623157e308", "123456789.123456789"};
        return numbers[random.bounded(int(std::size(numbers)))];
    }
    case 1: {
        static const char *strings[] = {R"("")", R"("plain")", R"("ä€𝄞")", R"("\"\\\/\b\f\n\r\t")",
                                        R"("\u00e9\ud834\udd1e")", R"("tab\there")"};
        return strings[random.bounded(int(std::size(strings)))];
    }
    case 2:
        return QByteArray(random.bounded(2) ? "true" : random.bounded(2) ? "false" : "null");
    case 3:
        return "[]";
    case 4: {
        QByteArray text = "[";
        const int n = int(random.bounded(5));
        for (int i = 0; i < n; ++i)
            text += (i ? " , " : "") + randomDocument(random, depth + 1);
        return text + "]";
    }
    default: {
        QByteArray text = "{";
        const int n = int(random.bounded(5));
        for (int i = 0; i < n; ++i)
            text += (i ? ",\n" : "") + QByteArray("\"k") + QByteArray::number(i) + "\": " + randomDocument(random, depth + 1);
        return text + "}";
    }
    }
}

} // namespace

class TestJsonParser : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void numbers_data();
    void numbers();
    void integersAreExact_data();
    void integersAreExact();
    void refused_data();
    void refused();
    void duplicateKeys();
    void strings_data();
    void strings();
    void readerIntegerFields_data();
    void readerIntegerFields();
    void depthLimit();
    void memoryEstimate();
    void byteOrderMark();
    void agreesWithQtOnValidTexts();
    void largeObjectsInAnyKeyOrder();
};

void TestJsonParser::numbers_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<double>("value");
    QTest::newRow("zero") << QByteArray("0") << 0.0;
    QTest::newRow("fraction") << QByteArray("-0.5") << -0.5;
    QTest::newRow("exponent") << QByteArray("1.5e3") << 1500.0;
    QTest::newRow("capital exponent, sign") << QByteArray("25E-1") << 2.5;
    QTest::newRow("tenth") << QByteArray("0.1") << 0.1;
    QTest::newRow("largest double") << QByteArray("1.7976931348623157e308") << std::numeric_limits<double>::max();
    QTest::newRow("smallest subnormal") << QByteArray("4.9e-324") << std::numeric_limits<double>::denorm_min();
    // Valid JSON too small for a double: its nearest double, zero (RFC 8259 §6).
    QTest::newRow("1e-400") << QByteArray("1e-400") << 0.0;
    QTest::newRow("-1e-400") << QByteArray("-1e-400") << 0.0; // QJsonValue keeps no −0
    QTest::newRow("huge exponent of zero") << QByteArray("0e999999999999999999999") << 0.0;
    QTest::newRow("tiny with many digits") << QByteArray("0.000000000000000000000000000000000000001e-400") << 0.0;
    QTest::newRow("large exact integer as exponent") << QByteArray("1e16") << 1e16;
    QTest::newRow("whitespace around") << QByteArray(" \t\r\n 42 \n") << 42.0;
}

void TestJsonParser::numbers()
{
    QFETCH(QByteArray, text);
    QFETCH(double, value);
    JsonParseFailure failure;
    const std::optional<QJsonValue> parsed = JsonParser::parse(text, &failure);
    QVERIFY2(parsed, qPrintable(failure.message));
    QVERIFY(parsed->isDouble());
    QCOMPARE(parsed->toDouble(), value);
}

void TestJsonParser::integersAreExact_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qint64>("value");
    QTest::newRow("7") << QByteArray("7") << qint64(7);
    QTest::newRow("-12") << QByteArray("-12") << qint64(-12);
    QTest::newRow("2^53 - 1") << QByteArray("9007199254740991") << qint64(9007199254740991);
    QTest::newRow("-(2^53 - 1)") << QByteArray("-9007199254740991") << qint64(-9007199254740991);
    QTest::newRow("2^53 - 2") << QByteArray("9007199254740990") << qint64(9007199254740990);
    QTest::newRow("3.0") << QByteArray("3.0") << qint64(3);
    QTest::newRow("30e-1") << QByteArray("30e-1") << qint64(3);
}

void TestJsonParser::integersAreExact()
{
    QFETCH(QByteArray, text);
    QFETCH(qint64, value);
    const std::optional<QJsonValue> parsed = JsonParser::parse(text);
    QVERIFY(parsed);
    QCOMPARE(parsed->toInteger(), value);
}

void TestJsonParser::refused_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qsizetype>("offset");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<JsonPath>("path");
    QTest::addColumn<QString>("mention");
    const auto row = [](const char *name, const QByteArray &text, qsizetype offset, int line, int column,
                        const JsonPath &path, const char *mention) {
        QTest::newRow(name) << text << offset << line << column << path << QString::fromUtf8(mention);
    };
    const JsonPath root;
    const JsonPath x0 = JsonPath::field(QStringLiteral("x")) / 0;

    // Numbers as RFC 8259 writes them, nothing else.
    row("1.", R"({"x": [1.]})", 7, 1, 8, x0, "after the decimal point");
    row(".5", R"({"x": [.5]})", 7, 1, 8, x0, "before the decimal point");
    row("+1", R"({"x": [+1]})", 7, 1, 8, x0, "'+'");
    row("leading zero", R"({"x": [01]})", 7, 1, 8, x0, "leading zeros");
    row("minus alone", R"({"x": [-]})", 7, 1, 8, x0, "'-'");
    row("exponent without digits", R"({"x": [1e]})", 7, 1, 8, x0, "exponent");
    row("exponent sign without digits", R"({"x": [1e+]})", 7, 1, 8, x0, "exponent");
    row("hexadecimal", R"({"x": [0x10]})", 7, 1, 8, x0, "0x10");
    row("two points", R"({"x": [1.2.3]})", 7, 1, 8, x0, "1.2.3");
    row("NaN", R"({"x": [NaN]})", 7, 1, 8, x0, "NaN");
    row("Infinity", R"({"x": [Infinity]})", 7, 1, 8, x0, "Infinity");
    row("-Infinity", R"({"x": [-Infinity]})", 7, 1, 8, x0, "-Infinity");
    // Integers every reader carries exactly, or refused: never rounded.
    row("2^53", R"({"x": [9007199254740992]})", 7, 1, 8, x0, "9007199254740992");
    row("2^53 + 1", R"({"x": [1, 9007199254740993]})", 10, 1, 11, JsonPath::field(QStringLiteral("x")) / 1, "9007199254740993");
    row("-2^53", R"({"x": [-9007199254740992]})", 7, 1, 8, x0, "-9007199254740992");
    row("twenty digits", R"({"x": [12345678901234567890]})", 7, 1, 8, x0, "12345678901234567890");
    row("beyond the largest double", R"({"x": [1e400]})", 7, 1, 8, x0, "1e400");
    row("beyond the largest double, negative", R"({"x": [-2e308]})", 7, 1, 8, x0, "-2e308");

    // Structure.
    row("empty text", "", 0, 1, 1, root, "empty");
    row("only whitespace", " \n ", 3, 2, 2, root, "empty");
    row("truncated object", "{\"a\": 1,\n", 9, 2, 1, root, "ends inside an object");
    row("truncated array", R"({"a": [1, 2)", 11, 1, 12, JsonPath::field(QStringLiteral("a")) / 1, "ends inside an array");
    row("truncated string", R"({"a": "text)", 6, 1, 7, JsonPath::field(QStringLiteral("a")), "never closed");
    row("trailing comma in array", R"([1, 2, ])", 7, 1, 8, JsonPath() / 2, "trailing comma");
    row("trailing comma in object", R"({"a": 1, })", 9, 1, 10, root, "trailing comma");
    row("missing colon", R"({"a" 1})", 5, 1, 6, root, "':'");
    row("unquoted key", R"({a: 1})", 1, 1, 2, root, "key in double quotes");
    row("single quotes", R"({'a': 1})", 1, 1, 2, root, "key in double quotes");
    row("text after the value", "{} x", 3, 1, 4, root, "after the JSON value");
    row("two values", "1 2", 2, 1, 3, root, "after the JSON value");
    row("comment", "{\"a\": 1 // no\n}", 8, 1, 9, root, "'/'");
    row("missing comma", R"([1 2])", 3, 1, 4, JsonPath() / 0, "',' or ']'");
    row("unknown word", R"([nul])", 1, 1, 2, JsonPath() / 0, "nul");
    row("capital True", R"([True])", 1, 1, 2, JsonPath() / 0, "True");

    // Strings: UTF-8, control characters escaped, escapes that exist, paired surrogates.
    row("raw newline in a string", "{\"a\": \"one\ntwo\"}", 10, 1, 11, JsonPath::field(QStringLiteral("a")), "U+000A");
    row("raw tab in a key", "{\"a\tb\": 1}", 3, 1, 4, root, "U+0009");
    row("unknown escape", R"(["\x41"])", 2, 1, 3, JsonPath() / 0, "\\x");
    row("short \\u escape", R"(["\u12"])", 2, 1, 3, JsonPath() / 0, "four hexadecimal digits");
    row("lone high surrogate", R"(["\ud834 "])", 2, 1, 3, JsonPath() / 0, "without a second");
    row("lone low surrogate", R"(["\udd1e"])", 2, 1, 3, JsonPath() / 0, "without a first");
    row("high surrogate, then a letter escape", R"(["\ud834\u0041"])", 2, 1, 3, JsonPath() / 0, "without a second");
    row("overlong UTF-8", "[\"\xC0\x80\"]", 1, 1, 2, JsonPath() / 0, "UTF-8");
    row("UTF-8 surrogate", "[\"\xED\xA0\x80\"]", 1, 1, 2, JsonPath() / 0, "UTF-8");
    row("byte beyond UTF-8", "[\"\xF5\x80\x80\x80\"]", 1, 1, 2, JsonPath() / 0, "UTF-8");
    row("truncated UTF-8", "[\"\xE2\x82\"]", 1, 1, 2, JsonPath() / 0, "UTF-8");
    row("non-ASCII outside strings", "[\xC3\xA4]", 1, 1, 2, JsonPath() / 0, "0xc3");
    // Columns count characters: the 4-byte 𝄞 is one.
    row("column after a 4-byte character", "{\"𝄞\": 1.}", 9, 1, 7, JsonPath::field(QStringLiteral("𝄞")), "decimal point");
}

void TestJsonParser::refused()
{
    QFETCH(QByteArray, text);
    QFETCH(qsizetype, offset);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(JsonPath, path);
    QFETCH(QString, mention);
    JsonParseFailure failure;
    QVERIFY(!JsonParser::parse(text, &failure));
    QVERIFY2(failure.message.contains(mention), qPrintable(failure.message));
    QCOMPARE(failure.offset, offset);
    QCOMPARE(failure.line, line);
    QCOMPARE(failure.column, column);
    QCOMPARE(failure.path.toPointer(), path.toPointer());
    // Qt's parser rejects the same texts where JSON does (it is laxer about some numbers).
}

void TestJsonParser::duplicateKeys()
{
    // The probe's request: the last "wv" would have won silently.
    const QByteArray text = "{\"x\": [[1]], \"wv\": [[1]],\n \"wv\": [[5]]}";
    const JsonParseFailure f = failureOf(text);
    QCOMPARE(f.path.toFieldName(), QStringLiteral("wv"));
    QCOMPARE(f.line, 2);
    QCOMPARE(f.column, 2);
    QVERIFY2(f.message.contains(QLatin1String("\"wv\" is given twice (first at line 1, column 14)")), qPrintable(f.message));

    // Keys are compared decoded: "\u0061" is "a".
    const JsonParseFailure escaped = failureOf(R"({"a": 1, "b": {"c": 2, "\u0063": 3}})");
    QCOMPARE(escaped.path.toPointer(), QStringLiteral("/b/c"));
    QCOMPARE(escaped.column, 24);
    // Of several pairs, the earliest second one is reported.
    const JsonParseFailure several = failureOf(R"({"z": 1, "a": 2, "z": 3, "a": 4})");
    QCOMPARE(several.path.toPointer(), QStringLiteral("/z"));
    QCOMPARE(several.column, 18);
    // The same key in different objects is fine.
    QVERIFY(JsonParser::parse(R"([{"a": 1}, {"a": 2}, {"a": {"a": 3}}])"));
}

void TestJsonParser::strings_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("value");
    QTest::newRow("escapes") << QByteArray(R"("\"\\\/\b\f\n\r\t")") << QStringLiteral("\"\\/\b\f\n\r\t");
    QTest::newRow("\\u escapes") << QByteArray(R"("\u00e9\u20AC")") << QStringLiteral("é€");
    QTest::newRow("surrogate pair") << QByteArray(R"("\ud834\udd1e")") << QStringLiteral("𝄞");
    QTest::newRow("UTF-8") << QByteArray("\"ä€𝄞\"") << QStringLiteral("ä€𝄞");
    QTest::newRow("escape between UTF-8") << QByteArray("\"ä\\nü\"") << QStringLiteral("ä\nü");
    QTest::newRow("U+0000 escaped") << QByteArray(R"("a\u0000b")") << QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b"));
    QTest::newRow("DEL is not a control character in JSON") << QByteArray("\"\x7F\"") << QString(QChar(0x7F));
}

void TestJsonParser::strings()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, value);
    JsonParseFailure failure;
    const std::optional<QJsonValue> parsed = JsonParser::parse(text, &failure);
    QVERIFY2(parsed, qPrintable(failure.message));
    QCOMPARE(parsed->toString(), value);
}

void TestJsonParser::readerIntegerFields_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QString>("mention");
    QTest::newRow("2^53 - 1") << QByteArray("9007199254740991") << true << QString();
    QTest::newRow("3.0 is 3") << QByteArray("3.0") << true << QString();
    QTest::newRow("2.5") << QByteArray("2.5") << false << QStringLiteral("got 2.5");
    QTest::newRow("1e16") << QByteArray("1e16") << false << QStringLiteral("9007199254740991");
    QTest::newRow("9007199254740992.0") << QByteArray("9007199254740992.0") << false << QStringLiteral("9007199254740991");
    // A literal with more digits than a double holds is read as the nearest double first,
    // as by every JSON reader; that one is 1.
    QTest::newRow("a fraction a double cannot tell from 1") << QByteArray("1.0000000000000001") << true << QString();
}

void TestJsonParser::readerIntegerFields()
{
    // JsonReader, which every request and pack field goes through, takes only exact integers.
    QFETCH(QByteArray, text);
    QFETCH(bool, accepted);
    QFETCH(QString, mention);
    const std::optional<QJsonValue> value = JsonParser::parse(text);
    QVERIFY(value);
    DiagnosticList errors;
    JsonReader reader(errors);
    const std::optional<qint64> x = reader.integer(*value, JsonPath::field(QStringLiteral("n")),
                                                   std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max());
    QCOMPARE(x.has_value(), accepted);
    if (!accepted)
        QVERIFY2(errors.entries().constFirst().message.contains(mention), qPrintable(errors.entries().constFirst().message));
}

void TestJsonParser::depthLimit()
{
    JsonParseLimits limits;
    limits.maxDepth = 4;
    QVERIFY(JsonParser::parse("[[[[1]]]]", nullptr, limits));
    const JsonParseFailure f = failureOf("[[[{\"a\": [1]}]]]", limits);
    QVERIFY2(f.message.contains(QLatin1String("deeper than 4")), qPrintable(f.message));
    QCOMPARE(f.offset, qsizetype(9));
    QCOMPARE(f.path.toFieldName(), QStringLiteral("request[0][0][0].a"));
    // Far beyond the default limit: refused, not a stack overflow.
    const QByteArray deep = QByteArray(200000, '[') + QByteArray(200000, ']');
    QVERIFY(failureOf(deep).message.contains(QLatin1String("deeper than")));
    const QByteArray deepObjects = QByteArray("{\"a\":").repeated(100000) + "1" + QByteArray(100000, '}');
    QVERIFY(failureOf(deepObjects).message.contains(QLatin1String("deeper than")));
}

void TestJsonParser::memoryEstimate()
{
    // The estimate is charged as values are read: a text is refused as soon as its values
    // would pass the limit, whatever its shape, and the refusal names where that happened.
    JsonParseLimits limits;
    limits.maxMemory = 100000;
    const qint64 perNumber = JsonParser::costPerValue;
    // A flat array of n numbers costs (n + 1)·value + container.
    const qint64 fits = (limits.maxMemory - JsonParser::costPerContainer) / perNumber - 1;
    QVERIFY(JsonParser::parse(numberArray(fits), nullptr, limits));
    const JsonParseFailure over = failureOf(numberArray(fits + 1), limits);
    QVERIFY2(over.message.contains(QLatin1String("more than 0 MiB")), qPrintable(over.message));
    QCOMPARE(over.path.toPointer(), QStringLiteral("/%1").arg(fits));
    // Arrays of one-element arrays cost ~45 times their text in Qt: charged as such.
    QByteArray tiny = "[";
    for (int i = 0; i < 1000; ++i)
        tiny += i ? ",[1]" : "[1]";
    tiny += "]";
    QVERIFY(!JsonParser::parse(tiny, nullptr, limits));
    // Strings are charged by length, keys by member.
    QVERIFY(!JsonParser::parse("[\"" + QByteArray(30000, 'a') + "\"]", nullptr, limits));
    QByteArray keys = "{";
    for (int i = 0; i < 600; ++i)
        keys += (i ? ",\"" : "\"") + QByteArray::number(i) + "\":0";
    keys += "}";
    QVERIFY(!JsonParser::parse(keys, nullptr, limits));
}

void TestJsonParser::byteOrderMark()
{
    const std::optional<QJsonValue> v = JsonParser::parse("\xEF\xBB\xBF{\"a\": 1}");
    QVERIFY(v && v->isObject());
    // Only at the start.
    QVERIFY(!JsonParser::parse("{\"a\": 1}\xEF\xBB\xBF"));
}

void TestJsonParser::agreesWithQtOnValidTexts()
{
    QRandomGenerator random(20240601);
    for (int i = 0; i < 2000; ++i) {
        const QByteArray text = randomDocument(random, 0);
        JsonParseFailure failure;
        const std::optional<QJsonValue> mine = JsonParser::parse(text, &failure);
        QVERIFY2(mine, qPrintable(QString::fromUtf8(text) + QStringLiteral(" → ") + failure.message));
        // Qt reads "1e-400" as an error; give it the zero that JSON means.
        QByteArray forQt = text;
        forQt.replace("-1e-400", "-0").replace("1e-400", "0");
        const QJsonDocument qt = QJsonDocument::fromJson("[" + forQt + "]");
        QVERIFY2(!qt.isNull(), text.constData());
        QVERIFY2(sameJson(*mine, qt.array().at(0)), text.constData());
    }
}

void TestJsonParser::largeObjectsInAnyKeyOrder()
{
    // Keys in reverse order and many keys: each object is sorted once, never shifted key by
    // key (no timing here; the fuzz target's time limit watches that).
    QByteArray text = "{";
    for (int i = 20000; i > 0; --i)
        text += (i == 20000 ? "\"" : ",\"") + QByteArray::number(i) + "\":" + QByteArray::number(i);
    text += "}";
    const std::optional<QJsonValue> v = JsonParser::parse(text);
    QVERIFY(v);
    const QJsonObject o = v->toObject();
    QCOMPARE(o.size(), 20000);
    QCOMPARE(o.value(QLatin1String("777")).toInteger(), qint64(777));
}

ATLAS_TEST_GUILESS_MAIN(TestJsonParser)
#include "tst_jsonparser.moc"
