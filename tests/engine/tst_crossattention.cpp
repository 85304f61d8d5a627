// MultiHeadAttention's cross-attention form and key padding: queries from one sequence, keys
// and values from another of another length (T_q × T_k scores), against the definition written
// out in long double; gradients of x, the context and every weight against central
// differences; padding keys invisible to every query; the form with the sequence itself as its
// context equal to self-attention; refusals naming the field.
#include <atlas/attentionmask.h>
#include <atlas/multiheadattention.h>

#include "enginetest.h"
#include "numericgradient.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace atlas;
using enginetest::bitIdentical;
using enginetest::cat;
using enginetest::Failures;
using enginetest::gradientTolerance;
using enginetest::numericGradient;
using enginetest::numericIntermediate;

namespace {

using Mat = Matrix<double>;
using LongMat = Eigen::Matrix<long double, Eigen::Dynamic, Eigen::Dynamic>;

struct CrossShape {
    Index queries, keys, modelWidth, heads, groups, dk, dv;
    bool withWo, causal;
    std::vector<bool> padding; // empty or one flag per key
};

// One cross-attention problem with the loss L = Σ G ∘ output.
struct CrossProblem {
    CrossShape shape;
    AttentionOptions options;
    Mat x, context, gradOutput;
    AttentionWeights<double> weights;

    AttentionTrace<double> forward(const AttentionHook<double> &hook = {}) const
    {
        return MultiHeadAttention<double>::forward(x, context, weights, shape.heads, options, hook);
    }
    double loss(const AttentionHook<double> &hook = {}) const
    {
        return forward(hook).output.cwiseProduct(gradOutput).sum();
    }
};

CrossProblem makeCross(std::uint64_t seed, const CrossShape &s)
{
    enginetest::Random random(seed);
    CrossProblem p;
    p.shape = s;
    p.options.causal = s.causal;
    p.options.kvHeads = s.groups;
    p.options.keyPadding = s.padding;
    p.x = random.matrix<double>(s.queries, s.modelWidth);
    p.context = random.matrix<double>(s.keys, s.modelWidth);
    p.weights.wq = random.matrix<double>(s.modelWidth, s.heads * s.dk);
    p.weights.wk = random.matrix<double>(s.modelWidth, s.groups * s.dk);
    p.weights.wv = random.matrix<double>(s.modelWidth, s.groups * s.dv);
    if (s.withWo)
        p.weights.wo = random.matrix<double>(s.heads * s.dv, 3);
    p.gradOutput = random.matrix<double>(s.queries, s.withWo ? 3 : s.heads * s.dv);
    return p;
}

void addCrossRows()
{
    QTest::addColumn<int>("row");
    QTest::newRow("3 queries, 5 keys") << 0;
    QTest::newRow("5 queries, 2 keys, 4 heads in 2 groups, wo") << 1;
    QTest::newRow("4 queries, 6 keys, two of them padding") << 2;
    QTest::newRow("causal, equal lengths, last key padding, wo") << 3;
    QTest::newRow("one key") << 4;
    QTest::newRow("every key padding") << 5;
}

CrossShape crossShape(int row)
{
    switch (row) {
    case 0: return {3, 5, 4, 2, 2, 3, 2, false, false, {}};
    case 1: return {5, 2, 3, 4, 2, 2, 3, true, false, {}};
    case 2: return {4, 6, 4, 2, 2, 2, 2, false, false, {false, true, false, false, true, false}};
    case 3: return {4, 4, 3, 2, 1, 2, 2, true, true, {false, false, false, true}};
    case 4: return {3, 1, 2, 1, 1, 2, 2, false, false, {}};
    default: return {3, 4, 2, 2, 2, 2, 1, false, false, {true, true, true, true}};
    }
}

} // namespace

class TestCrossAttention : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void followsTheDefinition_data() { addCrossRows(); }
    void followsTheDefinition();
    void gradientsMatchCentralDifferences_data() { addCrossRows(); }
    void gradientsMatchCentralDifferences();
    void theSequenceAsItsOwnContextIsSelfAttention();
    void paddingKeysChangeNothing();
    void paddedQueriesStillReadTheRealKeys();
    void refusals();
};

void TestCrossAttention::followsTheDefinition()
{
    // Q = X·Wq, K = C·Wk, V = C·Wv; head h reads group ⌊h·G/H⌋; S = Q·Kᵀ/√dₖ over the allowed
    // keys (k ≤ q with causal; not padding); a row without any allowed key is 0.
    QFETCH(int, row);
    const CrossShape s = crossShape(row);
    const CrossProblem p = makeCross(std::uint64_t(17 + row), s);
    const AttentionTrace<double> trace = p.forward();
    QVERIFY(trace.cross);
    QCOMPARE(trace.allowed.rows(), s.queries);
    QCOMPARE(trace.allowed.cols(), s.keys);
    const LongMat x = p.x.cast<long double>(), c = p.context.cast<long double>();
    const LongMat q = x * p.weights.wq.cast<long double>(), k = c * p.weights.wk.cast<long double>(),
                  v = c * p.weights.wv.cast<long double>();
    LongMat concatenated(s.queries, s.heads * s.dv);
    Failures failures;
    for (Index h = 0; h < s.heads; ++h) {
        const Index g = h * s.groups / s.heads;
        const LongMat qh = q.middleCols(h * s.dk, s.dk), kh = k.middleCols(g * s.dk, s.dk), vh = v.middleCols(g * s.dv, s.dv);
        const long double scale = 1.0L / std::sqrt(static_cast<long double>(s.dk));
        LongMat weights = LongMat::Zero(s.queries, s.keys);
        for (Index i = 0; i < s.queries; ++i) {
            long double largest = -std::numeric_limits<long double>::infinity(), sum = 0;
            const auto allowed = [&](Index j) {
                return (!s.causal || j <= i) && (s.padding.empty() || !s.padding[std::size_t(j)]);
            };
            for (Index j = 0; j < s.keys; ++j) {
                failures.check(trace.allowed(i, j) == allowed(j), cat("allowed(", i, ", ", j, ")"));
                if (allowed(j))
                    largest = std::max(largest, scale * qh.row(i).dot(kh.row(j)));
            }
            for (Index j = 0; j < s.keys; ++j)
                if (allowed(j))
                    sum += weights(i, j) = std::exp(scale * qh.row(i).dot(kh.row(j)) - largest);
            if (sum > 0)
                weights.row(i) /= sum;
        }
        const HeadTrace<double> &head = trace.heads[std::size_t(h)];
        failures.near(cat("head ", h, " probabilities"), head.probabilities, weights.cast<double>(), 1e-14);
        failures.near(cat("head ", h, " output"), head.output, (weights * vh).cast<double>(), 1e-13);
        concatenated.middleCols(h * s.dv, s.dv) = weights * vh;
    }
    const LongMat expected = s.withWo ? LongMat(concatenated * p.weights.wo->cast<long double>()) : concatenated;
    failures.near("output", trace.output, expected.cast<double>(), 1e-13);
    if (row == 5) { // every key padding: every query has nothing to read
        failures.check(trace.output.isZero(0), "rows without a key are zeros");
        failures.check(trace.heads[0].emptyRows.size() == std::size_t(s.queries), "every row is reported empty");
    }
    ENGINETEST_VERIFY(failures);
}

void TestCrossAttention::gradientsMatchCentralDifferences()
{
    QFETCH(int, row);
    const CrossShape s = crossShape(row);
    CrossProblem p = makeCross(std::uint64_t(31 + row), s);
    const AttentionTrace<double> trace = p.forward();
    const AttentionGradients<double> g = MultiHeadAttention<double>::backward(trace, p.weights, p.gradOutput);
    auto loss = [&] { return p.loss(); };
    auto hooked = [&](const AttentionHook<double> &hook) { return p.loss(hook); };
    Failures failures;
    auto near = [&](const std::string &name, const Mat &analytic, const Mat &numeric) {
        failures.near(name, analytic, numeric, gradientTolerance);
    };
    near("x", g.x, numericGradient(p.x, loss));
    near("context", g.context, numericGradient(p.context, loss));
    near("wq", g.wq, numericGradient(p.weights.wq, loss));
    near("wk", g.wk, numericGradient(p.weights.wk, loss));
    near("wv", g.wv, numericGradient(p.weights.wv, loss));
    if (s.withWo)
        near("wo", *g.wo, numericGradient(*p.weights.wo, loss));
    near("K", g.k, numericIntermediate(hooked, AttentionNode::K, -1, s.keys, s.groups * s.dk));
    near("V", g.v, numericIntermediate(hooked, AttentionNode::V, -1, s.keys, s.groups * s.dv));
    for (Index h = 0; h < s.heads; ++h)
        near(cat("head ", h, " scores"), g.heads[std::size_t(h)].scores,
             numericIntermediate(hooked, AttentionNode::Scores, h, s.queries, s.keys));
    // A padding key's context row reaches nothing: its gradient is exactly 0, not merely small.
    for (std::size_t j = 0; j < s.padding.size(); ++j)
        if (s.padding[j])
            failures.check(g.context.row(Index(j)).isZero(0), cat("context row ", j, " (padding) has a gradient"));
    ENGINETEST_VERIFY(failures);
}

void TestCrossAttention::theSequenceAsItsOwnContextIsSelfAttention()
{
    // Same products in the same order: bit for bit, causal or not, with groups and wo; the
    // gradient of x in self-attention is the cross form's x (query path) plus its context.
    for (bool causal : {false, true}) {
        CrossProblem p = makeCross(5, {5, 5, 4, 4, 2, 2, 3, true, causal, {}});
        const AttentionTrace<double> self = MultiHeadAttention<double>::forward(p.x, p.weights, 4, p.options);
        const AttentionTrace<double> cross = MultiHeadAttention<double>::forward(p.x, p.x, p.weights, 4, p.options);
        QVERIFY(bitIdentical(self.output, cross.output));
        QVERIFY(self.allowed == cross.allowed);
        const AttentionGradients<double> gs = MultiHeadAttention<double>::backward(self, p.weights, p.gradOutput);
        const AttentionGradients<double> gc = MultiHeadAttention<double>::backward(cross, p.weights, p.gradOutput);
        QVERIFY(bitIdentical(gs.wk, gc.wk));
        Failures failures;
        failures.near("x", gs.x, Mat(gc.x + gc.context), 1e-14);
        ENGINETEST_VERIFY(failures);
    }
}

void TestCrossAttention::paddingKeysChangeNothing()
{
    // Whatever a padded slot holds, no query's output moves — in self-attention (a batch's
    // padded positions) and in cross-attention (a padded source sentence).
    enginetest::Random random(3);
    CrossProblem p = makeCross(9, {4, 6, 4, 2, 2, 2, 2, true, false, {false, false, false, false, true, true}});
    const AttentionTrace<double> before = p.forward();
    p.context.row(4) = random.matrix<double>(1, 4, -50, 50);
    p.context.row(5).setConstant(std::numeric_limits<double>::max() / 1e10);
    QVERIFY(bitIdentical(before.output, p.forward().output));

    // Self-attention of 5 positions, the last two padding: the real queries' rows never move.
    AttentionOptions options;
    options.causal = false;
    options.keyPadding = {false, false, false, true, true};
    Mat x = random.matrix<double>(5, 4);
    const AttentionTrace<double> self = MultiHeadAttention<double>::forward(x, p.weights, 2, options);
    x.row(3) = random.matrix<double>(1, 4, -9, 9);
    const AttentionTrace<double> edited = MultiHeadAttention<double>::forward(x, p.weights, 2, options);
    QVERIFY(bitIdentical(self.output.topRows(3), edited.output.topRows(3)));
    for (const HeadTrace<double> &head : self.heads)
        QVERIFY(head.probabilities.rightCols(2).isZero(0));
}

void TestCrossAttention::paddedQueriesStillReadTheRealKeys()
{
    // A padded position is masked as a *key*, not as a query: its own row still attends to the
    // real keys and holds an ordinary-looking output, which the loss must leave out. Its
    // weights over the real keys sum to 1.
    enginetest::Random random(4);
    AttentionWeights<double> w;
    w.wq = random.matrix<double>(3, 2);
    w.wk = random.matrix<double>(3, 2);
    w.wv = random.matrix<double>(3, 2);
    AttentionOptions options;
    options.causal = false;
    options.keyPadding = {false, false, true};
    const AttentionTrace<double> t = MultiHeadAttention<double>::forward(random.matrix<double>(3, 3), w, 1, options);
    QVERIFY(!t.output.row(2).isZero(0));
    QVERIFY(std::abs(t.heads[0].probabilities.row(2).sum() - 1) < 1e-15);
    QCOMPARE(t.heads[0].probabilities(2, 2), 0.0);
    QVERIFY(t.heads[0].emptyRows.empty());
}

void TestCrossAttention::refusals()
{
    const CrossProblem p = makeCross(1, {3, 5, 4, 2, 2, 2, 2, false, false, {}});
    const auto field = [&](const AttentionOptions &options, const Mat &context) {
        try {
            MultiHeadAttention<double>::forward(p.x, context, p.weights, 2, options);
        } catch (const ShapeError &e) {
            const std::string what = e.what();
            return what.substr(0, what.find(':'));
        }
        return std::string("(accepted)");
    };
    AttentionOptions o = p.options;
    QCOMPARE(field(o, p.context), std::string("(accepted)"));
    QCOMPARE(field(o, Mat::Zero(5, 3)), std::string("context")); // d_model 3, not 4
    o.causal = true; // 3 queries, 5 keys: no order between them
    QCOMPARE(field(o, p.context), std::string("causal"));
    QCOMPARE(field(o, Mat::Zero(3, 4)), std::string("(accepted)")); // equal lengths
    o = p.options;
    o.documentIds = {0, 0, 1};
    QCOMPARE(field(o, p.context), std::string("documentIds"));
    o = p.options;
    o.rotary = RotaryOptions{};
    QCOMPARE(field(o, p.context), std::string("rotary"));
    o = p.options;
    o.alibi = true;
    QCOMPARE(field(o, p.context), std::string("alibi"));
    o = p.options;
    o.keyPadding = {false, true, false}; // one per query, not per key
    QCOMPARE(field(o, p.context), std::string("keyPadding"));
    // Self-attention: one flag per position; the tiled path has no per-key holes.
    o = p.options;
    o.keyPadding = {false, true};
    QVERIFY_THROWS_EXCEPTION(ShapeError, MultiHeadAttention<double>::forward(p.x, p.weights, 2, o));
    o.keyPadding = {false, true, false};
    QVERIFY_THROWS_EXCEPTION(ShapeError, MultiHeadAttention<double>::forwardTiled(p.x, p.weights, 2, o));
}

ATLAS_TEST_APPLESS_MAIN(TestCrossAttention)
#include "tst_crossattention.moc"
