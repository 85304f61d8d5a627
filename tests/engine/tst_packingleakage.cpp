// PackingLeakage: an edit in one packed document moves no output of another document under
// the document-aware mask (exactly 0), moves later documents under the plain causal mask, and
// still moves them when only the positions are reset per document (the common bug).
#include <atlas/packingleakage.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

using namespace atlas;
using enginetest::cat;

namespace {

// The seed's block: documents [[11,12,13],[21,22,23,24]], block length 10, BOS 1, EOS 2.
//   slot   0    1  2  3  4     5    6  7  8  9
//   token ⟨BOS⟩ 11 12 13 ⟨EOS⟩ ⟨BOS⟩ 21 22 23 24
PackedBlock seedBlock()
{
    PackRequest request;
    request.documents = {{11, 12, 13}, {21, 22, 23, 24}};
    request.blockLength = 10;
    request.bos = 1;
    request.eos = 2;
    return Packer::pack(request).front();
}

PackingLeakage model(std::uint64_t seed = 3)
{
    LeakageModelConfig config;
    config.vocabulary = 25;
    return PackingLeakage(config, seed);
}

} // namespace

class TestPackingLeakage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void positionsRunOrRestart();
    void maskFollowsThePolicy();
    void documentAwareMaskGivesExactlyZeroAcrossDocuments_data();
    void documentAwareMaskGivesExactlyZeroAcrossDocuments();
    void plainCausalMaskLeaksIntoLaterDocuments();
    void resettingPositionsAloneStillLeaks();
    void leakageOnlyFlowsForward();
    void unchangedTokenMovesNothing();
    void rejectsBadInput();
};

void TestPackingLeakage::positionsRunOrRestart()
{
    const PackedBlock block = seedBlock();
    QCOMPARE(PackingLeakage::positions(block, false), (std::vector<Index>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
    QCOMPARE(PackingLeakage::positions(block, true), (std::vector<Index>{0, 1, 2, 3, 4, 0, 1, 2, 3, 4}));
}

void TestPackingLeakage::maskFollowsThePolicy()
{
    const PackedBlock block = seedBlock();
    const BoolMatrix aware = PackingLeakage::mask(block, LeakagePolicy::DocumentAware);
    const BoolMatrix plain = PackingLeakage::mask(block, LeakagePolicy::PlainCausal);
    QCOMPARE(PackingLeakage::mask(block, LeakagePolicy::ResetPositionsPlainCausal), plain);
    // Slot 7 reads 5, 6, 7 with the document-aware mask, 0 … 7 with the plain one.
    for (Index k = 0; k < 10; ++k) {
        QCOMPARE(aware(7, k), k >= 5 && k <= 7);
        QCOMPARE(plain(7, k), k <= 7);
    }
}

void TestPackingLeakage::documentAwareMaskGivesExactlyZeroAcrossDocuments_data()
{
    QTest::addColumn<int>("slot");
    QTest::addColumn<qint64>("replacement");
    QTest::addColumn<quint64>("seed");
    for (int slot = 0; slot < 10; ++slot)
        QTest::addRow("slot %d", slot) << slot << qint64(14 + slot) << quint64(3);
    QTest::newRow("slot 2, another seed") << 2 << qint64(0) << quint64(99);
}

void TestPackingLeakage::documentAwareMaskGivesExactlyZeroAcrossDocuments()
{
    QFETCH(int, slot);
    QFETCH(qint64, replacement);
    QFETCH(quint64, seed);
    const PackedBlock block = seedBlock();
    const LeakageReport report = model(seed).probe(block, slot, replacement, LeakagePolicy::DocumentAware);
    QCOMPARE(report.change.size(), std::size_t(10));
    const DocumentId instance = block.documentIds[std::size_t(slot)];
    for (int i = 0; i < 10; ++i) {
        const double change = report.change[std::size_t(i)];
        if (block.documentIds[std::size_t(i)] != instance || i < slot)
            QVERIFY2(change == 0.0, cat("position ", i, " moved by ", change).c_str());
        else
            QVERIFY2(change > 0.0, cat("position ", i, " of the edited document did not move").c_str());
    }
    QCOMPARE(report.maxOtherInstances, 0.0);
    QCOMPARE(report.otherPositionsMoved, Index(0));
    QVERIFY(report.maxSameInstance > 0);
}

void TestPackingLeakage::plainCausalMaskLeaksIntoLaterDocuments()
{
    const PackedBlock block = seedBlock();
    const LeakageReport report = model().probe(block, 2, 17, LeakagePolicy::PlainCausal);
    for (int i = 5; i < 10; ++i)
        QVERIFY2(report.change[std::size_t(i)] > 1e-6, cat("position ", i).c_str());
    QVERIFY(report.maxOtherInstances > 1e-6);
    QCOMPARE(report.otherPositionsMoved, Index(5));
    // Causality still holds: slots before the edit do not move.
    QCOMPARE(report.change[0], 0.0);
    QCOMPARE(report.change[1], 0.0);
}

void TestPackingLeakage::resettingPositionsAloneStillLeaks()
{
    const PackedBlock block = seedBlock();
    const LeakageReport report = model().probe(block, 3, 20, LeakagePolicy::ResetPositionsPlainCausal);
    QVERIFY(report.maxOtherInstances > 1e-6);
    QCOMPARE(report.otherPositionsMoved, Index(5));
    // The reset does change the outputs (it is not a no-op), it just does not isolate documents.
    const std::vector<std::int64_t> tokens(block.tokens.begin(), block.tokens.end());
    const Matrix<double> reset = model().forward(block, tokens, LeakagePolicy::ResetPositionsPlainCausal).output;
    const Matrix<double> plain = model().forward(block, tokens, LeakagePolicy::PlainCausal).output;
    QVERIFY(!enginetest::exactlyEqual(reset.bottomRows(5), plain.bottomRows(5)));
    QVERIFY(enginetest::exactlyEqual(reset.topRows(5), plain.topRows(5)));
}

void TestPackingLeakage::leakageOnlyFlowsForward()
{
    // An edit in the second document cannot reach the first, even with the plain causal mask.
    const PackedBlock block = seedBlock();
    for (LeakagePolicy policy : {LeakagePolicy::PlainCausal, LeakagePolicy::ResetPositionsPlainCausal}) {
        const LeakageReport report = model().probe(block, 7, 11, policy);
        QCOMPARE(report.maxOtherInstances, 0.0);
        for (int i = 0; i < 7; ++i)
            QCOMPARE(report.change[std::size_t(i)], 0.0);
        QVERIFY(report.change[7] > 0);
    }
}

void TestPackingLeakage::unchangedTokenMovesNothing()
{
    const PackedBlock block = seedBlock();
    const LeakageReport report = model().probe(block, 6, 21, LeakagePolicy::PlainCausal);
    for (double change : report.change)
        QCOMPARE(change, 0.0);
}

void TestPackingLeakage::rejectsBadInput()
{
    const PackedBlock block = seedBlock();
    QVERIFY_THROWS_EXCEPTION(ShapeError, model().probe(block, 10, 3, LeakagePolicy::DocumentAware));
    QVERIFY_THROWS_EXCEPTION(ShapeError, model().probe(block, -1, 3, LeakagePolicy::DocumentAware));
    QVERIFY_THROWS_EXCEPTION(ShapeError, model().probe(block, 3, 25, LeakagePolicy::DocumentAware));
    QVERIFY_THROWS_EXCEPTION(ShapeError, model().probe(block, 3, -2, LeakagePolicy::DocumentAware));
    LeakageModelConfig small;
    small.vocabulary = 25;
    small.maxLength = 9;
    QVERIFY_THROWS_EXCEPTION(ShapeError, PackingLeakage(small, 1).probe(block, 3, 4, LeakagePolicy::PlainCausal));
    LeakageModelConfig zero;
    zero.heads = 0;
    QVERIFY_THROWS_EXCEPTION(ShapeError, PackingLeakage(zero, 1));
}

ATLAS_TEST_APPLESS_MAIN(TestPackingLeakage)
#include "tst_packingleakage.moc"
