// MultiHeadAttention: the forward trace against a long-double reference, every gradient
// against central differences (intermediates perturbed through the AttentionHook), causal
// and document invariance bit for bit, float against double, extreme temperatures; rotary
// positions (the relative property, the backward pass), ALiBi as a soft mask, and grouped
// key/value heads (G = H is plain multi-head attention bit for bit, G < H is multi-head
// attention with duplicated key/value columns).
#include <atlas/attentionmask.h>
#include <atlas/multiheadattention.h>
#include <atlas/positionids.h>

#include "alibireference.h"
#include "numericgradient.h"
#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <limits>
#include <tuple>

using namespace atlas;
using enginetest::bitIdentical;
using enginetest::cat;
using enginetest::exactlyEqual;
using enginetest::Failures;
using enginetest::text;

namespace {

using Mat = Matrix<double>;

// One projected-form attention problem with the loss L = Σ G ∘ output.
struct Problem {
    Index heads = 1, groups = 1, dk = 1, dv = 1;
    AttentionOptions options;
    Mat x, gradOutput;
    AttentionWeights<double> weights;

    Index length() const { return x.rows(); }
    AttentionTrace<double> forward(const AttentionHook<double> &hook = {}) const
    {
        return MultiHeadAttention<double>::forward(x, weights, heads, options, hook);
    }
    double loss(const AttentionHook<double> &hook = {}) const
    {
        return forward(hook).output.cwiseProduct(gradOutput).sum();
    }
    AttentionGradients<double> backward() const
    {
        return MultiHeadAttention<double>::backward(forward(), weights, gradOutput);
    }
};

struct Shape {
    Index length, modelWidth, heads, dk, dv;
    bool withWo;
    Index outWidth;
    bool causal, documents;
    double temperature;
    Index kvHeads = 0; // 0: one per head
    bool rotary = false;
    bool alibi = false;
    Index window = 0; // 0: none
};

Problem makeProblem(std::uint64_t seed, const Shape &s)
{
    enginetest::Random random(seed);
    Problem p;
    p.heads = s.heads;
    p.groups = s.kvHeads > 0 ? s.kvHeads : s.heads;
    p.dk = s.dk;
    p.dv = s.dv;
    p.options.causal = s.causal;
    p.options.temperature = s.temperature;
    p.options.kvHeads = s.kvHeads;
    p.options.alibi = s.alibi;
    p.options.window = s.window;
    if (s.documents) // random ids: neither contiguous nor sorted
        for (Index i = 0; i < s.length; ++i)
            p.options.documentIds.push_back(random.integer(0, 3));
    if (s.rotary) {
        p.options.rotary = RotaryOptions{};
        if (s.documents) // positions restarting with each run of ids, and a small base
            p.options.rotary = RotaryOptions{100.0, PositionIds::resetPerDocument(p.options.documentIds)};
    }
    p.x = random.matrix<double>(s.length, s.modelWidth);
    p.weights.wq = random.matrix<double>(s.modelWidth, s.heads * s.dk);
    p.weights.wk = random.matrix<double>(s.modelWidth, p.groups * s.dk);
    p.weights.wv = random.matrix<double>(s.modelWidth, p.groups * s.dv);
    if (s.withWo)
        p.weights.wo = random.matrix<double>(s.heads * s.dv, s.outWidth);
    p.gradOutput = random.matrix<double>(s.length, s.withWo ? s.outWidth : s.heads * s.dv);
    return p;
}

void addShapeColumns()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("modelWidth");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("dk");
    QTest::addColumn<int>("dv");
    QTest::addColumn<bool>("withWo");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<bool>("documents");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<bool>("rotary");
    QTest::addColumn<bool>("alibi");
    QTest::addColumn<int>("window");
}

// The configurations every property is checked on: 1–4 heads, with and without Wo, causal
// or not, with document ids, τ ≠ 1, dₖ ≠ dᵥ; grouped key/value heads (multi-query and
// grouped-query), rotary positions (0…T−1, or reset per document with base 100), ALiBi and
// sliding windows.
void addShapeRows()
{
    QTest::newRow("1 head, no Wo, bidirectional") << 1 << 4 << 3 << 1 << 2 << 2 << false << false << false << 1.0 << 0 << false << false << 0;
    QTest::newRow("1 head, Wo, causal") << 2 << 5 << 4 << 1 << 3 << 3 << true << true << false << 1.0 << 0 << false << false << 0;
    QTest::newRow("2 heads, Wo, causal, tau 0.7") << 3 << 6 << 4 << 2 << 3 << 2 << true << true << false << 0.7 << 0 << false << false << 0;
    QTest::newRow("2 heads, no Wo, causal, documents") << 4 << 7 << 3 << 2 << 2 << 3 << false << true << true << 1.0 << 0 << false << false << 0;
    QTest::newRow("3 heads, Wo, causal, documents, tau 1.6, dk != dv") << 5 << 6 << 5 << 3 << 2 << 4 << true << true << true << 1.6 << 0 << false << false << 0;
    QTest::newRow("4 heads, Wo, bidirectional, documents, tau 0.5") << 6 << 5 << 6 << 4 << 3 << 1 << true << false << true << 0.5 << 0 << false << false << 0;
    QTest::newRow("4 heads, no Wo, bidirectional, dk 1") << 7 << 5 << 2 << 4 << 1 << 2 << false << false << false << 1.3 << 0 << false << false << 0;
    QTest::newRow("4 heads in 2 groups, Wo, causal, documents") << 8 << 6 << 5 << 4 << 2 << 3 << true << true << true << 1.0 << 2 << false << false << 0;
    QTest::newRow("3 heads, 1 group (multi-query), no Wo, bidirectional") << 9 << 5 << 4 << 3 << 3 << 2 << false << false << false << 0.8 << 1 << false << false << 0;
    QTest::newRow("2 heads, rotary, Wo, causal") << 10 << 6 << 4 << 2 << 4 << 2 << true << true << false << 1.0 << 0 << true << false << 0;
    QTest::newRow("2 heads, rotary reset per document, no Wo, bidirectional") << 11 << 6 << 3 << 2 << 2 << 3 << false << false << true << 1.4 << 0 << true << false << 0;
    QTest::newRow("3 heads, ALiBi, Wo, causal, documents") << 12 << 6 << 4 << 3 << 2 << 2 << true << true << true << 0.9 << 0 << false << true << 0;
    QTest::newRow("2 heads, ALiBi, no Wo, bidirectional") << 13 << 5 << 3 << 2 << 3 << 2 << false << false << false << 1.0 << 0 << false << true << 0;
    QTest::newRow("4 heads in 2 groups, rotary, ALiBi, Wo, causal") << 14 << 6 << 5 << 4 << 2 << 2 << true << true << false << 1.1 << 2 << true << true << 0;
    QTest::newRow("2 heads, Wo, causal window of 2") << 15 << 6 << 4 << 2 << 3 << 2 << true << true << false << 1.0 << 0 << false << false << 2;
    QTest::newRow("3 heads in 3 groups, causal documents, window of 3, rotary, ALiBi") << 16 << 7 << 4 << 3 << 2 << 2 << true << true << true << 0.9 << 0 << true << true << 3;
}

Shape fetchShape()
{
    QFETCH(int, length);
    QFETCH(int, modelWidth);
    QFETCH(int, heads);
    QFETCH(int, dk);
    QFETCH(int, dv);
    QFETCH(bool, withWo);
    QFETCH(bool, causal);
    QFETCH(bool, documents);
    QFETCH(double, temperature);
    QFETCH(int, kvHeads);
    QFETCH(bool, rotary);
    QFETCH(bool, alibi);
    QFETCH(int, window);
    return Shape{length, modelWidth, heads, dk, dv, withWo, 3, causal, documents, temperature, kvHeads, rotary, alibi, window};
}

using enginetest::gradientTolerance;
using enginetest::numericGradient;
using enginetest::numericIntermediate;

// A matrix whose rows > `last` are replaced by fresh random rows.
Mat withRowsAfter(const Mat &m, Index last, enginetest::Random &random)
{
    Mat out = m;
    for (Index i = last + 1; i < m.rows(); ++i)
        out.row(i) = random.matrix<double>(1, m.cols(), -3, 3);
    return out;
}

using LongMat = Eigen::Matrix<long double, Eigen::Dynamic, Eigen::Dynamic>;

} // namespace

class TestMultiHeadAttention : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void forwardFollowsTheDefinition_data();
    void forwardFollowsTheDefinition();
    void seedExampleThroughAttention();
    void gradientsMatchCentralDifferences_data();
    void gradientsMatchCentralDifferences();
    void perHeadGradientsMatchCentralDifferences_data();
    void perHeadGradientsMatchCentralDifferences();
    void futureTokensChangeNothingBefore_data();
    void futureTokensChangeNothingBefore();
    void bidirectionalAttentionReadsTheFuture();
    void otherDocumentsChangeNothing_data();
    void otherDocumentsChangeNothing();
    void floatAgreesWithDouble_data();
    void floatAgreesWithDouble();
    void tinyTemperatureIsArgmaxAndFinite_data();
    void tinyTemperatureIsArgmaxAndFinite();
    void rejectsBadShapes();
    void rotaryScoresDependOnlyOnRelativePosition();
    void alibiIsASoftMaskBeforeTheMask();
    void everyHeadItsOwnGroupIsPlainAttention_data();
    void everyHeadItsOwnGroupIsPlainAttention();
    void groupsEqualDuplicatedKeyValueColumns_data();
    void groupsEqualDuplicatedKeyValueColumns();
    void rejectsBadPositionsAndGroups();
};

void TestMultiHeadAttention::forwardFollowsTheDefinition_data()
{
    addShapeColumns();
    addShapeRows();
}

void TestMultiHeadAttention::forwardFollowsTheDefinition()
{
    // Every traced quantity against a direct long-double evaluation of the header's formulas.
    QFETCH(int, seed);
    const Shape shape = fetchShape();
    const Problem p = makeProblem(static_cast<std::uint64_t>(seed), shape);
    const AttentionTrace<double> trace = p.forward();
    const Index T = p.length();
    BoolMatrix allowed = AttentionMask::build(T, shape.causal, p.options.documentIds);
    // The window, written out: query i reads keys i − W + 1 … i.
    for (Index i = 0; i < T && shape.window > 0; ++i)
        for (Index j = 0; j <= i - shape.window; ++j)
            allowed(i, j) = false;
    QVERIFY(trace.projected);
    QVERIFY(trace.allowed == allowed);
    QCOMPARE(trace.heads.size(), std::size_t(p.heads));

    const LongMat x = p.x.cast<long double>();
    const LongMat q = x * p.weights.wq.cast<long double>();
    const LongMat k = x * p.weights.wk.cast<long double>();
    const LongMat v = x * p.weights.wv.cast<long double>();
    const long double c = 1.0L / (static_cast<long double>(shape.temperature)
                                  * std::sqrt(static_cast<long double>(p.dk)));
    LongMat concatenated(T, p.heads * p.dv);
    Failures failures;
    // Double products of O(1) entries summed over ≤ 6 terms: a few ε relative to the result.
    const double tolerance = 1e-14;
    failures.near("Q", trace.q, q, tolerance);
    failures.near("K", trace.k, k, tolerance);
    failures.near("V", trace.v, v, tolerance);
    for (Index h = 0; h < p.heads; ++h) {
        const HeadTrace<double> &head = trace.heads[std::size_t(h)];
        const std::string name = cat("head ", h, " ");
        const Index g = h * p.groups / p.heads; // the key/value group of head h
        failures.check(head.group == g, cat(name, "reads group ", head.group, ", not ", g));
        failures.check(bitIdentical(head.q, trace.q.middleCols(h * p.dk, p.dk))
                           && bitIdentical(head.k, trace.k.middleCols(g * p.dk, p.dk))
                           && bitIdentical(head.v, trace.v.middleCols(g * p.dv, p.dv)),
                       name + "q, k, v are not the head's columns of Q, K, V");
        failures.check(std::abs(static_cast<long double>(head.scale) - c)
                           <= 4 * std::numeric_limits<double>::epsilon() * c,
                       cat(name, "scale ", head.scale));
        // Rotary: pair i of the row at position p turns by θ = p·base^(−2i/dₖ).
        LongMat qh = q.middleCols(h * p.dk, p.dk), kh = k.middleCols(g * p.dk, p.dk);
        if (p.options.rotary) {
            const RotaryOptions &r = *p.options.rotary;
            for (Index t = 0; t < T; ++t) {
                const long double position = r.positions.empty() ? t : r.positions[std::size_t(t)];
                for (Index i = 0; 2 * i < p.dk; ++i) {
                    const long double theta = position * std::pow(static_cast<long double>(r.base), -2.0L * i / p.dk);
                    for (LongMat *m : {&qh, &kh}) {
                        const long double a = (*m)(t, 2 * i), b = (*m)(t, 2 * i + 1);
                        (*m)(t, 2 * i) = a * std::cos(theta) - b * std::sin(theta);
                        (*m)(t, 2 * i + 1) = a * std::sin(theta) + b * std::cos(theta);
                    }
                }
            }
            failures.near(name + "rotated q", head.rotatedQ, qh, tolerance);
            failures.near(name + "rotated k", head.rotatedK, kh, tolerance);
        } else {
            failures.check(head.rotatedQ.size() == 0 && head.rotatedK.size() == 0,
                           name + "rotated without rotary");
        }
        // ALiBi: −m·|i − j| after the scaling, m the contract's slope of head h + 1.
        const long double slope = p.options.alibi ? reference::alibiSlope<long double>(h + 1, p.heads) : 0.0L;
        failures.check(std::abs(head.slope - static_cast<double>(slope)) <= 1e-15 * std::abs(head.slope),
                       cat(name, "slope ", head.slope));
        LongMat scores = c * qh * kh.transpose();
        for (Index i = 0; i < T; ++i)
            for (Index j = 0; j < T; ++j)
                scores(i, j) -= slope * static_cast<long double>(std::abs(i - j));
        LongMat probabilities = LongMat::Zero(T, T);
        for (Index i = 0; i < T; ++i) {
            long double sum = 0;
            for (Index j = 0; j < T; ++j)
                if (allowed(i, j))
                    sum += std::exp(scores(i, j));
            for (Index j = 0; j < T; ++j)
                if (allowed(i, j))
                    probabilities(i, j) = std::exp(scores(i, j)) / sum;
        }
        const LongMat output = probabilities * v.middleCols(g * p.dv, p.dv);
        concatenated.middleCols(h * p.dv, p.dv) = output;
        const LongMat rawScores = qh * kh.transpose();
        failures.near(name + "raw scores", head.rawScores, rawScores, tolerance);
        failures.near(name + "scores", head.scores, scores, tolerance);
        failures.near(name + "probabilities", head.probabilities, probabilities, tolerance);
        failures.near(name + "output", head.output, output, tolerance);
        for (Index i = 0; i < T; ++i)
            for (Index j = 0; j < T; ++j)
                failures.check(allowed(i, j) || head.probabilities(i, j) == 0,
                               cat(name, "masked probability (", i, ", ", j, ") is not 0"));
        failures.check(head.emptyRows.empty() && head.invalidRows.empty(),
                       name + "reports degenerate rows");
    }
    failures.near("concatenated", trace.concatenated, concatenated, tolerance);
    const LongMat output = p.weights.wo ? LongMat(concatenated * p.weights.wo->cast<long double>())
                                        : concatenated;
    failures.near("output", trace.output, output, tolerance);
    ENGINETEST_VERIFY(failures);
}

void TestMultiHeadAttention::seedExampleThroughAttention()
{
    // The seed's relation as a one-head, dₖ = dᵥ = 1 causal layer in the per-head form:
    // q = [1, 1], k = [0, ln 3], v = [2, 6]. Row 1 has scores [0, ln 3] → output 5; row 0
    // reads only key 0 → output exactly 2. With L = output₁, ∂L/∂s₁ = [−0.75, 0.75].
    HeadInput<double> head;
    head.q = Mat::Ones(2, 1);
    head.k = Mat(2, 1);
    head.k << 0.0, std::log(3.0);
    head.v = Mat(2, 1);
    head.v << 2.0, 6.0;
    AttentionOptions options; // causal, τ = 1, dₖ = 1: c = 1
    const AttentionTrace<double> trace
        = MultiHeadAttention<double>::forward({head}, std::nullopt, options);
    QCOMPARE(trace.output(0, 0), 2.0);
    QVERIFY2(std::abs(trace.output(1, 0) - 5.0) <= 4 * std::numeric_limits<double>::epsilon() * 5,
             text(trace.output).c_str());
    Mat g(2, 1);
    g << 0.0, 1.0;
    const AttentionGradients<double> grads = MultiHeadAttention<double>::backward(trace, {}, g);
    const Mat &dS = grads.heads[0].scores;
    QVERIFY2(std::abs(dS(1, 0) + 0.75) <= 1e-15 && std::abs(dS(1, 1) - 0.75) <= 1e-15,
             text(dS).c_str());
    QVERIFY2(dS.row(0).isZero(0), text(dS).c_str());
    // ∂L/∂v = Pᵀ·∂L/∂O: the row-1 probabilities [0.25, 0.75].
    QVERIFY2(std::abs(grads.heads[0].v(0, 0) - 0.25) <= 1e-16
                 && std::abs(grads.heads[0].v(1, 0) - 0.75) <= 1e-16,
             text(grads.heads[0].v).c_str());

    // Whatever the future key and value, row 0 stays exactly 2.
    for (double future : {-1e4, -1.0, 0.0, 1e-300, 7.0, 1e4, 1e300}) {
        HeadInput<double> changed = head;
        changed.k(1, 0) = future;
        changed.v(1, 0) = future;
        const AttentionTrace<double> t
            = MultiHeadAttention<double>::forward({changed}, std::nullopt, options);
        QVERIFY2(t.output(0, 0) == 2.0, cat("future ", future, ": ", t.output(0, 0)).c_str());
    }
}

void TestMultiHeadAttention::gradientsMatchCentralDifferences_data()
{
    addShapeColumns();
    addShapeRows();
}

void TestMultiHeadAttention::gradientsMatchCentralDifferences()
{
    QFETCH(int, seed);
    const Shape shape = fetchShape();
    Problem p = makeProblem(static_cast<std::uint64_t>(seed), shape);
    const AttentionTrace<double> trace = p.forward();
    const AttentionGradients<double> grads = p.backward();
    const Index T = p.length();
    auto loss = [&] { return p.loss(); };
    auto hooked = [&](const AttentionHook<double> &hook) { return p.loss(hook); };

    Failures failures;
    auto near = [&](const std::string &name, const Mat &analytic, const Mat &numeric) {
        failures.near(name, analytic, numeric, gradientTolerance);
    };
    near("x", grads.x, numericGradient(p.x, loss));
    near("wq", grads.wq, numericGradient(p.weights.wq, loss));
    near("wk", grads.wk, numericGradient(p.weights.wk, loss));
    near("wv", grads.wv, numericGradient(p.weights.wv, loss));
    QCOMPARE(grads.wo.has_value(), shape.withWo);
    if (shape.withWo)
        near("wo", *grads.wo, numericGradient(*p.weights.wo, loss));

    const Mat numericQ = numericIntermediate(hooked, AttentionNode::Q, -1, T, p.heads * p.dk);
    const Mat numericK = numericIntermediate(hooked, AttentionNode::K, -1, T, p.groups * p.dk);
    const Mat numericV = numericIntermediate(hooked, AttentionNode::V, -1, T, p.groups * p.dv);
    near("Q", grads.q, numericQ);
    near("K", grads.k, numericK);
    near("V", grads.v, numericV);
    // A group's K and V receive the sum of the shares of the heads that read them.
    for (Index group = 0; group < p.groups; ++group) {
        Mat k = Mat::Zero(T, p.dk), v = Mat::Zero(T, p.dv);
        for (Index h = 0; h < p.heads; ++h)
            if (trace.heads[std::size_t(h)].group == group) {
                k += grads.heads[std::size_t(h)].k;
                v += grads.heads[std::size_t(h)].v;
            }
        near(cat("group ", group, " k"), k, numericK.middleCols(group * p.dk, p.dk));
        near(cat("group ", group, " v"), v, numericV.middleCols(group * p.dv, p.dv));
    }
    for (Index h = 0; h < p.heads; ++h) {
        const HeadGradients<double> &g = grads.heads[std::size_t(h)];
        const std::string name = cat("head ", h, " ");
        near(name + "q", g.q, numericQ.middleCols(h * p.dk, p.dk));
        // Every score is perturbed, masked ones too: those must not move the loss.
        near(name + "scores", g.scores,
             numericIntermediate(hooked, AttentionNode::Scores, h, T, T));
        const BoolMatrix masked = trace.allowed.unaryExpr([](bool a) { return !a; });
        near(name + "probabilities", g.probabilities,
             numericIntermediate(hooked, AttentionNode::Probabilities, h, T, T, &masked));
        for (Index i = 0; i < T; ++i)
            for (Index j = 0; j < T; ++j)
                failures.check(trace.allowed(i, j) || (g.probabilities(i, j) == 0 && g.scores(i, j) == 0),
                               cat(name, "masked entry (", i, ", ", j, ") has a gradient"));
        near(name + "output", g.output,
             numericIntermediate(hooked, AttentionNode::HeadOutput, h, T, p.dv));
    }
    near("concatenated", grads.concatenated,
         numericIntermediate(hooked, AttentionNode::Concatenated, -1, T, p.heads * p.dv));
    ENGINETEST_VERIFY(failures);
}

void TestMultiHeadAttention::perHeadGradientsMatchCentralDifferences_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<bool>("withWo");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<bool>("documents");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<bool>("rotary");
    QTest::addColumn<bool>("alibi");
    QTest::newRow("Wo, causal") << 11 << true << true << false << 1.0 << false << false;
    QTest::newRow("no Wo, causal, documents, tau 0.8") << 12 << false << true << true << 0.8 << false << false;
    QTest::newRow("Wo, bidirectional, documents, tau 2") << 13 << true << false << true << 2.0 << false << false;
    QTest::newRow("Wo, causal, rotary") << 14 << true << true << false << 1.0 << true << false;
    QTest::newRow("no Wo, bidirectional, rotary at given positions, ALiBi") << 15 << false << false << false << 1.2 << true << true;
}

void TestMultiHeadAttention::perHeadGradientsMatchCentralDifferences()
{
    // Heads of different widths (dₖ, dᵥ) = (2, 3), (4, 1), (1, 2) — (6, 2) for the last with
    // rotary, which needs even dₖ — given Q, K, V directly.
    QFETCH(int, seed);
    QFETCH(bool, withWo);
    QFETCH(bool, causal);
    QFETCH(bool, documents);
    QFETCH(double, temperature);
    QFETCH(bool, rotary);
    QFETCH(bool, alibi);
    enginetest::Random random(static_cast<std::uint64_t>(seed));
    const Index T = 5;
    const std::vector<std::pair<Index, Index>> widths{{2, 3}, {4, 1}, {rotary ? 6 : 1, 2}};
    std::vector<HeadInput<double>> heads;
    for (auto [dk, dv] : widths)
        heads.push_back({random.matrix<double>(T, dk), random.matrix<double>(T, dk),
                         random.matrix<double>(T, dv)});
    std::optional<Mat> wo;
    if (withWo)
        wo = random.matrix<double>(6, 4);
    AttentionOptions options;
    options.causal = causal;
    options.temperature = temperature;
    if (documents)
        options.documentIds = {5, 3, 5, 5, 3};
    if (rotary)
        options.rotary = alibi ? RotaryOptions{50.0, {3, -1, 4, 1, 5}} : RotaryOptions{};
    options.alibi = alibi;
    const Mat gradOutput = random.matrix<double>(T, withWo ? 4 : 6);

    auto hooked = [&](const AttentionHook<double> &hook) {
        return MultiHeadAttention<double>::forward(heads, wo, options, hook)
            .output.cwiseProduct(gradOutput)
            .sum();
    };
    auto loss = [&] { return hooked({}); };
    const AttentionTrace<double> trace = MultiHeadAttention<double>::forward(heads, wo, options);
    QVERIFY(!trace.projected);
    AttentionWeights<double> weights;
    weights.wo = wo;
    const AttentionGradients<double> grads
        = MultiHeadAttention<double>::backward(trace, weights, gradOutput);
    const BoolMatrix masked = trace.allowed.unaryExpr([](bool a) { return !a; });

    Failures failures;
    auto near = [&](const std::string &name, const Mat &analytic, const Mat &numeric) {
        failures.near(name, analytic, numeric, gradientTolerance);
    };
    for (Index h = 0; h < Index(widths.size()); ++h) {
        const auto [dk, dv] = widths[std::size_t(h)];
        const HeadGradients<double> &g = grads.heads[std::size_t(h)];
        const std::string name = cat("head ", h, " ");
        near(name + "q", g.q, numericIntermediate(hooked, AttentionNode::Q, h, T, dk));
        near(name + "k", g.k, numericIntermediate(hooked, AttentionNode::K, h, T, dk));
        near(name + "v", g.v, numericIntermediate(hooked, AttentionNode::V, h, T, dv));
        near(name + "scores", g.scores, numericIntermediate(hooked, AttentionNode::Scores, h, T, T));
        near(name + "probabilities", g.probabilities,
             numericIntermediate(hooked, AttentionNode::Probabilities, h, T, T, &masked));
        near(name + "output", g.output, numericIntermediate(hooked, AttentionNode::HeadOutput, h, T, dv));
    }
    if (withWo)
        near("wo", *grads.wo, numericGradient(*wo, loss));
    ENGINETEST_VERIFY(failures);
}

void TestMultiHeadAttention::futureTokensChangeNothingBefore_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("heads");
    QTest::addColumn<bool>("withWo");
    QTest::addColumn<bool>("documents");
    QTest::newRow("1 head") << 21 << 1 << false << false;
    QTest::newRow("3 heads, Wo") << 22 << 3 << true << false;
    QTest::newRow("2 heads, Wo, documents") << 23 << 2 << true << true;
}

void TestMultiHeadAttention::futureTokensChangeNothingBefore()
{
    // Causal attention: replacing the rows of x after t leaves rows ≤ t of the output bit
    // for bit; with ∂L/∂output zero after t, the gradients of rows ≤ t of x and of every
    // weight are bit-identical as well.
    QFETCH(int, seed);
    QFETCH(int, heads);
    QFETCH(bool, withWo);
    QFETCH(bool, documents);
    const Problem p = makeProblem(static_cast<std::uint64_t>(seed),
                                  Shape{8, 5, heads, 3, 2, withWo, 4, true, documents, 0.9});
    enginetest::Random random(static_cast<std::uint64_t>(seed) + 100);
    const Index T = p.length();
    for (Index t = 0; t + 1 < T; ++t) {
        Problem changed = p;
        changed.x = withRowsAfter(p.x, t, random);
        Problem masked = p;
        masked.gradOutput.bottomRows(T - t - 1).setZero();
        changed.gradOutput = masked.gradOutput;
        const AttentionTrace<double> a = masked.forward();
        const AttentionTrace<double> b = changed.forward();
        const std::string where = cat("t = ", t, ": ");
        QVERIFY2(bitIdentical(a.output.topRows(t + 1), b.output.topRows(t + 1)),
                 cat(where, "output ", text(a.output), " vs ", text(b.output)).c_str());
        // The edit is real: some later output did change.
        QVERIFY2(!bitIdentical(a.output.bottomRows(T - t - 1), b.output.bottomRows(T - t - 1)),
                 cat(where, "the edit changed nothing").c_str());
        for (Index h = 0; h < heads; ++h)
            QVERIFY2(bitIdentical(a.heads[std::size_t(h)].probabilities.topRows(t + 1),
                                  b.heads[std::size_t(h)].probabilities.topRows(t + 1)),
                     cat(where, "head ", h, " probabilities").c_str());

        // Gradients sum terms 0·(future quantity): exactly 0, but −0 when that quantity is
        // negative. A gradient that is exactly zero (e.g. a query alone in its document) may
        // therefore flip its zero's sign; every other bit must match.
        const AttentionGradients<double> ga = masked.backward();
        const AttentionGradients<double> gb = changed.backward();
        QVERIFY2(exactlyEqual(ga.x.topRows(t + 1), gb.x.topRows(t + 1)),
                 cat(where, "dL/dx ", text(ga.x), " vs ", text(gb.x)).c_str());
        QVERIFY2(exactlyEqual(ga.wq, gb.wq), cat(where, "dL/dwq").c_str());
        QVERIFY2(exactlyEqual(ga.wk, gb.wk), cat(where, "dL/dwk").c_str());
        QVERIFY2(exactlyEqual(ga.wv, gb.wv), cat(where, "dL/dwv").c_str());
        if (withWo)
            QVERIFY2(exactlyEqual(*ga.wo, *gb.wo), cat(where, "dL/dwo").c_str());
    }
}

void TestMultiHeadAttention::bidirectionalAttentionReadsTheFuture()
{
    // The control for the invariance above: without the causal mask the same edit does
    // reach earlier rows, so that comparison can fail.
    const Problem p = makeProblem(31, Shape{6, 4, 2, 3, 2, true, 3, false, false, 1.0});
    enginetest::Random random(32);
    Problem changed = p;
    changed.x = withRowsAfter(p.x, 2, random);
    const Mat a = p.forward().output, b = changed.forward().output;
    for (Index i = 0; i <= 2; ++i)
        QVERIFY2(!bitIdentical(a.row(i), b.row(i)), cat("row ", i, " unchanged").c_str());
}

void TestMultiHeadAttention::otherDocumentsChangeNothing_data()
{
    QTest::addColumn<bool>("causal");
    QTest::newRow("causal") << true;
    QTest::newRow("bidirectional") << false;
}

void TestMultiHeadAttention::otherDocumentsChangeNothing()
{
    // Packed documents 0, 1, 2 interleaved: editing document 1's rows leaves the outputs of
    // documents 0 and 2 bit for bit, and (with ∂L/∂output zero on document 1) their input
    // gradients and every weight gradient too (exactly; see futureTokensChangeNothingBefore
    // for zeros' signs). Without the ids, the edit leaks.
    QFETCH(bool, causal);
    Problem p = makeProblem(41, Shape{8, 4, 2, 3, 3, true, 3, causal, false, 1.2});
    p.options.documentIds = {0, 1, 0, 2, 1, 0, 2, 1};
    enginetest::Random random(42);
    Problem changed = p;
    for (Index i = 0; i < p.length(); ++i) {
        if (p.options.documentIds[std::size_t(i)] == 1) {
            changed.x.row(i) = random.matrix<double>(1, p.x.cols(), -3, 3);
            p.gradOutput.row(i).setZero();
        }
    }
    changed.gradOutput = p.gradOutput;
    const AttentionTrace<double> a = p.forward(), b = changed.forward();
    const AttentionGradients<double> ga = p.backward(), gb = changed.backward();
    for (Index i = 0; i < p.length(); ++i) {
        if (p.options.documentIds[std::size_t(i)] == 1)
            continue;
        QVERIFY2(bitIdentical(a.output.row(i), b.output.row(i)), cat("output row ", i).c_str());
        QVERIFY2(exactlyEqual(ga.x.row(i), gb.x.row(i)), cat("dL/dx row ", i).c_str());
    }
    QVERIFY(exactlyEqual(ga.wq, gb.wq) && exactlyEqual(ga.wk, gb.wk) && exactlyEqual(ga.wv, gb.wv)
            && exactlyEqual(*ga.wo, *gb.wo));

    p.options.documentIds.clear();
    changed.options.documentIds.clear();
    // Causal without ids: row 3 (document 2) follows row 1 (document 1) and now reads it.
    QVERIFY2(!bitIdentical(p.forward().output.row(3), changed.forward().output.row(3)),
             "without document ids the edit should reach row 3");
}

void TestMultiHeadAttention::floatAgreesWithDouble_data()
{
    addShapeColumns();
    addShapeRows();
}

void TestMultiHeadAttention::floatAgreesWithDouble()
{
    QFETCH(int, seed);
    const Shape shape = fetchShape();
    const Problem p = makeProblem(static_cast<std::uint64_t>(seed), shape);
    AttentionWeights<float> wf;
    wf.wq = p.weights.wq.cast<float>();
    wf.wk = p.weights.wk.cast<float>();
    wf.wv = p.weights.wv.cast<float>();
    if (p.weights.wo)
        wf.wo = p.weights.wo->cast<float>();
    const Matrix<float> xf = p.x.cast<float>();
    const AttentionTrace<float> tf = MultiHeadAttention<float>::forward(xf, wf, p.heads, p.options);
    const AttentionGradients<float> gf
        = MultiHeadAttention<float>::backward(tf, wf, p.gradOutput.cast<float>());
    const AttentionTrace<double> td = p.forward();
    const AttentionGradients<double> gd = p.backward();

    // Inputs are exactly representable in both; float rounding (ε ≈ 6e-8) through a few
    // dozen operations stays near 1e-6 relative, the bound leaves a factor of 100.
    const double tolerance = 1e-4;
    Failures failures;
    auto near = [&](const std::string &name, const Matrix<float> &f, const Mat &d) {
        failures.near(name, f.cast<double>(), d, tolerance);
    };
    near("output", tf.output, td.output);
    near("dx", gf.x, gd.x);
    near("dwq", gf.wq, gd.wq);
    near("dwk", gf.wk, gd.wk);
    near("dwv", gf.wv, gd.wv);
    if (p.weights.wo)
        near("dwo", *gf.wo, *gd.wo);
    for (std::size_t h = 0; h < td.heads.size(); ++h) {
        const std::string name = cat("head ", h, " ");
        near(name + "probabilities", tf.heads[h].probabilities, td.heads[h].probabilities);
        near(name + "dscores", gf.heads[h].scores, gd.heads[h].scores);
        near(name + "dprobabilities", gf.heads[h].probabilities, gd.heads[h].probabilities);
    }
    ENGINETEST_VERIFY(failures);
}

void TestMultiHeadAttention::tinyTemperatureIsArgmaxAndFinite_data()
{
    QTest::addColumn<bool>("useFloat");
    QTest::addColumn<double>("temperature");
    for (double t : {1e-6, 1e-12}) {
        QTest::addRow("double, tau %g", t) << false << t;
        QTest::addRow("float, tau %g", t) << true << t;
    }
}

template <typename Scalar>
static void checkTinyTemperature(double temperature)
{
    // Inputs of up to ±30 make raw q·k scores of order 1e3–1e4; divided by τ the exponents
    // are astronomically large, yet nothing may overflow: each row is one-hot at the allowed
    // argmax and the output row is that key's value.
    Problem p = makeProblem(51, Shape{6, 4, 2, 3, 2, true, 3, true, true, temperature});
    p.x *= 30;
    AttentionWeights<Scalar> w;
    w.wq = p.weights.wq.cast<Scalar>();
    w.wk = p.weights.wk.cast<Scalar>();
    w.wv = p.weights.wv.cast<Scalar>();
    w.wo = p.weights.wo->cast<Scalar>();
    const AttentionTrace<Scalar> trace = MultiHeadAttention<Scalar>::forward(
        p.x.cast<Scalar>(), w, p.heads, p.options);
    const AttentionGradients<Scalar> grads
        = MultiHeadAttention<Scalar>::backward(trace, w, p.gradOutput.cast<Scalar>());
    QVERIFY2(enginetest::allFinite(trace.output), text(trace.output).c_str());
    QVERIFY(enginetest::allFinite(grads.x) && enginetest::allFinite(grads.wq)
            && enginetest::allFinite(grads.wk) && enginetest::allFinite(grads.wv)
            && enginetest::allFinite(*grads.wo));
    for (const HeadTrace<Scalar> &head : trace.heads) {
        QVERIFY(head.emptyRows.empty() && head.invalidRows.empty());
        QVERIFY2(enginetest::allFinite(head.scores), text(head.scores).c_str());
        for (Index i = 0; i < head.scores.rows(); ++i) {
            Index best = -1;
            for (Index j = 0; j < head.scores.cols(); ++j)
                if (trace.allowed(i, j) && (best < 0 || head.scores(i, j) > head.scores(i, best)))
                    best = j;
            for (Index j = 0; j < head.scores.cols(); ++j)
                QVERIFY2(head.probabilities(i, j) == (j == best ? 1 : 0),
                         cat("row ", i, ": ", text(head.probabilities.row(i))).c_str());
            QVERIFY2(head.output.row(i) == head.v.row(best), cat("output row ", i).c_str());
        }
    }
}

void TestMultiHeadAttention::tinyTemperatureIsArgmaxAndFinite()
{
    QFETCH(bool, useFloat);
    QFETCH(double, temperature);
    if (useFloat)
        checkTinyTemperature<float>(temperature);
    else
        checkTinyTemperature<double>(temperature);
}

void TestMultiHeadAttention::rejectsBadShapes()
{
    const Problem p = makeProblem(61, Shape{4, 3, 2, 2, 2, true, 3, true, false, 1.0});
    auto forward = [&](const AttentionWeights<double> &w, Index heads, const AttentionOptions &o) {
        return MultiHeadAttention<double>::forward(p.x, w, heads, o);
    };
    QVERIFY_THROWS_EXCEPTION(ShapeError, forward(p.weights, 0, p.options));
    QVERIFY_THROWS_EXCEPTION(ShapeError, forward(p.weights, 3, p.options)); // 4 columns, 3 heads
    AttentionWeights<double> w = p.weights;
    w.wk = Mat::Zero(3, 6);
    QVERIFY_THROWS_EXCEPTION(ShapeError, forward(w, 2, p.options));
    w = p.weights;
    w.wq = Mat::Zero(2, 4); // rows ≠ d_model
    w.wk = Mat::Zero(2, 4);
    QVERIFY_THROWS_EXCEPTION(ShapeError, forward(w, 2, p.options));
    w = p.weights;
    w.wv = Mat::Zero(3, 5);
    QVERIFY_THROWS_EXCEPTION(ShapeError, forward(w, 2, p.options));
    w = p.weights;
    w.wo = Mat::Zero(5, 3);
    QVERIFY_THROWS_EXCEPTION(ShapeError, forward(w, 2, p.options));
    AttentionOptions o = p.options;
    o.documentIds = {0, 1, 0};
    QVERIFY_THROWS_EXCEPTION(ShapeError, forward(p.weights, 2, o));
    for (double t : {0.0, -1.0, std::numeric_limits<double>::quiet_NaN(),
                     std::numeric_limits<double>::infinity()}) {
        o = p.options;
        o.temperature = t;
        QVERIFY_THROWS_EXCEPTION(ShapeError, forward(p.weights, 2, o));
    }
    const AttentionTrace<double> trace = p.forward();
    QVERIFY_THROWS_EXCEPTION(ShapeError,
                             MultiHeadAttention<double>::backward(trace, p.weights, Mat::Zero(4, 4)));

    const HeadInput<double> good{Mat::Zero(4, 2), Mat::Zero(4, 2), Mat::Zero(4, 3)};
    QVERIFY_THROWS_EXCEPTION(ShapeError,
                             MultiHeadAttention<double>::forward({}, std::nullopt, p.options));
    HeadInput<double> bad = good;
    bad.k = Mat::Zero(4, 3); // dₖ of k ≠ dₖ of q
    QVERIFY_THROWS_EXCEPTION(ShapeError,
                             MultiHeadAttention<double>::forward({good, bad}, std::nullopt, p.options));
    bad = good;
    bad.v = Mat::Zero(5, 3); // T of v ≠ T
    QVERIFY_THROWS_EXCEPTION(ShapeError,
                             MultiHeadAttention<double>::forward({good, bad}, std::nullopt, p.options));
}

void TestMultiHeadAttention::rotaryScoresDependOnlyOnRelativePosition()
{
    // (R(m)q)·(R(n)k) = qᵀR(n − m)k: shift every position by s and each raw score stays, to
    // rounding (cos and sin of larger angles round differently). Positions that are not a
    // shift of each other (reversed) move the scores: the comparison can fail.
    enginetest::Random random(71);
    const Index T = 6, dk = 8;
    const HeadInput<double> head{random.matrix<double>(T, dk), random.matrix<double>(T, dk),
                                 random.matrix<double>(T, 3)};
    AttentionOptions options;
    options.causal = false;
    options.rotary = RotaryOptions{10000.0, {0, 1, 2, 3, 4, 5}};
    const Mat base = MultiHeadAttention<double>::forward({head}, std::nullopt, options).heads[0].rawScores;
    // Each score against a direct evaluation of qᵀR(n − m)k: the key turned by the difference.
    for (Index m = 0; m < T; ++m) {
        for (Index n = 0; n < T; ++n) {
            const Mat k = RotaryEmbedding::rotate<double>(head.k.row(n), RotaryOptions{10000.0, {n - m}});
            const double expected = head.q.row(m).dot(k.row(0));
            QVERIFY2(std::abs(base(m, n) - expected) <= 1e-14 * (1 + std::abs(expected)),
                     cat("score (", m, ", ", n, ") = ", base(m, n), ", qᵀR(n−m)k = ", expected).c_str());
        }
    }
    for (std::int64_t shift : {1, 7, -3, 1000, 123456}) {
        AttentionOptions shifted = options;
        for (std::int64_t &p : shifted.rotary->positions)
            p += shift;
        const AttentionTrace<double> trace = MultiHeadAttention<double>::forward({head}, std::nullopt, shifted);
        const double error = enginetest::relativeError(trace.heads[0].rawScores, base);
        // |θ| up to ~1.2e5 radians: cos and sin carry an absolute error of ~ε·|θ| ≈ 3e-11.
        QVERIFY2(error <= 1e-10, cat("shift ", shift, ": relative error ", error).c_str());
    }
    AttentionOptions reversed = options;
    reversed.rotary->positions = {5, 4, 3, 2, 1, 0};
    const double moved = enginetest::relativeError(
        MultiHeadAttention<double>::forward({head}, std::nullopt, reversed).heads[0].rawScores, base);
    QVERIFY2(moved > 1e-3, cat("reversed positions changed the scores by only ", moved).c_str());
    // Lengths are kept: every rotated row has the norm of the row it came from.
    const AttentionTrace<double> trace = MultiHeadAttention<double>::forward({head}, std::nullopt, options);
    for (Index t = 0; t < T; ++t)
        QVERIFY(std::abs(trace.heads[0].rotatedQ.row(t).norm() - head.q.row(t).norm()) <= 1e-14);
}

void TestMultiHeadAttention::alibiIsASoftMaskBeforeTheMask()
{
    // With q = 0 every raw score is 0, so the scores are the bias alone: −m_h·(i − j) on
    // allowed keys. The softmax then decays geometrically with distance, by e^{−m_h} per
    // step; masked keys stay exactly 0 (the bias never unmasks anything), and heads with
    // smaller slopes (the later ones) spread their weight further back.
    const Index T = 7, heads = 4, dk = 2, dv = 1;
    std::vector<HeadInput<double>> inputs;
    enginetest::Random random(81);
    for (Index h = 0; h < heads; ++h)
        inputs.push_back({Mat::Zero(T, dk), random.matrix<double>(T, dk), random.matrix<double>(T, dv)});
    AttentionOptions options; // causal
    options.alibi = true;
    options.documentIds = {0, 0, 0, 0, 1, 1, 1};
    const AttentionTrace<double> trace = MultiHeadAttention<double>::forward(inputs, std::nullopt, options);
    double previousReach = -1;
    for (Index h = 0; h < heads; ++h) {
        const HeadTrace<double> &head = trace.heads[std::size_t(h)];
        const double slope = std::pow(2.0, -8.0 * double(h + 1) / double(heads));
        QCOMPARE(head.slope, slope);
        double reach = 0; // the mean distance read by the last query
        for (Index i = 0; i < T; ++i)
            for (Index j = 0; j < T; ++j) {
                QVERIFY2(head.scores(i, j) == -slope * double(std::abs(i - j)),
                         cat("head ", h, " score (", i, ", ", j, ") = ", head.scores(i, j)).c_str());
                if (!trace.allowed(i, j)) {
                    QVERIFY(head.probabilities(i, j) == 0);
                    continue;
                }
                QVERIFY(head.probabilities(i, j) > 0);
                if (j > 0 && trace.allowed(i, j - 1)) {
                    const double ratio = head.probabilities(i, j - 1) / head.probabilities(i, j);
                    QVERIFY2(std::abs(ratio - std::exp(-slope)) <= 1e-14,
                             cat("head ", h, " row ", i, ": ratio ", ratio).c_str());
                }
                if (i == 3)
                    reach += head.probabilities(i, j) * double(i - j);
            }
        QVERIFY2(reach > previousReach, cat("head ", h, " reaches ", reach, " back").c_str());
        previousReach = reach;
    }
}

void TestMultiHeadAttention::everyHeadItsOwnGroupIsPlainAttention_data()
{
    addShapeColumns();
    addShapeRows();
}

void TestMultiHeadAttention::everyHeadItsOwnGroupIsPlainAttention()
{
    // kvHeads = H is multi-head attention: every traced matrix and every gradient is the one
    // of kvHeads = 0, bit for bit; and each head is the per-head form fed its q, k, v.
    QFETCH(int, seed);
    Shape shape = fetchShape();
    if (shape.kvHeads > 0)
        QSKIP("grouped rows are compared with duplicated columns in groupsEqualDuplicatedKeyValueColumns");
    const Problem plain = makeProblem(static_cast<std::uint64_t>(seed), shape);
    Problem grouped = plain;
    grouped.options.kvHeads = plain.heads;
    const AttentionTrace<double> a = plain.forward(), b = grouped.forward();
    const AttentionGradients<double> ga = plain.backward(), gb = grouped.backward();
    Failures failures;
    auto same = [&](const std::string &name, const Mat &x, const Mat &y) {
        failures.check(bitIdentical(x, y), name + " differs");
    };
    same("output", a.output, b.output);
    same("dx", ga.x, gb.x);
    same("dwq", ga.wq, gb.wq);
    same("dwk", ga.wk, gb.wk);
    same("dwv", ga.wv, gb.wv);
    if (ga.wo)
        same("dwo", *ga.wo, *gb.wo);
    std::vector<HeadInput<double>> inputs;
    for (std::size_t h = 0; h < a.heads.size(); ++h) {
        const std::string name = cat("head ", h, " ");
        for (const auto &[what, x, y] : {std::tuple{"scores", &a.heads[h].scores, &b.heads[h].scores},
                                         {"probabilities", &a.heads[h].probabilities, &b.heads[h].probabilities},
                                         {"output", &a.heads[h].output, &b.heads[h].output},
                                         {"dq", &ga.heads[h].q, &gb.heads[h].q},
                                         {"dk", &ga.heads[h].k, &gb.heads[h].k},
                                         {"dv", &ga.heads[h].v, &gb.heads[h].v}})
            same(name + what, *x, *y);
        inputs.push_back({a.heads[h].q, a.heads[h].k, a.heads[h].v});
    }
    const AttentionTrace<double> perHead = MultiHeadAttention<double>::forward(inputs, plain.weights.wo, plain.options);
    same("per-head form output", perHead.output, a.output);
    ENGINETEST_VERIFY(failures);
}

void TestMultiHeadAttention::groupsEqualDuplicatedKeyValueColumns_data()
{
    addShapeColumns();
    addShapeRows();
}

void TestMultiHeadAttention::groupsEqualDuplicatedKeyValueColumns()
{
    // H heads sharing G groups compute what H ordinary heads compute when head h's key and
    // value columns are copies of its group's: the forward pass bit for bit, and the group's
    // Wk, Wv gradient is the sum of the gradients of its copies.
    QFETCH(int, seed);
    const Shape shape = fetchShape();
    if (shape.kvHeads == 0)
        QSKIP("no grouping in this row");
    const Problem grouped = makeProblem(static_cast<std::uint64_t>(seed), shape);
    Problem plain = grouped;
    plain.options.kvHeads = 0;
    plain.weights.wk.resize(grouped.x.cols(), grouped.heads * grouped.dk);
    plain.weights.wv.resize(grouped.x.cols(), grouped.heads * grouped.dv);
    for (Index h = 0; h < grouped.heads; ++h) {
        const Index g = h * grouped.groups / grouped.heads;
        plain.weights.wk.middleCols(h * grouped.dk, grouped.dk) = grouped.weights.wk.middleCols(g * grouped.dk, grouped.dk);
        plain.weights.wv.middleCols(h * grouped.dv, grouped.dv) = grouped.weights.wv.middleCols(g * grouped.dv, grouped.dv);
    }
    const AttentionTrace<double> a = grouped.forward(), b = plain.forward();
    QVERIFY2(bitIdentical(a.output, b.output), cat(text(a.output), " vs ", text(b.output)).c_str());
    QCOMPARE(a.k.cols(), grouped.groups * grouped.dk);
    QCOMPARE(a.kvHeads, grouped.groups);
    const AttentionGradients<double> ga = grouped.backward(), gb = plain.backward();
    Mat wk = Mat::Zero(ga.wk.rows(), ga.wk.cols()), wv = Mat::Zero(ga.wv.rows(), ga.wv.cols());
    for (Index h = 0; h < grouped.heads; ++h) {
        const Index g = h * grouped.groups / grouped.heads;
        wk.middleCols(g * grouped.dk, grouped.dk) += gb.wk.middleCols(h * grouped.dk, grouped.dk);
        wv.middleCols(g * grouped.dv, grouped.dv) += gb.wv.middleCols(h * grouped.dv, grouped.dv);
        QVERIFY(bitIdentical(a.heads[std::size_t(h)].probabilities, b.heads[std::size_t(h)].probabilities));
    }
    Failures failures;
    failures.near("dwk (sum over sharing heads)", ga.wk, wk, 1e-14);
    failures.near("dwv (sum over sharing heads)", ga.wv, wv, 1e-14);
    failures.near("dwq", ga.wq, gb.wq, 1e-14);
    failures.near("dx", ga.x, gb.x, 1e-14);
    ENGINETEST_VERIFY(failures);
}

void TestMultiHeadAttention::rejectsBadPositionsAndGroups()
{
    // Each refusal names its field first, as the command line reports it.
    const Problem p = makeProblem(91, Shape{5, 4, 4, 3, 2, true, 3, true, false, 1.0});
    auto refuses = [&](const AttentionOptions &o, const char *field, Index heads = 4) {
        try {
            MultiHeadAttention<double>::forward(p.x, p.weights, heads, o);
        } catch (const ShapeError &e) {
            return std::string(e.what()).rfind(field, 0) == 0;
        }
        return false;
    };
    AttentionOptions o = p.options;
    o.kvHeads = 3; // does not divide 4
    QVERIFY(refuses(o, "kvHeads"));
    o.kvHeads = 8;
    QVERIFY(refuses(o, "kvHeads"));
    o.kvHeads = -1;
    QVERIFY(refuses(o, "kvHeads"));
    o = p.options;
    o.kvHeads = 2; // wk has 4·dₖ columns, 2 groups need 2·dₖ
    QVERIFY(refuses(o, "wk"));
    o = p.options;
    o.rotary = RotaryOptions{}; // dₖ = 3 is odd
    QVERIFY(refuses(o, "rotary"));
    Problem even = makeProblem(92, Shape{5, 4, 2, 2, 2, true, 3, true, false, 1.0});
    o = even.options;
    o.rotary = RotaryOptions{10000.0, {0, 1, 2}}; // 3 positions for 5 rows
    QVERIFY_THROWS_EXCEPTION(ShapeError, MultiHeadAttention<double>::forward(even.x, even.weights, 2, o));
    try {
        MultiHeadAttention<double>::forward(even.x, even.weights, 2, o);
    } catch (const ShapeError &e) {
        QVERIFY2(std::string(e.what()).rfind("rotary.positions", 0) == 0, e.what());
    }
    for (double base : {0.0, -2.0, std::numeric_limits<double>::infinity(), std::numeric_limits<double>::quiet_NaN()}) {
        o.rotary = RotaryOptions{base, {}};
        QVERIFY_THROWS_EXCEPTION(ShapeError, MultiHeadAttention<double>::forward(even.x, even.weights, 2, o));
    }
    const HeadInput<double> head{Mat::Zero(5, 2), Mat::Zero(5, 2), Mat::Zero(5, 1)};
    o = even.options;
    o.kvHeads = 1; // grouping needs the projected form
    QVERIFY_THROWS_EXCEPTION(ShapeError, MultiHeadAttention<double>::forward({head}, std::nullopt, o));
    o = even.options;
    o.rotary = RotaryOptions{};
    const HeadInput<double> odd{Mat::Zero(5, 3), Mat::Zero(5, 3), Mat::Zero(5, 1)};
    QVERIFY_THROWS_EXCEPTION(ShapeError, MultiHeadAttention<double>::forward({head, odd}, std::nullopt, o));
}

ATLAS_TEST_APPLESS_MAIN(TestMultiHeadAttention)
#include "tst_multiheadattention.moc"
