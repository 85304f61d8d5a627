// KernelScalingSweep, the history chapter's measured kernel lab without its widgets: each point
// is the engine's own KernelBenchmark for that request (allowed pairs, work, memory, runs), the
// counted model is AttentionCost's, progress rises to 1, Cancel stops a long sweep long before
// its end, and a dense point beyond 2²⁷ scores is not run. Nothing about speed is asserted.
#include "kernelscalingsweep.h"

#include "suiteregistry.h"

#include <atlas/attentioncost.h>
#include <atlas/attentionkerneloptions.h>

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace atlas;
using Kernel = KernelScalingSweep::Kernel;

class TestKernelScalingSweep : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void settingsAreNormalized();
    void requestsAndCountedModel();
    void pointsEqualTheEnginesForSmallT();
    void progressRisesToOne();
    void cancelStopsPromptly();
    void denseBeyondItsLimitIsNotRun();
};

void TestKernelScalingSweep::settingsAreNormalized()
{
    KernelScalingSweep::Settings s;
    s.fromLength = 5000; // not a power of two, and above `to`
    s.toLength = 300;
    s.heads = 0;
    s.repeats = 1000;
    s.threads = 0;
    const KernelScalingSweep::Settings n = KernelScalingSweep::normalized(s);
    QCOMPARE(n.fromLength, Index(256));
    QCOMPARE(n.toLength, Index(4096));
    QCOMPARE(n.lengths(), (QList<Index>{256, 512, 1024, 2048, 4096}));
    QCOMPARE(n.heads, Index(1));
    QCOMPARE(n.repeats, KernelScalingSweep::maxRepeats);
    QCOMPARE(n.threads, 1);
    s.fromLength = 1;
    s.toLength = 1 << 20;
    QCOMPARE(KernelScalingSweep::normalized(s).lengths().constFirst(), Index(256));
    QCOMPARE(KernelScalingSweep::normalized(s).lengths().constLast(), Index(8192));
}

void TestKernelScalingSweep::requestsAndCountedModel()
{
    KernelScalingSweep::Settings s;
    s.heads = 2;
    s.headWidth = 16;
    s.documents = 4;
    s.threads = 2;
    s.repeats = 3;
    const KernelBenchmark::Request dense = KernelScalingSweep::request(s, 256, Kernel::Dense);
    QCOMPARE(dense.kernel, KernelBenchmark::Kernel::Dense);
    QCOMPARE(dense.pass, KernelBenchmark::Pass::Forward);
    QVERIFY(dense.causal && dense.documents == 0 && !dense.measureGemm);
    QCOMPARE(dense.threads, 2);
    QCOMPARE(dense.repeats, 3);
    const KernelBenchmark::Request documents = KernelScalingSweep::request(s, 256, Kernel::TiledDocuments);
    QCOMPARE(documents.kernel, KernelBenchmark::Kernel::Tiled);
    QVERIFY(documents.causal);
    QCOMPARE(documents.documents, Index(4));
    QCOMPARE(KernelScalingSweep::request(s, 256, Kernel::Tiled).documents, Index(0));

    // Operations: 2·H·(dₖ + dᵥ) per pair computed — all T² for dense, the allowed ones otherwise.
    QCOMPARE(KernelScalingSweep::countedOperations(s, 256, Kernel::Dense), 2.0 * 2 * 32 * 256 * 256);
    QCOMPARE(KernelScalingSweep::countedOperations(s, 256, Kernel::Tiled), 2.0 * 2 * 32 * (256 * 257 / 2));
    QCOMPARE(KernelScalingSweep::countedOperations(s, 256, Kernel::TiledDocuments), 2.0 * 2 * 32 * (4 * 64 * 65 / 2));
    QCOMPARE(KernelScalingSweep::countedOperations(s, 256, Kernel::Dense), AttentionCost::attentionOperations(256, 2, 16, 16));
    // Score bytes: H·T²·b dense; (Br·Bc + 2T)·H·b tiled, with the kernel's default tile.
    QCOMPARE(KernelScalingSweep::countedScoreBytes(s, 256, Kernel::Dense), 256.0 * 256 * 2 * 4);
    const Index br = AttentionKernelOptions::defaultTileRows(4, 16, 16), bc = AttentionKernelOptions::defaultTileColumns(4, 16, 16);
    QCOMPARE(KernelScalingSweep::countedScoreBytes(s, 256, Kernel::Tiled), double(br * bc + 2 * 256) * 2 * 4);
    s.singlePrecision = false;
    QCOMPARE(KernelScalingSweep::countedScoreBytes(s, 512, Kernel::Dense), 512.0 * 512 * 2 * 8);
}

void TestKernelScalingSweep::pointsEqualTheEnginesForSmallT()
{
    KernelScalingSweep::Settings s;
    s.fromLength = s.toLength = 256;
    s.heads = 2;
    s.headWidth = 16;
    s.documents = 4;
    s.repeats = 2;
    KernelScalingSweep sweep;
    QSignalSpy finished(&sweep, &KernelScalingSweep::finished);
    sweep.start(s);
    sweep.finishNow();
    QCOMPARE(sweep.points().size(), 3);
    QVERIFY(sweep.gemmGflops() && *sweep.gemmGflops() > 0);
    QVERIFY(sweep.blasGflops() && *sweep.blasGflops() > 0);
    QCOMPARE(*sweep.ceilingGflops(), std::max(*sweep.gemmGflops(), *sweep.blasGflops()));
    const std::int64_t expectedPairs[] = {256 * 257 / 2, 256 * 257 / 2, 4 * 64 * 65 / 2};
    for (Kernel kernel : KernelScalingSweep::kernels()) {
        const std::optional<KernelScalingSweep::Point> p = sweep.point(256, kernel);
        QVERIFY(p && !p->skipped && !p->result.cancelled);
        const KernelBenchmark::Result direct = KernelBenchmark::run(KernelScalingSweep::request(s, 256, kernel));
        QCOMPARE(p->result.allowedPairs, expectedPairs[static_cast<int>(kernel)]);
        QCOMPARE(p->result.allowedPairs, direct.allowedPairs);
        QCOMPARE(p->result.flops, direct.flops);
        QCOMPARE(p->result.peakExtraBytes, direct.peakExtraBytes);
        QCOMPARE(p->result.milliseconds.size(), std::size_t(2));
        QVERIFY(p->result.medianMs > 0);
        QCOMPARE(*sweep.roofline(*p), p->result.gflops / *sweep.ceilingGflops());
    }
    // The dense kernel keeps its H·T² probabilities: the counted score bytes, measured.
    QVERIFY(double(sweep.point(256, Kernel::Dense)->result.peakExtraBytes) >= KernelScalingSweep::countedScoreBytes(s, 256, Kernel::Dense));
    QVERIFY(sweep.point(256, Kernel::Tiled)->result.peakExtraBytes < sweep.point(256, Kernel::Dense)->result.peakExtraBytes);
    QVERIFY(finished.count() == 1 || finished.wait(10000));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QVERIFY(!sweep.wasCancelled());
}

void TestKernelScalingSweep::progressRisesToOne()
{
    KernelScalingSweep::Settings s;
    s.fromLength = 256;
    s.toLength = 512;
    s.headWidth = 16;
    s.repeats = 1;
    KernelScalingSweep sweep;
    QList<double> reported;
    connect(&sweep, &KernelScalingSweep::progressChanged, this, [&reported](double f) { reported.append(f); });
    QSignalSpy finished(&sweep, &KernelScalingSweep::finished);
    QSignalSpy measured(&sweep, &KernelScalingSweep::pointMeasured);
    sweep.start(s);
    QVERIFY(finished.wait(60000));
    // The start and the end at least. Steps on the way are delivered as the event loop comes
    // round, merged when it lags behind the worker (BackgroundTask's contract: never reordered,
    // never invented): on a loaded machine this 30 ms sweep may show none, so counting them
    // would test the machine's load.
    QVERIFY(reported.size() >= 2);
    QVERIFY(std::is_sorted(reported.begin(), reported.end()));
    QCOMPARE(reported.constFirst(), 0.0);
    QCOMPARE(reported.constLast(), 1.0);
    QCOMPARE(measured.count(), 6); // two lengths × three kernels, each reported as it arrives
    QCOMPARE(sweep.points().size(), 6);
}

void TestKernelScalingSweep::cancelStopsPromptly()
{
    // The whole range at the largest width: minutes of work. Cancelled after its first point,
    // it ends long before — the test's time limit is the proof, not a timing assertion.
    KernelScalingSweep::Settings s;
    s.fromLength = 256;
    s.toLength = 8192;
    s.headWidth = 256;
    s.repeats = 20;
    s.singlePrecision = false;
    KernelScalingSweep sweep;
    QSignalSpy finished(&sweep, &KernelScalingSweep::finished);
    QSignalSpy measured(&sweep, &KernelScalingSweep::pointMeasured);
    sweep.start(s);
    QVERIFY(measured.wait(60000));
    sweep.cancel(); // returns at once: the worker sees the flag between tiles
    QVERIFY(finished.count() == 1 || finished.wait(20000));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(sweep.wasCancelled());
    QVERIFY(!sweep.isRunning());
    QVERIFY(sweep.points().size() < 18);
    QVERIFY(sweep.progress() < 1);
    // A new run after a cancelled one starts clean.
    s.toLength = 256;
    s.headWidth = 8;
    s.repeats = 1;
    sweep.start(s);
    sweep.finishNow();
    QCOMPARE(sweep.points().size(), 3);
    QCOMPARE(sweep.points().constFirst().length, Index(256));
}

void TestKernelScalingSweep::denseBeyondItsLimitIsNotRun()
{
    KernelScalingSweep::Settings s;
    s.heads = 16;
    QVERIFY(KernelScalingSweep::runs(s, 2048, Kernel::Dense));     // 16·2²² = 2²⁶ scores
    QVERIFY(!KernelScalingSweep::runs(s, 4096, Kernel::Dense));    // 2²⁸ > 2²⁷
    QVERIFY(KernelScalingSweep::runs(s, 8192, Kernel::Tiled));
    s.heads = 2;
    QVERIFY(KernelScalingSweep::runs(s, 8192, Kernel::Dense));     // 2·2²⁶ = 2²⁷
    s.heads = 4;
    QVERIFY(!KernelScalingSweep::runs(s, 8192, Kernel::Dense));
}

ATLAS_TEST_GUILESS_MAIN(TestKernelScalingSweep)
#include "tst_kernelscalingsweep.moc"
