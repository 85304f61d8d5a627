// TiledAttention, forward: the online-softmax, tile-by-tile attention computes the dense
// engine's function (MultiHeadAttention) up to rounding, for every tile shape, mask kind and
// precision, for several heads at once; ALiBi, grouped key/value heads and cross masks agree
// with an independent reference; it skips exactly the tiles without an allowed pair and tests
// pairs only on boundary tiles; its counts follow the documented model; threads change no
// bit; cancel and progress do what they say. (The backward pass: tst_tiledattentiongradients.)
#include <atlas/attentionmask.h>
#include <atlas/multiheadattention.h>
#include <atlas/tiledattention.h>

#include "denseengine.h"
#include "enginetest.h"
#include "maskkind.h"
#include "naiveattention.h"
#include "suiteregistry.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>

using namespace atlas;
using enginetest::cat;
using enginetest::MaskKind;
using enginetest::maskName;

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

    void multiHeadMatchesDenseEngine_data();
    void multiHeadMatchesDenseEngine();
    void alibiAndGroupedHeadsMatchReference_data();
    void alibiAndGroupedHeadsMatchReference();
    void crossMaskWithOffsetMatchesReference();
    void onlyBoundaryTilesAreTested();
    void aWindowSkipsTheTilesBehindIt();
    void aKeyOutsideTheWindowChangesNothing();
    void boundaryTilesComputeOnlyTheirAllowedRectangle();
    void threadsChangeNoBit_data();
    void threadsChangeNoBit();
    void cancelStopsAndSaysSo();
    void progressRisesToOne();
    void optionsAreChecked();
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
    const TiledAttentionResult<double> tiled = TiledAttention<double>::forward(q, k, v, causal ? StructuredMask::causal() : StructuredMask::none(), tileRows, tileColumns);
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
                                                                             StructuredMask::causal(), 32, 32);
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
    const StructuredMask allowed = StructuredMask::causal();
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
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, StructuredMask::none(), 1, 1, 1.0);
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
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, StructuredMask::none(), 32, 32);
    QCOMPARE(r.scoreEvaluations, t * t); // the pairwise work is still T²
    QCOMPARE(r.peakScoreValues, Index(32 * 32));
    QCOMPARE(r.tilesComputed, Index(16)); // ⌈100/32⌉² = 4²
    QCOMPARE(r.tilesSkipped, Index(0));
    for (Index length : {64, 128, 256}) {
        const Matrix<double> a = random.matrix<double>(length, 2);
        const TiledAttentionResult<double> once = TiledAttention<double>::forward(a, a, a, StructuredMask::none(), 16, 16);
        const Matrix<double> b = random.matrix<double>(2 * length, 2);
        const TiledAttentionResult<double> twice = TiledAttention<double>::forward(b, b, b, StructuredMask::none(), 16, 16);
        QCOMPARE(twice.scoreEvaluations, 4 * once.scoreEvaluations);
        QCOMPARE(twice.peakScoreValues, once.peakScoreValues);
    }
}

void TestTiledAttention::causalMaskSkipsTilesAboveTheDiagonal()
{
    enginetest::Random random(5);
    const Index t = 8;
    const Matrix<double> x = random.matrix<double>(t, 3);
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(x, x, x, StructuredMask::causal(), 4, 4);
    // Tiles (0,0), (1,0), (1,1) hold allowed pairs; (0,1) lies wholly in the future.
    QCOMPARE(r.tilesComputed, Index(3));
    QCOMPARE(r.tilesSkipped, Index(1));
    QCOMPARE(r.scoreEvaluations, Index(48));
    // 2·T²/2 ≤ evaluations ≤ T²: still quadratic.
    const Index big = 256;
    const Matrix<double> y = random.matrix<double>(big, 2);
    const TiledAttentionResult<double> causal = TiledAttention<double>::forward(y, y, y, StructuredMask::causal(), 16, 16);
    QCOMPARE(causal.scoreEvaluations, Index(16 * 17 / 2 * 256)); // 136 tiles of 16·16
}

void TestTiledAttention::documentMaskSkipsCrossDocumentTiles()
{
    enginetest::Random random(9);
    const Index t = 12;
    const std::vector<std::int64_t> ids{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2};
    const Matrix<double> q = random.matrix<double>(t, 3), k = random.matrix<double>(t, 3), v = random.matrix<double>(t, 2);
    const StructuredMask allowed = StructuredMask::documents(ids, true);
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
    // Query 1 belongs to a document that has no key: nothing is allowed in its row.
    const StructuredMask allowed = StructuredMask::cross({0, 1, 0}, {0, 0, 0}, false);
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, allowed, 2, 2);
    QVERIFY(r.finite);
    QVERIFY(r.output.allFinite());
    QCOMPARE(r.output.row(1).norm(), 0.0);
    QCOMPARE(r.rowNormalizer(1), 0.0);
    QVERIFY(std::isinf(r.rowMaximum(1)) && r.rowMaximum(1) < 0);
    const TiledAttentionResult<double> none = TiledAttention<double>::forward(q, k, v, StructuredMask::cross({1, 1, 1}, {0, 0, 0}, false), 2, 2);
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
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, StructuredMask::none(), 1, 1, 1.0);
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
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, StructuredMask::none(), 2, 2);
    QCOMPARE(r.slowMemoryTraffic, 68.0);
    QCOMPARE(r.denseSlowMemoryTraffic, 104.0);
    // Larger tiles, fewer re-reads of K and V: at T = 1024, d = 64 the model favours tiles.
    enginetest::Random random(1);
    const Matrix<float> big = random.matrix<float>(1024, 64);
    const TiledAttentionResult<float> wide = TiledAttention<float>::forward(big, big, big, StructuredMask::none(), 128, 128);
    QVERIFY2(wide.slowMemoryTraffic < wide.denseSlowMemoryTraffic / 3,
             cat(wide.slowMemoryTraffic, " vs ", wide.denseSlowMemoryTraffic).c_str());
}

void TestTiledAttention::nonFiniteInputIsRefused()
{
    Matrix<double> q = Matrix<double>::Ones(2, 2), k = Matrix<double>::Ones(2, 2), v = Matrix<double>::Ones(2, 2);
    q(1, 0) = std::numeric_limits<double>::quiet_NaN();
    TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, StructuredMask::none(), 1, 1);
    QVERIFY(!r.finite);
    QCOMPARE(r.output.norm(), 0.0);
    q(1, 0) = 1e200; // finite, but q·k = 1e200·… overflows after squaring in the product
    k(1, 0) = 1e200;
    r = TiledAttention<double>::forward(q, k, v, StructuredMask::none(), 1, 1);
    QVERIFY(!r.finite);
    QVERIFY(r.output.allFinite());
}

void TestTiledAttention::shapesAreChecked()
{
    const Matrix<double> a = Matrix<double>::Ones(3, 2);
    const Matrix<double> wrongWidth = Matrix<double>::Ones(3, 4);
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(a, wrongWidth, a, StructuredMask::none(), 1, 1));
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(a, a, Matrix<double>::Ones(2, 2), StructuredMask::none(), 1, 1));
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(a, a, a, StructuredMask::documents({0, 0}, false), 1, 1));
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(a, a, a, StructuredMask::none(), 0, 1));
}

namespace {

// Documents of uneven lengths (5, 1, …), in order, as a packer makes them.
std::vector<std::int64_t> unevenDocuments(Index length)
{
    std::vector<std::int64_t> ids;
    std::int64_t id = 0;
    Index next = 5;
    for (Index i = 0; i < length; ++i) {
        if (i == next) {
            ++id;
            next += 1 + (id * 7) % 23;
        }
        ids.push_back(id);
    }
    return ids;
}

StructuredMask structuredMask(MaskKind kind, const std::vector<std::int64_t> &ids, Index length)
{
    const StructuredMask base = enginetest::hasDocuments(kind) ? StructuredMask::documents(ids, enginetest::isCausal(kind))
        : enginetest::isCausal(kind)                           ? StructuredMask::causal()
                                                               : StructuredMask::none();
    return base.withWindow(enginetest::windowOf(kind, length));
}

template <typename Scalar>
void compareWithDenseEngine(Index length, Index heads, Index tile, MaskKind kind)
{
    enginetest::Random random(static_cast<std::uint64_t>(length * 1009 + tile * 31 + heads + static_cast<int>(kind)));
    const Index dk = 6, dv = 5;
    const Matrix<Scalar> q = random.matrix<Scalar>(length, heads * dk, -2, 2);
    const Matrix<Scalar> k = random.matrix<Scalar>(length, heads * dk, -2, 2);
    const Matrix<Scalar> v = random.matrix<Scalar>(length, heads * dv);
    const std::vector<std::int64_t> ids = enginetest::hasDocuments(kind) ? unevenDocuments(length) : std::vector<std::int64_t>{};
    const denseengine::Result<Scalar> dense
        = denseengine::run<Scalar>(q, k, v, heads, enginetest::isCausal(kind), ids, nullptr, 1.0, enginetest::windowOf(kind, length));
    AttentionKernelOptions options;
    options.heads = heads;
    options.tileRows = tile;
    options.tileColumns = tile;
    const TiledAttentionResult<Scalar> tiled = TiledAttention<Scalar>::forward(q, k, v, structuredMask(kind, ids, length), options);
    QVERIFY(tiled.finite && !tiled.cancelled);
    const double tolerance = sizeof(Scalar) == 4 ? 1e-5 : 1e-12;
    const double error = enginetest::relativeError(tiled.output, dense.output);
    QVERIFY2(error <= tolerance, cat(maskName(kind), ", T = ", length, ", tile ", tile, ": relative error ", error).c_str());
}

} // namespace

void TestTiledAttention::multiHeadMatchesDenseEngine_data()
{
    QTest::addColumn<bool>("single");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("tile");
    for (bool single : {false, true})
        for (MaskKind kind : enginetest::allMaskKinds)
            for (int length : {1, 37, 130})
                for (int tile : {1, 7, 64})
                    QTest::addRow("%s, %s, T = %d, tiles %d", single ? "float" : "double", maskName(kind), length, tile)
                        << single << static_cast<int>(kind) << length << tile;
}

void TestTiledAttention::multiHeadMatchesDenseEngine()
{
    QFETCH(bool, single);
    QFETCH(int, kind);
    QFETCH(int, length);
    QFETCH(int, tile);
    if (single)
        compareWithDenseEngine<float>(length, 3, tile, static_cast<MaskKind>(kind));
    else
        compareWithDenseEngine<double>(length, 3, tile, static_cast<MaskKind>(kind));
}

void TestTiledAttention::alibiAndGroupedHeadsMatchReference_data()
{
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<bool>("alibi");
    QTest::addColumn<bool>("causal");
    QTest::newRow("grouped: 4 heads on 2, causal") << 4 << 2 << false << true;
    QTest::newRow("multi-query: 3 heads on 1") << 3 << 1 << false << false;
    QTest::newRow("ALiBi, causal") << 4 << 4 << true << true;
    QTest::newRow("ALiBi, bidirectional") << 2 << 2 << true << false;
    QTest::newRow("ALiBi and grouped heads") << 4 << 2 << true << true;
}

void TestTiledAttention::alibiAndGroupedHeadsMatchReference()
{
    QFETCH(int, heads);
    QFETCH(int, kvHeads);
    QFETCH(bool, alibi);
    QFETCH(bool, causal);
    enginetest::Random random(static_cast<std::uint64_t>(heads * 10 + kvHeads + alibi * 100 + causal * 1000));
    const Index t = 45, dk = 4, dv = 3;
    const Matrix<double> q = random.matrix<double>(t, heads * dk, -2, 2);
    const Matrix<double> k = random.matrix<double>(t, kvHeads * dk, -2, 2);
    const Matrix<double> v = random.matrix<double>(t, kvHeads * dv);
    naive::Problem problem;
    problem.heads = heads;
    problem.kvHeads = kvHeads;
    problem.scale = 1 / std::sqrt(double(dk));
    if (alibi)
        for (Index h = 1; h <= heads; ++h)
            problem.slopes.push_back(std::pow(2.0, -8.0 * double(h) / double(heads))); // any slopes: the kernel takes them as given
    problem.allowed = AttentionMask::build(t, causal);
    const naive::Result reference = naive::attention(q, k, v, problem);
    AttentionKernelOptions options;
    options.heads = heads;
    options.kvHeads = kvHeads;
    options.alibiSlopes = problem.slopes;
    for (Index tile : {1, 7, 64}) {
        options.tileRows = options.tileColumns = tile;
        const Matrix<double> d = TiledAttention<double>::forward(q, k, v, causal ? StructuredMask::causal() : StructuredMask::none(), options).output;
        const double error = enginetest::relativeError(d, reference.output);
        QVERIFY2(error < 1e-12, cat("tile ", tile, ": double relative error ", error).c_str());
        const Matrix<float> f = TiledAttention<float>::forward(q.cast<float>(), k.cast<float>(), v.cast<float>(),
                                                               causal ? StructuredMask::causal() : StructuredMask::none(), options).output;
        const double floatError = enginetest::relativeError(f, reference.output);
        QVERIFY2(floatError < 1e-5, cat("tile ", tile, ": float relative error ", floatError).c_str());
    }
}

void TestTiledAttention::crossMaskWithOffsetMatchesReference()
{
    // Five new queries after 19 cached keys, documents given separately for queries and keys;
    // query 2's document has no key at all.
    enginetest::Random random(17);
    const Index tq = 5, tk = 24, dk = 3, dv = 2;
    const std::vector<std::int64_t> qIds{1, 1, 9, 2, 2};
    std::vector<std::int64_t> kIds;
    for (Index j = 0; j < tk; ++j)
        kIds.push_back(j < 10 ? 1 : 2);
    const StructuredMask mask = StructuredMask::cross(qIds, kIds, true, 19);
    const Matrix<double> q = random.matrix<double>(tq, 2 * dk), k = random.matrix<double>(tk, 2 * dk), v = random.matrix<double>(tk, 2 * dv);
    naive::Problem problem;
    problem.heads = problem.kvHeads = 2;
    problem.scale = 0.7;
    problem.queryOffset = 19;
    problem.slopes = {0.25, 0.5};
    problem.allowed = mask.toMatrix(tq, tk);
    AttentionKernelOptions options;
    options.heads = 2;
    options.scale = 0.7;
    options.alibiSlopes = problem.slopes;
    options.tileRows = 2;
    options.tileColumns = 7;
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(q, k, v, mask, options);
    const naive::Result reference = naive::attention(q, k, v, problem);
    QVERIFY2(enginetest::relativeError(r.output, reference.output) < 1e-13, enginetest::text(r.output).c_str());
    QVERIFY(r.output.allFinite());
    QCOMPARE(r.output.row(2).norm(), 0.0); // no key in its document: 0, not NaN
    QCOMPARE(r.rowNormalizer(2), 0.0);
    QCOMPARE(r.rowNormalizer(tq + 2), 0.0);
}

// Causal with a window of 64 over 4 × 4 tiles of 64: the 6 tiles of the future and the 3 tiles
// older than every query's window are skipped; the 4 diagonal tiles and the 3 just below them
// (each row block's window reaches into the previous one) are computed and tested pair by pair.
void TestTiledAttention::aWindowSkipsTheTilesBehindIt()
{
    enginetest::Random random(29);
    const Index t = 256;
    const Matrix<double> x = random.matrix<double>(t, 8);
    AttentionKernelOptions options;
    options.tileRows = options.tileColumns = 64;
    const StructuredMask mask = StructuredMask::causal().withWindow(64);
    const TiledAttentionResult<double> r = TiledAttention<double>::forward(x, x, x, mask, options);
    QCOMPARE(r.tilesSkipped, Index(9));
    QCOMPARE(r.tilesComputed, Index(7));
    QCOMPARE(r.tilesTested, Index(7));
    QVERIFY(r.scoreEvaluations >= Index(mask.allowedPairs(t, t)));
    // The skipped tiles hold no allowed pair: the output is the dense engine's.
    const denseengine::Result<double> dense = denseengine::run<double>(x, x, x, 1, true, {}, nullptr, 1.0, 64);
    QVERIFY(enginetest::relativeError(r.output, dense.output) <= 1e-12);
    // A longer sequence under the same window: the same work per row block, whatever T.
    const Matrix<double> y = random.matrix<double>(4 * t, 8);
    const TiledAttentionResult<double> longer = TiledAttention<double>::forward(y, y, y, mask, options);
    QCOMPARE(longer.tilesComputed, Index(2 * 16 - 1));
}

// Invariance: under a window of W, a key more than W − 1 positions before a query — or after
// it — changes nothing in that query's output, not a bit; the queries that can read it move.
void TestTiledAttention::aKeyOutsideTheWindowChangesNothing()
{
    enginetest::Random random(31);
    const Index t = 50, w = 7, changed = 10;
    const Matrix<double> q = random.matrix<double>(t, 6, -2, 2);
    Matrix<double> k = random.matrix<double>(t, 6, -2, 2);
    Matrix<double> v = random.matrix<double>(t, 4);
    AttentionKernelOptions options;
    options.tileRows = 4;
    options.tileColumns = 6;
    const StructuredMask mask = StructuredMask::causal().withWindow(w);
    const Matrix<double> before = TiledAttention<double>::forward(q, k, v, mask, options).output;
    k.row(changed).setConstant(3);
    v.row(changed).setConstant(-5);
    const Matrix<double> after = TiledAttention<double>::forward(q, k, v, mask, options).output;
    for (Index i = 0; i < t; ++i) {
        const bool reads = i >= changed && i <= changed + w - 1;
        const bool same = (before.row(i).array() == after.row(i).array()).all();
        QVERIFY2(same != reads, cat("query ", i, reads ? " reads key 10 but did not move" : " moved").c_str());
    }
}

void TestTiledAttention::onlyBoundaryTilesAreTested()
{
    enginetest::Random random(23);
    const Index t = 256;
    const Matrix<float> x = random.matrix<float>(t, 8);
    AttentionKernelOptions options;
    options.tileRows = options.tileColumns = 64;
    // Causal, 4 × 4 tiles: 6 above the diagonal skipped, 6 below full, the 4 diagonal ones
    // the only ones tested pair by pair.
    const TiledAttentionResult<float> causal = TiledAttention<float>::forward(x, x, x, StructuredMask::causal(), options);
    QCOMPARE(causal.tilesSkipped, Index(6));
    QCOMPARE(causal.tilesComputed, Index(10));
    QCOMPARE(causal.tilesTested, Index(4));
    // No mask: nothing to test.
    QCOMPARE(TiledAttention<float>::forward(x, x, x, StructuredMask::none(), options).tilesTested, Index(0));
    // Two bidirectional documents of 128: the 8 tiles inside a document are full, the 8
    // across documents skipped.
    const TiledAttentionResult<float> documents = TiledAttention<float>::forward(x, x, x, StructuredMask::equalDocuments(t, 2, false), options);
    QCOMPARE(documents.tilesComputed, Index(8));
    QCOMPARE(documents.tilesTested, Index(0));
    QCOMPARE(documents.tilesSkipped, Index(8));
    // A document boundary inside a tile (documents of 100 and 156): the 7 tiles it crosses
    // (row or column block 1, positions 64…127) are cut to the rows and keys that can meet;
    // only tile (1, 1) keeps both documents and is tested pair by pair.
    const TiledAttentionResult<float> uneven = TiledAttention<float>::forward(x, x, x, StructuredMask::cumulativeLengths({0, 100, 256}, false), options);
    QCOMPARE(uneven.tilesTested, Index(1));
    QCOMPARE(uneven.tilesComputed, Index(12));
    QCOMPARE(uneven.tilesSkipped, Index(4));
    // 100² + 156² allowed pairs, and tile (1, 1)'s 64² − 36² − 28² pairs across the boundary.
    QCOMPARE(uneven.scoreEvaluations, Index(100 * 100 + 156 * 156 + 64 * 64 - 36 * 36 - 28 * 28));
    // Forward work follows the allowed pairs: 8 causal documents of 256 at T = 2048 compute
    // 8 × 10 tiles of 64, causal attention 32·33/2.
    const Matrix<float> y = random.matrix<float>(2048, 4);
    QCOMPARE(TiledAttention<float>::forward(y, y, y, StructuredMask::equalDocuments(2048, 8, true), options).tilesComputed, Index(80));
    QCOMPARE(TiledAttention<float>::forward(y, y, y, StructuredMask::causal(), options).tilesComputed, Index(528));
}

void TestTiledAttention::boundaryTilesComputeOnlyTheirAllowedRectangle()
{
    enginetest::Random random(27);
    const Index t = 512;
    const Matrix<float> x = random.matrix<float>(t, 8);
    AttentionKernelOptions options;
    options.tileRows = 64;
    options.tileColumns = 256;
    // Causal, tiles 64 × 256: a diagonal tile is cut into strips of 16 rows, each computing
    // only the keys up to its last query, so the work is the lower triangle at the resolution
    // of 16 rows: strip k of 32 computes 16·16·k pairs.
    const TiledAttentionResult<float> causal = TiledAttention<float>::forward(x, x, x, StructuredMask::causal(), options);
    QCOMPARE(causal.scoreEvaluations, Index(16 * 16 * (32 * 33 / 2)));
    // Eight causal documents of 64 in tiles 64 × 256: each row block is one document and
    // computes only its own keys, in 4 strips of 16·16·k pairs.
    const TiledAttentionResult<float> documents = TiledAttention<float>::forward(x, x, x, StructuredMask::equalDocuments(t, 8, true), options);
    QCOMPARE(documents.scoreEvaluations, Index(8 * 16 * 16 * (1 + 2 + 3 + 4)));
    QCOMPARE(documents.tilesComputed, Index(8));
    // Tall tiles (256 × 64), causal: the rows before a key block's first key are skipped.
    options.tileRows = 256;
    options.tileColumns = 64;
    const TiledAttentionResult<float> tall = TiledAttention<float>::forward(x, x, x, StructuredMask::causal(), options);
    QCOMPARE(tall.scoreEvaluations, Index(16 * 16 * (32 * 33 / 2)));
    // The gradients take the same shortcut and still equal the dense engine's (within rounding).
    const Matrix<double> xd = x.cast<double>();
    const TiledAttentionResult<double> f = TiledAttention<double>::forward(xd, xd, xd, StructuredMask::equalDocuments(t, 8, true), options);
    const TiledAttentionGradients<double> g = TiledAttention<double>::backward(xd, xd, xd, StructuredMask::equalDocuments(t, 8, true), options, f, xd);
    QCOMPARE(g.scoreEvaluations, Index(8 * 16 * 16 * (1 + 2 + 3 + 4)));
    std::vector<std::int64_t> ids;
    for (Index i = 0; i < t; ++i)
        ids.push_back(i * 8 / t);
    const denseengine::Result<double> dense = denseengine::run<double>(xd, xd, xd, 1, true, ids, &xd);
    enginetest::Failures failures;
    failures.near("output", f.output, dense.output, 1e-12);
    failures.near("dQ", g.q, dense.dq, 1e-12);
    failures.near("dK", g.k, dense.dk, 1e-12);
    failures.near("dV", g.v, dense.dv, 1e-12);
    ENGINETEST_VERIFY(failures);
}

void TestTiledAttention::threadsChangeNoBit_data()
{
    QTest::addColumn<bool>("single");
    QTest::addColumn<bool>("documents");
    QTest::addColumn<bool>("eigenProducts");
    for (const bool eigen : {false, true}) {
        const char *products = eigen ? "Eigen" : "OpenBLAS";
        QTest::addRow("float, causal, %s", products) << true << false << eigen;
        QTest::addRow("float, causal documents, %s", products) << true << true << eigen;
        QTest::addRow("double, causal, %s", products) << false << false << eigen;
        QTest::addRow("double, causal documents, %s", products) << false << true << eigen;
    }
}

void TestTiledAttention::threadsChangeNoBit()
{
    QFETCH(bool, single);
    QFETCH(bool, documents);
    QFETCH(bool, eigenProducts);
    enginetest::Random random(29);
    const Index t = 300, heads = 3;
    const Matrix<double> q = random.matrix<double>(t, heads * 8), k = random.matrix<double>(t, heads * 8), v = random.matrix<double>(t, heads * 8);
    const StructuredMask mask = documents ? StructuredMask::documents(unevenDocuments(t), true) : StructuredMask::causal();
    AttentionKernelOptions options;
    options.heads = heads;
    options.tileRows = 32;
    options.tileColumns = 48;
    options.products = eigenProducts ? AttentionKernelOptions::Products::Eigen : AttentionKernelOptions::Products::OpenBlas;
    auto run = [&](int threads) {
        options.threads = threads;
        return single ? TiledAttention<float>::forward(q.cast<float>(), k.cast<float>(), v.cast<float>(), mask, options).output.cast<double>()
                      : TiledAttention<double>::forward(q, k, v, mask, options).output;
    };
    const Matrix<double> one = run(1);
    for (int threads : {2, 3, 8}) {
        const Matrix<double> many = run(threads);
        QVERIFY2(enginetest::bitIdentical(many, one), cat(threads, " threads differ from one").c_str());
    }
}

void TestTiledAttention::cancelStopsAndSaysSo()
{
    enginetest::Random random(31);
    const Matrix<float> x = random.matrix<float>(512, 16);
    std::atomic<bool> cancel{true};
    AttentionKernelOptions options;
    options.cancel = &cancel;
    options.tileRows = options.tileColumns = 64;
    enginetest::leaveDirtyHeap<float>(512, 16, 1);
    const TiledAttentionResult<float> r = TiledAttention<float>::forward(x, x, x, StructuredMask::causal(), options);
    QVERIFY(r.cancelled);
    QCOMPARE(r.tilesComputed, Index(0));
    // The output is allocated without being cleared (the units write it): stopped, it is zero.
    QVERIFY((r.output.array() == 0.0f).all());
    cancel = false;
    const TiledAttentionResult<float> done = TiledAttention<float>::forward(x, x, x, StructuredMask::causal(), options);
    QVERIFY(!done.cancelled);
    QCOMPARE(done.tilesComputed, Index(36));
}

void TestTiledAttention::progressRisesToOne()
{
    enginetest::Random random(37);
    const Matrix<double> x = random.matrix<double>(200, 8);
    std::vector<double> reported;
    AttentionKernelOptions options;
    options.heads = 2;
    options.threads = 2;
    options.tileRows = options.tileColumns = 16;
    options.progress = [&reported](double fraction) { reported.push_back(fraction); }; // one call at a time
    TiledAttention<double>::forward(x, x, x, StructuredMask::causal(), options);
    QCOMPARE(reported.size(), std::size_t(2 * 13)); // one per unit: 2 heads × 13 query blocks
    QVERIFY(std::is_sorted(reported.begin(), reported.end()));
    QCOMPARE(reported.back(), 1.0);
    QVERIFY(reported.front() > 0);
}

void TestTiledAttention::optionsAreChecked()
{
    const Matrix<double> q = Matrix<double>::Ones(4, 6), k = Matrix<double>::Ones(4, 6);
    AttentionKernelOptions options;
    options.heads = 4; // 6 columns are not 4 heads
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(q, k, k, StructuredMask::none(), options));
    options.heads = 3;
    options.kvHeads = 2; // does not divide 3
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(q, k, k, StructuredMask::none(), options));
    options.kvHeads = 1; // k must then have one head's 2 columns
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(q, k, k, StructuredMask::none(), options));
    const Matrix<double> shared = Matrix<double>::Ones(4, 2);
    QVERIFY(TiledAttention<double>::forward(q, shared, shared, StructuredMask::none(), options).finite);
    options.alibiSlopes = {0.5, 0.25}; // 3 heads need 3 slopes
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(q, shared, shared, StructuredMask::none(), options));
    options.alibiSlopes.clear();
    options.threads = -1;
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(q, shared, shared, StructuredMask::none(), options));
    options.threads = 1;
    options.tileRows = -2;
    QVERIFY_THROWS_EXCEPTION(ShapeError, TiledAttention<double>::forward(q, shared, shared, StructuredMask::none(), options));
}

ATLAS_TEST_APPLESS_MAIN(TestTiledAttention)
#include "tst_tiledattention.moc"
