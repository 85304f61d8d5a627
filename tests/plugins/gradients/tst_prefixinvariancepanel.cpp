// PrefixInvariancePanel: editing a future token leaves every earlier position's logits
// bit-identical and the gradient of the loss over positions ≤ u − 2 exactly unchanged — shown
// as "0" by the indicators and as zero bars — while position u − 1's loss moves; with two
// documents, the other document does not notice either.
#include "decodersession.h"
#include "hostileinput.h"
#include "prefixinvariancepanel.h"
#include "suiteregistry.h"
#include "widgetpart.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QPushButton>
#include <QTest>

using namespace atlas;
using atlas::test::HostileInput;

class TestPrefixInvariancePanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hostileControlsStayInRange();
    void editingAFutureTokenChangesNothingBefore_data();
    void editingAFutureTokenChangesNothingBefore();
    void otherDocumentsDoNotNotice();
    void chartShowsEveryPosition();
    void positionRangesReadWell();
    void sameTokenIsNoEdit();
};

void TestPrefixInvariancePanel::editingAFutureTokenChangesNothingBefore_data()
{
    QTest::addColumn<int>("position");
    QTest::addColumn<QString>("token");
    QTest::newRow("default: position 4 → dog") << 4 << QStringLiteral("dog");
    QTest::newRow("position 2 → .") << 2 << QStringLiteral(".");
    QTest::newRow("last position") << 6 << QStringLiteral("a");
}

void TestPrefixInvariancePanel::editingAFutureTokenChangesNothingBefore()
{
    QFETCH(int, position);
    QFETCH(QString, token);
    DecoderSession session{DecoderParams()};
    PrefixInvariancePanel panel(session);
    panel.setEdit(position, token);
    QCOMPARE(panel.editPosition(), position);
    const PrefixInvarianceReport &report = panel.report();
    QCOMPARE(report.editedPosition, Index(position));
    QCOMPARE(report.maxIndependentLogitChange, 0.0);
    QVERIFY(report.independentLogitsBitIdentical);
    QCOMPARE(report.maxGradientChange, 0.0);
    QVERIFY(report.maxDependentLogitChange > 0);
    QVERIFY2(panel.outputIndicatorText().endsWith(QStringLiteral("= 0 (bit-identical)")), qPrintable(panel.outputIndicatorText()));
    QVERIFY(panel.outputIndicatorText().contains(position == 2 ? QStringLiteral("(0–1)") : QStringLiteral("(0–%1)").arg(position - 1)));
    QVERIFY2(panel.gradientIndicatorText().endsWith(QStringLiteral("= 0 (exactly)")), qPrintable(panel.gradientIndicatorText()));
    QVERIFY(panel.gradientIndicatorText().contains(position == 2 ? QStringLiteral("positions 0,") : QStringLiteral("positions 0–%1,").arg(position - 2)));
    // Shifted supervision: u − 1 cannot read u, but u is its label.
    QVERIFY(report.previousLossBefore && report.previousLossAfter);
    QVERIFY(*report.previousLossBefore != *report.previousLossAfter);
    QVERIFY(panel.previousPositionText().contains(QStringLiteral("supervision, not context")));
}

void TestPrefixInvariancePanel::otherDocumentsDoNotNotice()
{
    DecoderSession session{DecoderParams()};
    PrefixInvariancePanel panel(session);
    QCOMPARE(part<QPushButton>(&panel, "documentsButton")->text(), QStringLiteral("Split into two documents"));
    part<QPushButton>(&panel, "documentsButton")->click();
    QCOMPARE(session.documentIds(), (std::vector<qint64>{0, 0, 0, 0, 1, 1, 1}));
    QCOMPARE(part<QPushButton>(&panel, "documentsButton")->text(), QStringLiteral("Make it one document"));
    // Edit the first document: the whole second document, though later, cannot read it.
    panel.setEdit(2, QStringLiteral("dog"));
    const PrefixInvarianceReport &report = panel.report();
    const std::vector<bool> independent{true, true, false, false, true, true, true};
    QCOMPARE(report.independent, independent);
    for (int i : {0, 1, 4, 5, 6})
        QCOMPARE(report.logitChange[std::size_t(i)], 0.0);
    QVERIFY(report.logitChange[2] > 0 && report.logitChange[3] > 0);
    QCOMPARE(report.maxGradientChange, 0.0);
    QVERIFY(panel.outputIndicatorText().contains(QStringLiteral("(0–1, 4–6)")));
    QVERIFY(panel.outputIndicatorText().endsWith(QStringLiteral("0 (bit-identical)")));
    // Control: without document ids the later positions do read the edit.
    part<QPushButton>(&panel, "documentsButton")->click();
    QVERIFY(session.documentIds().empty());
    QVERIFY(panel.report().logitChange[5] > 0);
}

void TestPrefixInvariancePanel::chartShowsEveryPosition()
{
    DecoderSession session{DecoderParams()};
    PrefixInvariancePanel panel(session);
    panel.setEdit(4, QStringLiteral("dog"));
    QCOMPARE(part<QBarSet>(panel.chartView()->chart(), "independentBars")->count(), 7);
    QCOMPARE(part<QBarSet>(panel.chartView()->chart(), "dependentBars")->count(), 7);
    for (int i = 0; i < 7; ++i) {
        if (i < 4) {
            QCOMPARE(part<QBarSet>(panel.chartView()->chart(), "independentBars")->at(i), 0.0); // exactly zero: no bar
            QCOMPARE(part<QBarSet>(panel.chartView()->chart(), "dependentBars")->at(i), 0.0);
        } else {
            QCOMPARE(part<QBarSet>(panel.chartView()->chart(), "independentBars")->at(i), 0.0);
            QCOMPARE(part<QBarSet>(panel.chartView()->chart(), "dependentBars")->at(i), panel.report().logitChange[std::size_t(i)]);
            QVERIFY(part<QBarSet>(panel.chartView()->chart(), "dependentBars")->at(i) > 0);
        }
    }
    QCOMPARE(part<QBarSet>(panel.chartView()->chart(), "independentBars")->label(), QStringLiteral("cannot read position u"));
    QCOMPARE(panel.chartView()->chart()->animationOptions(), QChart::NoAnimation);
    QStringList titles;
    for (QAbstractAxis *axis : panel.chartView()->chart()->axes())
        titles.append(axis->titleText());
    QVERIFY(titles.contains(QStringLiteral("max |Δ logit| (nats)")));
    QVERIFY(titles.contains(QStringLiteral("position (token)")));
}

void TestPrefixInvariancePanel::positionRangesReadWell()
{
    QCOMPARE(PrefixInvariancePanel::positionRanges({true, true, false, true, false, true, true, true}), QStringLiteral("0–1, 3, 5–7"));
    QCOMPARE(PrefixInvariancePanel::positionRanges({false, false}), QString());
}

void TestPrefixInvariancePanel::sameTokenIsNoEdit()
{
    DecoderSession session{DecoderParams()};
    PrefixInvariancePanel panel(session);
    panel.setEdit(2, QStringLiteral("cat"));
    QCOMPARE(panel.report().maxDependentLogitChange, 0.0);
    QCOMPARE(panel.report().maxIndependentLogitChange, 0.0);
    QVERIFY(panel.previousPositionText().contains(QStringLiteral("equals the old one")));
}

// §4: the position box under pasted garbage and keys beyond its ends: the edited position the
// engine is asked about stays a position of the input, and the report stays finite.
void TestPrefixInvariancePanel::hostileControlsStayInRange()
{
    DecoderSession session{DecoderParams()};
    PrefixInvariancePanel panel(session);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    ATLAS_ABUSE_OK(HostileInput::abuseAll(&panel));
    QVERIFY(panel.editPosition() >= 0 && panel.editPosition() < session.length());
    QVERIFY(session.vocabulary().contains(panel.editToken()));
}

ATLAS_TEST_MAIN(TestPrefixInvariancePanel)
#include "tst_prefixinvariancepanel.moc"
