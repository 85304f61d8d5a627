// PackingSpeedup, the efficiency panel's measurement without its widgets: the row measured is
// the block's documents scaled, its pair counts are the masks' (by hand), each kernel run is
// the engine's KernelBenchmark for that mask, progress rises to 1, Cancel stops it, and rows
// out of range are refused. Nothing about speed is asserted.
#include "packingspeedup.h"
#include "sdk/backgroundmeasurement.h"

#include "suiteregistry.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace atlas;

class TestPackingSpeedup : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void scalingKeepsTheDocuments();
    void pairsAndRunsAreTheEngines();
    void inTheBackgroundWithProgress();
    void cancelStops();
    void refusesRowsOutOfRange();
};

void TestPackingSpeedup::scalingKeepsTheDocuments()
{
    QCOMPARE(PackingSpeedup::scaledIds({0, 0, 1}, 3), (std::vector<std::int64_t>{0, 0, 0, 0, 0, 0, 1, 1, 1}));
    QCOMPARE(PackingSpeedup::scaledIds({4, 2}, 1), (std::vector<std::int64_t>{4, 2}));
    QCOMPARE(PackingSpeedup::scaleFor(10, 2048), Index(204));
    QCOMPARE(PackingSpeedup::scaleFor(10, 5), Index(1));
    QCOMPARE(PackingSpeedup::scaleFor(1, 1 << 20), PackingSpeedup::maxScale);
}

void TestPackingSpeedup::pairsAndRunsAreTheEngines()
{
    // The seed's first block: documents of 5 and 5 slots, each slot standing for 20 positions.
    PackingSpeedup::Settings s;
    s.documentIds = {0, 0, 0, 0, 0, 1, 1, 1, 1, 1};
    s.scale = 20;
    s.headWidth = 16;
    s.repeats = 2;
    const PackingSpeedup::Outcome o = PackingSpeedup::run(s);
    QVERIFY(!o.cancelled);
    QCOMPARE(o.length, Index(200));
    QCOMPARE(o.causalPairs, std::int64_t(200 * 201 / 2));
    QCOMPARE(o.allowedPairs, std::int64_t(2 * 100 * 101 / 2));
    QCOMPARE(o.idealSpeedup(), 20100.0 / 10100.0);
    QCOMPARE(o.causal.allowedPairs, o.causalPairs);
    QCOMPARE(o.documents.allowedPairs, o.allowedPairs);
    QCOMPARE(o.causal.milliseconds.size(), std::size_t(2));
    QCOMPARE(o.documents.milliseconds.size(), std::size_t(2));
    QCOMPARE(o.measuredSpeedup(), o.causal.medianMs / o.documents.medianMs);
    // The same runs as the engine's benchmark of those masks: work and memory agree.
    KernelBenchmark::Request r;
    r.length = 200;
    r.dk = r.dv = 16;
    r.repeats = 1;
    r.measureGemm = false;
    r.documentIds = PackingSpeedup::scaledIds(s.documentIds, 20);
    const KernelBenchmark::Result direct = KernelBenchmark::run(r);
    QCOMPARE(o.documents.flops, direct.flops);
    QCOMPARE(o.documents.peakExtraBytes, direct.peakExtraBytes);
    // Scale 1 measures the block as packed.
    s.scale = 1;
    const PackingSpeedup::Outcome packed = PackingSpeedup::run(s);
    QCOMPARE(packed.length, Index(10));
    QCOMPARE(packed.allowedPairs, std::int64_t(30));
    QCOMPARE(packed.causalPairs, std::int64_t(55));
}

void TestPackingSpeedup::inTheBackgroundWithProgress()
{
    PackingSpeedup::Settings s;
    s.documentIds = {0, 0, 1, 1, 1, 2};
    s.scale = 50;
    s.headWidth = 16;
    s.repeats = 2;
    BackgroundMeasurement<PackingSpeedup> speedup;
    QList<double> reported;
    connect(&speedup.task(), &BackgroundTaskBase::progressChanged, this, [&reported](double f) { reported.append(f); });
    QSignalSpy finished(&speedup.task(), &BackgroundTaskBase::finished);
    speedup.start(s);
    QVERIFY(finished.wait(60000));
    QCOMPARE(speedup.task().wasCancelled(), false);
    QVERIFY(speedup.outcome());
    QCOMPARE(speedup.outcome()->settings, s);
    QCOMPARE(speedup.outcome()->length, Index(300));
    QVERIFY(reported.size() >= 2);
    QVERIFY(std::is_sorted(reported.begin(), reported.end()));
    QCOMPARE(reported.constFirst(), 0.0);
    QCOMPARE(reported.constLast(), 1.0);
}

void TestPackingSpeedup::cancelStops()
{
    PackingSpeedup::Settings s;
    s.documentIds = {0, 1};
    s.scale = 50;
    std::atomic<bool> stop{true};
    QVERIFY(PackingSpeedup::run(s, &stop).cancelled);

    // A long row cancelled at once: finished, cancelled, and no outcome passed off as measured.
    s.scale = 4096;
    s.headWidth = 256;
    s.repeats = 100;
    BackgroundMeasurement<PackingSpeedup> speedup;
    QSignalSpy finished(&speedup.task(), &BackgroundTaskBase::finished);
    speedup.start(s);
    speedup.task().cancel();
    QVERIFY(finished.count() == 1 || finished.wait(20000));
    QCOMPARE(speedup.task().wasCancelled(), true);
    QVERIFY(!speedup.task().isRunning());
    QVERIFY(!speedup.outcome());
}

void TestPackingSpeedup::refusesRowsOutOfRange()
{
    PackingSpeedup::Settings s;
    QVERIFY_THROWS_EXCEPTION(ShapeError, PackingSpeedup::run(s)); // no slots
    s.documentIds = {0, 1, 2, 3, 4};
    s.scale = 0;
    QVERIFY_THROWS_EXCEPTION(ShapeError, PackingSpeedup::run(s));
    s.scale = 4000; // 20000 positions > 16384
    QVERIFY_THROWS_EXCEPTION(ShapeError, PackingSpeedup::run(s));
}

ATLAS_TEST_GUILESS_MAIN(TestPackingSpeedup)
#include "tst_packingspeedup.moc"
