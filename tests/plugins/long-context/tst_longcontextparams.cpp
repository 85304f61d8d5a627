// LongContextParams: the defaults, a full valid set, and each defect reported at its path.
#include "longcontextparams.h"

#include "suiteregistry.h"

#include <QTest>

using namespace atlas;

class TestLongContextParams : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void everyField();
    void defectsAtTheirPaths_data();
    void defectsAtTheirPaths();
};

void TestLongContextParams::defaults()
{
    ParamsReport report;
    const LongContextParams p = LongContextParams::read(QJsonObject(), report);
    QVERIFY(report.entries().isEmpty());
    QCOMPARE(p.length, 24);
    QCOMPARE(p.window, 4);
    QCOMPARE(p.layers, 3);
    QCOMPARE(p.benchLength, 8192);
    QCOMPARE(p.benchWindow, 512);
    QCOMPARE(p.steps, 8000);
    QCOMPARE(p.tuneSteps, 200);
    QCOMPARE(p.seed, std::uint64_t(2));
}

void TestLongContextParams::everyField()
{
    ParamsReport report;
    const QJsonObject params{{QStringLiteral("length"), 48},        {QStringLiteral("window"), 1},
                             {QStringLiteral("layers"), 8},         {QStringLiteral("bench_length"), 1024},
                             {QStringLiteral("bench_window"), 4096}, {QStringLiteral("steps"), 20000},
                             {QStringLiteral("tune_steps"), 2000},  {QStringLiteral("seed"), 0}};
    const LongContextParams p = LongContextParams::read(params, report);
    QVERIFY(report.entries().isEmpty());
    QCOMPARE(p.length, 48);
    QCOMPARE(p.window, 1);
    QCOMPARE(p.layers, 8);
    QCOMPARE(p.benchLength, 1024);
    QCOMPARE(p.benchWindow, 4096);
    QCOMPARE(p.steps, 20000);
    QCOMPARE(p.tuneSteps, 2000);
    QCOMPARE(p.seed, std::uint64_t(0));
}

void TestLongContextParams::defectsAtTheirPaths_data()
{
    QTest::addColumn<QJsonObject>("params");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("length 3") << QJsonObject{{QStringLiteral("length"), 3}} << QStringLiteral("/length");
    QTest::newRow("length 49") << QJsonObject{{QStringLiteral("length"), 49}} << QStringLiteral("/length");
    QTest::newRow("window 0") << QJsonObject{{QStringLiteral("window"), 0}} << QStringLiteral("/window");
    QTest::newRow("layers 9") << QJsonObject{{QStringLiteral("layers"), 9}} << QStringLiteral("/layers");
    QTest::newRow("bench length 32768") << QJsonObject{{QStringLiteral("bench_length"), 32768}} << QStringLiteral("/bench_length");
    QTest::newRow("bench window 8") << QJsonObject{{QStringLiteral("bench_window"), 8}} << QStringLiteral("/bench_window");
    QTest::newRow("no steps") << QJsonObject{{QStringLiteral("steps"), 0}} << QStringLiteral("/steps");
    QTest::newRow("tune steps 2001") << QJsonObject{{QStringLiteral("tune_steps"), 2001}} << QStringLiteral("/tune_steps");
    QTest::newRow("fractional steps") << QJsonObject{{QStringLiteral("steps"), 10.5}} << QStringLiteral("/steps");
    QTest::newRow("seed as text") << QJsonObject{{QStringLiteral("seed"), QStringLiteral("two")}} << QStringLiteral("/seed");
    QTest::newRow("an unknown key") << QJsonObject{{QStringLiteral("context"), 1}} << QStringLiteral("/context");
}

void TestLongContextParams::defectsAtTheirPaths()
{
    QFETCH(QJsonObject, params);
    QFETCH(QString, pointer);
    ParamsReport report;
    const LongContextParams p = LongContextParams::read(params, report);
    QCOMPARE(report.entries().size(), 1);
    QCOMPARE(report.entries().at(0).path.toPointer(), pointer);
    QVERIFY(!report.entries().at(0).message.isEmpty());
    // What was wrong keeps its default: the result is usable.
    const LongContextParams defaults;
    QVERIFY(p.length == defaults.length || pointer != QStringLiteral("/length"));
    QCOMPARE(p.steps, defaults.steps);
}

ATLAS_TEST_APPLESS_MAIN(TestLongContextParams)
#include "tst_longcontextparams.moc"
