// EncodersParams: the defaults, a full valid set, and each defect reported at its path.
#include "encodersparams.h"

#include "suiteregistry.h"

#include <QJsonArray>
#include <QTest>

using namespace atlas;

class TestEncodersParams : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void everyField();
    void defectsAtTheirPaths_data();
    void defectsAtTheirPaths();
    void typedLines();
};

void TestEncodersParams::defaults()
{
    ParamsReport report;
    const EncodersParams p = EncodersParams::read(QJsonObject(), report);
    QVERIFY(report.entries().isEmpty());
    QCOMPARE(p.sentence.join(QLatin1Char(' ')), QStringLiteral("the bank by the river"));
    QCOMPARE(p.lengths, (QList<int>{5, 2, 3}));
    QCOMPARE(p.lexicon.size(), 4);
}

void TestEncodersParams::everyField()
{
    ParamsReport report;
    const QJsonObject params{{QStringLiteral("sentence"), QJsonArray{QStringLiteral("a"), QStringLiteral("b")}},
                             {QStringLiteral("alternative"), QStringLiteral("c")},
                             {QStringLiteral("source"), QJsonArray{QStringLiteral("x")}},
                             {QStringLiteral("target"), QJsonArray{QStringLiteral("y"), QStringLiteral("z")}},
                             // QJsonValue(…) keeps the inner array an element: QJsonArray{QJsonArray{…}}
                             // alone is a copy of the inner array under clang (a list of one element).
                             {QStringLiteral("lexicon"), QJsonArray{QJsonValue(QJsonArray{QStringLiteral("x"), QStringLiteral("y")})}},
                             {QStringLiteral("lengths"), QJsonArray{1, 12}},
                             {QStringLiteral("sharpness"), 0.5},
                             {QStringLiteral("seed"), 11}};
    const EncodersParams p = EncodersParams::read(params, report);
    QStringList found;
    for (const ParamsReport::Entry &e : report.entries())
        found.append(e.path.toPointer() + QStringLiteral(": ") + e.message);
    QVERIFY2(report.entries().isEmpty(), qPrintable(found.join(QStringLiteral("; "))));
    QCOMPARE(p.alternative, QStringLiteral("c"));
    QCOMPARE(p.target, (QStringList{QStringLiteral("y"), QStringLiteral("z")}));
    QCOMPARE(p.lexicon, (QList<QStringList>{{QStringLiteral("x"), QStringLiteral("y")}}));
    QCOMPARE(p.lengths, (QList<int>{1, 12}));
    QCOMPARE(p.sharpness, 0.5);
    QCOMPARE(p.seed, std::uint64_t(11));
}

void TestEncodersParams::defectsAtTheirPaths_data()
{
    QTest::addColumn<QJsonObject>("params");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("one-word sentence") << QJsonObject{{QStringLiteral("sentence"), QJsonArray{QStringLiteral("a")}}} << QStringLiteral("/sentence");
    QTest::newRow("a word with a space") << QJsonObject{{QStringLiteral("source"), QJsonArray{QStringLiteral("a b")}}} << QStringLiteral("/source/0");
    QTest::newRow("nine target words") << QJsonObject{{QStringLiteral("target"), QJsonArray{1, 2, 3, 4, 5, 6, 7, 8, 9}}} << QStringLiteral("/target");
    QTest::newRow("a lexicon group of one") << QJsonObject{{QStringLiteral("lexicon"), QJsonArray{QJsonValue(QJsonArray{QStringLiteral("a")})}}} << QStringLiteral("/lexicon/0");
    QTest::newRow("a length of 13") << QJsonObject{{QStringLiteral("lengths"), QJsonArray{3, 13}}} << QStringLiteral("/lengths/1");
    QTest::newRow("no lengths") << QJsonObject{{QStringLiteral("lengths"), QJsonArray{}}} << QStringLiteral("/lengths");
    QTest::newRow("sharpness 9") << QJsonObject{{QStringLiteral("sharpness"), 9}} << QStringLiteral("/sharpness");
    QTest::newRow("an empty alternative") << QJsonObject{{QStringLiteral("alternative"), QString()}} << QStringLiteral("/alternative");
    QTest::newRow("an unknown key") << QJsonObject{{QStringLiteral("context"), 1}} << QStringLiteral("/context");
}

void TestEncodersParams::defectsAtTheirPaths()
{
    QFETCH(QJsonObject, params);
    QFETCH(QString, pointer);
    ParamsReport report;
    const EncodersParams p = EncodersParams::read(params, report);
    QCOMPARE(report.entries().size(), 1);
    QCOMPARE(report.entries().at(0).path.toPointer(), pointer);
    QVERIFY(!report.entries().at(0).message.isEmpty());
    // What was wrong keeps its default: the result is usable.
    QVERIFY(p.sentence.size() >= declared::encoders::sentence::minItems);
    QVERIFY(!p.lengths.isEmpty());
}

void TestEncodersParams::typedLines()
{
    QString problem;
    QCOMPARE(EncodersParams::words(QStringLiteral("  le  chat "), 1, &problem), std::optional<QStringList>(QStringList{QStringLiteral("le"), QStringLiteral("chat")}));
    QVERIFY(!EncodersParams::words(QStringLiteral("   "), 1, &problem));
    QVERIFY(problem.contains(QStringLiteral("0 now")));
    QVERIFY(!EncodersParams::words(QStringLiteral("a b c d e f g h i"), 1, &problem));
    QVERIFY(!EncodersParams::words(QStringLiteral("supercalifragilistic"), 1, &problem));
    QVERIFY(problem.contains(QStringLiteral("supercalifragilistic")));
}

ATLAS_TEST_APPLESS_MAIN(TestEncodersParams)
#include "tst_encodersparams.moc"
