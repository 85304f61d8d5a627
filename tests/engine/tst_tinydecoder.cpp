// TinyDecoder: the gradient check over every node, the graph's nodes, shapes and edges,
// training steps, input validation, causal and document invariance, float against double.
#include <atlas/attentionmask.h>
#include <atlas/tinydecoder.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <utility>

using namespace atlas;
using enginetest::cat;
using enginetest::exactlyEqual;
using enginetest::Failures;
using enginetest::text;

namespace {

using Mat = Matrix<double>;

DecoderConfig smallConfig(Index layers, double temperature = 1.0)
{
    DecoderConfig config;
    config.vocabulary = 7;
    config.modelWidth = 6;
    config.heads = 2;
    config.keyWidth = 3;
    config.valueWidth = 2;
    config.maxLength = 9;
    config.layers = layers;
    config.temperature = temperature;
    return config;
}

// Seven tokens whose last label comes from outside the input.
DecoderInput sequence()
{
    return DecoderInput::nextToken({3, 1, 4, 1, 5, 2, 6}, 0);
}

// Two documents: the label of position 2 is document 1's first token, so it is masked.
DecoderInput twoDocuments()
{
    DecoderInput input = sequence();
    input.documentIds = {7, 7, 7, 2, 2, 2, 2};
    input.lossMask = {true, true, false, true, true, true, true};
    return input;
}

// Every parameter gradient of a backward pass, by node id.
std::map<std::string, Mat> parameterGradients(const TinyDecoder<double> &decoder,
                                              const DecoderInput &input)
{
    const DecoderGradients<double> g = decoder.backward(input, decoder.forward(input));
    std::map<std::string, Mat> out;
    const std::vector<std::string> ids = g.parameters.ids();
    const std::vector<const Mat *> list = std::as_const(g.parameters).list();
    for (std::size_t i = 0; i < ids.size(); ++i)
        out[ids[i]] = *list[i];
    return out;
}

} // namespace

class TestTinyDecoder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void gradientCheckPassesOnEveryNode_data();
    void gradientCheckPassesOnEveryNode();
    void gradientCheckNumericIsARealDifference();
    void gradientCheckReportsProgressAndStops();
    void graphHasEveryNodeWithItsShape_data();
    void graphHasEveryNodeWithItsShape();
    void graphHasTheDataflowEdges();
    void graphCarriesTraceAndGradients();
    void lossIsMeanCrossEntropyOverTheMask();
    void noCountedPositionGivesZeroLossAndGradient();
    void sgdStepIsExact();
    void trainingLowersTheLoss_data();
    void trainingLowersTheLoss();
    void validateNamesTheField_data();
    void validateNamesTheField();
    void editingATokenChangesNothingBefore_data();
    void editingATokenChangesNothingBefore();
    void editingADocumentLeavesOthersAlone_data();
    void editingADocumentLeavesOthersAlone();
    void floatAgreesWithDouble();
    void nextTokenShiftsLabels();
    void constructorsRejectBadSizes();
};

void TestTinyDecoder::gradientCheckPassesOnEveryNode_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<bool>("documents");
    QTest::addColumn<bool>("lossMask");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<int>("positions"); // DecoderPositions
    const int learned = int(DecoderPositions::Learned);
    QTest::newRow("1 layer") << 1 << false << false << 1.0 << learned;
    QTest::newRow("2 layers") << 2 << false << false << 1.0 << learned;
    QTest::newRow("1 layer, documents + loss mask") << 1 << true << true << 1.0 << learned;
    QTest::newRow("2 layers, documents + loss mask, tau 0.7") << 2 << true << true << 0.7 << learned;
    QTest::newRow("2 layers, loss mask only") << 2 << false << true << 1.3 << learned;
    QTest::newRow("2 layers, documents only") << 2 << true << false << 1.0 << learned;
    // Positions inside the attention: no P; the gradient flows through the rotations.
    QTest::newRow("2 layers, rotary positions") << 2 << false << false << 1.0 << int(DecoderPositions::Rotary);
    QTest::newRow("2 layers, ALiBi, documents") << 2 << true << false << 0.8 << int(DecoderPositions::Alibi);
}

void TestTinyDecoder::gradientCheckPassesOnEveryNode()
{
    QFETCH(int, layers);
    QFETCH(bool, documents);
    QFETCH(bool, lossMask);
    QFETCH(double, temperature);
    QFETCH(int, positions);
    DecoderConfig config = smallConfig(layers, temperature);
    config.positions = DecoderPositions(positions);
    config.rotaryScale = 0.75; // an interpolated rotary model: the scale is in every angle
    if (config.positions == DecoderPositions::Rotary)
        config.keyWidth = 4;   // rotary turns pairs of coordinates
    const TinyDecoder<double> decoder(config, 2024);
    QCOMPARE(decoder.parameters().positionEmbedding.rows(), config.positionRows());
    DecoderInput input = sequence();
    if (documents)
        input.documentIds = twoDocuments().documentIds;
    if (lossMask)
        input.lossMask = {true, false, true, true, false, true, true};
    const GradientCheckReport<double> report = decoder.gradientCheck(input);

    // The report covers exactly the differentiable nodes of the graph.
    const DecoderTrace<double> trace = decoder.forward(input);
    const GradientGraph<double> graph = decoder.graph(input, trace, decoder.backward(input, trace));
    std::vector<std::string> expected, checked;
    for (const GraphNode<double> &node : graph.nodes)
        if (node.differentiable)
            expected.push_back(node.id);
    for (const NodeCheck<double> &node : report.nodes)
        checked.push_back(node.id);
    QCOMPARE(checked, expected);

    Failures failures;
    for (const NodeCheck<double> &node : report.nodes)
        failures.check(node.relativeError <= 1e-6,
                       cat(node.id, ": relative error ", node.relativeError));
    ENGINETEST_VERIFY(failures);
    QVERIFY2(report.maxRelativeError <= 1e-6,
             cat(report.worstNode, ": ", report.maxRelativeError).c_str());
    QVERIFY(!report.worstNode.empty());
}

void TestTinyDecoder::gradientCheckNumericIsARealDifference()
{
    // The checker's numeric gradient of a parameter must be what editing that parameter and
    // re-running the model gives — so the check above compares against the model itself.
    const TinyDecoder<double> decoder(smallConfig(1), 7);
    const DecoderInput input = sequence();
    const double h = 1e-5;
    const GradientCheckReport<double> report = decoder.gradientCheck(input, h);
    QCOMPARE(report.step, h);
    for (const char *id : {"U", "L1.Wq"}) {
        const auto it = std::find_if(report.nodes.begin(), report.nodes.end(),
                                     [&](const NodeCheck<double> &n) { return n.id == id; });
        QVERIFY(it != report.nodes.end());
        TinyDecoder<double> copy = decoder;
        Mat &target = std::string(id) == "U" ? copy.parameters().unembedding
                                             : copy.parameters().layers[0].wq;
        Mat numeric(target.rows(), target.cols());
        for (Index i = 0; i < target.rows(); ++i) {
            for (Index j = 0; j < target.cols(); ++j) {
                const double saved = target(i, j);
                target(i, j) = saved + h;
                const double plus = copy.forward(input).loss;
                target(i, j) = saved - h;
                const double minus = copy.forward(input).loss;
                target(i, j) = saved;
                numeric(i, j) = (plus - minus) / (2 * h);
            }
        }
        QVERIFY2(enginetest::relativeError(it->numeric, numeric) <= 1e-12,
                 cat(id, ": ", text(it->numeric), " vs ", text(numeric)).c_str());
        QVERIFY(it->numeric.cwiseAbs().maxCoeff() > 0);
    }
}

void TestTinyDecoder::gradientCheckReportsProgressAndStops()
{
    // Progress counts perturbed entries, rises to the total, and a false return stops the
    // check with the nodes finished so far.
    const TinyDecoder<double> decoder(smallConfig(1), 7);
    const DecoderInput input = sequence();
    std::vector<std::pair<std::size_t, std::size_t>> calls;
    const GradientCheckReport<double> full = decoder.gradientCheck(input, 1e-5, [&](std::size_t done, std::size_t total) {
        calls.emplace_back(done, total);
        return true;
    });
    QVERIFY(full.complete);
    QVERIFY(calls.size() >= 2);
    std::size_t expectedTotal = 0;
    for (const NodeCheck<double> &node : full.nodes)
        expectedTotal += std::size_t(node.numeric.size());
    QCOMPARE(calls.back(), std::make_pair(expectedTotal, expectedTotal));
    QCOMPARE(calls.front().first, std::size_t(0));
    for (std::size_t i = 1; i < calls.size(); ++i)
        QVERIFY(calls[i].first >= calls[i - 1].first && calls[i].second == expectedTotal);

    int allowed = 3;
    const GradientCheckReport<double> stopped = decoder.gradientCheck(input, 1e-5, [&](std::size_t, std::size_t) {
        return allowed-- > 0;
    });
    QVERIFY(!stopped.complete);
    QCOMPARE(stopped.nodes.size(), std::size_t(3));
    QCOMPARE(stopped.nodes[2].id, full.nodes[2].id);
}

void TestTinyDecoder::graphHasEveryNodeWithItsShape_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("heads");
    QTest::newRow("1 layer, 2 heads") << 1 << 2;
    QTest::newRow("2 layers, 3 heads") << 2 << 3;
}

void TestTinyDecoder::graphHasEveryNodeWithItsShape()
{
    QFETCH(int, layers);
    QFETCH(int, heads);
    DecoderConfig config = smallConfig(layers);
    config.heads = heads;
    const TinyDecoder<double> decoder(config, 5);
    const DecoderInput input = twoDocuments();
    const DecoderTrace<double> trace = decoder.forward(input);
    const GradientGraph<double> graph = decoder.graph(input, trace, decoder.backward(input, trace));
    const Index T = Index(input.tokens.size()), V = config.vocabulary, d = config.modelWidth;
    const Index hk = heads * config.keyWidth, hv = heads * config.valueWidth;
    const BoolMatrix allowed = AttentionMask::build(T, true, input.documentIds);

    struct Expected {
        NodeKind kind;
        NodeRole role;
        int layer, head;
        Index rows, cols;
    };
    std::map<std::string, Expected> expected{
        {"tokens", {NodeKind::Tokens, NodeRole::Input, 0, 0, T, 1}},
        {"E", {NodeKind::TokenEmbedding, NodeRole::Parameter, 0, 0, V, d}},
        {"P", {NodeKind::PositionEmbedding, NodeRole::Parameter, 0, 0, config.maxLength, d}},
        {"X0", {NodeKind::Embeddings, NodeRole::Activation, 0, 0, T, d}},
        {"U", {NodeKind::Unembedding, NodeRole::Parameter, 0, 0, d, V}},
        {"logits", {NodeKind::Logits, NodeRole::Activation, 0, 0, T, V}},
        {"loss", {NodeKind::Loss, NodeRole::Loss, 0, 0, 1, 1}}};
    for (int l = 1; l <= layers; ++l) {
        const std::string L = cat("L", l, ".");
        expected[L + "Wq"] = {NodeKind::QueryWeights, NodeRole::Parameter, l, 0, d, hk};
        expected[L + "Wk"] = {NodeKind::KeyWeights, NodeRole::Parameter, l, 0, d, hk};
        expected[L + "Wv"] = {NodeKind::ValueWeights, NodeRole::Parameter, l, 0, d, hv};
        expected[L + "Q"] = {NodeKind::Queries, NodeRole::Activation, l, 0, T, hk};
        expected[L + "K"] = {NodeKind::Keys, NodeRole::Activation, l, 0, T, hk};
        expected[L + "V"] = {NodeKind::Values, NodeRole::Activation, l, 0, T, hv};
        for (int h = 1; h <= heads; ++h) {
            const std::string H = cat(L, "H", h, ".");
            expected[H + "scores"] = {NodeKind::Scores, NodeRole::Activation, l, h, T, T};
            expected[H + "probabilities"] = {NodeKind::Probabilities, NodeRole::Activation, l, h, T, T};
            expected[H + "output"] = {NodeKind::HeadOutput, NodeRole::Activation, l, h, T, config.valueWidth};
        }
        expected[L + "concat"] = {NodeKind::Concatenated, NodeRole::Activation, l, 0, T, hv};
        expected[L + "Wo"] = {NodeKind::OutputWeights, NodeRole::Parameter, l, 0, hv, d};
        expected[L + "attention"] = {NodeKind::AttentionOutput, NodeRole::Activation, l, 0, T, d};
        expected[cat("X", l)] = {NodeKind::Residual, NodeRole::Activation, l, 0, T, d};
    }

    QCOMPARE(graph.nodes.size(), expected.size());
    Failures failures;
    for (const GraphNode<double> &node : graph.nodes) {
        const auto it = expected.find(node.id);
        if (it == expected.end()) {
            failures.check(false, "unexpected node " + node.id);
            continue;
        }
        const Expected &e = it->second;
        failures.check(node.kind == e.kind && node.role == e.role, node.id + ": kind or role");
        failures.check(node.layer == e.layer && node.head == e.head, node.id + ": layer or head");
        failures.check(node.value.rows() == e.rows && node.value.cols() == e.cols,
                       cat(node.id, ": value ", node.value.rows(), "x", node.value.cols(),
                           ", expected ", e.rows, "x", e.cols));
        failures.check(node.differentiable == (node.id != "tokens"), node.id + ": differentiable");
        if (node.differentiable)
            failures.check(node.gradient.rows() == e.rows && node.gradient.cols() == e.cols,
                           node.id + ": gradient shape");
        else
            failures.check(node.gradient.size() == 0, node.id + ": has a gradient");
        const bool masked = e.kind == NodeKind::Scores || e.kind == NodeKind::Probabilities;
        failures.check(node.allowed.has_value() == masked, node.id + ": allowed");
        if (masked && node.allowed)
            failures.check(*node.allowed == allowed, node.id + ": not the document-aware mask");
        failures.check(graph.indexOf(node.id) == Index(&node - graph.nodes.data()),
                       node.id + ": indexOf");
    }
    failures.check(graph.indexOf("no such node") == -1 && graph.find("no such node") == nullptr,
                   "lookup of a missing id");
    ENGINETEST_VERIFY(failures);
}

void TestTinyDecoder::graphHasTheDataflowEdges()
{
    const int layers = 2, heads = 2;
    const TinyDecoder<double> decoder(smallConfig(layers), 9);
    const DecoderInput input = sequence();
    const DecoderTrace<double> trace = decoder.forward(input);
    const GradientGraph<double> graph = decoder.graph(input, trace, decoder.backward(input, trace));

    std::set<std::pair<std::string, std::string>> expected{
        {"tokens", "X0"}, {"E", "X0"}, {"P", "X0"}, {"X2", "logits"}, {"U", "logits"},
        {"logits", "loss"}, {"tokens", "loss"}};
    for (int l = 1; l <= layers; ++l) {
        const std::string L = cat("L", l, "."), in = cat("X", l - 1), out = cat("X", l);
        for (const auto &[weights, projection] :
             {std::pair{"Wq", "Q"}, std::pair{"Wk", "K"}, std::pair{"Wv", "V"}}) {
            expected.insert({in, L + projection});
            expected.insert({L + weights, L + projection});
        }
        for (int h = 1; h <= heads; ++h) {
            const std::string H = cat(L, "H", h, ".");
            expected.insert({L + "Q", H + "scores"});
            expected.insert({L + "K", H + "scores"});
            expected.insert({H + "scores", H + "probabilities"});
            expected.insert({H + "probabilities", H + "output"});
            expected.insert({L + "V", H + "output"});
            expected.insert({H + "output", L + "concat"});
        }
        expected.insert({L + "concat", L + "attention"});
        expected.insert({L + "Wo", L + "attention"});
        expected.insert({in, out});
        expected.insert({L + "attention", out});
    }
    std::set<std::pair<std::string, std::string>> actual;
    for (const GraphEdge &e : graph.edges) {
        QVERIFY2(e.from < graph.nodes.size() && e.to < graph.nodes.size(), "edge out of range");
        // Nodes are listed in computation order: every input precedes its consumer.
        QVERIFY2(e.from < e.to, cat(graph.nodes[e.from].id, " -> ", graph.nodes[e.to].id).c_str());
        QVERIFY2(actual.insert({graph.nodes[e.from].id, graph.nodes[e.to].id}).second,
                 cat("duplicate edge ", graph.nodes[e.from].id, " -> ", graph.nodes[e.to].id).c_str());
    }
    std::string missing, extra;
    for (const auto &e : expected)
        if (!actual.count(e))
            missing.append(cat(" ", e.first, "->", e.second));
    for (const auto &e : actual)
        if (!expected.count(e))
            extra.append(cat(" ", e.first, "->", e.second));
    QVERIFY2(missing.empty() && extra.empty(), cat("missing:", missing, "; extra:", extra).c_str());
}

void TestTinyDecoder::graphCarriesTraceAndGradients()
{
    const TinyDecoder<double> decoder(smallConfig(2), 12);
    const DecoderInput input = twoDocuments();
    const DecoderTrace<double> trace = decoder.forward(input);
    const DecoderGradients<double> g = decoder.backward(input, trace);
    const GradientGraph<double> graph = decoder.graph(input, trace, g);
    auto node = [&](const std::string &id) -> const GraphNode<double> & {
        const GraphNode<double> *n = graph.find(id);
        if (!n)
            throw std::runtime_error("no node " + id);
        return *n;
    };
    Failures failures;
    auto same = [&](const std::string &id, const Mat &value, const Mat &gradient) {
        failures.check(node(id).value == value, id + ": value differs from the trace");
        failures.check(node(id).gradient == gradient, id + ": gradient differs from backward");
    };
    same("E", decoder.parameters().tokenEmbedding, g.parameters.tokenEmbedding);
    same("P", decoder.parameters().positionEmbedding, g.parameters.positionEmbedding);
    same("X0", trace.embeddings, g.embeddings);
    same("U", decoder.parameters().unembedding, g.parameters.unembedding);
    same("logits", trace.logits, g.logits);
    for (std::size_t l = 0; l < 2; ++l) {
        const std::string L = cat("L", l + 1, ".");
        same(L + "Wq", decoder.parameters().layers[l].wq, g.parameters.layers[l].wq);
        same(L + "Wo", *decoder.parameters().layers[l].wo, *g.parameters.layers[l].wo);
        same(L + "Q", trace.attention[l].q, g.attention[l].q);
        same(L + "H2.probabilities", trace.attention[l].heads[1].probabilities,
             g.attention[l].heads[1].probabilities);
        same(L + "attention", trace.attention[l].output, g.residual[l]);
        same(cat("X", l + 1), trace.residual[l], g.residual[l]);
    }
    failures.check(node("loss").value(0, 0) == trace.loss && node("loss").gradient(0, 0) == 1.0,
                   "loss node");
    Mat tokens(7, 1);
    tokens << 3, 1, 4, 1, 5, 2, 6;
    failures.check(node("tokens").value == tokens, "tokens node value");
    // X₀ = E[tokens] + P[0:T] and logits = X_L·U, recomputed here.
    Mat x0(7, 6);
    for (Index i = 0; i < 7; ++i)
        x0.row(i) = decoder.parameters().tokenEmbedding.row(input.tokens[std::size_t(i)])
            + decoder.parameters().positionEmbedding.row(i);
    failures.near("X0 = E[t] + P", node("X0").value, x0, 0);
    failures.near("logits = X2 U", node("logits").value,
                  node("X2").value * decoder.parameters().unembedding, 1e-15);
    ENGINETEST_VERIFY(failures);
}

void TestTinyDecoder::lossIsMeanCrossEntropyOverTheMask()
{
    const TinyDecoder<double> decoder(smallConfig(1), 3);
    const DecoderInput input = twoDocuments();
    const DecoderTrace<double> trace = decoder.forward(input);
    const std::vector<bool> counted{true, true, false, true, true, true, true};
    QCOMPARE(trace.counted, counted);
    long double total = 0;
    for (Index i = 0; i < 7; ++i) {
        long double sum = 0;
        for (Index v = 0; v < 7; ++v)
            sum += std::exp(static_cast<long double>(trace.logits(i, v)));
        const long double loss
            = std::log(sum) - trace.logits(i, *input.labels[std::size_t(i)]);
        const double reported = trace.positionLoss[std::size_t(i)];
        if (counted[std::size_t(i)]) {
            QVERIFY2(std::abs(reported - static_cast<double>(loss)) <= 1e-14 * std::abs(reported),
                     cat("position ", i, ": ", reported, " vs ", static_cast<double>(loss)).c_str());
            total += loss;
        } else {
            QCOMPARE(reported, 0.0);
        }
        QVERIFY(std::abs(trace.probabilities.row(i).sum() - 1) <= 1e-15);
    }
    QVERIFY2(std::abs(trace.loss - static_cast<double>(total / 6)) <= 1e-14 * trace.loss,
             cat(trace.loss, " vs ", static_cast<double>(total / 6)).c_str());
}

void TestTinyDecoder::noCountedPositionGivesZeroLossAndGradient()
{
    const TinyDecoder<double> decoder(smallConfig(1), 3);
    DecoderInput input = DecoderInput::nextToken({1, 2, 3});
    input.lossMask = {false, false, true}; // the last position has no label
    const DecoderTrace<double> trace = decoder.forward(input);
    QCOMPARE(trace.loss, 0.0);
    for (const auto &[id, g] : parameterGradients(decoder, input))
        QVERIFY2(g.isZero(0) && enginetest::allFinite(g), id.c_str());
}

void TestTinyDecoder::sgdStepIsExact()
{
    TinyDecoder<double> decoder(smallConfig(2), 4);
    const DecoderInput input = twoDocuments();
    const double before = decoder.forward(input).loss;
    const DecoderParameters<double> old = decoder.parameters();
    const std::map<std::string, Mat> gradients = parameterGradients(decoder, input);
    SgdOptimizer<double> sgd(0.05);
    QCOMPARE(decoder.trainStep(input, sgd), before); // the loss before the step
    const std::vector<std::string> ids = old.ids();
    const std::vector<const Mat *> oldList = old.list();
    const std::vector<const Mat *> newList = std::as_const(decoder.parameters()).list();
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const Mat expected = *oldList[i] - 0.05 * gradients.at(ids[i]);
        QVERIFY2(enginetest::bitIdentical(*newList[i], expected), ids[i].c_str());
    }
}

void TestTinyDecoder::trainingLowersTheLoss_data()
{
    QTest::addColumn<bool>("adam");
    QTest::addColumn<double>("learningRate");
    QTest::addColumn<double>("momentum");
    QTest::newRow("SGD") << false << 0.2 << 0.0;
    QTest::newRow("SGD with momentum") << false << 0.05 << 0.9;
    QTest::newRow("Adam") << true << 0.02 << 0.0;
}

void TestTinyDecoder::trainingLowersTheLoss()
{
    QFETCH(bool, adam);
    QFETCH(double, learningRate);
    QFETCH(double, momentum);
    TinyDecoder<double> decoder(smallConfig(2), 31);
    const DecoderInput input = twoDocuments();
    std::unique_ptr<Optimizer<double>> optimizer;
    if (adam)
        optimizer = std::make_unique<AdamOptimizer<double>>(learningRate);
    else
        optimizer = std::make_unique<SgdOptimizer<double>>(learningRate, momentum);
    const double initial = decoder.forward(input).loss;
    std::vector<double> losses;
    for (int step = 0; step < 40; ++step) {
        const double loss = decoder.trainStep(input, *optimizer);
        QVERIFY2(std::isfinite(loss), cat("step ", step).c_str());
        losses.push_back(loss);
    }
    const double final = decoder.forward(input).loss;
    // Six counted positions of one fixed sequence are easy to memorize: the first step must
    // already lower the loss, and forty steps must cut it at least tenfold (here they cut
    // it by a factor of several hundred).
    QVERIFY2(losses[1] < losses[0], cat(losses[0], " -> ", losses[1]).c_str());
    QVERIFY2(final < 0.1 * initial, cat(initial, " -> ", final).c_str());
}

void TestTinyDecoder::validateNamesTheField_data()
{
    QTest::addColumn<int>("problem");
    QTest::addColumn<QString>("field");
    QTest::newRow("no tokens") << 0 << QStringLiteral("tokens");
    QTest::newRow("longer than the position embedding") << 1 << QStringLiteral("tokens");
    QTest::newRow("negative token") << 2 << QStringLiteral("tokens[2]");
    QTest::newRow("token = vocabulary") << 3 << QStringLiteral("tokens[0]");
    QTest::newRow("labels of the wrong length") << 4 << QStringLiteral("labels");
    QTest::newRow("label outside the vocabulary") << 5 << QStringLiteral("labels[1]");
    QTest::newRow("loss mask of the wrong length") << 6 << QStringLiteral("lossMask");
    QTest::newRow("document ids of the wrong length") << 7 << QStringLiteral("documentIds");
}

void TestTinyDecoder::validateNamesTheField()
{
    QFETCH(int, problem);
    QFETCH(QString, field);
    const TinyDecoder<double> decoder(smallConfig(1), 1); // V = 7, T_max = 9
    DecoderInput input = DecoderInput::nextToken({1, 2, 3, 4});
    switch (problem) {
    case 0: input = DecoderInput::nextToken({}); break;
    case 1: input = DecoderInput::nextToken(std::vector<int>(10, 1)); break;
    case 2: input.tokens[2] = -1; break;
    case 3: input.tokens[0] = 7; break;
    case 4: input.labels.pop_back(); break;
    case 5: input.labels[1] = 7; break;
    case 6: input.lossMask = {true, true, true}; break;
    case 7: input.documentIds = {0, 0, 1, 1, 1}; break;
    }
    for (int call = 0; call < 2; ++call) {
        try {
            if (call == 0)
                decoder.validate(input);
            else
                (void)decoder.forward(input); // forward validates too
            QFAIL("no ShapeError");
        } catch (const ShapeError &e) {
            const QString message = QString::fromUtf8(e.what());
            QVERIFY2(message.startsWith(field + QLatin1Char(':')), e.what());
        }
    }
}

void TestTinyDecoder::editingATokenChangesNothingBefore_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<bool>("documents");
    QTest::newRow("1 layer") << 1 << false;
    QTest::newRow("2 layers") << 2 << false;
    QTest::newRow("2 layers, documents") << 2 << true;
}

void TestTinyDecoder::editingATokenChangesNothingBefore()
{
    // Editing token u leaves the logits of positions < u bit for bit; with the loss mask
    // restricted to positions ≤ u − 2 (position u − 1's label is token u), the loss and the
    // gradient of every parameter are unchanged too.
    QFETCH(int, layers);
    QFETCH(bool, documents);
    const TinyDecoder<double> decoder(smallConfig(layers, 0.9), 77);
    const std::vector<int> tokens{3, 1, 4, 1, 5, 2, 6, 5, 0};
    const Index T = Index(tokens.size());
    for (Index u = 1; u < T; ++u) {
        DecoderInput a = DecoderInput::nextToken(tokens, 2);
        if (documents)
            a.documentIds = {0, 0, 0, 0, 1, 1, 1, 1, 1};
        a.lossMask.assign(std::size_t(T), false);
        for (Index i = 0; i + 2 <= u; ++i)
            a.lossMask[std::size_t(i)] = true;
        std::vector<int> edited = tokens;
        edited[std::size_t(u)] = (tokens[std::size_t(u)] + 3) % 7;
        DecoderInput b = DecoderInput::nextToken(edited, 2);
        b.documentIds = a.documentIds;
        b.lossMask = a.lossMask;

        const DecoderTrace<double> ta = decoder.forward(a), tb = decoder.forward(b);
        const std::string where = cat("u = ", u, ": ");
        QVERIFY2(enginetest::bitIdentical(ta.logits.topRows(u), tb.logits.topRows(u)),
                 cat(where, "logits").c_str());
        QVERIFY2(!enginetest::bitIdentical(ta.logits.row(u), tb.logits.row(u)),
                 cat(where, "the edit changed nothing").c_str());
        QVERIFY2(enginetest::bitIdentical(Vector<double>::Constant(1, ta.loss),
                                          Vector<double>::Constant(1, tb.loss)),
                 cat(where, "loss ", ta.loss, " vs ", tb.loss).c_str());
        // Parameter gradients are sums that include 0·(edited quantity) terms: compared
        // with ==, which lets an exactly zero entry flip its zero's sign.
        const std::map<std::string, Mat> ga = parameterGradients(decoder, a);
        const std::map<std::string, Mat> gb = parameterGradients(decoder, b);
        for (const auto &[id, g] : ga)
            QVERIFY2(exactlyEqual(g, gb.at(id)), cat(where, "dL/d", id).c_str());
    }
    // Control: once position u − 1 is counted, its label is the edited token and the loss moves.
    DecoderInput a = DecoderInput::nextToken(tokens, 2);
    DecoderInput b = a;
    b.tokens[4] = (tokens[4] + 3) % 7;
    b.labels[3] = b.tokens[4];
    a.lossMask = b.lossMask = {true, true, true, true, false, false, false, false, false};
    QVERIFY(decoder.forward(a).loss != decoder.forward(b).loss);
}

void TestTinyDecoder::editingADocumentLeavesOthersAlone_data()
{
    QTest::addColumn<bool>("causal");
    QTest::newRow("causal") << true;
    QTest::newRow("bidirectional") << false;
}

void TestTinyDecoder::editingADocumentLeavesOthersAlone()
{
    QFETCH(bool, causal);
    const TinyDecoder<double> decoder(smallConfig(2), 88);
    DecoderInput a = DecoderInput::nextToken({3, 1, 4, 1, 5, 2, 6, 5});
    a.documentIds = {0, 0, 0, 1, 1, 1, 2, 2};
    a.causal = causal;
    DecoderInput b = a;
    b.tokens[4] = 0; // inside document 1
    b.tokens[5] = 6;
    const Mat la = decoder.forward(a).logits, lb = decoder.forward(b).logits;
    for (Index i : {0, 1, 2, 6, 7})
        QVERIFY2(enginetest::bitIdentical(la.row(i), lb.row(i)), cat("logits row ", i).c_str());
    // Document 1's first row reads its later rows only without the causal mask.
    QCOMPARE(!enginetest::bitIdentical(la.row(3), lb.row(3)), !causal);
    QVERIFY(!enginetest::bitIdentical(la.row(4), lb.row(4)));
    // Control: without ids the later document reads the edit.
    a.documentIds.clear();
    b.documentIds.clear();
    QVERIFY(!enginetest::bitIdentical(decoder.forward(a).logits.row(6),
                                      decoder.forward(b).logits.row(6)));
}

void TestTinyDecoder::floatAgreesWithDouble()
{
    const DecoderConfig config = smallConfig(2, 0.8);
    const TinyDecoder<double> d(config, 99);
    DecoderParameters<float> pf;
    pf.tokenEmbedding = d.parameters().tokenEmbedding.cast<float>();
    pf.positionEmbedding = d.parameters().positionEmbedding.cast<float>();
    pf.unembedding = d.parameters().unembedding.cast<float>();
    for (const AttentionWeights<double> &l : d.parameters().layers)
        pf.layers.push_back({l.wq.cast<float>(), l.wk.cast<float>(), l.wv.cast<float>(),
                             l.wo->cast<float>()});
    const TinyDecoder<float> f(config, pf);
    const DecoderInput input = twoDocuments();
    const DecoderTrace<double> td = d.forward(input);
    const DecoderTrace<float> tf = f.forward(input);
    const DecoderGradients<double> gd = d.backward(input, td);
    const DecoderGradients<float> gf = f.backward(input, tf);
    // Float rounding through two layers stays near 1e-6 relative; 1e-4 leaves a factor 100.
    const double tolerance = 1e-4;
    Failures failures;
    failures.near("logits", tf.logits.cast<double>(), td.logits, tolerance);
    failures.check(std::abs(double(tf.loss) - td.loss) <= tolerance * td.loss,
                   cat("loss ", tf.loss, " vs ", td.loss));
    const std::vector<std::string> ids = gd.parameters.ids();
    const std::vector<const Mat *> ld = gd.parameters.list();
    const std::vector<const Matrix<float> *> lf = gf.parameters.list();
    for (std::size_t i = 0; i < ids.size(); ++i)
        failures.near("dL/d" + ids[i], lf[i]->cast<double>(), *ld[i], tolerance);
    ENGINETEST_VERIFY(failures);
}

void TestTinyDecoder::nextTokenShiftsLabels()
{
    const DecoderInput a = DecoderInput::nextToken({4, 5, 6});
    QCOMPARE(a.tokens, (std::vector<int>{4, 5, 6}));
    QVERIFY(a.labels == (std::vector<std::optional<int>>{5, 6, std::nullopt}));
    QVERIFY(a.lossMask.empty() && a.documentIds.empty() && a.causal);
    const DecoderInput b = DecoderInput::nextToken({4, 5, 6}, 2);
    QVERIFY(b.labels == (std::vector<std::optional<int>>{5, 6, 2}));
    QVERIFY(DecoderInput::nextToken({}, 3).labels.empty());
}

void TestTinyDecoder::constructorsRejectBadSizes()
{
    for (int field = 0; field < 7; ++field) {
        DecoderConfig config = smallConfig(1);
        Index *sizes[] = {&config.vocabulary, &config.modelWidth, &config.heads, &config.keyWidth,
                          &config.valueWidth, &config.maxLength, &config.layers};
        *sizes[field] = 0;
        QVERIFY_THROWS_EXCEPTION(ShapeError, TinyDecoder<double>(config, 1));
    }
    const DecoderConfig config = smallConfig(2);
    const DecoderParameters<double> good = TinyDecoder<double>(config, 1).parameters();
    QVERIFY(TinyDecoder<double>(config, good).parameters().layers.size() == 2);
    DecoderParameters<double> bad = good;
    bad.tokenEmbedding = Mat::Zero(6, 6);
    QVERIFY_THROWS_EXCEPTION(ShapeError, TinyDecoder<double>(config, bad));
    bad = good;
    bad.layers.pop_back();
    QVERIFY_THROWS_EXCEPTION(ShapeError, TinyDecoder<double>(config, bad));
    bad = good;
    bad.layers[1].wo = Mat::Zero(4, 5);
    QVERIFY_THROWS_EXCEPTION(ShapeError, TinyDecoder<double>(config, bad));
    bad = good;
    bad.unembedding = Mat::Zero(7, 6);
    QVERIFY_THROWS_EXCEPTION(ShapeError, TinyDecoder<double>(config, bad));
}

ATLAS_TEST_APPLESS_MAIN(TestTinyDecoder)
#include "tst_tinydecoder.moc"
