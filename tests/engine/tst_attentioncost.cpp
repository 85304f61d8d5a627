// AttentionCost: dense T²·H·b score bytes, tiled (Br·Bc + 2T)·H·b bytes, matmul arithmetic
// intensity 2mkn / ((mk + kn + mn)·b) and 2·T²·H·(dₖ + dᵥ) attention operations. Every case
// below is integer-valued or a single correctly rounded division, so equality is exact.
#include <atlas/attentioncost.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

using namespace atlas;
using enginetest::cat;

class TestAttentionCost : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void denseScoreBytesIsQuadratic();
    void tiledScoreBytesIsLinear();
    void matmulIntensity();
    void attentionOperations();
};

void TestAttentionCost::denseScoreBytesIsQuadratic()
{
    QCOMPARE(AttentionCost::denseScoreBytes(1024, 8, 2), 16777216.0); // 1024²·8·2
    QCOMPARE(AttentionCost::denseScoreBytes(3, 1, 4), 36.0);
    QCOMPARE(AttentionCost::denseScoreBytes(0, 8, 2), 0.0);
    for (Index t : {1, 7, 100, 4096})
        QCOMPARE(AttentionCost::denseScoreBytes(2 * t, 12, 2),
                 4 * AttentionCost::denseScoreBytes(t, 12, 2));
    // 128k tokens, 32 heads, fp16: 2⁴⁰ bytes — beyond int32, exact in double.
    QCOMPARE(AttentionCost::denseScoreBytes(131072, 32, 2), 1099511627776.0);
}

void TestAttentionCost::tiledScoreBytesIsLinear()
{
    QCOMPARE(AttentionCost::tiledScoreBytes(1024, 8, 64, 64, 2), 98304.0); // (4096 + 2048)·8·2
    QCOMPARE(AttentionCost::tiledScoreBytes(10, 1, 2, 3, 4), 104.0);       // (6 + 20)·4
    // Doubling T adds only the 2T running statistics per head.
    QCOMPARE(AttentionCost::tiledScoreBytes(2048, 8, 64, 64, 2)
                 - AttentionCost::tiledScoreBytes(1024, 8, 64, 64, 2),
             2.0 * 1024 * 8 * 2);
    QVERIFY(AttentionCost::tiledScoreBytes(8192, 8, 128, 128, 2)
            < AttentionCost::denseScoreBytes(8192, 8, 2) / 100);
}

void TestAttentionCost::matmulIntensity()
{
    QCOMPARE(AttentionCost::matmulIntensity(2, 3, 4, 1), 48.0 / 26.0);
    QCOMPARE(AttentionCost::matmulIntensity(2, 3, 4, 4), 48.0 / 104.0);
    // Square n×n products: 2n³ / (3n²·b) = 2n / (3b), growing with n.
    for (Index n : {1, 16, 1024})
        QCOMPARE(AttentionCost::matmulIntensity(n, n, n, 2), 2.0 * double(n) / 6.0);
    // A matrix–vector product stays memory-bound however large: about 2/b.
    const double gemv = AttentionCost::matmulIntensity(4096, 4096, 1, 2);
    QVERIFY2(gemv < 1.0 && gemv > 0.99, cat(gemv).c_str());
}

void TestAttentionCost::attentionOperations()
{
    QCOMPARE(AttentionCost::attentionOperations(128, 4, 64, 32), 12582912.0); // 2·128²·4·96
    QCOMPARE(AttentionCost::attentionOperations(1, 1, 1, 1), 4.0);
    QCOMPARE(AttentionCost::attentionOperations(256, 4, 64, 64),
             4 * AttentionCost::attentionOperations(128, 4, 64, 64));
}

ATLAS_TEST_APPLESS_MAIN(TestAttentionCost)
#include "tst_attentioncost.moc"
