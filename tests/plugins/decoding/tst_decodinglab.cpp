// The decoding lab driven as a learner drives it: Step, Generate and Reset with the sequence,
// the Δ meter and the cache following; the sampling controls reaching the session and the
// distribution chart showing the engine's probabilities; a prompt outside the corpus refused
// with its reason; the cost section's Measure and Cancel; the memory calculator against the
// formula and its presets.
#include "cachepanel.h"
#include "costpanel.h"
#include "costsweep.h"
#include "decodinglab.h"
#include "decodingsession.h"
#include "memorypanel.h"
#include "samplingpanel.h"

#include "sdk/changesummaryline.h"
#include "sdk/matrixheatmap.h"
#include "sdk/replaybar.h"
#include "sdk/scientificnumber.h"

#include "suiteregistry.h"

#include <atlas/tokensampler.h>

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

#include <algorithm>

using namespace atlas;

class TestDecodingLab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void controlsWaitForTrainingThenGenerate();
    void deltaMeterShowsZeroAndTheReversedRounding();
    void cacheGrowsRowByRow();
    void samplingControlsReachTheSession();
    void promptOutsideTheCorpusIsRefused();
    void costSectionMeasuresAndCancels();
    void memoryCalculatorFollowsTheFormula();
    void trainingCanBeWatchedAndReplayed();
    void aChangeShowsItsEffect();

private:
    DecodingSession *session_ = nullptr;
    CostSweep *sweep_ = nullptr;
    DecodingLab *lab_ = nullptr;
};

void TestDecodingLab::initTestCase()
{
    session_ = new DecodingSession(DecodingParams(), this);
    sweep_ = new CostSweep(DecodingSession::modelConfig(session_->corpus().size()), this);
    lab_ = new DecodingLab(*session_, *sweep_);
    lab_->resize(600, 800);
    lab_->show();
}

void TestDecodingLab::controlsWaitForTrainingThenGenerate()
{
    QVERIFY(!lab_->stepButton()->isEnabled());
    session_->train();
    QVERIFY(lab_->trainingProgress()->isVisibleTo(lab_));
    QVERIFY(lab_->statusLabel()->text().contains(QStringLiteral("Training")));
    QTRY_VERIFY_WITH_TIMEOUT(session_->isReady(), 60000);
    QVERIFY(!lab_->trainingProgress()->isVisibleTo(lab_));
    QVERIFY(lab_->stepButton()->isEnabled());
    QVERIFY(!lab_->resetButton()->isEnabled()); // nothing generated yet
    const Index start = session_->length();
    QTest::mouseClick(lab_->stepButton(), Qt::LeftButton);
    QCOMPARE(session_->length(), start + 1);
    QTest::mouseClick(lab_->generateButton(), Qt::LeftButton);
    QCOMPARE(session_->length(), start + 9);
    QVERIFY(lab_->statusLabel()->text().contains(QStringLiteral("%1 of 64 positions").arg(start + 9)));
    // The newest token is underlined in the sequence.
    QVERIFY(lab_->sequenceLabel()->text().endsWith(QStringLiteral("<b><u>%1</u></b>").arg(session_->tokenLabels().constLast().toHtmlEscaped())));
    QTest::mouseClick(lab_->generateToEndButton(), Qt::LeftButton);
    QCOMPARE(session_->length(), Index(64));
    QVERIFY(!lab_->stepButton()->isEnabled());
    QTest::mouseClick(lab_->resetButton(), Qt::LeftButton);
    QCOMPARE(session_->length(), start);
}

void TestDecodingLab::deltaMeterShowsZeroAndTheReversedRounding()
{
    session_->reset();
    session_->generate(30);
    QCOMPARE(lab_->deltaCell(0, 0)->text(), QStringLiteral("0 (bit for bit)"));
    QCOMPARE(lab_->deltaCell(1, 0)->text(), QStringLiteral("0 (bit for bit)"));
    // Reversed: the engine's rounding, in scientific notation as a reader writes it
    // ("2.2 × 10⁻⁷", never QLocale's "2.2e-07").
    const QString reversed = lab_->deltaCell(1, 1)->text();
    QVERIFY2(reversed.contains(QStringLiteral("\u00A0×\u00A010⁻")) && !reversed.contains(QLatin1String("e-")), qPrintable(reversed));
    const double worst = session_->agreement(DecodingSession::Precision::Float, SummationOrder::Reversed).worst;
    QVERIFY(reversed.contains(ScientificNumber::format(worst, 1)));
}

void TestDecodingLab::cacheGrowsRowByRow()
{
    session_->reset();
    CachePanel *cache = lab_->cache();
    const Index t = session_->length();
    QCOMPARE(cache->keys()->model()->rowCount(), int(t));
    QCOMPARE(cache->keys()->model()->columnCount(), int(session_->config().heads * session_->config().keyWidth));
    session_->step();
    QCOMPARE(cache->keys()->model()->rowCount(), int(t + 1));
    QCOMPARE(cache->keys()->selectedRow(), int(t));
    QCOMPARE(cache->attention()->model()->rowCount(), int(session_->config().heads));
    QCOMPARE(cache->attention()->model()->columnCount(), int(t + 1));
    // The heatmap holds the engine's cached rows (layer 2 selected).
    cache->layerBox()->setValue(2);
    QVERIFY(cache->values()->model()->matrix() == session_->cache()->values(1));
    QVERIFY(cache->summary()->text().contains(QStringLiteral("none changed, bit for bit")));
    cache->layerBox()->setValue(1);
}

void TestDecodingLab::samplingControlsReachTheSession()
{
    SamplingPanel *sampling = lab_->sampling();
    sampling->temperatureSlider()->setValue(SamplingPanel::positionOf(0.5));
    QVERIFY(std::abs(session_->sampling().temperature - 0.5) < 1e-9);
    sampling->topKBox()->setValue(4);
    QCOMPARE(session_->sampling().topK, Index(4));
    // The chart: the engine's distribution, most likely first, four tokens above zero.
    const RowVector<double> p = TokenSampler::distribution(session_->nextLogits(), 0.5, 4);
    const QList<double> shown = sampling->shownProbabilities();
    QCOMPARE(shown.size(), SamplingPanel::shownTokens);
    QCOMPARE(shown.at(0), p.maxCoeff());
    QCOMPARE(int(std::count_if(shown.begin(), shown.end(), [](double v) { return v > 0; })), 4);
    QVERIFY(std::is_sorted(shown.rbegin(), shown.rend()));
    QTest::mouseClick(sampling->greedyBox(), Qt::LeftButton);
    QVERIFY(session_->sampling().greedy);
    QVERIFY(!sampling->temperatureSlider()->isEnabled());
    QCOMPARE(sampling->shownProbabilities().at(0), 1.0);
    sampling->greedyBox()->setChecked(false);
    sampling->topKBox()->setValue(0);
    sampling->temperatureSlider()->setValue(SamplingPanel::positionOf(1));
    // The seed restarts the sequence and makes it reproducible.
    session_->generate(5);
    sampling->seedBox()->setValue(9);
    QCOMPARE(session_->length(), session_->promptLength());
    QCOMPARE(SamplingPanel::positionOf(SamplingPanel::temperatureAt(700)), 700);
}

void TestDecodingLab::promptOutsideTheCorpusIsRefused()
{
    QLineEdit *prompt = lab_->promptEdit();
    prompt->setFocus();
    prompt->selectAll();
    QTest::keyClicks(prompt, QStringLiteral("the zebra"));
    QTest::keyClick(prompt, Qt::Key_Return);
    QVERIFY(lab_->promptMessage()->isVisibleTo(lab_));
    QVERIFY(lab_->promptMessage()->text().contains(QStringLiteral("\"zebra\"")));
    QCOMPARE(session_->prompt(), QStringLiteral("the cat"));
    prompt->selectAll();
    QTest::keyClicks(prompt, QStringLiteral("a dog"));
    QTest::keyClick(prompt, Qt::Key_Return);
    QVERIFY(!lab_->promptMessage()->isVisibleTo(lab_));
    QCOMPARE(session_->tokenLabels().mid(1), (QStringList{"a", "dog"}));
}

void TestDecodingLab::costSectionMeasuresAndCancels()
{
    CostPanel *cost = lab_->cost();
    QVERIFY(cost->summary()->text().contains(QStringLiteral("Press Measure")));
    QTest::mouseClick(cost->measureButton(), Qt::LeftButton);
    QVERIFY(!cost->measureButton()->isEnabled());
    QVERIFY(cost->cancelButton()->isEnabled());
    sweep_->finishNow();
    QVERIFY(cost->measureButton()->isEnabled());
    QCOMPARE(cost->progressBar()->value(), 1000);
    QVERIFY2(cost->summary()->text().contains(QStringLiteral("Measured at T = 512")), qPrintable(cost->summary()->text()));
    QTest::mouseClick(cost->measureButton(), Qt::LeftButton);
    QTest::mouseClick(cost->cancelButton(), Qt::LeftButton);
    sweep_->finishNow();
    QVERIFY(cost->measureButton()->isEnabled());
}

void TestDecodingLab::memoryCalculatorFollowsTheFormula()
{
    MemoryPanel *memory = lab_->memory();
    // Llama 2 70B, the preset shown first: 80 layers, 64 query heads, 8 KV heads of 128,
    // 4096 positions, 2 bytes: 80·8·256·4096·2 = 1 342 177 280 bytes = 1.25 GiB (GQA), 10 GiB
    // (MHA), 160 MiB (MQA).
    QCOMPARE(memory->presetBox()->currentText(), QStringLiteral("Llama 2 70B"));
    QCOMPARE(memory->cellText(0, 3), MemoryPanel::bytesText(10.0 * 1024 * 1024 * 1024));
    QVERIFY(memory->cellText(1, 3).startsWith(MemoryPanel::bytesText(1.25 * 1024 * 1024 * 1024)));
    QVERIFY(memory->cellText(2, 3).startsWith(MemoryPanel::bytesText(160.0 * 1024 * 1024)));
    QVERIFY(memory->cellText(1, 3).contains(QLocale().toString(12.5, 'f', 1)));
    QCOMPARE(memory->cellText(1, 0), QStringLiteral("GQA (G = 8)"));
    // Per token in MHA: 80·64·256·2 bytes = 2.5 MiB.
    QCOMPARE(memory->cellText(0, 2), MemoryPanel::bytesText(2.5 * 1024 * 1024));
    // An edit makes the shape the learner's own; a G that does not divide H is explained.
    memory->kvHeadsBox()->setValue(7);
    QCOMPARE(memory->presetBox()->currentIndex(), memory->presetBox()->count() - 1);
    QVERIFY(memory->message()->text().contains(QStringLiteral("must divide")));
    QCOMPARE(memory->cellText(1, 0), QStringLiteral("GQA (G = 4)"));
    memory->bytesBox()->setCurrentIndex(0); // fp32 doubles every size
    memory->kvHeadsBox()->setValue(8);
    QCOMPARE(memory->cellText(0, 3), MemoryPanel::bytesText(20.0 * 1024 * 1024 * 1024));
    memory->presetBox()->setCurrentIndex(0); // GPT-2 small: 12·12·128·1024·2 = 36 MiB
    memory->bytesBox()->setCurrentIndex(1);
    QCOMPARE(memory->cellText(0, 3), MemoryPanel::bytesText(36.0 * 1024 * 1024));
    QVERIFY(memory->windowNote()->isHidden());
    // A shape whose own G is H or 1 is multi-head or multi-query attention, and says so.
    QCOMPARE(memory->cellText(1, 0), QStringLiteral("MHA (this shape)"));
    memory->presetBox()->setCurrentText(QStringLiteral("Falcon-7B"));
    QCOMPARE(memory->cellText(1, 0), QStringLiteral("MQA (this shape)"));
    // Mistral 7B's sliding window of 4096 (Jiang et al. 2023, § 2): a rolling buffer of 4096
    // positions, 32·8·256·4096·2 bytes = 0.5 GiB at T = 8192, against 1 GiB for every position.
    memory->presetBox()->setCurrentText(QStringLiteral("Mistral 7B"));
    QCOMPARE(memory->windowBox()->value(), 4096);
    QCOMPARE(memory->contextBox()->value(), 8192);
    QVERIFY(memory->cellText(1, 3).startsWith(MemoryPanel::bytesText(512.0 * 1024 * 1024)));
    QVERIFY(!memory->windowNote()->isHidden());
    QVERIFY2(memory->windowNote()->text().contains(MemoryPanel::bytesText(512.0 * 1024 * 1024))
                 && memory->windowNote()->text().contains(MemoryPanel::bytesText(1024.0 * 1024 * 1024)),
             qPrintable(memory->windowNote()->text()));
    // No window: every position is cached again.
    memory->windowBox()->setValue(0);
    QVERIFY(memory->cellText(1, 3).startsWith(MemoryPanel::bytesText(1024.0 * 1024 * 1024)));
    QVERIFY(memory->windowNote()->isHidden());
}

ATLAS_TEST_MAIN(TestDecodingLab)
#include "tst_decodinglab.moc"

// Train again, slowly: the watch line says what the decoder writes at the newest checkpoint
// while it learns, Cancel stops it; afterwards the replay bar puts an earlier decoder in the
// lab, the status and the watch say so, and Newest brings the trained one back.
void TestDecodingLab::trainingCanBeWatchedAndReplayed()
{
    QTRY_VERIFY_WITH_TIMEOUT(session_->isReady(), 60000);
    QVERIFY(lab_->watchLabel()->isVisible());
    QVERIFY2(lab_->watchLabel()->text().startsWith(QStringLiteral("Taking the most likely word each time, the trained decoder "
                                                                 "continues the prompt as: ") + session_->prompt()), qPrintable(lab_->watchLabel()->text()));
    QVERIFY(lab_->replayBar()->isVisible());
    QVERIFY(!lab_->cancelTrainingButton()->isVisible());

    lab_->paceCheck()->setChecked(true);
    QTest::mouseClick(lab_->trainAgainButton(), Qt::LeftButton);
    QVERIFY(lab_->cancelTrainingButton()->isVisible());
    QVERIFY(!lab_->trainAgainButton()->isEnabled());
    QVERIFY(lab_->replayBar()->isHidden());
    QTRY_VERIFY_WITH_TIMEOUT(lab_->watchLabel()->text().startsWith(QStringLiteral("At step ")), 10000);
    QVERIFY(lab_->watchLabel()->text().contains(QStringLiteral("of 600")));
    // Paced to 25 s: after a moment it is still going.
    QTest::qWait(300);
    QCOMPARE(session_->state(), DecodingSession::State::Training);
    QTest::mouseClick(lab_->cancelTrainingButton(), Qt::LeftButton);
    session_->waitForTraining();
    QVERIFY(session_->isReady());
    QVERIFY(lab_->trainAgainButton()->isEnabled());

    QSlider *slider = lab_->replayBar()->slider();
    QVERIFY(lab_->replayBar()->isVisible());
    slider->setValue(2);
    QCOMPARE(session_->checkpointInUse(), 2);
    const QString step = QString::number(session_->history().at(2).step);
    QVERIFY2(lab_->statusLabel()->text().contains(QStringLiteral("as it was at step %1 of 600").arg(step)),
             qPrintable(lab_->statusLabel()->text()));
    QVERIFY(lab_->watchLabel()->text().startsWith(QStringLiteral("The lab now uses the decoder as it was at step %1").arg(step)));
    QTest::mouseClick(lab_->stepButton(), Qt::LeftButton); // generating from the early model
    QCOMPARE(session_->length(), session_->promptLength() + 1);
    lab_->replayBar()->latestButton()->click();
    QCOMPARE(session_->checkpointInUse(), -1);
    QVERIFY(lab_->watchLabel()->text().startsWith(QStringLiteral("Taking the most likely word")));
    lab_->paceCheck()->setChecked(false);
}

// Cause and effect: a new sampling temperature leaves the cache as it was and shows the bars
// before it beside the new for a moment, counted by the line under the controls; a prompt of
// the same length outlines the cached keys and values it moved.
void TestDecodingLab::aChangeShowsItsEffect()
{
    QTRY_VERIFY_WITH_TIMEOUT(session_->isReady(), 60000);
    session_->reset();
    ChangeSummaryLine *line = lab_->findChild<ChangeSummaryLine *>();
    QVERIFY(line);
    SamplingPanel *sampling = lab_->sampling();
    const QList<double> before = sampling->shownProbabilities();
    sampling->temperatureSlider()->setValue(SamplingPanel::positionOf(session_->sampling().temperature) + 200);
    QCOMPARE(sampling->beforeProbabilities().size(), before.size());
    QCOMPARE(sampling->beforeProbabilities().at(0), before.at(0)); // the same token leads, at its old height
    QVERIFY(sampling->shownProbabilities().at(0) != before.at(0));
    QCOMPARE(lab_->cache()->keys()->model()->changedCount(), 0); // sampling reshapes the distribution only
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change moved")) && line->text().contains(QStringLiteral("outlined in the figure it recomputed")),
             qPrintable(line->text()));
    QTRY_VERIFY_WITH_TIMEOUT(sampling->beforeProbabilities().isEmpty(), MatrixHeatmap::changeMarkMilliseconds + 3000);

    // A prompt of the same length: the cache's rows for it move, outlined.
    QVERIFY(session_->setPrompt(QStringLiteral("the cat")));
    QLineEdit *prompt = lab_->promptEdit();
    prompt->setFocus();
    prompt->selectAll();
    QTest::keyClicks(prompt, QStringLiteral("the dog"));
    QTest::keyClick(prompt, Qt::Key_Return);
    QCOMPARE(session_->prompt(), QStringLiteral("the dog"));
    MatrixModel *keys = lab_->cache()->keys()->model();
    QVERIFY(keys->changedCount() > 0);
    // ⟨bos⟩ and "the" read nothing after them: their rows are the same keys, unmarked.
    for (int c = 0; c < keys->columnCount(); ++c)
        QVERIFY(!keys->isChanged(0, c) && !keys->isChanged(1, c));
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change moved")), qPrintable(line->text()));
    sampling->temperatureSlider()->setValue(SamplingPanel::positionOf(1));
}
