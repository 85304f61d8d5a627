// The decoding lab driven as a learner drives it: Step, Generate and Reset with the sequence,
// the Δ meter and the cache following; the sampling controls reaching the session and the
// distribution chart showing the engine's probabilities; a prompt outside the corpus refused
// with its reason; the cost section's Measure and Cancel; the memory calculator against the
// formula and its presets.
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
#include "widgetpart.h"

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
    auto *step = part<QPushButton>(lab_, "stepButton");
    auto *reset = part<QPushButton>(lab_, "resetButton");
    auto *progress = part<QProgressBar>(lab_, "trainingProgress");
    auto *status = part<QLabel>(lab_, "decodingStatus");
    QVERIFY(!step->isEnabled());
    session_->train();
    QVERIFY(progress->isVisibleTo(lab_));
    QVERIFY(status->text().contains(QStringLiteral("Training")));
    QTRY_VERIFY_WITH_TIMEOUT(session_->isReady(), 60000);
    QVERIFY(!progress->isVisibleTo(lab_));
    QVERIFY(step->isEnabled());
    QVERIFY(!reset->isEnabled()); // nothing generated yet
    const Index start = session_->length();
    QTest::mouseClick(step, Qt::LeftButton);
    QCOMPARE(session_->length(), start + 1);
    QTest::mouseClick(part<QPushButton>(lab_, "generateButton"), Qt::LeftButton);
    QCOMPARE(session_->length(), start + 9);
    QVERIFY(status->text().contains(QStringLiteral("%1 of 64 positions").arg(start + 9)));
    // The newest token is underlined in the sequence.
    QVERIFY(part<QLabel>(lab_, "sequenceText")->text().endsWith(QStringLiteral("<b><u>%1</u></b>").arg(session_->tokenLabels().constLast().toHtmlEscaped())));
    QTest::mouseClick(part<QPushButton>(lab_, "generateToEndButton"), Qt::LeftButton);
    QCOMPARE(session_->length(), Index(64));
    QVERIFY(!step->isEnabled());
    QTest::mouseClick(reset, Qt::LeftButton);
    QCOMPARE(session_->length(), start);
}

void TestDecodingLab::deltaMeterShowsZeroAndTheReversedRounding()
{
    session_->reset();
    session_->generate(30);
    QCOMPARE(part<QLabel>(lab_, "delta00")->text(), QStringLiteral("0 (bit for bit)"));
    QCOMPARE(part<QLabel>(lab_, "delta10")->text(), QStringLiteral("0 (bit for bit)"));
    // Reversed: the engine's rounding, in scientific notation as a reader writes it
    // ("2.2 × 10⁻⁷", never QLocale's "2.2e-07").
    const QString reversed = part<QLabel>(lab_, "delta11")->text();
    QVERIFY2(reversed.contains(QStringLiteral("\u00A0×\u00A010⁻")) && !reversed.contains(QLatin1String("e-")), qPrintable(reversed));
    const double worst = session_->agreement(DecodingSession::Precision::Float, SummationOrder::Reversed).worst;
    QVERIFY(reversed.contains(ScientificNumber::format(worst, 1)));
}

void TestDecodingLab::cacheGrowsRowByRow()
{
    session_->reset();
    auto *keys = part<MatrixHeatmap>(lab_, "kv-cache-keys");
    auto *attention = part<MatrixHeatmap>(lab_, "kv-cache-newest-attention");
    auto *layer = part<QSpinBox>(lab_, "cacheLayer");
    const Index t = session_->length();
    QCOMPARE(keys->model()->rowCount(), int(t));
    QCOMPARE(keys->model()->columnCount(), int(session_->config().heads * session_->config().keyWidth));
    session_->step();
    QCOMPARE(keys->model()->rowCount(), int(t + 1));
    QCOMPARE(keys->selectedRow(), int(t));
    QCOMPARE(attention->model()->rowCount(), int(session_->config().heads));
    QCOMPARE(attention->model()->columnCount(), int(t + 1));
    // The heatmap holds the engine's cached rows (layer 2 selected).
    layer->setValue(2);
    QVERIFY(part<MatrixHeatmap>(lab_, "kv-cache-values")->model()->matrix() == session_->cache()->values(1));
    QVERIFY(part<QLabel>(lab_, "cacheSummary")->text().contains(QStringLiteral("none changed, bit for bit")));
    layer->setValue(1);
}

void TestDecodingLab::samplingControlsReachTheSession()
{
    auto *sampling = part<SamplingPanel>(lab_, "samplingPanel");
    auto *temperature = part<QSlider>(sampling, "samplingTemperature");
    auto *topK = part<QSpinBox>(sampling, "topK");
    auto *greedy = part<QCheckBox>(sampling, "greedy");
    temperature->setValue(SamplingPanel::positionOf(0.5));
    QVERIFY(std::abs(session_->sampling().temperature - 0.5) < 1e-9);
    topK->setValue(4);
    QCOMPARE(session_->sampling().topK, Index(4));
    // The chart: the engine's distribution, most likely first, four tokens above zero.
    const RowVector<double> p = TokenSampler::distribution(session_->nextLogits(), 0.5, 4);
    const QList<double> shown = sampling->shownProbabilities();
    QCOMPARE(shown.size(), SamplingPanel::shownTokens);
    QCOMPARE(shown.at(0), p.maxCoeff());
    QCOMPARE(int(std::count_if(shown.begin(), shown.end(), [](double v) { return v > 0; })), 4);
    QVERIFY(std::is_sorted(shown.rbegin(), shown.rend()));
    QTest::mouseClick(greedy, Qt::LeftButton);
    QVERIFY(session_->sampling().greedy);
    QVERIFY(!temperature->isEnabled());
    QCOMPARE(sampling->shownProbabilities().at(0), 1.0);
    greedy->setChecked(false);
    topK->setValue(0);
    temperature->setValue(SamplingPanel::positionOf(1));
    // The seed restarts the sequence and makes it reproducible.
    session_->generate(5);
    part<QSpinBox>(sampling, "samplingSeed")->setValue(9);
    QCOMPARE(session_->length(), session_->promptLength());
    QCOMPARE(SamplingPanel::positionOf(SamplingPanel::temperatureAt(700)), 700);
}

void TestDecodingLab::promptOutsideTheCorpusIsRefused()
{
    QLineEdit *prompt = part<QLineEdit>(lab_, "promptEdit");
    prompt->setFocus();
    prompt->selectAll();
    QTest::keyClicks(prompt, QStringLiteral("the zebra"));
    QTest::keyClick(prompt, Qt::Key_Return);
    auto *message = part<QLabel>(lab_, "promptMessage");
    QVERIFY(message->isVisibleTo(lab_));
    QVERIFY(message->text().contains(QStringLiteral("\"zebra\"")));
    QCOMPARE(session_->prompt(), QStringLiteral("the cat"));
    prompt->selectAll();
    QTest::keyClicks(prompt, QStringLiteral("a dog"));
    QTest::keyClick(prompt, Qt::Key_Return);
    QVERIFY(!message->isVisibleTo(lab_));
    QCOMPARE(session_->tokenLabels().mid(1), (QStringList{"a", "dog"}));
}

void TestDecodingLab::costSectionMeasuresAndCancels()
{
    auto *measure = part<QPushButton>(lab_, "measureCost");
    auto *cancel = part<QPushButton>(lab_, "cancelCost");
    auto *summary = part<QLabel>(lab_, "costSummary");
    QVERIFY(summary->text().contains(QStringLiteral("Press Measure")));
    QTest::mouseClick(measure, Qt::LeftButton);
    QVERIFY(!measure->isEnabled());
    QVERIFY(cancel->isEnabled());
    sweep_->finishNow();
    QVERIFY(measure->isEnabled());
    QCOMPARE(part<QProgressBar>(lab_, "costProgress")->value(), 1000);
    QVERIFY2(summary->text().contains(QStringLiteral("Measured at T = 512")), qPrintable(summary->text()));
    QTest::mouseClick(measure, Qt::LeftButton);
    QTest::mouseClick(cancel, Qt::LeftButton);
    sweep_->finishNow();
    QVERIFY(measure->isEnabled());
}

void TestDecodingLab::memoryCalculatorFollowsTheFormula()
{
    auto *memory = part<MemoryPanel>(lab_, "memoryPanel");
    auto *preset = part<QComboBox>(memory, "kvPreset");
    auto *kvHeads = part<QSpinBox>(memory, "kvHeads");
    auto *bytes = part<QComboBox>(memory, "kvBytes");
    auto *window = part<QSpinBox>(memory, "kvWindow");
    auto *windowNote = part<QLabel>(memory, "kvWindowNote");
    // Llama 2 70B, the preset shown first: 80 layers, 64 query heads, 8 KV heads of 128,
    // 4096 positions, 2 bytes: 80·8·256·4096·2 = 1 342 177 280 bytes = 1.25 GiB (GQA), 10 GiB
    // (MHA), 160 MiB (MQA).
    QCOMPARE(preset->currentText(), QStringLiteral("Llama 2 70B"));
    QCOMPARE(memory->cellText(0, 3), MemoryPanel::bytesText(10.0 * 1024 * 1024 * 1024));
    QVERIFY(memory->cellText(1, 3).startsWith(MemoryPanel::bytesText(1.25 * 1024 * 1024 * 1024)));
    QVERIFY(memory->cellText(2, 3).startsWith(MemoryPanel::bytesText(160.0 * 1024 * 1024)));
    QVERIFY(memory->cellText(1, 3).contains(QLocale().toString(12.5, 'f', 1)));
    QCOMPARE(memory->cellText(1, 0), QStringLiteral("GQA (G = 8)"));
    // Per token in MHA: 80·64·256·2 bytes = 2.5 MiB.
    QCOMPARE(memory->cellText(0, 2), MemoryPanel::bytesText(2.5 * 1024 * 1024));
    // An edit makes the shape the learner's own; a G that does not divide H is explained.
    kvHeads->setValue(7);
    QCOMPARE(preset->currentIndex(), preset->count() - 1);
    QVERIFY(part<QLabel>(memory, "kvMessage")->text().contains(QStringLiteral("must divide")));
    QCOMPARE(memory->cellText(1, 0), QStringLiteral("GQA (G = 4)"));
    bytes->setCurrentIndex(0); // fp32 doubles every size
    kvHeads->setValue(8);
    QCOMPARE(memory->cellText(0, 3), MemoryPanel::bytesText(20.0 * 1024 * 1024 * 1024));
    preset->setCurrentIndex(0); // GPT-2 small: 12·12·128·1024·2 = 36 MiB
    bytes->setCurrentIndex(1);
    QCOMPARE(memory->cellText(0, 3), MemoryPanel::bytesText(36.0 * 1024 * 1024));
    QVERIFY(windowNote->isHidden());
    // A shape whose own G is H or 1 is multi-head or multi-query attention, and says so.
    QCOMPARE(memory->cellText(1, 0), QStringLiteral("MHA (this shape)"));
    preset->setCurrentText(QStringLiteral("Falcon-7B"));
    QCOMPARE(memory->cellText(1, 0), QStringLiteral("MQA (this shape)"));
    // Mistral 7B's sliding window of 4096 (Jiang et al. 2023, § 2): a rolling buffer of 4096
    // positions, 32·8·256·4096·2 bytes = 0.5 GiB at T = 8192, against 1 GiB for every position.
    preset->setCurrentText(QStringLiteral("Mistral 7B"));
    QCOMPARE(window->value(), 4096);
    QCOMPARE(part<QSpinBox>(memory, "kvContext")->value(), 8192);
    QVERIFY(memory->cellText(1, 3).startsWith(MemoryPanel::bytesText(512.0 * 1024 * 1024)));
    QVERIFY(!windowNote->isHidden());
    QVERIFY2(windowNote->text().contains(MemoryPanel::bytesText(512.0 * 1024 * 1024))
                 && windowNote->text().contains(MemoryPanel::bytesText(1024.0 * 1024 * 1024)),
             qPrintable(windowNote->text()));
    // No window: every position is cached again.
    window->setValue(0);
    QVERIFY(memory->cellText(1, 3).startsWith(MemoryPanel::bytesText(1024.0 * 1024 * 1024)));
    QVERIFY(windowNote->isHidden());
}

ATLAS_TEST_MAIN(TestDecodingLab)
#include "tst_decodinglab.moc"

// Train again, slowly: the watch line says what the decoder writes at the newest checkpoint
// while it learns, Cancel stops it; afterwards the replay bar puts an earlier decoder in the
// lab, the status and the watch say so, and Newest brings the trained one back.
void TestDecodingLab::trainingCanBeWatchedAndReplayed()
{
    QTRY_VERIFY_WITH_TIMEOUT(session_->isReady(), 60000);
    auto *watch = part<QLabel>(lab_, "trainingWatch");
    auto *pace = part<QCheckBox>(lab_, "paceCheck");
    auto *trainAgain = part<QPushButton>(lab_, "trainAgainButton");
    auto *cancel = part<QPushButton>(lab_, "cancelTrainingButton");
    auto *replay = part<ReplayBar>(lab_, "replayBar");
    QVERIFY(watch->isVisible());
    QVERIFY2(watch->text().startsWith(QStringLiteral("Taking the most likely word each time, the trained decoder "
                                                     "continues the prompt as: ") + session_->prompt()), qPrintable(watch->text()));
    QVERIFY(replay->isVisible());
    QVERIFY(!cancel->isVisible());

    pace->setChecked(true);
    QTest::mouseClick(trainAgain, Qt::LeftButton);
    QVERIFY(cancel->isVisible());
    QVERIFY(!trainAgain->isEnabled());
    QVERIFY(replay->isHidden());
    QTRY_VERIFY_WITH_TIMEOUT(watch->text().startsWith(QStringLiteral("At step ")), 10000);
    QVERIFY(watch->text().contains(QStringLiteral("of 600")));
    // Paced to 25 s: after a moment it is still going.
    QTest::qWait(300);
    QCOMPARE(session_->state(), DecodingSession::State::Training);
    QTest::mouseClick(cancel, Qt::LeftButton);
    session_->waitForTraining();
    QVERIFY(session_->isReady());
    QVERIFY(trainAgain->isEnabled());

    QSlider *slider = replay->slider();
    QVERIFY(replay->isVisible());
    slider->setValue(2);
    QCOMPARE(session_->checkpointInUse(), 2);
    const QString step = QString::number(session_->history().at(2).step);
    auto *status = part<QLabel>(lab_, "decodingStatus");
    QVERIFY2(status->text().contains(QStringLiteral("as it was at step %1 of 600").arg(step)), qPrintable(status->text()));
    QVERIFY(watch->text().startsWith(QStringLiteral("The lab now uses the decoder as it was at step %1").arg(step)));
    QTest::mouseClick(part<QPushButton>(lab_, "stepButton"), Qt::LeftButton); // generating from the early model
    QCOMPARE(session_->length(), session_->promptLength() + 1);
    replay->latestButton()->click();
    QCOMPARE(session_->checkpointInUse(), -1);
    QVERIFY(watch->text().startsWith(QStringLiteral("Taking the most likely word")));
    pace->setChecked(false);
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
    auto *sampling = part<SamplingPanel>(lab_, "samplingPanel");
    auto *temperature = part<QSlider>(sampling, "samplingTemperature");
    const QList<double> before = sampling->shownProbabilities();
    temperature->setValue(SamplingPanel::positionOf(session_->sampling().temperature) + 200);
    QCOMPARE(sampling->beforeProbabilities().size(), before.size());
    QCOMPARE(sampling->beforeProbabilities().at(0), before.at(0)); // the same token leads, at its old height
    QVERIFY(sampling->shownProbabilities().at(0) != before.at(0));
    QCOMPARE(part<MatrixHeatmap>(lab_, "kv-cache-keys")->model()->changedCount(), 0); // sampling reshapes the distribution only
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change moved")) && line->text().contains(QStringLiteral("outlined in the figure it recomputed")),
             qPrintable(line->text()));
    QTRY_VERIFY_WITH_TIMEOUT(sampling->beforeProbabilities().isEmpty(), MatrixHeatmap::changeMarkMilliseconds + 3000);

    // A prompt of the same length: the cache's rows for it move, outlined.
    QVERIFY(session_->setPrompt(QStringLiteral("the cat")));
    QLineEdit *prompt = part<QLineEdit>(lab_, "promptEdit");
    prompt->setFocus();
    prompt->selectAll();
    QTest::keyClicks(prompt, QStringLiteral("the dog"));
    QTest::keyClick(prompt, Qt::Key_Return);
    QCOMPARE(session_->prompt(), QStringLiteral("the dog"));
    MatrixModel *keys = part<MatrixHeatmap>(lab_, "kv-cache-keys")->model();
    QVERIFY(keys->changedCount() > 0);
    // ⟨bos⟩ and "the" read nothing after them: their rows are the same keys, unmarked.
    for (int c = 0; c < keys->columnCount(); ++c)
        QVERIFY(!keys->isChanged(0, c) && !keys->isChanged(1, c));
    QVERIFY2(line->text().startsWith(QStringLiteral("Your last change moved")), qPrintable(line->text()));
    temperature->setValue(SamplingPanel::positionOf(1));
}
