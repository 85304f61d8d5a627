// KernelBenchmark: what the bench command and a lab report is consistent — the work
// accounting, the allowed pairs, the memory of each kernel, the timed runs — and cancel and
// progress behave as a worker thread needs. Nothing about speed is asserted.
#include <atlas/kernelbenchmark.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <cmath>

using namespace atlas;
using enginetest::cat;

class TestKernelBenchmark : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void reportsConsistentFigures();
    void denseKeepsTheScores();
    void progressRisesToOneAndCancelStops();
    void measuresAGivenDocumentLayout();
    void refusesBadRequests();
    void comparesTwoMasks();
};

void TestKernelBenchmark::reportsConsistentFigures()
{
    KernelBenchmark::Request r;
    r.length = 100;
    r.heads = 2;
    r.dk = 8;
    r.dv = 4;
    r.documents = 4;
    r.pass = KernelBenchmark::Pass::ForwardBackward;
    r.repeats = 3;
    r.threads = 2;
    const KernelBenchmark::Result result = KernelBenchmark::run(r);
    QVERIFY(!result.cancelled);
    QCOMPARE(result.milliseconds.size(), std::size_t(3));
    QCOMPARE(result.minMs, *std::min_element(result.milliseconds.begin(), result.milliseconds.end()));
    QVERIFY(result.minMs > 0 && result.minMs <= result.medianMs);
    QCOMPARE(result.allowedPairs, std::int64_t(4 * 25 * 26 / 2)); // four causal documents of 25
    QCOMPARE(result.flops, 2.0 * 2 * (8 + 4) * double(result.allowedPairs) * 3.5);
    QCOMPARE(result.gflops, result.flops / (result.medianMs * 1e6));
    QVERIFY(result.gemmGflops > 0);
    QVERIFY(result.blasGflops > 0);
    QCOMPARE(result.roofline(), result.gflops / std::max(result.gemmGflops, result.blasGflops));
    QVERIFY(result.peakExtraBytes > 0);
    QVERIFY(result.threads >= 1 && result.threads <= 2);
}

void TestKernelBenchmark::denseKeepsTheScores()
{
    KernelBenchmark::Request r;
    r.kernel = KernelBenchmark::Kernel::Dense;
    r.singlePrecision = false;
    r.length = 64;
    r.heads = 3;
    r.dk = r.dv = 4;
    r.repeats = 1;
    r.measureGemm = false;
    const KernelBenchmark::Result dense = KernelBenchmark::run(r);
    QCOMPARE(dense.peakExtraBytes, std::size_t(3 * 64 * 64 * sizeof(double)));
    QCOMPARE(dense.gemmGflops, 0.0);
    QCOMPARE(dense.blasGflops, 0.0);
    QCOMPARE(dense.roofline(), 0.0);
    r.kernel = KernelBenchmark::Kernel::Tiled;
    QVERIFY(KernelBenchmark::run(r).peakExtraBytes < dense.peakExtraBytes);
}

void TestKernelBenchmark::progressRisesToOneAndCancelStops()
{
    KernelBenchmark::Request r;
    r.length = 256;
    r.dk = r.dv = 16;
    r.repeats = 2;
    r.pass = KernelBenchmark::Pass::ForwardBackward;
    r.measureGemm = false;
    std::vector<double> reported;
    KernelBenchmark::run(r, nullptr, [&reported](double f) { reported.push_back(f); });
    QVERIFY(!reported.empty());
    QVERIFY(std::is_sorted(reported.begin(), reported.end()));
    QCOMPARE(reported.back(), 1.0);
    std::atomic<bool> cancel{true};
    const KernelBenchmark::Result stopped = KernelBenchmark::run(r, &cancel);
    QVERIFY(stopped.cancelled);
    QVERIFY(stopped.milliseconds.empty());
    // Cancelled from the progress callback, as a lab's Cancel button would, mid-run.
    std::atomic<bool> later{false};
    const KernelBenchmark::Result midway = KernelBenchmark::run(r, &later, [&later](double f) {
        if (f > 0.4)
            later = true;
    });
    QVERIFY(midway.cancelled);
}

void TestKernelBenchmark::measuresAGivenDocumentLayout()
{
    // A packed row as it is: documents of 3, 1 and 6 positions, causal within each.
    KernelBenchmark::Request r;
    r.length = 10;
    r.dk = r.dv = 4;
    r.repeats = 1;
    r.measureGemm = false;
    r.documentIds = {0, 0, 0, 1, 2, 2, 2, 2, 2, 2};
    const KernelBenchmark::Result packed = KernelBenchmark::run(r);
    QCOMPARE(packed.allowedPairs, std::int64_t(6 + 1 + 21));
    r.causal = false;
    QCOMPARE(KernelBenchmark::run(r).allowedPairs, std::int64_t(9 + 1 + 36));
    // The ids win over an equal split.
    r.documents = 2;
    QCOMPARE(KernelBenchmark::run(r).allowedPairs, std::int64_t(9 + 1 + 36));
}

void TestKernelBenchmark::refusesBadRequests()
{
    KernelBenchmark::Request r;
    r.length = 0;
    QVERIFY_THROWS_EXCEPTION(ShapeError, KernelBenchmark::run(r));
    r.length = 10;
    r.documents = 11;
    QVERIFY_THROWS_EXCEPTION(ShapeError, KernelBenchmark::run(r));
    r.documents = 0;
    r.documentIds = {0, 0, 1}; // three ids for ten positions
    QVERIFY_THROWS_EXCEPTION(ShapeError, KernelBenchmark::run(r));
    r.documentIds.clear();
    r.repeats = 0;
    QVERIFY_THROWS_EXCEPTION(ShapeError, KernelBenchmark::run(r));
}

// Causal against a sliding window: each side's figures are its own run's, the ideal is the
// ratio of their allowed pairs, progress rises to 1 across both, and a cancel stops it.
void TestKernelBenchmark::comparesTwoMasks()
{
    KernelBenchmark::Request causal;
    causal.length = 256;
    causal.repeats = 1;
    causal.measureGemm = false;
    KernelBenchmark::Request windowed = causal;
    windowed.window = 16;
    QCOMPARE(KernelBenchmark::allowedPairs(causal), std::int64_t(256 * 257 / 2));
    QCOMPARE(KernelBenchmark::allowedPairs(windowed), std::int64_t(256 * 16 - 16 * 15 / 2));
    double last = 0;
    bool rising = true;
    const KernelBenchmark::Comparison c = KernelBenchmark::compare(causal, windowed, nullptr, [&](double f) {
        rising = rising && f >= last - 1e-12;
        last = f;
    });
    QVERIFY(!c.cancelled);
    QCOMPARE(c.reference.allowedPairs, KernelBenchmark::allowedPairs(causal));
    QCOMPARE(c.candidate.allowedPairs, KernelBenchmark::allowedPairs(windowed));
    QCOMPARE(c.idealSpeedup(), double(256 * 257 / 2) / double(256 * 16 - 16 * 15 / 2));
    QCOMPARE(c.measuredSpeedup(), c.reference.medianMs / c.candidate.medianMs);
    QVERIFY(rising);
    QVERIFY(std::abs(last - 1.0) < 1e-9);
    const std::atomic<bool> stop{true};
    const KernelBenchmark::Comparison stopped = KernelBenchmark::compare(causal, windowed, &stop);
    QVERIFY(stopped.cancelled);
    QCOMPARE(stopped.candidate.medianMs, 0.0); // never run
}

ATLAS_TEST_APPLESS_MAIN(TestKernelBenchmark)
#include "tst_kernelbenchmark.moc"
