// ScalingVarianceParams: the defaults, every field's defects reported at their JSON pointer
// with what was expected, unknown keys, and the built-in pack's params.
#include "scalingvarianceparams.h"

#include "builtinpack.h"
#include "paramsreporttext.h"
#include "suiteregistry.h"
#include "testjson.h"

#include <QTest>

using namespace atlas;
using test::BuiltInPack;
using test::ParamsReportText;
using test::TestJson;

class TestScalingVarianceParams : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void emptyParamsTakeTheDefaults();
    void fullParamsAreRead();
    void defectsAreLocated_data();
    void defectsAreLocated();
    void sweepCostIsBounded();
    void everyDefectIsReported();
    void builtInPackParamsAreValid();
};

void TestScalingVarianceParams::emptyParamsTakeTheDefaults()
{
    ParamsReport report;
    const ScalingVarianceParams p = ScalingVarianceParams::read(QJsonObject(), report);
    QVERIFY(report.entries().isEmpty());
    QCOMPARE(p.dk, 64);
    QCOMPARE(p.samples, 2000);
    QCOMPARE(p.seed, 1);
    QCOMPARE(p.keys, 16);
    QCOMPARE(p.coordinateStd, 1.0);
    QCOMPARE(p.correlation, 0.0);
    QCOMPARE(p.bins, 40);
    QVERIFY(p.assumptionsHold());
    const VarianceConfig c = p.config(8);
    QCOMPARE(c.dk, Index(8));
    QCOMPARE(c.samples, Index(2000));
    QCOMPARE(c.keys, Index(16));
    QCOMPARE(c.bins, Index(40));
}

void TestScalingVarianceParams::fullParamsAreRead()
{
    ParamsReport report;
    const ScalingVarianceParams p = ScalingVarianceParams::read(
        TestJson::object(R"({"dk": 1024, "samples": 500, "seed": 9, "keys": 4, "std": 2.5, "correlation": 0.5, "bins": 20})"), report);
    QVERIFY2(report.entries().isEmpty(), qPrintable(ParamsReportText::lines(report).join(QLatin1Char('\n'))));
    QCOMPARE(p.dk, 1024);
    QCOMPARE(p.samples, 500);
    QCOMPARE(p.seed, 9);
    QCOMPARE(p.keys, 4);
    QCOMPARE(p.coordinateStd, 2.5);
    QCOMPARE(p.correlation, 0.5);
    QCOMPARE(p.bins, 20);
    QVERIFY(!p.assumptionsHold());
    QCOMPARE(p.config(3).coordinateStd, 2.5);
    QCOMPARE(p.config(3).correlation, 0.5);
    QCOMPARE(p.config(3).seed, std::uint64_t(9));
}

void TestScalingVarianceParams::defectsAreLocated_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown key") << QByteArray(R"({"d_k": 4})") // the declared keys, alphabetical
        << QStringLiteral("/d_k: unknown field (expected one of: bins, correlation, dk, keys, samples, seed, std); did you mean 'dk'?");
    QTest::newRow("dk 0") << QByteArray(R"({"dk": 0})") << QStringLiteral("/dk: expected an integer from 1 to 1024, got 0");
    QTest::newRow("dk 2048") << QByteArray(R"({"dk": 2048})") << QStringLiteral("/dk: expected an integer from 1 to 1024, got 2048");
    QTest::newRow("dk fractional") << QByteArray(R"({"dk": 6.5})") << QStringLiteral("/dk: expected an integer, got 6.5");
    QTest::newRow("samples 10") << QByteArray(R"({"samples": 10})")
        << QStringLiteral("/samples: expected an integer from 100 to 100000, got 10");
    QTest::newRow("samples string") << QByteArray(R"({"samples": "many"})") << QStringLiteral("/samples: expected an integer, got a string");
    QTest::newRow("seed negative") << QByteArray(R"({"seed": -3})")
        << QStringLiteral("/seed: expected an integer from 0 to 2147483647, got -3");
    QTest::newRow("keys 1") << QByteArray(R"({"keys": 1})") << QStringLiteral("/keys: expected an integer from 2 to 256, got 1");
    QTest::newRow("std 0") << QByteArray(R"({"std": 0})") << QStringLiteral("/std: expected a number from 0.25 to 4, got 0");
    QTest::newRow("std true") << QByteArray(R"({"std": true})") << QStringLiteral("/std: expected a number, got a boolean");
    QTest::newRow("correlation 1") << QByteArray(R"({"correlation": 1})")
        << QStringLiteral("/correlation: expected a number from 0 to 0.95, got 1");
    QTest::newRow("correlation negative") << QByteArray(R"({"correlation": -0.1})")
        << QStringLiteral("/correlation: expected a number from 0 to 0.95, got -0.1");
    QTest::newRow("bins 5") << QByteArray(R"({"bins": 5})") << QStringLiteral("/bins: expected an integer from 10 to 100, got 5");
    // The probe's pack: samples at their maximum made --export-tour wait ~100 s.
    QTest::newRow("sweep beyond its budget") << QByteArray(R"({"samples": 100000})")
        << QStringLiteral("/samples: 100000 samples with 16 keys would cost 3.9e+09 units of work over the sweep of widths, "
                          "more than the 4e+08 a pack may ask for (about ten seconds); lower samples or keys");
    QTest::newRow("sweep beyond its budget, through keys") << QByteArray(R"({"keys": 256, "samples": 4000})")
        << QStringLiteral("/samples: 4000 samples with 256 keys would cost 2.13e+09 units of work over the sweep of widths, "
                          "more than the 4e+08 a pack may ask for (about ten seconds); lower samples or keys");
    QTest::newRow("a wide softmax within the budget") << QByteArray(R"({"keys": 256, "samples": 500, "seed": 4})")
        << QString();
}

void TestScalingVarianceParams::defectsAreLocated()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    ParamsReport report;
    const ScalingVarianceParams p = ScalingVarianceParams::read(TestJson::object(json), report);
    const QStringList lines = ParamsReportText::lines(report);
    const QStringList expectedLines = expected.isEmpty() ? QStringList() : QStringList{expected};
    QVERIFY2(lines == expectedLines, qPrintable(QStringLiteral("expected «%1», got:\n%2").arg(expected, lines.join(QLatin1Char('\n')))));
    if (expected.isEmpty())
        return;
    // What was wrong keeps its default.
    const ScalingVarianceParams defaults;
    QCOMPARE(p.dk, defaults.dk);
    QCOMPARE(p.coordinateStd, defaults.coordinateStd);
}

void TestScalingVarianceParams::sweepCostIsBounded()
{
    // Every setting a pack may give costs at most maxSweepCost; the extremes the fields allow
    // one at a time stay within it when the other is at its default.
    ScalingVarianceParams p;
    QCOMPARE(p.sweepCost(), 2000.0 * (19 * 2047 + 12 * 11));
    const std::pair<int, int> settings[] = {{20000, 2}, {500, 256}, {10000, 16}};
    for (const auto &[samples, keys] : settings) {
        ParamsReport report;
        const ScalingVarianceParams q = ScalingVarianceParams::read(
            TestJson::object(QStringLiteral(R"({"samples": %1, "keys": %2})").arg(samples).arg(keys).toUtf8()), report);
        QVERIFY2(report.entries().isEmpty(), qPrintable(ParamsReportText::lines(report).join(QLatin1Char('\n'))));
        QVERIFY(q.sweepCost() <= ScalingVarianceParams::maxSweepCost);
    }
}

void TestScalingVarianceParams::everyDefectIsReported()
{
    ParamsReport report;
    ScalingVarianceParams::read(TestJson::object(R"({"dk": -1, "samples": 0, "keys": 1000, "std": 9, "colour": "red"})"), report);
    QCOMPARE(report.entries().size(), 5);
    QVERIFY(report.hasErrors());
}

void TestScalingVarianceParams::builtInPackParamsAreValid()
{
    const QList<QJsonObject> chapters = BuiltInPack::chapters(QStringLiteral("scaling-variance"));
    QVERIFY(!chapters.isEmpty());
    for (const QJsonObject &chapter : chapters) {
        ParamsReport report;
        const ScalingVarianceParams p = ScalingVarianceParams::read(chapter.value(QLatin1String("params")).toObject(), report);
        QVERIFY2(report.entries().isEmpty(), qPrintable(ParamsReportText::lines(report).join(QLatin1Char('\n'))));
        QVERIFY(p.assumptionsHold()); // the chapter starts where the argument holds
    }
}

ATLAS_TEST_GUILESS_MAIN(TestScalingVarianceParams)
#include "tst_scalingvarianceparams.moc"
