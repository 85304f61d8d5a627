// TrainingPanel: SGD and Adam run in a worker thread with progress, the event loop keeps
// running meanwhile, the loss curve gets one point per step and falls, the trained parameters
// reach the shared decoder, Cancel keeps what was reached, a diverging rate is stopped with an
// explanation, and refused learning rates keep the old one. While a run goes the settings
// fold away and the watch shows the newest weights; afterwards the replay shows exactly the
// model of an earlier step; a paced run goes no faster than its pace.
#include "decodersession.h"
#include "hostileinput.h"
#include "suiteregistry.h"
#include "widgetpart.h"
#include "trainingpanel.h"
#include "trainingwatch.h"

#include "sdk/chartfigure.h"
#include "sdk/enginematrix.h"
#include "sdk/matrixheatmap.h"
#include "sdk/replaybar.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineSeries>
#include <QSlider>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <cmath>

using namespace atlas;
using atlas::test::HostileInput;

class TestTrainingPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void hostileRatesNeverReachTheEngine();
    void trainsInTheBackgroundAndLowersTheLoss_data();
    void trainsInTheBackgroundAndLowersTheLoss();
    void uiStaysResponsiveAndCancelKeepsProgress();
    void divergenceIsStoppedAndExplained();
    void refusedLearningRateKeepsTheOld();
    void resetClearsTheCurve();
    void chartIsLabelled();
    void aRunStaysInViewAndReplaysStepByStep();
    void aPacedRunGoesNoFasterThanItsPace();
};

void TestTrainingPanel::trainsInTheBackgroundAndLowersTheLoss_data()
{
    QTest::addColumn<bool>("adam");
    QTest::addColumn<QString>("rate");
    QTest::newRow("Adam") << true << QStringLiteral("0.05");
    QTest::newRow("SGD") << false << QStringLiteral("0.5");
}

void TestTrainingPanel::trainsInTheBackgroundAndLowersTheLoss()
{
    QFETCH(bool, adam);
    QFETCH(QString, rate);
    DecoderSession session{DecoderParams()};
    TrainingPanel panel(session);
    panel.setOptimizer(adam ? DecoderParams::Optimizer::Adam : DecoderParams::Optimizer::Sgd);
    QVERIFY(panel.setLearningRateText(rate));
    panel.setSteps(200);
    const double before = session.trace().loss;
    QSignalSpy started(&panel, &TrainingPanel::trainingStarted);
    QSignalSpy finished(&panel, &TrainingPanel::trainingFinished);
    panel.train();
    QCOMPARE(started.count(), 1);
    QVERIFY(panel.isRunning()); // until the run has been handled, however fast the worker was
    QVERIFY(!part<QPushButton>(&panel, "trainButton")->isEnabled());
    QVERIFY(part<QPushButton>(&panel, "trainingCancel")->isEnabled());
    QVERIFY(finished.wait(60000));
    QCOMPARE(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->count(), 200);
    QCOMPARE(part<QProgressBar>(&panel, "trainingProgress")->value(), part<QProgressBar>(&panel, "trainingProgress")->maximum());
    // One point per step, the first is the loss before training.
    QCOMPARE(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->at(0), QPointF(0, before));
    QCOMPARE(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->at(199).x(), 199.0);
    const double after = session.trace().loss;
    QVERIFY2(after < 0.5 * before, qPrintable(QStringLiteral("%1 → %2").arg(before).arg(after)));
    QVERIFY(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->at(199).y() < before);
    QVERIFY(panel.statusText().startsWith(QStringLiteral("Trained 200 steps")));
    // A second run continues the curve.
    panel.setSteps(10);
    panel.train();
    panel.waitForFinished();
    QCOMPARE(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->count(), 210);
    QCOMPARE(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->at(209).x(), 209.0);
}

void TestTrainingPanel::uiStaysResponsiveAndCancelKeepsProgress()
{
    DecoderSession session{DecoderParams()};
    TrainingPanel panel(session);
    panel.setSteps(20000);
    const double before = session.trace().loss;
    int ticks = 0;
    QTimer timer;
    QObject::connect(&timer, &QTimer::timeout, [&] { ++ticks; });
    timer.start(5);
    panel.train();
    // The event loop runs while the worker trains: timers fire and results arrive.
    QTRY_VERIFY_WITH_TIMEOUT(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->count() > 50, 30000);
    QVERIFY(ticks > 0);
    QVERIFY(panel.isRunning());
    part<QPushButton>(&panel, "trainingCancel")->click();
    panel.waitForFinished();
    QVERIFY(!panel.isRunning());
    QVERIFY(panel.statusText().startsWith(QStringLiteral("Cancelled after")));
    QVERIFY(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->count() < 20000);
    QVERIFY(session.trace().loss < before); // the parameters reached are kept
}

void TestTrainingPanel::divergenceIsStoppedAndExplained()
{
    // SGD with a huge rate and large initial weights overflows; the run stops and says why,
    // and the decoder's numbers stay finite.
    DecoderParams params;
    params.modelWidth = 32;
    DecoderSession session(params);
    TrainingPanel panel(session);
    panel.setOptimizer(DecoderParams::Optimizer::Sgd);
    QVERIFY(panel.setLearningRateText(QStringLiteral("10")));
    panel.setSteps(20000);
    panel.train();
    panel.waitForFinished();
    QVERIFY(std::isfinite(session.trace().loss));
    for (const Matrix<double> *m : session.decoder().parameters().list())
        QVERIFY(m->allFinite());
    for (const QPointF &p : part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->points())
        QVERIFY(std::isfinite(p.y()));
    QVERIFY(panel.diverged());
    QVERIFY2(panel.statusText().contains(QStringLiteral("too large")), qPrintable(panel.statusText()));
    QVERIFY(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->count() < 20000);
}

void TestTrainingPanel::refusedLearningRateKeepsTheOld()
{
    DecoderSession session{DecoderParams()};
    TrainingPanel panel(session);
    const double rate = panel.learningRate();
    for (const char *text : {"fast", "0", "-1", "11", "nan", ""}) {
        QVERIFY2(!panel.setLearningRateText(QString::fromLatin1(text)), text);
        QCOMPARE(panel.learningRate(), rate);
        QVERIFY(panel.statusText().startsWith(QStringLiteral("The learning rate stays at ")));
    }
    QVERIFY(panel.setLearningRateText(QStringLiteral("0.2")));
    QCOMPARE(panel.learningRate(), 0.2);
    QCOMPARE(session.params().learningRate, 0.2);
}

void TestTrainingPanel::resetClearsTheCurve()
{
    DecoderSession session{DecoderParams()};
    const double initial = session.trace().loss;
    TrainingPanel panel(session);
    panel.setSteps(30);
    panel.train();
    panel.waitForFinished();
    QVERIFY(session.trace().loss < initial);
    panel.reset();
    QCOMPARE(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->count(), 0);
    QCOMPARE(session.trace().loss, initial);
}

void TestTrainingPanel::chartIsLabelled()
{
    DecoderSession session{DecoderParams()};
    TrainingPanel panel(session);
    QChart *chart = panel.chartView()->chart();
    // The title and key stand outside the chart, in its figure, where they wrap.
    QCOMPARE(ChartFigure::of(panel.chartView())->titleLabel()->text(), QStringLiteral("Training loss"));
    QCOMPARE(panel.chartView()->accessibleName(), QStringLiteral("Training loss"));
    QCOMPARE(chart->animationOptions(), QChart::NoAnimation);
    QStringList titles;
    for (QAbstractAxis *axis : chart->axes())
        titles.append(axis->titleText());
    QVERIFY(titles.contains(QStringLiteral("optimizer step")));
    QVERIFY(titles.contains(QStringLiteral("loss (nats)")));
    QCOMPARE(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->name(), QStringLiteral("mean next-token cross-entropy before the step"));
    // The uniform-guess reference: ln 10 for the ten-word vocabulary.
    QCOMPARE(part<QLineSeries>(panel.chartView()->chart(), "uniformSeries")->count(), 2);
    QVERIFY(std::abs(part<QLineSeries>(panel.chartView()->chart(), "uniformSeries")->at(0).y() - std::log(10.0)) < 1e-12);
    QVERIFY(part<QLineSeries>(panel.chartView()->chart(), "uniformSeries")->name().startsWith(QStringLiteral("uniform guess, ln 10")));
}

// §4 of the hardening issue: whatever is typed or pasted into the learning rate (NaN, ∞,
// 1e309, ten megabytes), the rate that training uses stays a finite number in its range,
// and the steps box stays in its range.
void TestTrainingPanel::hostileRatesNeverReachTheEngine()
{
    DecoderSession session{DecoderParams()};
    TrainingPanel panel(session);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QLineEdit *rate = nullptr;
    for (QLineEdit *edit : panel.findChildren<QLineEdit *>())
        if (!qobject_cast<QAbstractSpinBox *>(edit->parentWidget()))
            rate = edit;
    QVERIFY(rate);
    for (const QString &text : HostileInput::texts()) {
        HostileInput::paste(rate, text);
        QVERIFY2(std::isfinite(panel.learningRate()) && panel.learningRate() >= 1e-6 && panel.learningRate() <= 10,
                 qPrintable(QStringLiteral("%1 → %2").arg(text.left(20)).arg(panel.learningRate())));
    }
    ATLAS_ABUSE_OK(HostileInput::abuseAll(&panel));
    QVERIFY(panel.steps() >= 1);
    // Training with what the fields hold now runs on finite numbers.
    panel.setSteps(5);
    panel.train();
    panel.waitForFinished();
    QVERIFY(std::isfinite(session.trace().loss) || panel.diverged());
}

ATLAS_TEST_MAIN(TestTrainingPanel)
#include "tst_trainingpanel.moc"

// The weights a run reaches after `steps` Adam steps from the seed, trained here, alone.
static DecoderParameters<double> trainedAlone(const DecoderSession &session, double rate, int steps)
{
    TinyDecoder<double> decoder(session.config(), session.decoder().parameters());
    AdamOptimizer<double> adam(rate);
    for (int s = 0; s < steps; ++s)
        decoder.trainStep(session.input(), adam);
    return decoder.parameters();
}

void TestTrainingPanel::aRunStaysInViewAndReplaysStepByStep()
{
    DecoderSession session{DecoderParams()};
    TrainingPanel panel(session);
    panel.resize(1000, 800);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setOptimizer(DecoderParams::Optimizer::Adam);
    QVERIFY(panel.setLearningRateText(QStringLiteral("0.05")));
    panel.setSteps(120);
    const DecoderParameters<double> seed = session.decoder().parameters();
    // Before any run: the watch shows the seed's decoder, and there is nothing to replay.
    QCOMPARE(part<TrainingWatch>(&panel, "trainingWatch")->step(), 0);
    QCOMPARE(part<TrainingWatch>(&panel, "trainingWatch")->headCount(), 2);
    QVERIFY(panel.findChild<ReplayBar *>()->isHidden());
    QCOMPARE(part<TrainingWatch>(&panel, "trainingWatch")->headMap(1)->model()->matrix(), session.trace().attention[0].heads[1].probabilities);

    panel.train();
    QVERIFY(part<QWidget>(&panel, "trainingSettings")->isHidden()); // the curve and the watch move into view
    QVERIFY(panel.findChild<ReplayBar *>()->isHidden());
    panel.waitForFinished();
    QVERIFY(part<QWidget>(&panel, "trainingSettings")->isVisible());
    QVERIFY(panel.findChild<ReplayBar *>()->isVisible());
    QCOMPARE(part<TrainingWatch>(&panel, "trainingWatch")->step(), 120);
    QCOMPARE(part<TrainingWatch>(&panel, "trainingWatch")->headMap(0)->model()->matrix(), session.trace().attention[0].heads[0].probabilities);
    // The history: the seed, every second step, and the run's end.
    const TrainingPanel::History &history = panel.history();
    QCOMPARE(history.at(0).step, 0);
    QCOMPARE(history.at(history.size() - 1).step, 120);
    QCOMPARE(int(history.size()), 61);
    QCOMPARE(*history.at(0).parameters.list().front(), *seed.list().front());

    // The slider: step 40 is the model trained 40 steps, exactly.
    QSlider *slider = panel.findChild<ReplayBar *>()->slider();
    QCOMPARE(slider->value(), slider->maximum());
    slider->setValue(20);
    QCOMPARE(panel.replayIndex(), 20);
    QCOMPARE(part<TrainingWatch>(&panel, "trainingWatch")->step(), 40);
    QVERIFY(part<TrainingWatch>(&panel, "trainingWatch")->caption().contains(QStringLiteral("as it was at step 40")));
    DecoderSession fresh{DecoderParams()};
    const DecoderParameters<double> expected = trainedAlone(fresh, 0.05, 40);
    const DecoderTrace<double> trace = TinyDecoder<double>(session.config(), expected).forward(session.input());
    QCOMPARE(part<TrainingWatch>(&panel, "trainingWatch")->headMap(1)->model()->matrix(), trace.attention[0].heads[1].probabilities);
    // The next token's probabilities: the column's row t is p(label t) at that step.
    const Matrix<double> column = engineMatrix(part<MatrixHeatmap>(&panel, "trainingWatchPredictions")->model()->matrix());
    const DecoderInput input = session.input();
    QCOMPARE(column.rows(), Index(input.tokens.size()));
    for (Index t = 0; t < column.rows(); ++t)
        if (input.labels[std::size_t(t)])
            QCOMPARE(column(t, 0), trace.probabilities(t, *input.labels[std::size_t(t)]));
    QCOMPARE(part<MatrixHeatmap>(&panel, "trainingWatchPredictions")->model()->rowLabel(2), QStringLiteral("cat → sat"));
    // The curve marks the step; the graph keeps the newest weights.
    QCOMPARE(part<QLineSeries>(panel.chartView()->chart(), "replayLine")->count(), 2);
    QCOMPARE(part<QLineSeries>(panel.chartView()->chart(), "replayLine")->at(0).x(), 40.0);
    QCOMPARE(session.decoder().parameters().list().front()->coeff(0, 0),
             trainedAlone(fresh, 0.05, 120).list().front()->coeff(0, 0));
    // Newest: back to the trained model.
    panel.findChild<ReplayBar *>()->latestButton()->click();
    QCOMPARE(panel.replayIndex(), -1);
    QCOMPARE(part<TrainingWatch>(&panel, "trainingWatch")->step(), 120);
    QCOMPARE(part<QLineSeries>(panel.chartView()->chart(), "replayLine")->count(), 0);

    // Kept on request, to look at.
    const QString dir = qEnvironmentVariable("ATLAS_RENDER_DIR");
    if (!dir.isEmpty()) {
        slider->setValue(10);
        panel.grab().save(dir + QStringLiteral("/gradients-training-replay.png"));
        panel.resize(700, 900);
        QCoreApplication::processEvents();
        panel.grab().save(dir + QStringLiteral("/gradients-training-narrow.png"));
    }

    // Reset: a new model, no history.
    panel.reset();
    QVERIFY(panel.findChild<ReplayBar *>()->isHidden());
    QCOMPARE(panel.history().size(), std::size_t(0));
    QCOMPARE(part<TrainingWatch>(&panel, "trainingWatch")->step(), 0);
}

void TestTrainingPanel::aPacedRunGoesNoFasterThanItsPace()
{
    DecoderSession session{DecoderParams()};
    TrainingPanel panel(session);
    part<QCheckBox>(&panel, "paceCheck")->setChecked(true);
    panel.setSteps(300);
    QElapsedTimer timer;
    timer.start();
    panel.train();
    QTest::qWait(400);
    // Step s is due at s × pace / 300 (about 67 ms each): whatever the machine, no more.
    const double perStep = std::chrono::duration<double, std::milli>(TrainingPanel::watchablePace).count() / 300;
    const qint64 elapsed = timer.elapsed();
    QVERIFY2(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->count() <= elapsed / perStep + 2,
             qPrintable(QStringLiteral("%1 steps in %2 ms").arg(part<QLineSeries>(panel.chartView()->chart(), "lossSeries")->count()).arg(elapsed)));
    QVERIFY(panel.isRunning());
    // Cancel answers during the wait.
    panel.cancel();
    panel.waitForFinished();
    QVERIFY(panel.statusText().startsWith(QStringLiteral("Cancelled after")));
}
