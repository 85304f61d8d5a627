// StructuredMask: the predicate by structure is AttentionMask's matrix, pair for pair, for
// every kind; cu_seqlens and equal documents give the ids they promise; the O(T) count of
// allowed pairs equals the matrix's count; bad ids are refused.
#include <atlas/attentionmask.h>
#include <atlas/structuredmask.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

using namespace atlas;
using enginetest::cat;

namespace {

Index count(const BoolMatrix &m)
{
    return static_cast<Index>(m.count());
}

} // namespace

class TestStructuredMask : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void equalsTheMatrixForEveryKind_data();
    void equalsTheMatrixForEveryKind();
    void cumulativeLengthsGiveDocumentIds();
    void equalDocumentsUseTheFloorRule();
    void crossMaskWithOffset();
    void allowedPairsCountsWithoutAMatrix();
    void describesItself();
    void refusesBadIds();
};

void TestStructuredMask::equalsTheMatrixForEveryKind_data()
{
    QTest::addColumn<bool>("causal");
    QTest::addColumn<bool>("documents");
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("window");
    for (int seed = 1; seed <= 3; ++seed) {
        QTest::addRow("none, seed %d", seed) << false << false << seed << 0;
        QTest::addRow("causal, seed %d", seed) << true << false << seed << 0;
        QTest::addRow("documents, seed %d", seed) << false << true << seed << 0;
        QTest::addRow("causal documents, seed %d", seed) << true << true << seed << 0;
        QTest::addRow("causal window 4, seed %d", seed) << true << false << seed << 4;
        QTest::addRow("causal documents window 3, seed %d", seed) << true << true << seed << 3;
        QTest::addRow("causal window 1 (itself only), seed %d", seed) << true << false << seed << 1;
        QTest::addRow("causal window 40 (> T: causal), seed %d", seed) << true << false << seed << 40;
    }
}

void TestStructuredMask::equalsTheMatrixForEveryKind()
{
    QFETCH(bool, causal);
    QFETCH(bool, documents);
    QFETCH(int, seed);
    QFETCH(int, window);
    enginetest::Random random(static_cast<std::uint64_t>(seed));
    const Index t = 17;
    std::vector<std::int64_t> ids;
    if (documents)
        for (Index i = 0; i < t; ++i)
            ids.push_back(random.integer(0, 4)); // unsorted, repeated: equality is all that counts
    const StructuredMask mask = (documents ? StructuredMask::documents(ids, causal)
                                           : (causal ? StructuredMask::causal() : StructuredMask::none()))
                                    .withWindow(window);
    const BoolMatrix expected = AttentionMask::build(t, causal, ids, window);
    // The window's rule written out: query i reads keys i − W + 1 … i.
    if (window > 0)
        for (Index i = 0; i < t; ++i)
            for (Index j = 0; j < t; ++j)
                if (j <= i - window)
                    QVERIFY(!expected(i, j));
    QVERIFY(mask.toMatrix(t, t) == expected);
    for (Index i = 0; i < t; ++i)
        for (Index j = 0; j < t; ++j)
            QCOMPARE(mask.allows(i, j), bool(expected(i, j)));
    QCOMPARE(mask.allowedPairs(t, t), std::int64_t(count(expected)));
}

void TestStructuredMask::cumulativeLengthsGiveDocumentIds()
{
    // cu_seqlens [0, 3, 3, 7, 8]: documents of 3, 0, 4 and 1 positions.
    const StructuredMask mask = StructuredMask::cumulativeLengths({0, 3, 3, 7, 8}, true);
    const std::vector<std::int64_t> expected{0, 0, 0, 2, 2, 2, 2, 3};
    QVERIFY(mask.queryDocuments() == expected);
    QVERIFY(mask.keyDocuments() == expected);
    QVERIFY(mask.isCausal());
    QVERIFY(mask.toMatrix(8, 8) == AttentionMask::build(8, true, expected));
    QCOMPARE(mask.allowedPairs(8, 8), std::int64_t(6 + 10 + 1));
}

void TestStructuredMask::equalDocumentsUseTheFloorRule()
{
    // ⌊i·N/T⌋ with T = 10, N = 4: 0 0 0 1 1 2 2 2 3 3.
    const StructuredMask mask = StructuredMask::equalDocuments(10, 4, false);
    const std::vector<std::int64_t> expected{0, 0, 0, 1, 1, 2, 2, 2, 3, 3};
    QVERIFY(mask.queryDocuments() == expected);
    QVERIFY(!mask.isCausal());
    // docs:8 at T = 2048: 8 causal documents of 256, 8·256·257/2 pairs.
    QCOMPARE(StructuredMask::equalDocuments(2048, 8, true).allowedPairs(2048, 2048), std::int64_t(8 * 256 * 257 / 2));
    QCOMPARE(StructuredMask::equalDocuments(5, 1, true).allowedPairs(5, 5), std::int64_t(15));
}

void TestStructuredMask::crossMaskWithOffset()
{
    // Two new queries after four cached keys: query i stands at position i + 4.
    const StructuredMask decode = StructuredMask::cross({}, {}, true, 4);
    QVERIFY(decode.allows(0, 4));
    QVERIFY(!decode.allows(0, 5));
    QVERIFY(decode.allows(1, 5));
    QCOMPARE(decode.allowedPairs(2, 6), std::int64_t(5 + 6));
    // A query whose document has no key has an empty row.
    const StructuredMask cross = StructuredMask::cross({0, 7, 1}, {0, 1, 1, 0}, false);
    const BoolMatrix m = cross.toMatrix(3, 4);
    QVERIFY(!m.row(1).any());
    QCOMPARE(count(m), Index(2 + 0 + 2));
    QCOMPARE(cross.allowedPairs(3, 4), std::int64_t(4));
    // A negative offset: the first queries precede every key.
    const StructuredMask early = StructuredMask::cross({}, {}, true, -2);
    QVERIFY(!early.toMatrix(3, 3).row(0).any());
    QVERIFY(!early.toMatrix(3, 3).row(1).any());
    QCOMPARE(early.allowedPairs(3, 3), std::int64_t(1));
}

void TestStructuredMask::allowedPairsCountsWithoutAMatrix()
{
    enginetest::Random random(5);
    for (int round = 0; round < 20; ++round) {
        const Index tq = random.integer(1, 40), tk = random.integer(1, 40);
        const bool causal = random.integer(0, 2) == 1;
        const Index offset = random.integer(-5, 30);
        std::vector<std::int64_t> qIds, kIds;
        if (random.integer(0, 2) == 1) {
            for (Index i = 0; i < tq; ++i)
                qIds.push_back(random.integer(0, 3));
            for (Index j = 0; j < tk; ++j)
                kIds.push_back(random.integer(0, 3));
        }
        const Index window = causal && random.integer(0, 2) == 1 ? random.integer(1, 12) : 0;
        const StructuredMask mask = StructuredMask::cross(qIds, kIds, causal, offset).withWindow(window);
        QCOMPARE(mask.allowedPairs(tq, tk), std::int64_t(count(mask.toMatrix(tq, tk))));
    }
}

void TestStructuredMask::describesItself()
{
    QCOMPARE(StructuredMask::none().describe(), std::string("none"));
    QCOMPARE(StructuredMask::causal().describe(), std::string("causal"));
    QCOMPARE(StructuredMask::equalDocuments(12, 3, true).describe(), std::string("causal documents (3)"));
    QCOMPARE(StructuredMask::documents({4, 4, 9}, false).describe(), std::string("documents (2)"));
    QCOMPARE(StructuredMask::causal().withWindow(512).describe(), std::string("causal, window 512"));
    // T = 16384 under a window of 512: 512·513/2 for the first 512 queries, 512 for each after.
    QCOMPARE(StructuredMask::causal().withWindow(512).allowedPairs(16384, 16384),
             std::int64_t(512) * 513 / 2 + std::int64_t(16384 - 512) * 512);
}

void TestStructuredMask::refusesBadIds()
{
    QVERIFY_THROWS_EXCEPTION(ShapeError, StructuredMask::documents({0, 1}, true).check(3, 3));
    QVERIFY_THROWS_EXCEPTION(ShapeError, StructuredMask::cross({0, 1, 2}, {0}, true).check(3, 2));
    QVERIFY_THROWS_EXCEPTION(ShapeError, StructuredMask::cross({0}, {}, true));
    QVERIFY_THROWS_EXCEPTION(ShapeError, StructuredMask::cumulativeLengths({1, 3}, true));
    QVERIFY_THROWS_EXCEPTION(ShapeError, StructuredMask::cumulativeLengths({0, 3, 2}, true));
    QVERIFY_THROWS_EXCEPTION(ShapeError, StructuredMask::equalDocuments(10, 0, true));
    // A window counts back from the query: it needs the causal order, and W ≥ 1.
    QVERIFY_THROWS_EXCEPTION(ShapeError, StructuredMask::none().withWindow(4));
    QVERIFY_THROWS_EXCEPTION(ShapeError, StructuredMask::documents({0, 1}, false).withWindow(2));
    QVERIFY_THROWS_EXCEPTION(ShapeError, StructuredMask::causal().withWindow(-1));
    QVERIFY_THROWS_EXCEPTION(ShapeError, AttentionMask::build(4, false, {}, 2));
    StructuredMask::none().withWindow(0); // no window: any mask
    StructuredMask::documents({0, 1, 1}, true).check(3, 3); // fits: no exception
    StructuredMask::none().check(5, 9);
}

ATLAS_TEST_APPLESS_MAIN(TestStructuredMask)
#include "tst_structuredmask.moc"
