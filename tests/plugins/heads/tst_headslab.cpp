// The heads lab driven as a learner drives it: the head width box redraws W_QK and its reading;
// without a model the circuits panel says so; with the pack's model the head box switches the
// circuits, and the composition panel names the strongest pair; Reset. A change of the head
// width is outlined in W_QK, and the line under the controls counts it; Reset's too.
#include "headslab.h"
#include "headssession.h"

#include "sdk/changesummaryline.h"
#include "sdk/chapterpage.h"
#include "sdk/matrixheatmap.h"
#include "sdk/matrixmodel.h"

#include "suiteregistry.h"
#include "testpaths.h"
#include "widgetpart.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace atlas;

class TestHeadsLab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void headWidthRedrawsTheRank();
    void withoutAModelTheLabSaysSo();
    void headBoxSwitchesTheCircuits();
};

void TestHeadsLab::headWidthRedrawsTheRank()
{
    HeadsSession session{HeadsParams()};
    HeadsLab lab(session);
    lab.show();
    auto *reading = part<QLabel>(&lab, "rankReading");
    auto *headWidth = part<QSpinBox>(&lab, "headWidth");
    QVERIFY2(reading->text().contains(QStringLiteral("rank 2 of 8")), qPrintable(reading->text()));
    headWidth->setFocus();
    QTest::keyClick(headWidth, Qt::Key_Up);
    QCOMPARE(session.headWidth(), 3);
    QVERIFY(reading->text().contains(QStringLiteral("rank 3 of 8")));
    QVERIFY(reading->text().contains(QStringLiteral("does not split")));
    QTest::keyClick(headWidth, Qt::Key_Up);
    QVERIFY2(reading->text().contains(QStringLiteral("2 heads of dₖ = 4 have 4·d·H·dₖ = 256 parameters")),
             qPrintable(reading->text()));
    // Cause and effect: W_QK's numbers moved, outlined and counted under the controls.
    MatrixModel *qk = part<MatrixHeatmap>(&lab, "qkMatrix")->model();
    QVERIFY(qk->changedCount() > 0);
    ChangeSummaryLine *line = lab.findChild<ChangeSummaryLine *>();
    QVERIFY(line);
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change moved %1 number").arg(qk->changedCount())),
             qPrintable(line->text()));
    // A step back moves them again; the line is about that step, never the one before.
    QTest::keyClick(headWidth, Qt::Key_Down);
    const int again = qk->changedCount();
    QVERIFY(again > 0);
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change moved %1 number").arg(again)), qPrintable(line->text()));
    QTest::mouseClick(lab.resetButton(), Qt::LeftButton);
    QCOMPARE(headWidth->value(), 2);
    QVERIFY(qk->changedCount() > 0); // Reset's effect is outlined like any edit's
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change moved %1 number").arg(qk->changedCount())),
             qPrintable(line->text()));
}

void TestHeadsLab::withoutAModelTheLabSaysSo()
{
    HeadsSession session{HeadsParams()};
    HeadsLab lab(session);
    lab.show();
    QVERIFY(!part<QLabel>(&lab, "modelNotice")->isHidden());
    QVERIFY(part<QComboBox>(&lab, "headChoice")->isHidden());
    QVERIFY(part<MatrixHeatmap>(&lab, "k-composition")->isHidden());
    QCOMPARE(lab.figures().size(), 1);
}

void TestHeadsLab::headBoxSwitchesTheCircuits()
{
    QFile file(testpaths::sourceDir() + QStringLiteral("/content/self-attention/models/induction-default.decoder"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    HeadsSession session{HeadsParams()};
    QString problem;
    QVERIFY2(session.loadModel(file.readAll(), &problem), qPrintable(problem));
    HeadsLab lab(session);
    lab.show();
    QVERIFY(part<QLabel>(&lab, "modelNotice")->isHidden());
    auto *headBox = part<QComboBox>(&lab, "headChoice");
    QCOMPARE(headBox->count(), int(session.reports().size()));
    QCOMPARE(headBox->currentIndex(), int(session.selectedLayer() * session.modelConfig().heads + session.selectedHead()));
    headBox->setCurrentIndex(0);
    QCOMPARE(session.selectedLayer(), Index(0));
    QCOMPARE(session.selectedHead(), Index(0));
    QVERIFY(part<MatrixHeatmap>(&lab, "qk-over-tokens")->title().contains(QStringLiteral("layer 1 head 1")));
    QCOMPARE(part<MatrixHeatmap>(&lab, "ov-over-tokens")->model()->rowCount(), int(session.modelConfig().vocabulary));
    QVERIFY(part<QLabel>(&lab, "circuitsReading")->text().startsWith(QStringLiteral("Copying score")));
    QVERIFY(part<QLabel>(&lab, "compositionReading")->text().startsWith(QStringLiteral("The strongest K-composition")));
    QCOMPARE(part<MatrixHeatmap>(&lab, "k-composition")->model()->rowCount(), int(session.modelConfig().heads));
    QCOMPARE(lab.figures().size(), 6);
}

ATLAS_TEST_MAIN(TestHeadsLab)
#include "tst_headslab.moc"
