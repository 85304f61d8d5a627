// LeakageMeter: an edit in one document moves no position of another under the
// document-aware mask (exactly 0), moves every later document under the plain causal mask, and
// still does when only the positions are reset per document; the three charts carry one bar
// set per document in the strip's colours.
#include "leakagemeter.h"
#include "packingsession.h"

#include "sdk/colorscale.h"

#include "suiteregistry.h"
#include "widgetpart.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QTest>

using namespace atlas;

class TestLeakageMeter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void documentAwareMaskIsExactlyZeroAcrossDocuments_data();
    void documentAwareMaskIsExactlyZeroAcrossDocuments();
    void plainCausalMaskLeaks();
    void resettingPositionsAloneStillLeaks();
    void chartsAreColouredByDocument();
    void controlsEditTheSlot();
    void sameWordIsNoEdit();
};

void TestLeakageMeter::documentAwareMaskIsExactlyZeroAcrossDocuments_data()
{
    QTest::addColumn<int>("slot");
    QTest::addColumn<QString>("word");
    QTest::newRow("default: slot 2 cat → dog") << 2 << QStringLiteral("dog");
    QTest::newRow("second document: slot 7 dog → the") << 7 << QStringLiteral("the");
    QTest::newRow("BOS of the second document") << 5 << QStringLiteral("mat");
}

void TestLeakageMeter::documentAwareMaskIsExactlyZeroAcrossDocuments()
{
    QFETCH(int, slot);
    QFETCH(QString, word);
    PackingSession session{PackingParams()};
    LeakageMeter meter(session);
    session.setEdit(slot, session.corpus().vocabulary.indexOf(word));
    const LeakageReport &report = meter.report(LeakagePolicy::DocumentAware);
    const PackedBlock &block = session.block();
    const DocumentId instance = block.documentIds[std::size_t(slot)];
    for (int i = 0; i < 10; ++i) {
        if (block.documentIds[std::size_t(i)] != instance)
            QVERIFY2(report.change[std::size_t(i)] == 0.0, qPrintable(QStringLiteral("slot %1").arg(i)));
    }
    QCOMPARE(report.maxOtherInstances, 0.0);
    QVERIFY(report.maxSameInstance > 0);
    QVERIFY2(meter.summaryText(LeakagePolicy::DocumentAware).endsWith(QStringLiteral("other documents move by 0 (exactly) — no leak.")),
             qPrintable(meter.summaryText(LeakagePolicy::DocumentAware)));
}

void TestLeakageMeter::plainCausalMaskLeaks()
{
    PackingSession session{PackingParams()};
    LeakageMeter meter(session);
    const LeakageReport &report = meter.report(LeakagePolicy::PlainCausal);
    QCOMPARE(report.editedSlot, Index(2));
    for (int i = 5; i < 10; ++i)
        QVERIFY(report.change[std::size_t(i)] > 0);
    QCOMPARE(report.otherPositionsMoved, Index(5));
    QVERIFY(meter.summaryText(LeakagePolicy::PlainCausal).contains(QStringLiteral("at 5 positions — a leak")));
    // Leakage flows forward: an edit in the second document leaves the first alone.
    session.setEdit(8, session.corpus().vocabulary.indexOf(QStringLiteral("cat")));
    QCOMPARE(meter.report(LeakagePolicy::PlainCausal).maxOtherInstances, 0.0);
}

void TestLeakageMeter::resettingPositionsAloneStillLeaks()
{
    PackingSession session{PackingParams()};
    LeakageMeter meter(session);
    const LeakageReport &report = meter.report(LeakagePolicy::ResetPositionsPlainCausal);
    QVERIFY(report.maxOtherInstances > 0);
    QCOMPARE(report.otherPositionsMoved, Index(5));
    QVERIFY(meter.summaryText(LeakagePolicy::ResetPositionsPlainCausal).startsWith(QStringLiteral("Positions reset per document, plain causal mask: other documents move by up to")));
}

void TestLeakageMeter::chartsAreColouredByDocument()
{
    PackingSession session{PackingParams()};
    LeakageMeter meter(session);
    for (LeakagePolicy policy : {LeakagePolicy::DocumentAware, LeakagePolicy::PlainCausal, LeakagePolicy::ResetPositionsPlainCausal}) {
        QChart *chart = meter.chartView(policy)->chart();
        QCOMPARE(chart->animationOptions(), QChart::NoAnimation);
        QCOMPARE(chart->series().size(), 1);
        auto *series = qobject_cast<QStackedBarSeries *>(chart->series().front());
        QVERIFY(series);
        QCOMPARE(series->count(), 2); // two documents in block 0
        for (int d = 0; d < 2; ++d) {
            QBarSet *set = series->barSets().at(d);
            QCOMPARE(set->label(), QStringLiteral("document %1").arg(d + 1));
            QCOMPARE(set->color(), ColorScale::category(d));
            QCOMPARE(set->count(), 10);
            for (int i = 0; i < 10; ++i) {
                const bool mine = session.block().documentIndex[std::size_t(i)] == d;
                QCOMPARE(set->at(i), mine ? meter.report(policy).change[std::size_t(i)] : 0.0);
            }
        }
        QStringList titles;
        for (QAbstractAxis *axis : chart->axes())
            titles.append(axis->titleText());
        QVERIFY(titles.contains(QStringLiteral("|ΔY| (value units)")));
        QVERIFY(titles.contains(QStringLiteral("slot (token; ✎ edited)")));
    }
}

void TestLeakageMeter::controlsEditTheSlot()
{
    PackingSession session{PackingParams()};
    LeakageMeter meter(session);
    QCOMPARE(part<QSpinBox>(&meter, "editSlot")->value(), 2);
    QCOMPARE(part<QComboBox>(&meter, "replacement")->currentText(), QStringLiteral("dog"));
    part<QSpinBox>(&meter, "editSlot")->setValue(6);
    QCOMPARE(session.editSlot(), 6);
    auto *replacement = part<QComboBox>(&meter, "replacement");
    replacement->setCurrentIndex(replacement->findText(QStringLiteral("birds")));
    QCOMPARE(session.corpus().vocabulary[session.replacement()], QStringLiteral("birds"));
    QCOMPARE(meter.report(LeakagePolicy::PlainCausal).editedSlot, Index(6));
    QVERIFY(meter.noteText().contains(QStringLiteral("slot 6 (document 2) changes from \"a\" to \"birds\"")));
}

void TestLeakageMeter::sameWordIsNoEdit()
{
    PackingSession session{PackingParams()};
    LeakageMeter meter(session);
    session.setEdit(3, session.corpus().vocabulary.indexOf(QStringLiteral("sat")));
    for (double change : meter.report(LeakagePolicy::PlainCausal).change)
        QCOMPARE(change, 0.0);
    QVERIFY(meter.noteText().contains(QStringLiteral("already holds")));
}

ATLAS_TEST_MAIN(TestLeakageMeter)
#include "tst_leakagemeter.moc"
