// PaddingCost: the pairs a padded batch computes against those its queries may use, counted by
// hand for the chapter's batch; the key padding of each sequence; refusals.
#include <atlas/paddingcost.h>

#include "suiteregistry.h"

#include <QTest>

using namespace atlas;

class TestPaddingCost : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theChaptersBatch();
    void equalLengthsWasteNothing();
    void keyPaddingMarksTheSlotsPastEachLength();
    void refusals();
};

void TestPaddingCost::theChaptersBatch()
{
    // Lengths 5, 2, 3 padded to 5: 3·25 = 75 pairs computed; 25 + 4 + 9 = 38 useful to an
    // encoder, 15 + 3 + 6 = 24 to a decoder; packed into one row of 10: 100 dense pairs.
    const PaddingCost encoder = PaddingCost::of({5, 2, 3}, false);
    QCOMPARE(encoder.sequences, Index(3));
    QCOMPARE(encoder.longest, Index(5));
    QCOMPARE(encoder.slots, Index(15));
    QCOMPARE(encoder.tokens, Index(10));
    QCOMPARE(encoder.computedPairs, Index(75));
    QCOMPARE(encoder.usefulPairs, Index(38));
    QCOMPARE(encoder.packedDensePairs, Index(100));
    QCOMPARE(encoder.wastedShare(), 1.0 - 38.0 / 75.0);
    const PaddingCost decoder = PaddingCost::of({5, 2, 3}, true);
    QCOMPARE(decoder.computedPairs, Index(75));
    QCOMPARE(decoder.usefulPairs, Index(24));
}

void TestPaddingCost::equalLengthsWasteNothing()
{
    const PaddingCost c = PaddingCost::of({4, 4, 4}, false);
    QCOMPARE(c.usefulPairs, c.computedPairs);
    QCOMPARE(c.wastedShare(), 0.0);
    QCOMPARE(c.slots, c.tokens);
}

void TestPaddingCost::keyPaddingMarksTheSlotsPastEachLength()
{
    QCOMPARE(PaddingCost::keyPadding({5, 2, 3}, 1), (KeyPadding{false, false, true, true, true}));
    QCOMPARE(PaddingCost::keyPadding({5, 2, 3}, 0), KeyPadding(5, false));
    QCOMPARE(PaddingCost::keyPadding({5, 2, 3}, 2), (KeyPadding{false, false, false, true, true}));
}

void TestPaddingCost::refusals()
{
    QVERIFY_THROWS_EXCEPTION(ShapeError, PaddingCost::of({}, false));
    QVERIFY_THROWS_EXCEPTION(ShapeError, PaddingCost::of({3, 0}, false));
    QVERIFY_THROWS_EXCEPTION(ShapeError, PaddingCost::keyPadding({3, 2}, 2));
}

ATLAS_TEST_APPLESS_MAIN(TestPaddingCost)
#include "tst_paddingcost.moc"
