// TiledAttention: the online-softmax, tile-by-tile attention computes the dense engine's
// function (MultiHeadAttention, one head) up to rounding, for every tile shape and mask; it
// skips exactly the tiles without an allowed pair; its counts follow the documented model.
#include <atlas/attentionmask.h>
#include <atlas/multiheadattention.h>
#include <atlas/tiledattention.h>

#include "enginetest.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace atlas;
using enginetest::cat;

namespace {

template <typename Scalar>
Matrix<Scalar> denseOutput(const Matrix<Scalar> &q, const Matrix<Scalar> &k, const Matrix<Scalar> &v,
                           const AttentionOptions &options)
{
    const AttentionTrace<Scalar> trace = MultiHeadAttention<Scalar>::forward({HeadInput<Scalar>{q, k, v}}, std::nullopt, options);
    return trace.heads.front().output;
}

} // namespace

class TestTiledAttention : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void matchesDenseForEveryTileShape_data();
    void matchesDenseForEveryTileShape();
    void floatMatchesDenseToSinglePrecision();
    void resultDoesNotDependOnTheCut();
    void seedExampleThroughTwoTiles();
    void countsWithoutMask();
    void causalMaskSkipsTilesAboveTheDiagonal();
    void documentMaskSkipsCrossDocumentTiles();
    void rowWithoutAllowedKeyIsZero();
    void largeScoresDoNotOverflow();
    void trafficModelByHand();
    void nonFiniteInputIsRefused();
    void shapesAreChecked();
};

void TestTiledAttention::matchesDenseForEveryTileShape_data()
{
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("tileRows");
    QTest::addColumn<int>("tileColumns");
    QTest::addColumn<bool>("causal");
    QTest::newRow("1x1 tiles, causal") << 9 << 1 << 1 << true;
    QTest::newRow("tiles that do not divide T") << 13 << 4 << 5 << true;
    QTest::newRow("one tile larger than T") << 7 << 64 << 64 << false;
    QTest::newRow("tall tiles, no mask") << 20 << 8 << 3 << false;
    QTest::newRow("square tiles, causal") << 64 << 16 << 16 << true;
}

void TestTiledAttention::matchesDenseForEveryTileShape()
{
    QFETCH(int, length);
    QFETCH(int, tileRows);
    QFETCH(int, tileColumns);
    QFETCH(bool, causal);
    enginetest::Random random(length * 131 + tileRows * 7 + tileColumns);
    const Matrix<double> q = random.matrix<double>(length, 5, -2, 2);
    const Matrix<double> k = random.matrix<double>(length, 5, -2, 2);
    const Matrix<double> v = random.matrix<double>(length, 3, -1, 1);
    AttentionOptions options;
    options.causal = causal;
    const Matrix<double> dense = denseOutput(q, k, v, options);
    const TiledAttentionResult<double> tiled = TiledAttention<double>::forward(q, k, v, AttentionMask::build(length, causal), tileRows, tileColumns);
    QVERIFY(tiled.finite);
    const double error = enginetest::relativeError(tiled.output, dense);
    QVERIFY2(error < 1e-13, cat("relative error ", error).c_str());
}

void TestTiledAttention::floatMatchesDenseToSinglePrecision()
{
    enginetest::Random random(7);
    const Index t = 128;
    const Matrix<double> q = random.matrix<double>(t, 16), k = random.matrix<double>(t, 16), v = random.matrix<double>(t, 16);
    AttentionOptions options;
    const Matrix<double> reference = denseOutput(q, k, v, options);
    const TiledAttentionResult<float> tiled = TiledAttention<float>::forward(q.cast<float>(), k.cast<float>(), v.cast<float>(),
                                                                             AttentionMask::build(t, true), 32, 32);
    const double error = enginetest::relativeError(tiled.output.cast<double>(), reference);
    // Same mathematics, single-precision rounding: a few units of 2⁻²⁴ ≈ 6e-8, never more.
    QVERIFY2(error < 1e-5, cat("relative error ", error).c_str());
    QVERIFY2(error > 0, "float and double cannot agree exactly on random inputs");
}

void TestTiledAttention::resultDoesNotDependOnTheCut()
{
    enginetest::Random random(11);
    const Index t = 30;
    const Matrix<double> q = random.matrix<double>(t, 4), k = random.matrix<double>(t, 4), v = random.matrix<double>(t, 2);
    const BoolMatrix allowed = AttentionMask::build(t, true);
    const Matrix<double> whole = TiledAttention<double>::forward(q, k, v, allowed, t, t).output;
    for (Index tile : {1, 2, 7, 16, 29}) {
        const Matrix<double> cut = TiledAttention<double>::forward(q, k, v, allowed, tile, tile).output;
        const double error = enginetest::relativeError(cut, whole);
        QVERIFY2(error < 1e-14, cat("tile ", tile, ": relative error ", error).c_str());
    }
}

void TestTiledAttention::seedExampleThroughTwoTiles()
{
    // Scores [0, ln 3], values [2, 6]: a = [0.25, 0.75], o = 5 — with one key per tile, so the
    // second tile raises the running maximum and the first tile's sum is rescaled.
    Matrix<double> q(1, 1), k(2, 1), v(2, 1);
    q << 1;
    k << 0, std::log(3.0);
    v << 2, 6;
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, BoolMatrix(), 1, 1, 1.0);
    QVERIFY(std::abs(r.output(0, 0) - 5.0) < 1e-15);
    QVERIFY(std::abs(r.rowMaximum(0) - std::log(3.0)) < 1e-15);
    QVERIFY(std::abs(r.rowNormalizer(0) - 4.0 / 3.0) < 1e-15); // e^{−ln 3} + e^0
    QCOMPARE(r.tilesComputed, Index(2));
}

void TestTiledAttention::countsWithoutMask()
{
    enginetest::Random random(3);
    const Index t = 100;
    const Matrix<double> q = random.matrix<double>(t, 8), k = random.matrix<double>(t, 8), v = random.matrix<double>(t, 8);
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, BoolMatrix(), 32, 32);
    QCOMPARE(r.scoreEvaluations, t * t); // the pairwise work is still T²
    QCOMPARE(r.peakScoreValues, Index(32 * 32));
    QCOMPARE(r.tilesComputed, Index(16)); // ⌈100/32⌉² = 4²
    QCOMPARE(r.tilesSkipped, Index(0));
    for (Index length : {64, 128, 256}) {
        const Matrix<double> a = random.matrix<double>(length, 2);
        const TiledAttentionResult<double> once = TiledAttention<double>::forward(a, a, a, BoolMatrix(), 16, 16);
        const Matrix<double> b = random.matrix<double>(2 * length, 2);
        const TiledAttentionResult<double> twice = TiledAttention<double>::forward(b, b, b, BoolMatrix(), 16, 16);
        QCOMPARE(twice.scoreEvaluations, 4 * once.scoreEvaluations);
        QCOMPARE(twice.peakScoreValues, once.peakScoreValues);
    }
}

void TestTiledAttention::causalMaskSkipsTilesAboveTheDiagonal()
{
    enginetest::Random random(5);
    const Index t = 8;
    const Matrix<double> x = random.matrix<double>(t, 3);
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(x, x, x, AttentionMask::build(t, true), 4, 4);
    // Tiles (0,0), (1,0), (1,1) hold allowed pairs; (0,1) lies wholly in the future.
    QCOMPARE(r.tilesComputed, Index(3));
    QCOMPARE(r.tilesSkipped, Index(1));
    QCOMPARE(r.scoreEvaluations, Index(48));
    // 2·T²/2 ≤ evaluations ≤ T²: still quadratic.
    const Index big = 256;
    const Matrix<double> y = random.matrix<double>(big, 2);
    const TiledAttentionResult<double> causal = TiledAttention<double>::forward(y, y, y, AttentionMask::build(big, true), 16, 16);
    QCOMPARE(causal.scoreEvaluations, Index(16 * 17 / 2 * 256)); // 136 tiles of 16·16
}

void TestTiledAttention::documentMaskSkipsCrossDocumentTiles()
{
    enginetest::Random random(9);
    const Index t = 12;
    const std::vector<std::int64_t> ids{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2};
    const Matrix<double> q = random.matrix<double>(t, 3), k = random.matrix<double>(t, 3), v = random.matrix<double>(t, 2);
    const BoolMatrix allowed = AttentionMask::build(t, true, ids);
    AttentionOptions options;
    options.documentIds = ids;
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, allowed, 4, 4);
    QCOMPARE(r.tilesComputed, Index(3)); // the three diagonal tiles, one per document
    QCOMPARE(r.tilesSkipped, Index(6));
    QVERIFY(enginetest::relativeError(r.output, denseOutput(q, k, v, options)) < 1e-14);
}

void TestTiledAttention::rowWithoutAllowedKeyIsZero()
{
    enginetest::Random random(13);
    const Matrix<double> q = random.matrix<double>(3, 2), k = random.matrix<double>(3, 2), v = random.matrix<double>(3, 2);
    BoolMatrix allowed = BoolMatrix::Constant(3, 3, true);
    allowed.row(1).setConstant(false);
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, allowed, 2, 2);
    QVERIFY(r.finite);
    QVERIFY(r.output.allFinite());
    QCOMPARE(r.output.row(1).norm(), 0.0);
    QCOMPARE(r.rowNormalizer(1), 0.0);
    QVERIFY(std::isinf(r.rowMaximum(1)) && r.rowMaximum(1) < 0);
    const TiledAttentionResult<double> none = TiledAttention<double>::forward(q, k, v, BoolMatrix::Constant(3, 3, false), 2, 2);
    QCOMPARE(none.output.norm(), 0.0);
    QCOMPARE(none.tilesComputed, Index(0));
    QCOMPARE(none.scoreEvaluations, Index(0));
}

void TestTiledAttention::largeScoresDoNotOverflow()
{
    // Scores near ±700: e^700 overflows nothing only because every exponent is ≤ 0.
    Matrix<double> q(1, 1), k(4, 1), v(4, 1);
    q << 1;
    k << -700, 690, 700, 0;
    v << 1, 2, 3, 4;
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, BoolMatrix(), 1, 1, 1.0);
    QVERIFY(r.output.allFinite());
    const double expected = (2 * std::exp(-10.0) + 3) / (std::exp(-10.0) + 1);
    QVERIFY2(std::abs(r.output(0, 0) - expected) < 1e-14, cat(r.output(0, 0)).c_str());
}

void TestTiledAttention::trafficModelByHand()
{
    // T = 4, dₖ = 2, dᵥ = 3, 2×2 tiles, no mask: 4 tiles.
    //   tiled: T·dₖ + 4 tiles·Bc·(dₖ+dᵥ) + T·(dᵥ+2) = 8 + 4·2·5 + 4·5 = 68
    //   dense: T·dₖ + T·(dₖ+dᵥ) + 4T² + T·dᵥ = 8 + 20 + 64 + 12 = 104
    const Matrix<double> q = Matrix<double>::Ones(4, 2), k = Matrix<double>::Ones(4, 2), v = Matrix<double>::Ones(4, 3);
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, BoolMatrix(), 2, 2);
    QCOMPARE(r.slowMemoryTraffic, 68.0);
    QCOMPARE(r.denseSlowMemoryTraffic, 104.0);
    // Larger tiles, fewer re-reads of K and V: at T = 1024, d = 64 the model favours tiles.
    enginetest::Random random(1);
    const Matrix<float> big = random.matrix<float>(1024, 64);
    const TiledAttentionResult<float> wide = TiledAttention<float>::forward(big, big, big, BoolMatrix(), 128, 128);
    QVERIFY2(wide.slowMemoryTraffic < wide.denseSlowMemoryTraffic / 3,
             cat(wide.slowMemoryTraffic, " vs ", wide.denseSlowMemoryTraffic).c_str());
}

void TestTiledAttention::nonFiniteInputIsRefused()
{
    Matrix<double> q = Matrix<double>::Ones(2, 2), k = Matrix<double>::Ones(2, 2), v = Matrix<double>::Ones(2, 2);
    q(1, 0) = std::numeric_limits<double>::quiet_NaN();
    TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, BoolMatrix(), 1, 1);
    QVERIFY(!r.finite);
    QCOMPARE(r.output.norm(), 0.0);
    q(1, 0) = 1e200; // finite, but q·k = 1e200·… overflows after squaring in the product
    k(1, 0) = 1e200;
    r = TiledAttention<double>::forward(q, k, v, BoolMatrix(), 1, 1);
    QVERIFY(!r.finite);
    QVERIFY(r.output.allFinite());
}

void TestTiledAttention::shapesAreChecked()
{
    const Matrix<double> a = Matrix<double>::Ones(3, 2);
    const Matrix<double> wrongWidth = Matrix<double>::Ones(3, 4);
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(a, wrongWidth, a, BoolMatrix(), 1, 1));
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(a, a, Matrix<double>::Ones(2, 2), BoolMatrix(), 1, 1));
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(a, a, a, BoolMatrix::Constant(2, 3, true), 1, 1));
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(a, a, a, BoolMatrix(), 0, 1));
}

QTEST_APPLESS_MAIN(TestTiledAttention)
#include "tst_tiledattention.moc"
