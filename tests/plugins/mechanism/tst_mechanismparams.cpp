// MechanismParams: the defaults, every field's defects reported at their JSON pointer with
// what was expected, unknown keys, shapes checked against tokens/d_model/heads/dk/dv, and the
// built-in pack's params (which must be valid and must describe the example the chapter's
// prose and questions talk about).
#include "mechanismparams.h"

#include "builtinpack.h"
#include "paramsreporttext.h"
#include "suiteregistry.h"
#include "testjson.h"

#include <QTest>

using namespace atlas;
using test::BuiltInPack;
using test::ParamsReportText;
using test::TestJson;

class TestMechanismParams : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void emptyParamsTakeTheDefaults();
    void fullParamsAreRead();
    void xDecidesDModelAndNamesTokens();
    void defectsAreLocated_data();
    void defectsAreLocated();
    void everyDefectIsReported();
    void builtInPackParamsAreValid();
};

void TestMechanismParams::emptyParamsTakeTheDefaults()
{
    ParamsReport report;
    const MechanismParams p = MechanismParams::read(QJsonObject(), report);
    QVERIFY2(report.entries().isEmpty(), qPrintable(ParamsReportText::lines(report).join(QLatin1Char('\n'))));
    QCOMPARE(p.tokens, MechanismParams::defaultTokens());
    QCOMPARE(p.modelWidth, 4);
    QCOMPARE(p.heads, 2);
    QCOMPARE(p.keyWidth, 2);
    QCOMPARE(p.valueWidth, 2);
    QCOMPARE(p.seed, std::uint64_t(7));
    QVERIFY(!p.x && !p.wq && !p.wk && !p.wv && !p.wo);
    QVERIFY(p.causal);
    QCOMPARE(p.temperature, 1.0);
    QCOMPARE(p.samplingTemperature, 1.0);
    QCOMPARE(p.initialQuery(), 5);
}

void TestMechanismParams::fullParamsAreRead()
{
    ParamsReport report;
    const MechanismParams p = MechanismParams::read(TestJson::object(R"({
        "tokens": ["a", "b", "c"], "d_model": 2, "heads": 1, "dk": 1, "dv": 2, "seed": 42,
        "x": [[1, 0], [0, 1], [0.5, -0.5]],
        "wq": [[1], [2]], "wk": [[3], [4]], "wv": [[1, 0], [0, 1]], "wo": [[1, 2], [3, 4]],
        "causal": false, "temperature": 2.5, "sampling_temperature": 0.5, "query": 1})"), report);
    QVERIFY2(report.entries().isEmpty(), qPrintable(ParamsReportText::lines(report).join(QLatin1Char('\n'))));
    QCOMPARE(p.tokens, QStringList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    QCOMPARE(p.modelWidth, 2);
    QCOMPARE(p.heads, 1);
    QCOMPARE(p.keyWidth, 1);
    QCOMPARE(p.valueWidth, 2);
    QCOMPARE(p.seed, std::uint64_t(42));
    QVERIFY(p.x && p.wq && p.wk && p.wv && p.wo);
    QCOMPARE((*p.x)(2, 1), -0.5);
    QCOMPARE((*p.wk)(1, 0), 4.0);
    QCOMPARE((*p.wo)(1, 0), 3.0);
    QVERIFY(!p.causal);
    QCOMPARE(p.temperature, 2.5);
    QCOMPARE(p.samplingTemperature, 0.5);
    QCOMPARE(p.initialQuery(), 1);
}

void TestMechanismParams::xDecidesDModelAndNamesTokens()
{
    ParamsReport report;
    const MechanismParams p = MechanismParams::read(TestJson::object(R"({"x": [[1, 2, 3], [4, 5, 6]]})"), report);
    QVERIFY2(report.entries().isEmpty(), qPrintable(ParamsReportText::lines(report).join(QLatin1Char('\n'))));
    QCOMPARE(p.modelWidth, 3);
    QCOMPARE(p.tokens, QStringList({QStringLiteral("t0"), QStringLiteral("t1")}));
    QCOMPARE(p.initialQuery(), 1);
}

void TestMechanismParams::defectsAreLocated_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // "pointer: message"
    QTest::newRow("unknown key") << QByteArray(R"({"temprature": 2})") // the declared keys, alphabetical
        << QStringLiteral("/temprature: unknown field (expected one of: causal, d_model, dk, dv, heads, query, sampling_temperature, seed, temperature, tokens, wk, wo, wq, wv, x); did you mean 'temperature'?");
    QTest::newRow("tokens not an array") << QByteArray(R"({"tokens": "The cat"})")
        << QStringLiteral("/tokens: expected an array of 1 to 12 token labels, got a string");
    QTest::newRow("no tokens") << QByteArray(R"({"tokens": []})")
        << QStringLiteral("/tokens: expected 1 to 12 token labels, got 0");
    QTest::newRow("too many tokens") << QByteArray(R"({"tokens": ["a","b","c","d","e","f","g","h","i","j","k","l","m"]})")
        << QStringLiteral("/tokens: expected 1 to 12 token labels, got 13");
    QTest::newRow("token not a string") << QByteArray(R"({"tokens": ["a", 2]})")
        << QStringLiteral("/tokens/1: expected a string, got a number");
    QTest::newRow("blank token") << QByteArray(R"({"tokens": ["a", "  "]})")
        << QStringLiteral("/tokens/1: expected a label of 1 to 16 characters, got '  '");
    QTest::newRow("d_model 0") << QByteArray(R"({"d_model": 0})")
        << QStringLiteral("/d_model: expected an integer from 1 to 8, got 0");
    QTest::newRow("heads 5") << QByteArray(R"({"heads": 5})")
        << QStringLiteral("/heads: expected an integer from 1 to 4, got 5");
    QTest::newRow("heads 1.5") << QByteArray(R"({"heads": 1.5})")
        << QStringLiteral("/heads: expected an integer, got 1.5");
    QTest::newRow("dk 9") << QByteArray(R"({"dk": 9})")
        << QStringLiteral("/dk: expected an integer from 1 to 8, got 9");
    QTest::newRow("dv string") << QByteArray(R"({"dv": "2"})")
        << QStringLiteral("/dv: expected an integer, got a string");
    QTest::newRow("seed negative") << QByteArray(R"({"seed": -1})")
        << QStringLiteral("/seed: expected an integer from 0 to 9007199254740991, got -1");
    QTest::newRow("causal string") << QByteArray(R"({"causal": "yes"})")
        << QStringLiteral("/causal: expected true or false, got a string");
    QTest::newRow("temperature 0") << QByteArray(R"({"temperature": 0})")
        << QStringLiteral("/temperature: expected a number from 0.05 to 20, got 0");
    QTest::newRow("sampling temperature 100") << QByteArray(R"({"sampling_temperature": 100})")
        << QStringLiteral("/sampling_temperature: expected a number from 0.05 to 20, got 100");
    QTest::newRow("query past the end") << QByteArray(R"({"query": 6})")
        << QStringLiteral("/query: expected an integer from 0 to 5, got 6");
    QTest::newRow("x wrong rows") << QByteArray(R"({"tokens": ["a", "b", "c"], "x": [[1, 2, 3, 4], [1, 2, 3, 4]]})")
        << QStringLiteral("/x: expected 3×4 (tokens × d_model), got 2×4");
    QTest::newRow("x against d_model") << QByteArray(R"({"tokens": ["a"], "d_model": 2, "x": [[1, 2, 3]]})")
        << QStringLiteral("/x: expected 1×2 (tokens × d_model), got 1×3");
    QTest::newRow("x ragged") << QByteArray(R"({"x": [[1, 2], [3]]})")
        << QStringLiteral("/x/1: expected 2 numbers like row 0, got 1");
    QTest::newRow("x cell a string") << QByteArray(R"({"x": [[1, "2"]]})")
        << QStringLiteral("/x/0/1: expected a number, got a string");
    QTest::newRow("x cell too large") << QByteArray(R"({"tokens": ["a"], "x": [[1, 1000]]})")
        << QStringLiteral("/x/0/1: expected a number from −100 to 100, got 1000");
    QTest::newRow("wq shape") << QByteArray(R"({"wq": [[1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3]]})")
        << QStringLiteral("/wq: expected 4×4 (d_model × heads·dk), got 4×3");
    QTest::newRow("wk shape") << QByteArray(R"({"heads": 1, "wk": [[1, 2]]})")
        << QStringLiteral("/wk: expected 4×2 (d_model × heads·dk), got 1×2");
    QTest::newRow("wv shape") << QByteArray(R"({"dv": 1, "wv": [[1, 2], [1, 2], [1, 2], [1, 2]]})")
        << QStringLiteral("/wv: expected 4×2 (d_model × heads·dv), got 4×2"); // heads 2 · dv 1 = 2: valid
    QTest::newRow("wo shape") << QByteArray(R"({"wo": [[1, 2, 3, 4]]})")
        << QStringLiteral("/wo: expected 4×4 (heads·dv × d_model), got 1×4");
    QTest::newRow("wo not a matrix") << QByteArray(R"({"wo": 3})")
        << QStringLiteral("/wo: expected a matrix (an array of rows, each an array of numbers), got a number");
}

void TestMechanismParams::defectsAreLocated()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    ParamsReport report;
    MechanismParams::read(TestJson::object(json), report);
    const QStringList lines = ParamsReportText::lines(report);
    if (QTest::currentDataTag() == QByteArray("wv shape")) {
        // The control case: a shape that fits is not reported.
        QVERIFY2(lines.isEmpty(), qPrintable(lines.join(QLatin1Char('\n'))));
        return;
    }
    QVERIFY2(lines.contains(expected), qPrintable(QStringLiteral("expected «%1», got:\n%2").arg(expected, lines.join(QLatin1Char('\n')))));
    QVERIFY(report.hasErrors());
}

void TestMechanismParams::everyDefectIsReported()
{
    ParamsReport report;
    const MechanismParams p = MechanismParams::read(TestJson::object(R"({"heads": 0, "dk": 0, "temperature": -1, "colour": 1,
                                                              "wq": [[1]], "query": -2})"), report);
    QCOMPARE(report.entries().size(), 6);
    // What was wrong keeps its default, so the result is still a usable example.
    QCOMPARE(p.heads, 2);
    QCOMPARE(p.keyWidth, 2);
    QCOMPARE(p.temperature, 1.0);
    QVERIFY(!p.wq);
    QCOMPARE(p.initialQuery(), 5);
}

void TestMechanismParams::builtInPackParamsAreValid()
{
    ParamsReport report;
    const MechanismParams p = MechanismParams::read(BuiltInPack::params(QStringLiteral("mechanism")), report);
    QVERIFY2(report.entries().isEmpty(), qPrintable(ParamsReportText::lines(report).join(QLatin1Char('\n'))));
    // The chapter's prose describes this example: six tokens, two heads of width 2, given X
    // and weights.
    QCOMPARE(p.length(), 6);
    QCOMPARE(p.heads, 2);
    QCOMPARE(p.keyWidth, 2);
    QVERIFY(p.x && p.wq && p.wk && p.wv && p.wo);
}

ATLAS_TEST_GUILESS_MAIN(TestMechanismParams)
#include "tst_mechanismparams.moc"
