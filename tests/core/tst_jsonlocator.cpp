// JsonLocator: where a JSON pointer's value starts (line, column in characters), and the
// bounded nesting count. Also JsonPath's two renderings.
#include "core/jsonlocator.h"
#include "jsonpathmetatype.h"
#include "suiteregistry.h"

#include <QRandomGenerator>
#include <QTest>

using namespace atlas;

namespace {

JsonPath path(std::initializer_list<QVariant> segments)
{
    JsonPath p;
    for (const QVariant &s : segments)
        p = s.typeId() == QMetaType::QString ? p / s.toString() : p / static_cast<qsizetype>(s.toLongLong());
    return p;
}

QVariant k(const char *key)
{
    return QVariant(QString::fromUtf8(key));
}

QVariant i(int index)
{
    return QVariant(index);
}

// The obvious quadratic definition, for comparison.
JsonLocator::Position naivePosition(const QByteArray &text, qsizetype offset)
{
    JsonLocator::Position p{1, 1};
    for (qsizetype at = 0; at < std::min(offset, text.size()); ++at) {
        const unsigned char c = static_cast<unsigned char>(text.at(at));
        if (c == '\n') {
            ++p.line;
            p.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++p.column;
        }
    }
    return p;
}

} // namespace

class TestJsonLocator : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void locate_data();
    void locate();
    void locatesEveryValueOfALargeDocument();
    void garbageNeverHangs_data();
    void garbageNeverHangs();
    void positionOfMatchesTheDefinition();
    void positionOfClampsOffsets();
    void nestingDepth_data();
    void nestingDepth();
    void nestingDepthIsBoundedAndLocated();
    void pointerRendering();
};

void TestJsonLocator::locate_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<JsonPath>("pointer");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    const QByteArray doc = "{\n"
                           "  \"format\": 1,\n"
                           "  \"chapters\": [\n"
                           "    {\"id\": \"a\", \"questions\": [{\"answer\": [1, 2]}]},\n"
                           "    {\"id\": \"b\"}\n"
                           "  ]\n"
                           "}\n";
    QTest::newRow("root") << doc << JsonPath() << 1 << 1;
    QTest::newRow("key") << doc << path({k("format")}) << 2 << 13;
    QTest::newRow("array") << doc << path({k("chapters")}) << 3 << 15;
    QTest::newRow("index 0") << doc << path({k("chapters"), i(0)}) << 4 << 5;
    QTest::newRow("index 1") << doc << path({k("chapters"), i(1)}) << 5 << 5;
    QTest::newRow("deep") << doc << path({k("chapters"), i(0), k("questions"), i(0), k("answer"), i(1)}) << 4 << 46;
    QTest::newRow("key after a nested array") << doc << path({k("chapters"), i(1), k("id")}) << 5 << 12;
    // A pointer to something missing lands on the deepest existing value.
    QTest::newRow("missing key") << doc << path({k("chapters"), i(1), k("title")}) << 5 << 5;
    QTest::newRow("index beyond") << doc << path({k("chapters"), i(7), k("id")}) << 3 << 15;
    QTest::newRow("negative index") << doc << path({k("chapters"), i(-1)}) << 3 << 15;
    QTest::newRow("key into an array") << doc << path({k("chapters"), k("0")}) << 3 << 15;
    QTest::newRow("index into an object") << doc << path({i(0)}) << 1 << 1;
    QTest::newRow("into a number") << doc << path({k("format"), k("x")}) << 2 << 13;
    QTest::newRow("leading whitespace") << QByteArray("\n\n   {\"a\": 1}") << JsonPath() << 3 << 4;
    QTest::newRow("empty text") << QByteArray() << path({k("a")}) << 1 << 1;

    // Keys are compared decoded; the pointer's segments are raw keys (~ and / unescaped).
    const QByteArray escaped = R"({"a\"b": 1, "c~d/e": 2, "\u0074itle": 3, "tab\tkey": 4, "\\": 5})";
    QTest::newRow("escaped quote in key") << escaped << path({k("a\"b")}) << 1 << 10;
    QTest::newRow("~ and / in key") << escaped << path({k("c~d/e")}) << 1 << 22;
    QTest::newRow("\\u escape in key") << escaped << path({k("title")}) << 1 << 39;
    QTest::newRow("\\t in key") << escaped << path({k("tab\tkey")}) << 1 << 54;
    QTest::newRow("backslash key") << escaped << path({k("\\")}) << 1 << 63;

    // Brackets, braces, commas and quotes inside strings are text, not structure.
    const QByteArray tricky = R"({"a": "}],\"{[", "b": ["]", {"c": "\\"}], "d": 4})";
    QTest::newRow("string with structure characters") << tricky << path({k("b")}) << 1 << 23;
    QTest::newRow("after a string ending in backslash") << tricky << path({k("d")}) << 1 << 48;
    QTest::newRow("inside") << tricky << path({k("b"), i(1), k("c")}) << 1 << 35;

    // Columns count characters: ä and € are one column each, as is 𝄞 (4 UTF-8 bytes).
    const QByteArray utf8 = "{\"ä\": \"ü€𝄞\", \"x\": 1,\n \"€\": [\"𝄞\", 2]}";
    QTest::newRow("after multi-byte characters") << utf8 << path({k("x")}) << 1 << 19;
    QTest::newRow("multi-byte key") << utf8 << path({k("€")}) << 2 << 7;
    QTest::newRow("after a 4-byte character") << utf8 << path({k("€"), i(1)}) << 2 << 13;

    // Duplicate keys: the last one, the value QJsonDocument keeps and the loader checks.
    QTest::newRow("duplicate key") << QByteArray(R"({"a": 1, "a": 2})") << path({k("a")}) << 1 << 15;
    QTest::newRow("duplicate key, escaped") << QByteArray(R"({"a": {"b": 1}, "\u0061": [2]})") << path({k("a"), i(0)}) << 1 << 28;
    QTest::newRow("CRLF") << QByteArray("{\r\n  \"a\": 1\r\n}") << path({k("a")}) << 2 << 8;
    QTest::newRow("literals") << QByteArray(R"([true, false, null, -1.5e3, "x"])") << path({i(4)}) << 1 << 29;
}

void TestJsonLocator::locate()
{
    QFETCH(QByteArray, text);
    QFETCH(JsonPath, pointer);
    QFETCH(int, line);
    QFETCH(int, column);
    const JsonLocator locator(text);
    const JsonLocator::Position p = locator.locate(pointer);
    QCOMPARE(p.line, line);
    QCOMPARE(p.column, column);
    // Asking again (the caches are warm now) gives the same answer.
    const JsonLocator::Position again = locator.locate(pointer);
    QCOMPARE(again.line, line);
    QCOMPARE(again.column, column);
}

// Every element of a generated document, each on its own line at a known column, located in
// a scrambled order (the caches must not depend on the order of questions).
void TestJsonLocator::locatesEveryValueOfALargeDocument()
{
    QByteArray text = "{\"rows\": [\n";
    const int count = 3000;
    for (int r = 0; r < count; ++r)
        text += "  {\"k" + QByteArray::number(r) + "\": [" + QByteArray::number(r) + ", \"ü\", " + QByteArray::number(r) + "]}"
              + (r + 1 < count ? ",\n" : "\n");
    text += "]}\n";
    const JsonLocator locator(text);
    QRandomGenerator random(7);
    for (int n = 0; n < count; ++n) {
        const int r = static_cast<int>(random.bounded(count));
        const QString key = QLatin1Char('k') + QString::number(r);
        const int keyColumn = 4 + static_cast<int>(key.size()) + 4; // `  {"kN": [`
        const JsonLocator::Position row = locator.locate(path({k("rows"), i(r)}));
        QCOMPARE(row.line, r + 2);
        QCOMPARE(row.column, 3);
        const JsonLocator::Position last = locator.locate(path({k("rows"), i(r), QVariant(key), i(2)}));
        QCOMPARE(last.line, r + 2);
        QCOMPARE(last.column, keyColumn + static_cast<int>(QString::number(r).size()) + 8);
    }
}

void TestJsonLocator::garbageNeverHangs_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("unterminated string") << QByteArray(R"({"a": "xyz)");
    QTest::newRow("missing colon") << QByteArray(R"({"a" 1, "b": 2})");
    QTest::newRow("commas only") << QByteArray("[,,,,]");
    QTest::newRow("key without value") << QByteArray(R"({"a":)");
    QTest::newRow("bare word key") << QByteArray("{a: 1}");
    QTest::newRow("unbalanced") << QByteArray("]]]}}}[[[{{{");
    QTest::newRow("trailing backslash") << QByteArray(R"({"a\)");
    QTest::newRow("NUL bytes") << QByteArray("{\"a\0\": [\0, 1]}", 14);
    QByteArray noise(5000, '\0');
    QRandomGenerator random(11);
    for (char &c : noise)
        c = "{}[]\",:\\ a1\n"[random.bounded(13)];
    QTest::newRow("structural noise") << noise;
}

void TestJsonLocator::garbageNeverHangs()
{
    QFETCH(QByteArray, text);
    const JsonLocator locator(text);
    const JsonPath deep = path({k("a"), i(0), k("b"), i(3), i(1), k("c")});
    for (const JsonPath &p : {JsonPath(), path({k("a")}), path({i(1)}), deep}) {
        const JsonLocator::Position position = locator.locate(p);
        // Somewhere inside the text (or just after it).
        QVERIFY(position.line >= 1 && position.column >= 1);
        QVERIFY(position.line <= text.count('\n') + 1);
    }
}

void TestJsonLocator::positionOfMatchesTheDefinition()
{
    // Long enough to cross several internal checkpoints, with multi-byte characters and line
    // breaks straddling their boundaries.
    QByteArray text;
    QRandomGenerator random(3);
    const char *pieces[] = {"a", "ü", "€", "𝄞", "\n", "\r\n", "  ", "\t"};
    while (text.size() < 20000)
        text += pieces[random.bounded(8)];
    const JsonLocator locator(text);
    for (qsizetype offset = 0; offset <= text.size(); offset += (offset % 4096 < 8 || offset % 4096 > 4088) ? 1 : 37) {
        const JsonLocator::Position expected = naivePosition(text, offset);
        const JsonLocator::Position actual = locator.positionOf(offset);
        QVERIFY2(actual.line == expected.line && actual.column == expected.column,
                 qPrintable(QStringLiteral("offset %1: %2:%3, expected %4:%5").arg(offset).arg(actual.line).arg(actual.column).arg(expected.line).arg(expected.column)));
    }
}

void TestJsonLocator::positionOfClampsOffsets()
{
    const JsonLocator locator("ab\ncd");
    QCOMPARE(locator.positionOf(0).column, 1);
    QCOMPARE(locator.positionOf(-5).line, 1);
    QCOMPARE(locator.positionOf(-5).column, 1);
    QCOMPARE(locator.positionOf(5).line, 2);
    QCOMPARE(locator.positionOf(5).column, 3);
    QCOMPARE(locator.positionOf(1000).line, 2);
    QCOMPARE(locator.positionOf(1000).column, 3);
}

void TestJsonLocator::nestingDepth_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("depth");
    QTest::newRow("scalar") << QByteArray("42") << 0;
    QTest::newRow("empty array") << QByteArray("[]") << 1;
    QTest::newRow("object in array in array") << QByteArray("[[{}]]") << 3;
    QTest::newRow("siblings") << QByteArray("[[], [[]], []]") << 3;
    QTest::newRow("brackets in strings") << QByteArray(R"(["[[[{{{", {"a": "]]]"}])") << 2;
    QTest::newRow("escaped quote in string") << QByteArray(R"(["\"[[[", []])") << 2;
}

void TestJsonLocator::nestingDepth()
{
    QFETCH(QByteArray, text);
    QFETCH(int, depth);
    QCOMPARE(JsonLocator::nestingDepth(text, 32), depth);
}

void TestJsonLocator::nestingDepthIsBoundedAndLocated()
{
    // 32 levels pass, 33 do not; the first bracket beyond the limit is reported.
    const QByteArray ok = QByteArray(32, '[') + QByteArray(32, ']');
    QCOMPARE(JsonLocator::nestingDepth(ok, 32), 32);
    const QByteArray deep = "{\"a\":\n  " + QByteArray(100000, '[') + QByteArray(100000, ']') + "}";
    qsizetype at = -1;
    QCOMPARE(JsonLocator::nestingDepth(deep, 32, &at), 33);
    QCOMPARE(at, qsizetype(8 + 31)); // '{' is level 1, the 32nd '[' level 33
    const JsonLocator::Position p = JsonLocator(deep).positionOf(at);
    QCOMPARE(p.line, 2);
    QCOMPARE(p.column, 3 + 31);
}

void TestJsonLocator::pointerRendering()
{
    const JsonPath p = JsonPath::field(QStringLiteral("chapters")) / 2 / QStringLiteral("a/b~c") / 0;
    QCOMPARE(p.toPointer(), QStringLiteral("/chapters/2/a~1b~0c/0"));
    QCOMPARE(p.toFieldName(), QStringLiteral("chapters[2].a/b~c[0]"));
    QCOMPARE(JsonPath().toPointer(), QString());
    QCOMPARE(JsonPath().toFieldName(), QStringLiteral("request"));
    QCOMPARE((JsonPath() / QString()).toPointer(), QStringLiteral("/"));
    QVERIFY(p == JsonPath::field(QStringLiteral("chapters")) / 2 / QStringLiteral("a/b~c") / 0);
    QVERIFY(!(p == JsonPath::field(QStringLiteral("chapters"))));
    // A key's control characters are shown escaped, so a field name always fits on the one
    // line of a command-line refusal (the cliattention fuzz target found a key "xZZZ\nZ}{!q"
    // breaking it: tests/fuzz/regressions/cliattention/).
    const QString control = QStringLiteral("a\nb\tc\rd") + QChar(0x01) + QChar(0x7F) + QChar(0x85) + QChar(0x2028) + QStringLiteral("é");
    QCOMPARE((JsonPath() / control).toFieldName(), QStringLiteral("a\\nb\\tc\\rd\\u0001\\u007f\\u0085\\u2028é"));
    QVERIFY(!(JsonPath() / control / 1).toFieldName().contains(QLatin1Char('\n')));
}

ATLAS_TEST_GUILESS_MAIN(TestJsonLocator)
#include "tst_jsonlocator.moc"
