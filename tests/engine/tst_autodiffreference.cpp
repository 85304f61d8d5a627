// An independent reference for every forward value and every gradient of the engine: the
// same models evaluated scalar by scalar on a reverse-mode tape (tests/support/scalartape.h),
// which knows nothing of matrices, masks or the engine's hand-written backward passes.
#include <atlas/multiheadattention.h>
#include <atlas/tinydecoder.h>

#include "enginetest.h"
#include "scalartape.h"
#include "suiteregistry.h"
#include "tapeattention.h"

#include <QTest>

#include <cmath>
#include <map>
#include <stdexcept>

using namespace atlas;
using enginetest::cat;
using enginetest::Failures;
using scalartape::Gradient;
using scalartape::Tape;
using scalartape::Var;
using tapeattention::TapeAttention;
using tapeattention::VarMatrix;
using tapeattention::leaves;
using tapeattention::product;
using tapeattention::attention;

namespace {

using Mat = Matrix<double>;

// Agreement demanded of two exact-in-principle evaluations of the same double arithmetic
// in different orders: rounding differences stay around 1e-15 of each quantity's largest
// entry; 1e-12 leaves room without admitting any real error.
constexpr double tolerance = 1e-12;

} // namespace

class TestAutodiffReference : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tapeDifferentiatesElementaryFunctions();
    void tapeDifferentiatesSoftmax();
    void tapeRefusesMixedTapes();
    void attentionMatchesTape_data();
    void attentionMatchesTape();
    void decoderMatchesTape_data();
    void decoderMatchesTape();
};

void TestAutodiffReference::tapeDifferentiatesElementaryFunctions()
{
    // The reference is only as good as the tape: check it on closed forms first.
    Tape tape;
    const double xv = 1.7, yv = -0.6;
    const Var x = tape.variable(xv), y = tape.variable(yv);
    const Var f = x * exp(y) - log(x) / y + (2.0 - x) / (x + 3.0) - (-y) * 4.0 + 1.5 / x - x / 2.0;
    const double fv = xv * std::exp(yv) - std::log(xv) / yv + (2 - xv) / (xv + 3) + yv * 4
        + 1.5 / xv - xv / 2;
    const double dfdx = std::exp(yv) - 1 / (xv * yv) - 5 / ((xv + 3) * (xv + 3)) - 1.5 / (xv * xv) - 0.5;
    const double dfdy = xv * std::exp(yv) + std::log(xv) / (yv * yv) + 4;
    const Gradient g = tape.gradient(f);
    QVERIFY2(std::abs(f.value() - fv) <= 1e-15 * std::abs(fv), cat(f.value(), " vs ", fv).c_str());
    QVERIFY2(std::abs(g[x] - dfdx) <= 1e-14 * std::abs(dfdx), cat(g[x], " vs ", dfdx).c_str());
    QVERIFY2(std::abs(g[y] - dfdy) <= 1e-14 * std::abs(dfdy), cat(g[y], " vs ", dfdy).c_str());

    // Fan-out accumulates; an intermediate's adjoint is ∂output/∂intermediate; nodes recorded
    // after the output get nothing.
    const Var u = x * y;
    const Var h = u * u + u - x;
    const Var later = h * 3.0;
    const Gradient gh = tape.gradient(h);
    // (The tape adds 1 + u + u in its own order: equal to 2u + 1 up to rounding.)
    QVERIFY2(std::abs(gh[u] - (2 * u.value() + 1)) <= 1e-15, cat(gh[u]).c_str());
    QVERIFY2(std::abs(gh[x] - ((2 * u.value() + 1) * yv - 1)) <= 1e-15, cat(gh[x]).c_str());
    QCOMPARE(gh[later], 0.0);
    QCOMPARE(gh[h], 1.0);
    QCOMPARE(gh.adjoints().size(), tape.size());
}

void TestAutodiffReference::tapeDifferentiatesSoftmax()
{
    // ∂(Σ wⱼpⱼ)/∂sᵢ = pᵢ(wᵢ − Σ wⱼpⱼ): the worked relation's formula, derived independently.
    Tape tape;
    const std::vector<double> s{0.3, -1.2, 2.0, 0.0}, w{1.0, -2.0, 0.5, 3.0};
    std::vector<Var> scores;
    for (double v : s)
        scores.push_back(tape.variable(v));
    const std::vector<Var> p = scalartape::softmax(scores);
    std::vector<Var> weights;
    for (double v : w)
        weights.push_back(tape.variable(v));
    const Var objective = scalartape::dot(weights, p);
    const Gradient g = tape.gradient(objective);
    double z = 0;
    for (double v : s)
        z += std::exp(v);
    double mixture = 0;
    for (std::size_t i = 0; i < s.size(); ++i)
        mixture += w[i] * std::exp(s[i]) / z;
    QVERIFY(std::abs(objective.value() - mixture) <= 1e-15);
    for (std::size_t i = 0; i < s.size(); ++i) {
        const double pi = std::exp(s[i]) / z;
        QVERIFY2(std::abs(p[i].value() - pi) <= 1e-16, cat(i).c_str());
        QVERIFY2(std::abs(g[scores[i]] - pi * (w[i] - mixture)) <= 1e-15,
                 cat(i, ": ", g[scores[i]], " vs ", pi * (w[i] - mixture)).c_str());
        QVERIFY2(std::abs(g[weights[i]] - pi) <= 1e-16, cat(i).c_str());
    }
}

void TestAutodiffReference::tapeRefusesMixedTapes()
{
    Tape a, b;
    const Var x = a.variable(1.0), y = b.variable(2.0);
    QVERIFY_THROWS_EXCEPTION(std::logic_error, x + y);
    QVERIFY_THROWS_EXCEPTION(std::logic_error, Var() * 2.0);
    QVERIFY_THROWS_EXCEPTION(std::logic_error, a.gradient(y));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, scalartape::sum({}));
}

void TestAutodiffReference::attentionMatchesTape_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("dk");
    QTest::addColumn<int>("dv");
    QTest::addColumn<bool>("withWo");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<int>("kvHeads");      // 0: one per head
    QTest::addColumn<bool>("rotary");
    QTest::addColumn<bool>("alibi");
    QTest::addColumn<int>("window");       // 0: none
    QTest::newRow("2 heads, Wo, causal, documents, tau 0.8") << 1 << 2 << 3 << 2 << true << true << 0.8 << 0 << false << false << 0;
    QTest::newRow("3 heads, Wo, causal, documents, tau 1.7") << 2 << 3 << 2 << 3 << true << true << 1.7 << 0 << false << false << 0;
    QTest::newRow("1 head, no Wo, bidirectional, documents, tau 0.6") << 3 << 1 << 4 << 4 << false << false << 0.6 << 0 << false << false << 0;
    QTest::newRow("4 heads in 2 groups, Wo, causal, documents") << 4 << 4 << 3 << 2 << true << true << 1.0 << 2 << false << false << 0;
    QTest::newRow("3 heads sharing 1 group (multi-query), no Wo, bidirectional") << 5 << 3 << 2 << 3 << false << false << 1.3 << 1 << false << false << 0;
    QTest::newRow("2 heads, ALiBi, Wo, causal, documents") << 6 << 2 << 3 << 2 << true << true << 0.9 << 0 << false << true << 0;
    QTest::newRow("3 heads, ALiBi, bidirectional") << 7 << 3 << 2 << 2 << false << false << 1.0 << 0 << false << true << 0;
    QTest::newRow("2 heads, rotary, Wo, causal, documents") << 8 << 2 << 4 << 3 << true << true << 1.0 << 0 << true << false << 0;
    QTest::newRow("4 heads in 2 groups, rotary with positions reset, ALiBi, Wo") << 9 << 4 << 2 << 2 << true << true << 0.7 << 2 << true << true << 0;
    QTest::newRow("2 heads, Wo, causal window of 3, documents") << 10 << 2 << 3 << 2 << true << true << 0.9 << 0 << false << false << 3;
    QTest::newRow("4 heads in 2 groups, causal window of 2, rotary, ALiBi") << 11 << 4 << 2 << 2 << true << true << 1.0 << 2 << true << true << 2;
}

void TestAutodiffReference::attentionMatchesTape()
{
    QFETCH(int, seed);
    QFETCH(int, heads);
    QFETCH(int, dk);
    QFETCH(int, dv);
    QFETCH(bool, withWo);
    QFETCH(bool, causal);
    QFETCH(double, temperature);
    QFETCH(int, kvHeads);
    QFETCH(bool, rotary);
    QFETCH(bool, alibi);
    QFETCH(int, window);
    enginetest::Random random(static_cast<std::uint64_t>(seed));
    const Index T = 7, d = 5, out = 4;
    const Index groups = kvHeads > 0 ? kvHeads : heads;
    const Mat x = random.matrix<double>(T, d);
    AttentionWeights<double> w;
    w.wq = random.matrix<double>(d, heads * dk);
    w.wk = random.matrix<double>(d, groups * dk);
    w.wv = random.matrix<double>(d, groups * dv);
    if (withWo)
        w.wo = random.matrix<double>(heads * dv, out);
    AttentionOptions options;
    options.causal = causal;
    options.temperature = temperature;
    options.documentIds = {4, 4, 1, 4, 1, 1, 9};
    options.kvHeads = kvHeads;
    options.alibi = alibi;
    options.window = window;
    if (rotary) {
        options.rotary = RotaryOptions{};
        if (kvHeads > 0) // positions restarting where the ids change, and a large base
            options.rotary = RotaryOptions{500.0, {0, 1, 0, 0, 0, 1, 0}};
    }
    const Mat gradOutput = random.matrix<double>(T, withWo ? out : heads * dv);

    const AttentionTrace<double> trace = MultiHeadAttention<double>::forward(x, w, heads, options);
    const AttentionGradients<double> grads = MultiHeadAttention<double>::backward(trace, w, gradOutput);

    Tape tape;
    const VarMatrix tx = leaves(tape, x), twq = leaves(tape, w.wq), twk = leaves(tape, w.wk),
                    twv = leaves(tape, w.wv);
    const VarMatrix two = withWo ? leaves(tape, *w.wo) : VarMatrix();
    const TapeAttention a = attention(tape, tx, twq, twk, twv, withWo ? &two : nullptr, heads, options);
    std::vector<Var> terms;
    for (Index i = 0; i < a.output.rows(); ++i)
        for (Index j = 0; j < a.output.cols(); ++j)
            terms.push_back(a.output(i, j) * gradOutput(i, j));
    const Gradient g = tape.gradient(scalartape::sum(terms));

    Failures f;
    f.near("Q", trace.q, a.q.values(), tolerance);
    f.near("K", trace.k, a.k.values(), tolerance);
    f.near("V", trace.v, a.v.values(), tolerance);
    f.near("concatenated", trace.concatenated, a.concatenated.values(), tolerance);
    f.near("output", trace.output, a.output.values(), tolerance);
    f.near("dL/dx", grads.x, tx.adjoints(g), tolerance);
    f.near("dL/dwq", grads.wq, twq.adjoints(g), tolerance);
    f.near("dL/dwk", grads.wk, twk.adjoints(g), tolerance);
    f.near("dL/dwv", grads.wv, twv.adjoints(g), tolerance);
    if (withWo)
        f.near("dL/dwo", *grads.wo, two.adjoints(g), tolerance);
    f.near("dL/dQ", grads.q, a.q.adjoints(g), tolerance);
    f.near("dL/dK", grads.k, a.k.adjoints(g), tolerance);
    f.near("dL/dV", grads.v, a.v.adjoints(g), tolerance);
    f.near("dL/dconcatenated", grads.concatenated, a.concatenated.adjoints(g), tolerance);
    for (Index h = 0; h < heads; ++h) {
        const HeadTrace<double> &ht = trace.heads[std::size_t(h)];
        const HeadGradients<double> &hg = grads.heads[std::size_t(h)];
        const std::size_t u = std::size_t(h);
        const std::string name = cat("head ", h, " ");
        f.check(ht.group == h * groups / heads, cat(name, "reads group ", ht.group));
        f.near(name + "q", ht.q, a.headQ[u].values(), tolerance);
        f.near(name + "k", ht.k, a.headK[u].values(), tolerance);
        f.near(name + "v", ht.v, a.headV[u].values(), tolerance);
        f.check((ht.rotatedQ.size() > 0) == rotary && (ht.rotatedK.size() > 0) == rotary,
                name + "rotated q and k exactly with rotary");
        if (rotary) {
            f.near(name + "rotated q", ht.rotatedQ, a.rotatedQ[u].values(), tolerance);
            f.near(name + "rotated k", ht.rotatedK, a.rotatedK[u].values(), tolerance);
        }
        f.near(name + "scores", ht.scores, a.scores[u].values(), tolerance);
        f.near(name + "probabilities", ht.probabilities, a.probabilities[u].values(), tolerance);
        f.near(name + "output", ht.output, a.outputs[u].values(), tolerance);
        // A head's k and v gradients are its own share of the group's.
        f.near(name + "dL/dq", hg.q, a.headQ[u].adjoints(g), tolerance);
        f.near(name + "dL/dk", hg.k, a.headK[u].adjoints(g), tolerance);
        f.near(name + "dL/dv", hg.v, a.headV[u].adjoints(g), tolerance);
        f.near(name + "dL/dscores", hg.scores, a.scores[u].adjoints(g), tolerance);
        f.near(name + "dL/dprobabilities", hg.probabilities, a.probabilities[u].adjoints(g), tolerance);
        f.near(name + "dL/doutput", hg.output, a.outputs[u].adjoints(g), tolerance);
    }
    ENGINETEST_VERIFY(f);
}

void TestAutodiffReference::decoderMatchesTape_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("positions"); // DecoderPositions
    QTest::newRow("1 layer") << 1 << true << int(DecoderPositions::Learned);
    QTest::newRow("2 layers") << 2 << true << int(DecoderPositions::Learned);
    QTest::newRow("2 layers, bidirectional") << 2 << false << int(DecoderPositions::Learned);
    QTest::newRow("2 layers, rotary positions, interpolated") << 2 << true << int(DecoderPositions::Rotary);
    QTest::newRow("2 layers, ALiBi") << 2 << true << int(DecoderPositions::Alibi);
}

void TestAutodiffReference::decoderMatchesTape()
{
    // The tiny decoder's loss through the tape, then every node of the engine's gradient
    // graph — parameters and intermediates — compared in value and gradient.
    QFETCH(int, layers);
    QFETCH(bool, causal);
    QFETCH(int, positions);
    DecoderConfig config;
    config.vocabulary = 6;
    config.modelWidth = 5;
    config.heads = 2;
    config.keyWidth = positions == int(DecoderPositions::Rotary) ? 4 : 3;
    config.positions = DecoderPositions(positions);
    config.rotaryBase = 50;
    config.rotaryScale = 0.5;
    config.valueWidth = 2;
    config.maxLength = 9;
    config.layers = layers;
    config.temperature = 0.75;
    const TinyDecoder<double> decoder(config, 4242);
    DecoderInput input = DecoderInput::nextToken({2, 5, 5, 0, 3, 1, 4, 2}, 3);
    input.documentIds = {1, 1, 1, 1, 0, 0, 0, 0};
    input.lossMask = {true, true, true, false, true, false, true, true};
    input.causal = causal;
    const DecoderTrace<double> trace = decoder.forward(input);
    const GradientGraph<double> graph = decoder.graph(input, trace, decoder.backward(input, trace));

    const DecoderParameters<double> &p = decoder.parameters();
    const Index T = Index(input.tokens.size());
    Tape tape;
    std::map<std::string, VarMatrix> nodes;
    nodes["E"] = leaves(tape, p.tokenEmbedding);
    const bool learned = config.positions == DecoderPositions::Learned;
    if (learned)
        nodes["P"] = leaves(tape, p.positionEmbedding);
    VarMatrix x(T, config.modelWidth);
    for (Index i = 0; i < T; ++i)
        for (Index c = 0; c < config.modelWidth; ++c)
            x(i, c) = learned ? nodes["E"](input.tokens[std::size_t(i)], c) + nodes["P"](i, c)
                              : nodes["E"](input.tokens[std::size_t(i)], c) + 0.0;
    nodes["X0"] = x;
    AttentionOptions options;
    options.causal = causal;
    options.documentIds = input.documentIds;
    options.temperature = config.temperature;
    // The positions written out, not taken from the decoder: rotary with its base and scale, or ALiBi.
    if (config.positions == DecoderPositions::Rotary) {
        RotaryOptions rotary;
        rotary.base = 50;
        rotary.positionScale = 0.5;
        options.rotary = rotary;
    }
    options.alibi = config.positions == DecoderPositions::Alibi;
    for (int l = 1; l <= layers; ++l) {
        const AttentionWeights<double> &lp = p.layers[std::size_t(l - 1)];
        const std::string L = cat("L", l, ".");
        nodes[L + "Wq"] = leaves(tape, lp.wq);
        nodes[L + "Wk"] = leaves(tape, lp.wk);
        nodes[L + "Wv"] = leaves(tape, lp.wv);
        nodes[L + "Wo"] = leaves(tape, *lp.wo);
        const TapeAttention a = attention(tape, x, nodes[L + "Wq"], nodes[L + "Wk"], nodes[L + "Wv"],
                                          &nodes[L + "Wo"], config.heads, options);
        nodes[L + "Q"] = a.q;
        nodes[L + "K"] = a.k;
        nodes[L + "V"] = a.v;
        for (int h = 1; h <= config.heads; ++h) {
            const std::string H = cat(L, "H", h, ".");
            nodes[H + "scores"] = a.scores[std::size_t(h - 1)];
            nodes[H + "probabilities"] = a.probabilities[std::size_t(h - 1)];
            nodes[H + "output"] = a.outputs[std::size_t(h - 1)];
        }
        nodes[L + "concat"] = a.concatenated;
        nodes[L + "attention"] = a.output;
        VarMatrix next(T, config.modelWidth);
        for (Index i = 0; i < T; ++i)
            for (Index c = 0; c < config.modelWidth; ++c)
                next(i, c) = x(i, c) + a.output(i, c);
        nodes[cat("X", l)] = next;
        x = next;
    }
    nodes["U"] = leaves(tape, p.unembedding);
    const VarMatrix logits = product(x, nodes["U"]);
    nodes["logits"] = logits;
    // L = (1/N) Σ_{counted i} (ln Σᵥ exp zᵢᵥ − zᵢ,yᵢ), written without a max shift.
    std::vector<Var> terms;
    for (Index i = 0; i < T; ++i) {
        const std::optional<int> label = input.labels[std::size_t(i)];
        if (!label || !input.lossMask[std::size_t(i)])
            continue;
        std::vector<Var> exps;
        for (Index v = 0; v < config.vocabulary; ++v)
            exps.push_back(exp(logits(i, v)));
        terms.push_back(log(scalartape::sum(exps)) - logits(i, *label));
    }
    QCOMPARE(terms.size(), std::size_t(6));
    VarMatrix loss(1, 1);
    loss(0, 0) = scalartape::sum(terms) / static_cast<double>(terms.size());
    nodes["loss"] = loss;
    const Gradient g = tape.gradient(loss(0, 0));

    Failures f;
    QCOMPARE(graph.nodes.size(), nodes.size() + 1); // + the token ids
    for (const GraphNode<double> &node : graph.nodes) {
        if (!node.differentiable)
            continue;
        const auto it = nodes.find(node.id);
        if (it == nodes.end()) {
            f.check(false, "no tape counterpart for " + node.id);
            continue;
        }
        f.near(node.id + " value", node.value, it->second.values(), tolerance);
        f.near(node.id + " gradient", node.gradient, it->second.adjoints(g), tolerance);
    }
    ENGINETEST_VERIFY(f);
}

ATLAS_TEST_APPLESS_MAIN(TestAutodiffReference)
#include "tst_autodiffreference.moc"
