// PermutationEquivariance: without positions, permuting the tokens of a bidirectional layer
// permutes its outputs exactly (difference 0, bit for bit), with grouped heads, Wo and
// document ids travelling with the tokens, in double and float — and adding position
// information (sinusoidal P, rotary, ALiBi) or a causal mask breaks it. A position-order sum
// would not be exact: the terms of the control below round differently in another order.
#include <atlas/permutationequivariance.h>
#include <atlas/rowkernels.h>
#include <atlas/sinusoidalpositions.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <numeric>

using namespace atlas;
using enginetest::cat;

namespace {

using Mat = Matrix<double>;

struct EquivarianceLayer {
    Mat x;
    AttentionWeights<double> weights;
    Index heads = 2;
};

EquivarianceLayer equivarianceLayer(std::uint64_t seed, Index T, Index d, Index heads, Index groups)
{
    enginetest::Random random(seed);
    EquivarianceLayer l;
    l.heads = heads;
    l.x = random.matrix<double>(T, d, -2, 2);
    l.weights.wq = random.matrix<double>(d, heads * 3);
    l.weights.wk = random.matrix<double>(d, groups * 3);
    l.weights.wv = random.matrix<double>(d, groups * 2);
    l.weights.wo = random.matrix<double>(heads * 2, d);
    return l;
}

const std::vector<Index> shuffle{5, 2, 7, 0, 3, 6, 1, 4};

} // namespace

class TestPermutationEquivariance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void withoutPositionsItIsExact_data();
    void withoutPositionsItIsExact();
    void floatIsExactToo();
    void positionsBreakIt_data();
    void positionsBreakIt();
    void positionOrderSumsWouldRound();
    void refusals();
};

void TestPermutationEquivariance::withoutPositionsItIsExact_data()
{
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("groups");
    QTest::addColumn<bool>("documents");
    QTest::newRow("1 head") << 1 << 1 << false;
    QTest::newRow("4 heads") << 4 << 4 << false;
    QTest::newRow("4 heads in 2 groups") << 4 << 2 << false;
    QTest::newRow("2 heads, document ids") << 2 << 2 << true;
}

void TestPermutationEquivariance::withoutPositionsItIsExact()
{
    QFETCH(int, heads);
    QFETCH(int, groups);
    QFETCH(bool, documents);
    const EquivarianceLayer l = equivarianceLayer(7, 8, 6, heads, groups);
    AttentionOptions options;
    options.causal = false;
    options.kvHeads = groups;
    if (documents)
        options.documentIds = {0, 1, 1, 0, 2, 0, 1, 2};
    // Every permutation of a few, each exact.
    std::vector<Index> permutation(8);
    std::iota(permutation.begin(), permutation.end(), Index(0));
    for (int trial = 0; trial < 12; ++trial) {
        std::next_permutation(permutation.begin(), permutation.end());
        for (const std::vector<Index> &p : {permutation, shuffle}) {
            const EquivarianceReport r = PermutationEquivariance<double>::compare(l.x, l.weights, l.heads, options, p);
            QVERIFY2(r.exact && r.maxDifference == 0,
                     cat("max difference ", r.maxDifference, ": ", enginetest::text(r.difference)).c_str());
            QVERIFY(!enginetest::bitIdentical(r.output, r.permutedOutput)); // it did permute
        }
    }
}

void TestPermutationEquivariance::floatIsExactToo()
{
    const EquivarianceLayer l = equivarianceLayer(8, 8, 6, 2, 2);
    AttentionWeights<float> w;
    w.wq = l.weights.wq.cast<float>();
    w.wk = l.weights.wk.cast<float>();
    w.wv = l.weights.wv.cast<float>();
    w.wo = l.weights.wo->cast<float>();
    AttentionOptions options;
    options.causal = false;
    const EquivarianceReport r = PermutationEquivariance<float>::compare(l.x.cast<float>(), w, 2, options, shuffle);
    QVERIFY2(r.exact, cat(r.maxDifference).c_str());
}

void TestPermutationEquivariance::positionsBreakIt_data()
{
    QTest::addColumn<QString>("what");
    for (const char *what : {"sinusoidal positions", "rotary", "ALiBi", "causal mask"})
        QTest::newRow(what) << QString::fromLatin1(what);
}

void TestPermutationEquivariance::positionsBreakIt()
{
    // The controls: anything that depends on the slot, not the token, makes the difference
    // far from rounding.
    QFETCH(QString, what);
    const EquivarianceLayer l = equivarianceLayer(9, 8, 6, 2, 2);
    AttentionOptions options;
    options.causal = what == QLatin1String("causal mask");
    if (what == QLatin1String("rotary")) {
        EquivarianceLayer even = l;
        options.rotary = RotaryOptions{};
        even.weights.wq = enginetest::Random(10).matrix<double>(6, 2 * 4);
        even.weights.wk = enginetest::Random(11).matrix<double>(6, 2 * 4);
        const EquivarianceReport r = PermutationEquivariance<double>::compare(even.x, even.weights, 2, options, shuffle);
        QVERIFY2(!r.exact && r.maxDifference > 1e-3, cat(r.maxDifference).c_str());
        return;
    }
    options.alibi = what == QLatin1String("ALiBi");
    const Mat positions = what == QLatin1String("sinusoidal positions") ? SinusoidalPositions::table<double>(8, 6) : Mat();
    const EquivarianceReport r = PermutationEquivariance<double>::compare(l.x, l.weights, 2, options, shuffle, positions);
    QVERIFY2(!r.exact && r.maxDifference > 1e-3, cat(r.maxDifference).c_str());
}

void TestPermutationEquivariance::positionOrderSumsWouldRound()
{
    // Why the engine sums over keys in content order: three values whose sum depends on the
    // order (1e16 + 1 rounds back to 1e16). Equal scores (q = 0) give each key weight 1/3;
    // summed in position order, two orders of the same tokens give different outputs, while
    // the layer itself returns the same output for every order.
    const Mat v{{1e16}, {1.0}, {-1e16}};
    const Mat p = Mat::Constant(1, 3, 1.0 / 3);
    const BoolMatrix all = BoolMatrix::Constant(1, 3, true);
    const double positionOrder = RowKernels::mixture<double>(p, all, v, std::vector<Index>{0, 1, 2})(0, 0);
    const double otherOrder = RowKernels::mixture<double>(p, all, v, std::vector<Index>{0, 2, 1})(0, 0);
    QVERIFY2(positionOrder != otherOrder, cat(positionOrder, " = ", otherOrder).c_str());

    AttentionWeights<double> w;
    w.wq = Mat::Zero(1, 1);
    w.wk = Mat::Ones(1, 1);
    w.wv = Mat::Ones(1, 1);
    AttentionOptions options;
    options.causal = false;
    const Mat x = v;
    for (const std::vector<Index> &order : {std::vector<Index>{1, 2, 0}, {2, 1, 0}, {0, 2, 1}}) {
        const EquivarianceReport r = PermutationEquivariance<double>::compare(x, w, 1, options, order);
        QVERIFY2(r.exact, cat(enginetest::text(r.output), " vs ", enginetest::text(r.permutedOutput)).c_str());
    }
}

void TestPermutationEquivariance::refusals()
{
    const EquivarianceLayer l = equivarianceLayer(12, 4, 6, 2, 2);
    AttentionOptions options;
    options.causal = false;
    QVERIFY_THROWS_EXCEPTION(ShapeError, PermutationEquivariance<double>::compare(l.x, l.weights, 2, options, {0, 1, 2}));
    QVERIFY_THROWS_EXCEPTION(ShapeError, PermutationEquivariance<double>::compare(l.x, l.weights, 2, options, {0, 1, 1, 2}));
    QVERIFY_THROWS_EXCEPTION(ShapeError, PermutationEquivariance<double>::compare(l.x, l.weights, 2, options, {0, 1, 2, 4}));
    QVERIFY_THROWS_EXCEPTION(ShapeError, PermutationEquivariance<double>::compare(l.x, l.weights, 2, options, {3, 2, 1, 0}, Mat::Zero(3, 6)));
    QCOMPARE(PermutationEquivariance<double>::permuteRows(Mat{{1}, {2}, {3}}, {2, 0, 1}), (Mat{{3}, {1}, {2}}));
}

ATLAS_TEST_APPLESS_MAIN(TestPermutationEquivariance)
#include "tst_permutationequivariance.moc"
