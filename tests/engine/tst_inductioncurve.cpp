// The chapter's training curve: steps grouped in blocks of ten with their means, the
// formation rule (the first block whose mean repeated-half accuracy reaches 50 %), a block
// cut short, truncation after a diverged run, and the text form kept in a model file.

#include "suiteregistry.h"

#include <atlas/inductioncurve.h>

#include <QTest>

using namespace atlas;

namespace {

TrainingStep step(std::int64_t n, double repeatedAccuracy, double loss = 3)
{
    TrainingStep s;
    s.step = n;
    s.loss = loss;
    s.firstHalf.loss = loss + 1;
    s.repeatedHalf.loss = loss - 1;
    s.firstHalf.accuracy = 0.03;
    s.repeatedHalf.accuracy = repeatedAccuracy;
    return s;
}

} // namespace

class TestInductionCurve : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void blocksOfTenHoldTheirMeans()
    {
        InductionCurve curve;
        for (int n = 1; n <= 25; ++n)
            curve.add(step(n, 0.1, double(n)));
        // Two closed blocks; the open one (21–25) is not drawn yet.
        QCOMPARE(curve.points().size(), std::size_t(2));
        QCOMPARE(curve.points()[0].step, 10);
        QCOMPARE(curve.points()[0].loss, 5.5); // mean of 1 … 10
        QCOMPARE(curve.points()[1].step, 20);
        QCOMPARE(curve.points()[1].repeatedHalfLoss, 14.5);
        QCOMPARE(curve.points()[1].firstHalfAccuracy, 0.03);
        QCOMPARE(curve.lastStep(), 25);
    }

    void formsAtTheFirstBlockAtHalfAccuracy()
    {
        InductionCurve curve;
        // Block 11–20 averages 0.45 (not yet); block 21–30 averages 0.55.
        for (int n = 1; n <= 10; ++n)
            curve.add(step(n, 0.02));
        for (int n = 11; n <= 20; ++n)
            curve.add(step(n, n <= 15 ? 0.4 : 0.5));
        QVERIFY(!curve.formedAt());
        for (int n = 21; n <= 30; ++n)
            curve.add(step(n, n <= 25 ? 0.5 : 0.6));
        QCOMPARE(curve.formedAt(), std::optional<std::int64_t>(30));
        // Later blocks do not move the mark, even if accuracy dips.
        for (int n = 31; n <= 40; ++n)
            curve.add(step(n, 0.1));
        QCOMPARE(curve.formedAt(), std::optional<std::int64_t>(30));
    }

    void aStepOutsideTheOpenBlockClosesIt()
    {
        // A model restored at step 7 goes on at 8: its first block has the steps it has.
        InductionCurve curve;
        for (int n = 8; n <= 10; ++n)
            curve.add(step(n, 0.2, 2));
        QCOMPARE(curve.points().size(), std::size_t(1));
        QCOMPARE(curve.points()[0].step, 10);
        QCOMPARE(curve.points()[0].loss, 2.0);
    }

    void truncateForgetsWhatCameAfter()
    {
        InductionCurve curve;
        for (int n = 1; n <= 35; ++n)
            curve.add(step(n, n > 20 ? 0.9 : 0.05));
        QCOMPARE(curve.formedAt(), std::optional<std::int64_t>(30));
        curve.truncateAfter(24);
        QCOMPARE(curve.points().size(), std::size_t(2));
        QCOMPARE(curve.points().back().step, 20);
        QVERIFY(!curve.formedAt());
        QVERIFY(curve.lastStep() <= 24);
        for (int n = 21; n <= 30; ++n)
            curve.add(step(n, 0.9));
        QCOMPARE(curve.points().size(), std::size_t(3));
        QCOMPARE(curve.formedAt(), std::optional<std::int64_t>(30));
    }

    void textRoundTrips()
    {
        InductionCurve curve;
        for (int n = 1; n <= 43; ++n)
            curve.add(step(n, n > 20 ? 0.9 : 0.05, 1.0 / n));
        const std::optional<InductionCurve> back = InductionCurve::fromText(curve.toText());
        QVERIFY(back);
        QCOMPARE(back->points().size(), curve.points().size());
        for (std::size_t i = 0; i < curve.points().size(); ++i) {
            QCOMPARE(back->points()[i].step, curve.points()[i].step);
            QCOMPARE(back->points()[i].loss, curve.points()[i].loss);
            QCOMPARE(back->points()[i].repeatedHalfAccuracy, curve.points()[i].repeatedHalfAccuracy);
        }
        QCOMPARE(back->formedAt(), curve.formedAt());
        QVERIFY(!InductionCurve::fromText("not a curve"));
        QVERIFY(!InductionCurve::fromText("curve1;10,abc"));
    }
};

ATLAS_TEST_APPLESS_MAIN(TestInductionCurve)
#include "tst_inductioncurve.moc"
