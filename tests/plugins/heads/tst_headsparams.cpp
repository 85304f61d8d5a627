// HeadsParams: the defaults, every field, and each defect reported at its path.
#include "headsparams.h"

#include "suiteregistry.h"

#include <QTest>

using namespace atlas;

class TestHeadsParams : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaultsAndEveryField();
    void defectsAtTheirPaths_data();
    void defectsAtTheirPaths();
};

void TestHeadsParams::defaultsAndEveryField()
{
    ParamsReport report;
    HeadsParams p = HeadsParams::read(QJsonObject(), report);
    QVERIFY(report.entries().isEmpty());
    QCOMPARE(p.width, 8);
    QCOMPARE(p.headWidth, 2);
    QVERIFY(p.trainedModel.isEmpty());
    p = HeadsParams::read({{QStringLiteral("width"), 12}, {QStringLiteral("head_width"), 12}, {QStringLiteral("seed"), 9},
                           {QStringLiteral("trained_model"), QStringLiteral("models/x.decoder")}},
                          report);
    QVERIFY(report.entries().isEmpty());
    QCOMPARE(p.width, 12);
    QCOMPARE(p.headWidth, 12);
    QCOMPARE(p.trainedModel, QStringLiteral("models/x.decoder"));
}

void TestHeadsParams::defectsAtTheirPaths_data()
{
    QTest::addColumn<QJsonObject>("params");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("width 1") << QJsonObject{{QStringLiteral("width"), 1}} << QStringLiteral("/width");
    QTest::newRow("width 17") << QJsonObject{{QStringLiteral("width"), 17}} << QStringLiteral("/width");
    QTest::newRow("a head wider than the model") << QJsonObject{{QStringLiteral("width"), 4}, {QStringLiteral("head_width"), 5}} << QStringLiteral("/head_width");
    QTest::newRow("a model outside the pack") << QJsonObject{{QStringLiteral("trained_model"), QStringLiteral("../x.decoder")}} << QStringLiteral("/trained_model");
    QTest::newRow("an unknown key") << QJsonObject{{QStringLiteral("heads"), 4}} << QStringLiteral("/heads");
}

void TestHeadsParams::defectsAtTheirPaths()
{
    QFETCH(QJsonObject, params);
    QFETCH(QString, pointer);
    ParamsReport report;
    const HeadsParams p = HeadsParams::read(params, report);
    QCOMPARE(report.entries().size(), 1);
    QCOMPARE(report.entries().at(0).path.toPointer(), pointer);
    QVERIFY(p.headWidth <= p.width);
}

ATLAS_TEST_APPLESS_MAIN(TestHeadsParams)
#include "tst_headsparams.moc"
