// LongContextSession and WindowSpeedup: the reach of a windowed stack against a brute-force
// walk through the layers' masks, pair counts against the engine's mask, the decoders trained
// and measured (shapes, reproducibility, the cache of findings), Cancel, and the speed-up's
// pair counts and cancellation.
#include "longcontextsession.h"
#include "windowspeedup.h"
#include "sdk/backgroundmeasurement.h"

#include "suiteregistry.h"

#include <atlas/attentionmask.h>
#include <atlas/structuredmask.h>

#include <QSignalSpy>
#include <QTest>

#include <atomic>

using namespace atlas;

class TestLongContextSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void reachIsTheLayersBruteForceNeeds();
    void pairCountsMatchTheEngine();
    void bandFollowsItsLimits();
    void decodersAreTrainedAndMeasured();
    void trainingCanBeCancelled();
    void anotherSeedTrainsAnotherRun();
    void readingsAreFineTunedAtTheLongerLengths();
    void speedupCountsPairsAndStops();
};

// Query i can hear key j after L layers iff a chain j = k₀ ≤ k₁ ≤ … ≤ k_L = i exists whose
// steps each lie in the band (k_{m+1} − k_m < W): the boolean product of L band masks.
void TestLongContextSession::reachIsTheLayersBruteForceNeeds()
{
    for (int t : {5, 13}) {
        for (int w : {1, 2, 3, 5}) {
            const BoolMatrix band = AttentionMask::build(t, true, {}, w);
            BoolMatrix reached = band;
            for (int layers = 1; layers <= 4; ++layers) {
                if (layers > 1) {
                    BoolMatrix next = BoolMatrix::Constant(t, t, false);
                    for (int i = 0; i < t; ++i)
                        for (int k = 0; k < t; ++k)
                            if (band(i, k))
                                for (int j = 0; j < t; ++j)
                                    next(i, j) = next(i, j) || reached(k, j);
                    reached = next;
                }
                for (int i = 0; i < t; ++i)
                    for (int j = 0; j < t; ++j) {
                        const int needed = LongContextSession::layersToReach(i, j, w);
                        QVERIFY2((needed >= 1 && needed <= layers) == bool(reached(i, j)),
                                 qPrintable(QStringLiteral("T %1 W %2 L %3 (%4, %5): %6").arg(t).arg(w).arg(layers).arg(i).arg(j).arg(needed)));
                    }
            }
        }
    }
    QCOMPARE(LongContextSession::receptiveField(32, 4096), qint64(131041)); // Mistral 7B: 32 · 4095 back, and itself
}

void TestLongContextSession::pairCountsMatchTheEngine()
{
    for (qint64 t : {1, 7, 24, 1000})
        for (qint64 w : {1, 3, 24, 512}) {
            QCOMPARE(LongContextSession::windowPairs(t, w), StructuredMask::causal().withWindow(w).allowedPairs(t, t));
            QCOMPARE(LongContextSession::causalPairs(t), StructuredMask::causal().allowedPairs(t, t));
        }
    QCOMPARE(LongContextSession::windowPairs(16384, 512), qint64(8257792));
}

void TestLongContextSession::bandFollowsItsLimits()
{
    LongContextSession session{LongContextParams()};
    QSignalSpy changed(&session, &LongContextSession::bandChanged);
    session.setWindow(100);
    QCOMPARE(session.window(), session.length()); // at most T
    session.setLength(6);
    QCOMPARE(session.window(), 6);                // W follows T down
    session.setLength(1000);
    QCOMPARE(session.length(), declared::long_context::length::maximum);
    session.setLayers(0);
    QCOMPARE(session.layers(), 1);
    QCOMPARE(changed.count(), 4);
    session.reset();
    QCOMPARE(session.length(), 24);
    QCOMPARE(session.window(), 4);
    QCOMPARE(session.layers(), 3);
    const std::vector<std::vector<int>> reach = session.reach();
    QCOMPARE(reach[23][23], 1);
    QCOMPARE(reach[23][20], 1);  // inside the window
    QCOMPARE(reach[23][19], 2);  // one relay
    QCOMPARE(reach[23][14], 3);  // 9 back: three layers of 3
    QCOMPARE(reach[23][13], 0);  // out of reach in three layers
    QCOMPARE(reach[3][4], 0);    // the future
}

void TestLongContextSession::decodersAreTrainedAndMeasured()
{
    LongContextParams params;
    params.steps = 30; // the mechanics; what a trained decoder shows is tst_sinkexperiment's
    params.seed = 5;
    LongContextSession session(params);
    QCOMPARE(session.state(), LongContextSession::State::Untrained);
    QSignalSpy state(&session, &LongContextSession::stateChanged);
    session.train();
    QCOMPARE(session.state(), LongContextSession::State::Training);
    session.waitForWorker();
    QCOMPARE(session.state(), LongContextSession::State::Ready);
    const LongContextFindings f = *session.findings();
    QCOMPARE(f.steps, 30);
    QCOMPARE(f.firstTokenMass.size(), std::size_t(4)); // two layers of two heads
    for (double m : f.firstTokenMass)
        QVERIFY(m > 0 && m <= 1);
    QCOMPARE(f.streamLossEvicted.size(), std::size_t(LongContextSession::streamLength() - 1));
    QCOMPARE(f.streamLossKept.size(), f.streamLossEvicted.size());
    // Until the cache is full nothing is evicted: both read the same tokens.
    for (Index t = 0; t < f.cacheBudget; ++t)
        QCOMPARE(f.streamLossKept[std::size_t(t)], f.streamLossEvicted[std::size_t(t)]);
    // At the trained length there is nothing to scale: the three rotary readings are one.
    QCOMPARE(f.lengthLoss[LongContextFindings::Interpolated][0], f.lengthLoss[LongContextFindings::Rotary][0]);
    QCOMPARE(f.lengthLoss[LongContextFindings::NtkScaled][0], f.lengthLoss[LongContextFindings::Rotary][0]);
    QVERIFY(f.lengthLoss[LongContextFindings::Interpolated][2] != f.lengthLoss[LongContextFindings::Rotary][2]);
    for (const auto &row : f.lengthLoss)
        for (double loss : row)
            QVERIFY(std::isfinite(loss) && loss > 0);
    // The same steps and seed: the same numbers, from this process's findings without training.
    const std::optional<LongContextFindings> again = LongContextSession::compute(30, 5);
    QVERIFY(again);
    QCOMPARE(again->sinkLoss, f.sinkLoss);
    LongContextSession second(params);
    second.train();
    QCOMPARE(second.state(), LongContextSession::State::Ready); // at once
    QCOMPARE(second.findings()->lengthLoss, f.lengthLoss);
}

void TestLongContextSession::trainingCanBeCancelled()
{
    LongContextParams params;
    params.steps = 20000;
    params.seed = 7;
    LongContextSession session(params);
    session.train();
    QTRY_VERIFY(session.progress() > 0);
    session.cancel();
    session.waitForWorker();
    QCOMPARE(session.state(), LongContextSession::State::Untrained);
    QVERIFY(!session.findings());
    int calls = 0;
    QVERIFY(!LongContextSession::compute(200, 8, [&calls](double) { return ++calls < 3; }));
}

// Train again with the same seed: the same findings, said so; another seed: other numbers; a
// cancelled run is said so.
void TestLongContextSession::anotherSeedTrainsAnotherRun()
{
    LongContextParams params;
    params.steps = 30;
    params.seed = 5;
    LongContextSession session(params);
    session.trainNow();
    const LongContextFindings first = *session.findings();
    QVERIFY(!session.lastRunRepeated());
    session.train(true);
    session.waitForWorker();
    QVERIFY(session.lastRunRepeated());
    QVERIFY(*session.findings() == first);
    QSignalSpy seed(&session, &LongContextSession::seedChanged);
    session.setSeed(6);
    QCOMPARE(seed.count(), 1);
    session.train(true);
    session.waitForWorker();
    QCOMPARE(session.findings()->seed, std::uint64_t(6));
    QVERIFY(!session.lastRunRepeated());
    QVERIFY(session.findings()->sinkLoss != first.sinkLoss);
    LongContextParams slow = params;
    slow.steps = 20000;
    LongContextSession cancelled(slow);
    cancelled.setSeed(6);
    cancelled.train();
    QTRY_VERIFY(cancelled.progress() > 0);
    cancelled.cancel();
    cancelled.waitForWorker();
    QVERIFY(cancelled.lastRunCancelled());
    QCOMPARE(cancelled.state(), LongContextSession::State::Untrained);
}

void TestLongContextSession::readingsAreFineTunedAtTheLongerLengths()
{
    LongContextParams params;
    params.steps = 30;
    params.tuneSteps = 5;
    params.seed = 5;
    LongContextSession session(params);
    QVERIFY(!session.fineTune()); // nothing trained yet
    session.trainNow();
    const LongContextFindings trained = *session.findings();
    QVERIFY(!trained.tuned);
    QVERIFY(session.fineTune());
    QCOMPARE(session.state(), LongContextSession::State::FineTuning);
    QVERIFY(!session.fineTune()); // one run at a time
    session.waitForWorker();
    QCOMPARE(session.state(), LongContextSession::State::Ready);
    const LongContextFindings &f = *session.findings();
    QVERIFY(f.tuned);
    QCOMPARE(f.tuneSteps, 5);
    QCOMPARE(f.lengthLoss, trained.lengthLoss); // the untuned figures stay
    for (int v = 0; v < LongContextFindings::rotaryReadings; ++v) {
        QCOMPARE(f.tunedLoss[std::size_t(v)][0], f.lengthLoss[std::size_t(v)][0]); // nothing to tune at the trained length
        for (std::size_t l = 1; l < LongContextFindings::lengthFactors.size(); ++l) {
            QVERIFY(std::isfinite(f.tunedLoss[std::size_t(v)][l]));
            QVERIFY(f.tunedLoss[std::size_t(v)][l] != f.lengthLoss[std::size_t(v)][l]); // the steps changed the weights
        }
    }
    // The same steps give the same numbers.
    const std::optional<LongContextFindings> again = LongContextSession::computeTuned(trained, 5);
    QVERIFY(again);
    QCOMPARE(again->tunedLoss, f.tunedLoss);
    QVERIFY(!LongContextSession::computeTuned(trained, 5, [](double) { return false; }));
}

void TestLongContextSession::speedupCountsPairsAndStops()
{
    const WindowSpeedup::Outcome o = WindowSpeedup::run({256, 16, 1});
    QVERIFY(!o.cancelled);
    QCOMPARE(o.causalPairs, std::int64_t(256 * 257 / 2));
    QCOMPARE(o.windowPairs, std::int64_t(LongContextSession::windowPairs(256, 16)));
    QCOMPARE(o.idealSpeedup(), double(o.causalPairs) / double(o.windowPairs));
    QVERIFY(o.causal.medianMs > 0 && o.windowed.medianMs > 0);
    const std::atomic<bool> stop{true};
    QVERIFY(WindowSpeedup::run({1024, 16, 1}, &stop).cancelled);
    QVERIFY_THROWS_EXCEPTION(ShapeError, WindowSpeedup::run({0, 16, 1}));
    BackgroundMeasurement<WindowSpeedup> background;
    QSignalSpy finished(&background.task(), &BackgroundTaskBase::finished);
    background.start({512, 32, 1});
    background.task().finishNow();
    QVERIFY(background.outcome());
    QCOMPARE(background.outcome()->settings.window, Index(32));
}

ATLAS_TEST_GUILESS_MAIN(TestLongContextSession)
#include "tst_longcontextsession.moc"
