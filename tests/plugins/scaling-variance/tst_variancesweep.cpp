// VarianceSweep: what the background runs deliver is exactly the engine's result for the same
// configuration; results are cached per setting (a second request computes nothing, going back
// to a setting is instant); new settings and cancel stop the work; progress rises to 1.
#include "variancesweep.h"

#include "suiteregistry.h"

#include <QSignalSpy>
#include <QTest>

using namespace atlas;

namespace {

ScalingVarianceParams small()
{
    ScalingVarianceParams p;
    p.samples = 300;
    p.keys = 4;
    return p;
}

bool sameResult(const VarianceResult &a, const VarianceResult &b)
{
    return a.variance == b.variance && a.scaledVariance == b.scaledVariance && a.mean == b.mean
        && a.unscaled.counts == b.unscaled.counts && a.scaled.counts == b.scaled.counts
        && a.unscaled.edges == b.unscaled.edges && a.unscaledSaturation && b.unscaledSaturation
        && a.unscaledSaturation->meanEntropy == b.unscaledSaturation->meanEntropy
        && a.scaledSaturation->meanMaxProbability == b.scaledSaturation->meanMaxProbability;
}

} // namespace

class TestVarianceSweep : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sweepWidthsArePowersOfTwo();
    void resultsAreTheEnginesResults();
    void cachedWidthsAreNotRecomputed();
    void resultsAreKeptPerSetting();
    void cancelStopsTheWork();
    void newSettingsCancelTheWorkInProgress();
    void progressRisesToOne();
};

void TestVarianceSweep::sweepWidthsArePowersOfTwo()
{
    const QList<int> widths = VarianceSweep::sweepWidths();
    QCOMPARE(widths.size(), 11);
    QCOMPARE(widths.first(), 1);
    QCOMPARE(widths.last(), 1024);
    for (int i = 1; i < widths.size(); ++i)
        QCOMPARE(widths.at(i), 2 * widths.at(i - 1));
}

void TestVarianceSweep::resultsAreTheEnginesResults()
{
    VarianceSweep sweep;
    sweep.setSettings(small());
    QSignalSpy ready(&sweep, &VarianceSweep::resultReady);
    QSignalSpy finished(&sweep, &VarianceSweep::finished);
    sweep.compute({48, 1, 2, 4, 8});
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().first().toBool(), false);
    QCOMPARE(ready.size(), 5);
    QCOMPARE(ready.first().first().toInt(), 48); // in the order asked
    for (int dk : {48, 1, 2, 4, 8}) {
        const std::optional<VarianceResult> r = sweep.result(dk);
        QVERIFY(r);
        QVERIFY(sameResult(*r, ScalingVarianceExperiment::run(small().config(dk))));
    }
    QCOMPARE(sweep.results().size(), 5);
    QVERIFY(!sweep.isRunning());
}

void TestVarianceSweep::cachedWidthsAreNotRecomputed()
{
    VarianceSweep sweep;
    sweep.setSettings(small());
    QSignalSpy finished(&sweep, &VarianceSweep::finished);
    sweep.compute({3, 5});
    QVERIFY(finished.wait(60000));
    QSignalSpy ready(&sweep, &VarianceSweep::resultReady);
    sweep.compute({5, 3});
    QVERIFY(!sweep.isRunning());
    QCOMPARE(finished.size(), 2); // finished at once
    QCOMPARE(ready.size(), 0);
    sweep.compute({3, 7});
    QVERIFY(finished.wait(60000));
    QCOMPARE(ready.size(), 1);
    QCOMPARE(ready.first().first().toInt(), 7);
}

void TestVarianceSweep::resultsAreKeptPerSetting()
{
    VarianceSweep sweep;
    sweep.setSettings(small());
    QSignalSpy finished(&sweep, &VarianceSweep::finished);
    sweep.compute({16});
    QVERIFY(finished.wait(60000));
    const VarianceResult first = *sweep.result(16);
    ScalingVarianceParams broken = small();
    broken.coordinateStd = 2;
    sweep.setSettings(broken);
    QVERIFY(!sweep.result(16)); // another setting: nothing yet
    sweep.compute({16});
    QVERIFY(finished.wait(60000));
    QVERIFY(sweep.result(16)->variance > 4 * first.variance); // σ⁴ = 16 times, roughly
    sweep.setSettings(small());
    QVERIFY(sweep.result(16));
    QCOMPARE(sweep.result(16)->variance, first.variance);
}

void TestVarianceSweep::cancelStopsTheWork()
{
    VarianceSweep sweep;
    ScalingVarianceParams heavy = small();
    heavy.samples = declared::scaling_variance::samples::maximum;
    heavy.keys = declared::scaling_variance::keys::maximum;
    sweep.setSettings(heavy);
    QSignalSpy finished(&sweep, &VarianceSweep::finished);
    sweep.compute({1024}); // minutes of work if it were not cancelled
    QVERIFY(sweep.isRunning());
    QTest::qWait(50);
    sweep.cancel();
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(!sweep.result(1024));
    QVERIFY(!sweep.isRunning());
}

void TestVarianceSweep::newSettingsCancelTheWorkInProgress()
{
    VarianceSweep sweep;
    ScalingVarianceParams heavy = small();
    heavy.samples = declared::scaling_variance::samples::maximum;
    heavy.keys = declared::scaling_variance::keys::maximum;
    sweep.setSettings(heavy);
    sweep.compute({1024});
    QVERIFY(sweep.isRunning());
    sweep.setSettings(small());
    QSignalSpy finished(&sweep, &VarianceSweep::finished);
    sweep.compute({2});
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.last().first().toBool(), false);
    QVERIFY(sweep.result(2));
    // The heavy setting's result never arrived.
    sweep.setSettings(heavy);
    QVERIFY(!sweep.result(1024));
}

void TestVarianceSweep::progressRisesToOne()
{
    VarianceSweep sweep;
    sweep.setSettings(small());
    QList<double> seen;
    connect(&sweep, &VarianceSweep::progressChanged, this, [&seen](double f) { seen.append(f); });
    QSignalSpy finished(&sweep, &VarianceSweep::finished);
    sweep.compute(VarianceSweep::sweepWidths());
    QVERIFY(finished.wait(60000));
    QVERIFY(!seen.isEmpty());
    for (int i = 1; i < seen.size(); ++i)
        QVERIFY(seen.at(i) >= seen.at(i - 1));
    QVERIFY(seen.last() > 0.99);
    QCOMPARE(sweep.results().size(), 11);
}

ATLAS_TEST_GUILESS_MAIN(TestVarianceSweep)
#include "tst_variancesweep.moc"
