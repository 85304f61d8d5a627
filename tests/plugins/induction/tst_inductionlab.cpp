// The induction lab driven as a learner drives it: Train runs in the background and the
// buttons follow the run (Pause ↔ Resume, Cancel), the charts grow and mark the formation,
// every head has a labelled heatmap (rows = queries, columns = keys) with its scores, a
// head's switch changes the held-out figures at once, and a typed sequence fills the table.
#include "ablationpanel.h"
#include "headsview.h"
#include "headthumbnails.h"
#include "headview.h"
#include "inductionlab.h"
#include "inductionsession.h"
#include "sequencepanel.h"
#include "settingspanel.h"
#include "trainingcharts.h"

#include "sdk/changesummaryline.h"
#include "sdk/chartfigure.h"
#include "sdk/matrixheatmap.h"
#include "sdk/matrixmodel.h"
#include "sdk/replaybar.h"

#include "inductionpresets.h"
#include "suiteregistry.h"
#include "widgetpart.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QSlider>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace atlas;
using inductiontest::quickParams;

namespace {

// A line of the training charts by its object name; `chart` is "lossChart" or "accuracyChart".
QLineSeries *chartLine(const InductionLab &lab, const char *chart, const char *name)
{
    for (QAbstractSeries *series : part<QChartView>(&lab, chart)->chart()->series())
        if (series->objectName() == QLatin1String(name))
            return qobject_cast<QLineSeries *>(series);
    qFatal("no line named \"%s\" on %s", name, chart);
}

QLabel *lossKey(const InductionLab &lab)
{
    return lab.findChild<TrainingCharts *>()->lossFigure()->keyLabel();
}

} // namespace

class TestInductionLab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void buttonsFollowTheRun();
    void aRunStaysInViewAndReplaysStepByStep();
    void freshModelAsksBeforeDiscardingTraining();
    void chartsGrowAndMarkTheFormation();
    void everyHeadHasALabelledHeatmapAndScores();
    void switchingAHeadOffShowsTheLossAtOnce();
    void aTypedSequenceFillsTheTable();
    void anEditIsMarkedAndSummarised();
};

void TestInductionLab::buttonsFollowTheRun()
{
    InductionSession session(quickParams(100000));
    InductionLab lab(session);
    QVERIFY(part<QPushButton>(&lab, "trainButton")->isEnabled());
    QVERIFY(!part<QPushButton>(&lab, "pauseButton")->isEnabled());
    QVERIFY(!part<QPushButton>(&lab, "cancelButton")->isEnabled());
    QSignalSpy ended(&session, &InductionSession::runEnded);
    QSignalSpy progressed(&session, &InductionSession::progressed);
    part<QPushButton>(&lab, "trainButton")->click();
    QVERIFY(!part<QPushButton>(&lab, "trainButton")->isEnabled());
    QVERIFY(part<QPushButton>(&lab, "pauseButton")->isEnabled());
    QVERIFY(part<QPushButton>(&lab, "cancelButton")->isEnabled());
    QVERIFY(!part<QPushButton>(&lab, "freshModelButton")->isEnabled());
    QCOMPARE(part<QPushButton>(&lab, "pauseButton")->text(), QStringLiteral("Pause"));
    QVERIFY(progressed.wait(60000));
    QCOMPARE(part<QProgressBar>(&lab, "trainingProgress")->maximum(), 100000);
    part<QPushButton>(&lab, "pauseButton")->click();
    QVERIFY(ended.wait(60000));
    QCOMPARE(part<QPushButton>(&lab, "pauseButton")->text(), QStringLiteral("Resume"));
    QVERIFY(part<QPushButton>(&lab, "freshModelButton")->isEnabled());
    QVERIFY(part<QProgressBar>(&lab, "trainingProgress")->value() > 0);
    QVERIFY(part<QLabel>(&lab, "trainingStatus")->text().contains(QStringLiteral("step")));
    part<QPushButton>(&lab, "pauseButton")->click(); // resume
    QVERIFY(session.isRunning());
    part<QPushButton>(&lab, "cancelButton")->click();
    QVERIFY(ended.wait(60000));
    QCOMPARE(session.lastRunEnd(), InductionSession::RunEnd::Cancelled);
    // The bar stays where the run stopped, not full.
    QCOMPARE(part<QProgressBar>(&lab, "trainingProgress")->maximum(), 100000);
    QCOMPARE(part<QProgressBar>(&lab, "trainingProgress")->value(), int(session.runDone()));
    QVERIFY(part<QProgressBar>(&lab, "trainingProgress")->value() < part<QProgressBar>(&lab, "trainingProgress")->maximum());
    QVERIFY(part<QPushButton>(&lab, "trainButton")->isEnabled());
    QCOMPARE(part<QPushButton>(&lab, "pauseButton")->text(), QStringLiteral("Pause"));
}

// Driven through a run and a replay: while the run goes the settings fold away and the
// replay waits; afterwards the slider shows each snapshot's maps — exactly the model's at
// that step — with a cursor on the curves, and Newest goes back.
void TestInductionLab::aRunStaysInViewAndReplaysStepByStep()
{
    InductionSession session(quickParams(60));
    InductionLab lab(session);
    lab.resize(1000, 700);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    QVERIFY(!part<QCheckBox>(&lab, "paceCheck")->isChecked()); // optional: as fast as the machine allows
    QVERIFY(lab.findChild<ReplayBar *>()->isHidden());   // nothing trained, nothing to replay
    QSignalSpy ended(&session, &InductionSession::runEnded);
    QSignalSpy progressed(&session, &InductionSession::progressed);
    part<QPushButton>(&lab, "trainButton")->click();
    QVERIFY(part<SettingsPanel>(&lab, "settings")->isHidden());
    // Every head's current map stays in view above the sections while the run goes.
    QVERIFY(part<HeadThumbnails>(&lab, "headThumbnails")->isVisible());
    QVERIFY(part<HeadThumbnails>(&lab, "headThumbnails")->mapTo(&lab, QPoint(0, part<HeadThumbnails>(&lab, "headThumbnails")->height())).y() < lab.height() / 2);
    QCOMPARE(part<HeadThumbnails>(&lab, "headThumbnails")->titles().size(), 4);
    QVERIFY(part<HeadThumbnails>(&lab, "headThumbnails")->titles().at(2).startsWith(QStringLiteral("L2 H1")));
    if (const QString dir = qEnvironmentVariable("ATLAS_RENDER_DIR"); !dir.isEmpty()) {
        QVERIFY(progressed.wait(60000));
        lab.grab().save(dir + QStringLiteral("/induction-lab-running.png"));
    }
    QVERIFY(lab.findChild<ReplayBar *>()->isHidden());
    QVERIFY(ended.wait(60000));
    QVERIFY(part<SettingsPanel>(&lab, "settings")->isVisible());
    QVERIFY(lab.findChild<ReplayBar *>()->isVisible());
    QVERIFY(part<HeadThumbnails>(&lab, "headThumbnails")->isHidden());
    QSlider *slider = lab.findChild<ReplayBar *>()->slider();
    QCOMPARE(slider->maximum(), int(session.history().size()) - 1);
    QCOMPARE(slider->value(), slider->maximum());
    QCOMPARE(chartLine(lab, "lossChart", "replayOnLoss")->count(), 0);

    // Back to a snapshot by keyboard: Home, then three steps right.
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Home);
    QTest::keyClick(slider, Qt::Key_Right);
    QTest::keyClick(slider, Qt::Key_Right);
    QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(session.replayIndex(), 3);
    QVERIFY(part<HeadThumbnails>(&lab, "headThumbnails")->isVisible());
    QVERIFY(part<HeadThumbnails>(&lab, "headThumbnails")->accessibleName().startsWith(QStringLiteral("Each head at step %1").arg(session.history().at(3).step)));
    const std::int64_t step = session.history().at(3).step;
    QCOMPARE(session.inspectedStep(), step);
    InductionTrainer<float> alone(session.modelConfig());
    alone.train(step);
    const AttentionSnapshot expected = alone.snapshot(session.probe());
    const QList<HeadView *> &heads = lab.findChild<HeadsView *>()->heads();
    for (int h = 0; h < heads.size(); ++h) {
        const MatrixModel *model = heads[h]->heatmap()->model();
        for (int r = 0; r < model->rowCount(); ++r)
            for (int c = 0; c < model->columnCount(); ++c)
                QCOMPARE(model->data(model->index(r, c), Qt::EditRole).toDouble(), expected.attention[std::size_t(h)](r, c));
    }
    QCOMPARE(chartLine(lab, "lossChart", "replayOnLoss")->at(0).x(), double(step));
    QVERIFY(lossKey(lab)->text().contains(QStringLiteral("shown: step %1").arg(step)));
    // Kept on request, to look at: the lab in a replay.
    if (const QString dir = qEnvironmentVariable("ATLAS_RENDER_DIR"); !dir.isEmpty())
        lab.grab().save(dir + QStringLiteral("/induction-lab-replay.png"));
    QVERIFY2(part<QLabel>(&lab, "trainingStatus")->text().contains(QStringLiteral("replay: the maps and figures of step %1 of 60").arg(step)),
             qPrintable(part<QLabel>(&lab, "trainingStatus")->text()));
    QVERIFY(lab.findChild<ReplayBar *>()->stepLabel()->text().startsWith(QString::number(step)));
    // Newest goes back to the model as it is.
    lab.findChild<ReplayBar *>()->latestButton()->click();
    QCOMPARE(session.replayIndex(), -1);
    QCOMPARE(session.inspectedStep(), 60);
    QCOMPARE(chartLine(lab, "lossChart", "replayOnLoss")->count(), 0);
    QVERIFY(!lossKey(lab)->text().contains(QStringLiteral("shown:")));
    QVERIFY(!lab.findChild<ReplayBar *>()->latestButton()->isEnabled());
}

void TestInductionLab::freshModelAsksBeforeDiscardingTraining()
{
    InductionSession session(quickParams(20));
    InductionLab lab(session);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    session.trainNow(20);
    part<QPushButton>(&lab, "freshModelButton")->click();
    QMessageBox *box = lab.freshConfirmation();
    QVERIFY(box && box->isVisible());
    QVERIFY(box->text().contains(QStringLiteral("20 step")));
    box->button(QMessageBox::Cancel)->click();
    QCOMPARE(session.stepsDone(), 20); // kept
    lab.setNotice(QStringLiteral("The model you trained before is back (20 steps)."));
    part<QPushButton>(&lab, "freshModelButton")->click();
    lab.freshConfirmation()->findChild<QPushButton *>(QStringLiteral("confirmFresh"))->click();
    QCOMPARE(session.stepsDone(), 0);
    QVERIFY(part<QLabel>(&lab, "modelNotice")->isHidden()); // it spoke of the model just replaced
    // An untrained model is replaced without a question.
    part<QPushButton>(&lab, "freshModelButton")->click();
    QTest::qWait(10);
    QVERIFY(!lab.freshConfirmation());
}

void TestInductionLab::chartsGrowAndMarkTheFormation()
{
    InductionSession session(quickParams(30));
    InductionLab lab(session);
    session.trainNow(30);
    QCOMPARE(chartLine(lab, "lossChart", "repeatedHalfLoss")->count(), 3);
    QCOMPARE(chartLine(lab, "lossChart", "firstHalfLoss")->count(), 3);
    QCOMPARE(chartLine(lab, "lossChart", "repeatedHalfLoss")->at(2).x(), 30.0);
    QCOMPARE(chartLine(lab, "lossChart", "repeatedHalfLoss")->at(2).y(), session.curve().points().back().repeatedHalfLoss);
    QVERIFY(!session.curve().formedAt());
    QCOMPARE(chartLine(lab, "lossChart", "formationOnLoss")->count(), 0);
    // A curve that crosses the rule's 50 % draws the mark at its step on both charts.
    InductionCurve crossed;
    for (int s = 1; s <= 40; ++s) {
        TrainingStep step;
        step.step = s;
        step.loss = 3;
        step.repeatedHalf.accuracy = s > 20 ? 0.9 : 0.05;
        crossed.add(step);
    }
    QCOMPARE(crossed.formedAt(), std::optional<std::int64_t>(30));
    lab.findChild<TrainingCharts *>()->reset(crossed, 32);
    QVERIFY(chartLine(lab, "lossChart", "formationOnLoss")->count() >= 2);
    QCOMPARE(chartLine(lab, "lossChart", "formationOnLoss")->at(0).x(), 30.0);
    QCOMPARE(chartLine(lab, "accuracyChart", "formationOnAccuracy")->at(0).x(), 30.0);
}

void TestInductionLab::everyHeadHasALabelledHeatmapAndScores()
{
    InductionSession session(quickParams(10));
    InductionLab lab(session);
    const QList<HeadView *> &heads = lab.findChild<HeadsView *>()->heads();
    QCOMPARE(heads.size(), 4);
    const std::size_t t = session.probe().size();
    for (HeadView *head : heads) {
        const MatrixModel *model = head->heatmap()->model();
        QCOMPARE(model->rowCount(), int(t));
        QCOMPARE(model->columnCount(), int(t));
        // Rows are queries labelled with position and token; columns are key positions.
        QCOMPARE(model->headerData(1, Qt::Vertical, Qt::DisplayRole).toString(),
                 QStringLiteral("1 ") + session.vocabulary().label(session.probe()[1]));
        QCOMPARE(model->headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("1"));
        QVERIFY(!part<QLabel>(head, "scoresLine")->text().isEmpty());
    }
    // The heatmap holds the engine's attention.
    const Matrix<double> &a = session.probeSnapshot().attention[3];
    QCOMPARE(heads[3]->heatmap()->model()->data(heads[3]->heatmap()->model()->index(4, 2), Qt::EditRole).toDouble(), a(4, 2));
}

void TestInductionLab::switchingAHeadOffShowsTheLossAtOnce()
{
    InductionSession session(quickParams(40));
    InductionLab lab(session);
    session.trainNow(40);
    auto *ablation = lab.findChild<AblationPanel *>();
    auto *step = part<QLabel>(ablation, "ablationStep");
    // The heads' table is measured on a worker; the panel says so until it is there.
    QVERIFY2(step->text().contains(QStringLiteral("Measuring the model of step 40")), qPrintable(step->text()));
    auto *summary = part<QLabel>(lab.findChild<HeadsView *>(), "ablationSummary");
    auto *allOn = part<QPushButton>(lab.findChild<HeadsView *>(), "allHeadsOn");
    const QString before = summary->text();
    QVERIFY(!before.isEmpty());
    QVERIFY(!allOn->isEnabled());
    lab.findChild<HeadsView *>()->heads().at(0)->findChild<QCheckBox *>()->click();
    QVERIFY(!session.isHeadOn(0));
    QVERIFY(summary->text() != before);
    QVERIFY(summary->text().contains(QStringLiteral("switched off")));
    QVERIFY(allOn->isEnabled());
    allOn->click();
    QVERIFY(session.isHeadOn(0));
    QTRY_COMPARE_WITH_TIMEOUT(part<QTableWidget>(ablation, "headReports")->rowCount(), 4, 60000);
    QCOMPARE(part<QTableWidget>(ablation, "headScores")->rowCount(), 4);
    QVERIFY2(step->text().contains(QStringLiteral("after step 40")), qPrintable(step->text()));
}

void TestInductionLab::aTypedSequenceFillsTheTable()
{
    InductionSession session(quickParams(10));
    InductionLab lab(session);
    auto *sequence = lab.findChild<SequencePanel *>();
    auto *input = part<QLineEdit>(sequence, "sequenceInput");
    auto *table = part<QTableWidget>(sequence, "predictionTable");
    auto *summary = part<QLabel>(sequence, "sequenceSummary");
    input->clear();
    QTest::keyClicks(input, QStringLiteral("ba be bi ba be bi"));
    QCOMPARE(session.sequenceText(), QStringLiteral("ba be bi ba be bi"));
    QCOMPARE(table->rowCount(), int(session.sequenceSnapshot().tokens.size()));
    const SequencePanel::Copying c = SequencePanel::copying(session.sequenceSnapshot());
    QCOMPARE(c.repeated, 2); // the second ba and be are followed by what followed them before
    QCOMPARE(c.shortestGap, 3);
    // The quick preset trains on copies of 4 to 8 tokens: a phrase back after 3 is outside that,
    // and the summary says so, with the lengths to try.
    QVERIFY2(summary->text().contains(QStringLiteral("only ever saw copies of 4 to 8 tokens; here the phrase comes back after 3")),
             qPrintable(summary->text()));
    input->clear();
    QTest::keyClicks(input, QStringLiteral("ba be bi bo ba be bi bo"));
    QVERIFY(!summary->text().contains(QStringLiteral("only ever saw")));
    // Every keystroke is read; a text that is no sequence says why and keeps the last one that was.
    input->clear();
    QTest::keyClicks(input, QStringLiteral("ba qq"));
    auto *problem = part<QLabel>(sequence, "sequenceProblem");
    QVERIFY2(problem->text().contains(QStringLiteral("qq")), qPrintable(problem->text()));
    QCOMPARE(session.sequenceText(), QStringLiteral("ba "));
    QCOMPARE(table->rowCount(), 2);
}

// Cause and effect: a token changed in the typed sequence marks the table's cells whose text
// it changed (its own row's token, the predictions it moved) and the query's heads; switching a
// head off is counted too; the line under the controls says what the last of them did.
void TestInductionLab::anEditIsMarkedAndSummarised()
{
    InductionSession session(quickParams(40));
    InductionLab lab(session);
    session.trainNow(40);
    ChangeSummaryLine *line = lab.findChild<ChangeSummaryLine *>();
    QVERIFY(line);
    auto *sequence = lab.findChild<SequencePanel *>();
    auto *input = part<QLineEdit>(sequence, "sequenceInput");
    const auto edit = [input](const QString &text) {
        input->setText(text);
        Q_EMIT input->textEdited(text); // as typing the last key of it does
    };
    edit(QStringLiteral("ba be bi ba be bi"));
    edit(QStringLiteral("ba be bo ba be bi"));
    // Row 0 is BOS: the typed token is row 3.
    QCOMPARE(part<QTableWidget>(sequence, "predictionTable")->item(3, 1)->text(), QStringLiteral("bo"));
    QVERIFY(sequence->isCellChanged(3, 1));  // the token typed
    QVERIFY(!sequence->isCellChanged(3, 0)); // a position number never changes
    QVERIFY(!sequence->isCellChanged(1, 1)); // nor an earlier token
    QVERIFY(!sequence->isCellChanged(4, 1)); // nor a later one
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change moved")), qPrintable(line->text()));
    // A longer sequence: other rows, nothing to compare.
    edit(QStringLiteral("ba be bo ba be bi bo"));
    QVERIFY(!sequence->isCellChanged(3, 1));
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change resized")), qPrintable(line->text()));
    // A head switched off moves the maps of the heads that read its output.
    lab.findChild<HeadsView *>()->heads().at(0)->findChild<QCheckBox *>()->click();
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change moved")), qPrintable(line->text()));
    int marked = 0;
    for (HeadView *head : lab.findChild<HeadsView *>()->heads())
        marked += head->heatmap()->model()->changedCount();
    QVERIFY(marked > 0);
}

ATLAS_TEST_MAIN(TestInductionLab)
#include "tst_inductionlab.moc"
