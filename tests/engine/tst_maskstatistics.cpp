// MaskStatistics: allowed pairs, active square tiles and the ideal speedups, on masks small
// enough to count by hand.
#include <atlas/attentionmask.h>
#include <atlas/maskstatistics.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

using namespace atlas;
using enginetest::cat;

class TestMaskStatistics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void causalFourByFour();
    void packedDocumentsWithPartialTiles();
    void tileSizeOneCountsPairs();
    void tileLargerThanTheMask();
    void nothingAllowed();
    void bruteForceOnRandomMasks();
    void rejectsBadArguments();
};

void TestMaskStatistics::causalFourByFour()
{
    // Tiles of 2: the upper-right tile (rows 0–1, keys 2–3) is entirely in the future.
    const MaskStatistics s = MaskStatistics::of(AttentionMask::build(4, true), 2);
    QCOMPARE(s.length, Index(4));
    QCOMPARE(s.pairs, Index(16));
    QCOMPARE(s.causalPairs, Index(10));
    QCOMPARE(s.allowed, Index(10));
    QCOMPARE(s.tileSize, Index(2));
    QCOMPARE(s.tiles, Index(4));
    QCOMPARE(s.activeTiles, Index(3));
    QCOMPARE(s.pairSpeedup(), 1.6);
    QCOMPARE(s.tileSpeedup(), 4.0 / 3.0);
}

void TestMaskStatistics::packedDocumentsWithPartialTiles()
{
    // Documents of 2 and 3 tokens, T = 5, tiles of 2 → a 3×3 grid whose last row and column
    // are 1 wide. Allowed pairs: 3 + 6 = 9. Active tiles: (0,0), (1,1), (2,1), (2,2).
    const BoolMatrix allowed = AttentionMask::build(5, true, {0, 0, 1, 1, 1});
    const MaskStatistics s = MaskStatistics::of(allowed, 2);
    QCOMPARE(s.allowed, Index(9));
    QCOMPARE(s.causalPairs, Index(15));
    QCOMPARE(s.tiles, Index(9));
    QCOMPARE(s.activeTiles, Index(4));
    QCOMPARE(s.pairSpeedup(), 25.0 / 9.0);
    QCOMPARE(s.tileSpeedup(), 9.0 / 4.0);
}

void TestMaskStatistics::tileSizeOneCountsPairs()
{
    const BoolMatrix allowed = AttentionMask::build(6, false, {3, 1, 3, 3, 1, 2});
    const MaskStatistics s = MaskStatistics::of(allowed, 1);
    QCOMPARE(s.allowed, Index(9 + 4 + 1));
    QCOMPARE(s.tiles, Index(36));
    QCOMPARE(s.activeTiles, s.allowed);
}

void TestMaskStatistics::tileLargerThanTheMask()
{
    const MaskStatistics s = MaskStatistics::of(AttentionMask::build(3, true), 64);
    QCOMPARE(s.tiles, Index(1));
    QCOMPARE(s.activeTiles, Index(1));
    QCOMPARE(s.tileSpeedup(), 1.0);
    QCOMPARE(s.pairSpeedup(), 1.5);
}

void TestMaskStatistics::nothingAllowed()
{
    const MaskStatistics s = MaskStatistics::of(BoolMatrix::Constant(4, 4, false), 2);
    QCOMPARE(s.allowed, Index(0));
    QCOMPARE(s.activeTiles, Index(0));
    QCOMPARE(s.pairSpeedup(), 1.0); // documented: 1 when nothing is allowed, not ∞
    QCOMPARE(s.tileSpeedup(), 1.0);
    const MaskStatistics empty = MaskStatistics::of(BoolMatrix(0, 0), 4);
    QCOMPARE(empty.tiles, Index(0));
    QCOMPARE(empty.pairSpeedup(), 1.0);
}

void TestMaskStatistics::bruteForceOnRandomMasks()
{
    enginetest::Random random(8);
    for (Index length : {1, 5, 9, 16}) {
        BoolMatrix allowed(length, length);
        for (Index i = 0; i < length; ++i)
            for (Index j = 0; j < length; ++j)
                allowed(i, j) = random.uniform(0, 1) < 0.2;
        for (Index tile : {1, 2, 3, 4, 7}) {
            const MaskStatistics s = MaskStatistics::of(allowed, tile);
            Index count = 0, active = 0;
            const Index side = (length + tile - 1) / tile;
            for (Index r = 0; r < side; ++r)
                for (Index c = 0; c < side; ++c) {
                    bool any = false;
                    for (Index i = r * tile; i < std::min(length, (r + 1) * tile); ++i)
                        for (Index j = c * tile; j < std::min(length, (c + 1) * tile); ++j)
                            any = any || allowed(i, j);
                    active += any ? 1 : 0;
                }
            for (Index i = 0; i < length; ++i)
                for (Index j = 0; j < length; ++j)
                    count += allowed(i, j) ? 1 : 0;
            const std::string where = cat("T = ", length, ", tile ", tile);
            QVERIFY2(s.allowed == count, where.c_str());
            QVERIFY2(s.tiles == side * side, where.c_str());
            QVERIFY2(s.activeTiles == active, where.c_str());
        }
    }
}

void TestMaskStatistics::rejectsBadArguments()
{
    QVERIFY_THROWS_EXCEPTION(ShapeError, MaskStatistics::of(BoolMatrix::Constant(3, 4, true), 2));
    QVERIFY_THROWS_EXCEPTION(ShapeError, MaskStatistics::of(AttentionMask::build(3, true), 0));
}

ATLAS_TEST_APPLESS_MAIN(TestMaskStatistics)
#include "tst_maskstatistics.moc"
