// MultiHeadAttention's tiled path: the same layer as the traced path — outputs and the
// gradients of X, Wq, Wk, Wv and Wo equal within 1e-5 (float) and 1e-12 (double) for every
// mask kind, with and without Wo, with rotary positions, ALiBi and grouped key/value heads,
// at T = 1 and ragged T; central differences of the tiled
// layer confirm its gradients; threads change no bit; bad shapes and cancellation are
// reported.
#include <atlas/multiheadattention.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <atomic>

using namespace atlas;
using enginetest::cat;

namespace {

template <typename Scalar>
struct Layer {
    Matrix<Scalar> x;
    AttentionWeights<Scalar> weights;
};

template <typename Scalar>
Layer<Scalar> randomLayer(std::uint64_t seed, Index length, Index model, Index heads, Index dk, Index dv, bool wo,
                          Index kvHeads = 0)
{
    const Index groups = kvHeads == 0 ? heads : kvHeads;
    enginetest::Random random(seed);
    Layer<Scalar> l;
    l.x = random.matrix<Scalar>(length, model, -1.5, 1.5);
    l.weights.wq = random.matrix<Scalar>(model, heads * dk);
    l.weights.wk = random.matrix<Scalar>(model, groups * dk);
    l.weights.wv = random.matrix<Scalar>(model, groups * dv);
    if (wo)
        l.weights.wo = random.matrix<Scalar>(heads * dv, 3);
    return l;
}

std::vector<std::int64_t> documentsOf(Index length)
{
    std::vector<std::int64_t> ids;
    for (Index i = 0; i < length; ++i)
        ids.push_back((i * i) / 40); // lengths 7, 3, 2, 2, 1, …
    return ids;
}

// What positions add to the layer: none, rotary (with positions reset per document when there
// are documents), ALiBi, key/value heads shared by groups of query heads, or all of them.
enum class Positions { None, Rotary, Alibi, Grouped, All };

const char *describe(Positions p)
{
    switch (p) {
    case Positions::None: return "";
    case Positions::Rotary: return ", rotary";
    case Positions::Alibi: return ", ALiBi";
    case Positions::Grouped: return ", kv_heads = 2";
    case Positions::All: return ", rotary + ALiBi + kv_heads = 2";
    }
    return "";
}

void addPositions(AttentionOptions &options, Positions p, Index length)
{
    if (p == Positions::Rotary || p == Positions::All) {
        RotaryOptions rotary;
        rotary.base = 100.0; // turns fast enough to matter at small T
        if (!options.documentIds.empty()) {
            std::int64_t position = 0;
            for (Index i = 0; i < length; ++i) {
                const auto at = static_cast<std::size_t>(i);
                position = i > 0 && options.documentIds[at] == options.documentIds[at - 1] ? position + 1 : 0;
                rotary.positions.push_back(position);
            }
        }
        options.rotary = rotary;
    }
    if (p == Positions::Alibi || p == Positions::All)
        options.alibi = true;
    if (p == Positions::Grouped || p == Positions::All)
        options.kvHeads = 2;
}

template <typename Scalar>
void compareWithTracedPath(Index length, bool causal, bool documents, bool wo, double temperature,
                           Positions positions = Positions::None)
{
    const bool grouped = positions == Positions::Grouped || positions == Positions::All;
    const Index heads = grouped ? 4 : 3, dk = 4, dv = 5;
    const Layer<Scalar> l = randomLayer<Scalar>(static_cast<std::uint64_t>(length * 8 + causal * 4 + documents * 2 + wo), length, 6,
                                                heads, dk, dv, wo, grouped ? 2 : 0);
    AttentionOptions options;
    options.causal = causal;
    options.temperature = temperature;
    if (documents)
        options.documentIds = documentsOf(length);
    addPositions(options, positions, length);
    enginetest::Random random(99);
    const Matrix<Scalar> gradOutput = random.matrix<Scalar>(length, wo ? 3 : heads * dv);
    const AttentionTrace<Scalar> trace = MultiHeadAttention<Scalar>::forward(l.x, l.weights, heads, options);
    const AttentionGradients<Scalar> traced = MultiHeadAttention<Scalar>::backward(trace, l.weights, gradOutput);
    AttentionKernelOptions execution;
    execution.tileRows = 4;
    execution.tileColumns = 7;
    const TiledAttentionState<Scalar> state = MultiHeadAttention<Scalar>::forwardTiled(l.x, l.weights, heads, options, execution);
    QVERIFY(state.finite);
    const std::optional<AttentionGradients<Scalar>> tiled = MultiHeadAttention<Scalar>::backwardTiled(state, l.weights, heads, options, gradOutput, execution);
    QVERIFY(tiled);
    QVERIFY(tiled->heads.empty()); // no per-head matrices
    const double tolerance = sizeof(Scalar) == 4 ? 1e-5 : 1e-12;
    enginetest::Failures failures;
    failures.near("output", state.output, trace.output, tolerance);
    failures.near("concatenation", state.attention.output, trace.concatenated, tolerance);
    failures.near("dX", tiled->x, traced.x, tolerance);
    failures.near("dWq", tiled->wq, traced.wq, tolerance);
    failures.near("dWk", tiled->wk, traced.wk, tolerance);
    failures.near("dWv", tiled->wv, traced.wv, tolerance);
    if (wo)
        failures.near("dWo", *tiled->wo, *traced.wo, tolerance);
    ENGINETEST_VERIFY(failures);
}

} // namespace

class TestMultiHeadAttentionTiled : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void equalsTheTracedPath_data();
    void equalsTheTracedPath();
    void equalsTheTracedPathWithPositions_data();
    void equalsTheTracedPathWithPositions();
    void centralDifferences();
    void centralDifferencesWithPositions();
    void threadsChangeNoBit();
    void refusesWhatTheTracedPathRefuses();
    void cancelledPassHasNoGradients();
};

void TestMultiHeadAttentionTiled::equalsTheTracedPath_data()
{
    QTest::addColumn<bool>("single");
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<bool>("documents");
    QTest::addColumn<bool>("wo");
    for (bool single : {false, true})
        for (int length : {1, 23})
            for (bool causal : {false, true})
                for (bool documents : {false, true})
                    QTest::addRow("%s, T = %d, %s%s", single ? "float" : "double", length, causal ? "causal" : "bidirectional",
                                  documents ? ", documents" : "")
                        << single << length << causal << documents << (length > 1);
}

void TestMultiHeadAttentionTiled::equalsTheTracedPath()
{
    QFETCH(bool, single);
    QFETCH(int, length);
    QFETCH(bool, causal);
    QFETCH(bool, documents);
    QFETCH(bool, wo);
    if (single)
        compareWithTracedPath<float>(length, causal, documents, wo, 1.0);
    else
        compareWithTracedPath<double>(length, causal, documents, wo, 0.7);
}

void TestMultiHeadAttentionTiled::equalsTheTracedPathWithPositions_data()
{
    QTest::addColumn<bool>("single");
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<bool>("documents");
    QTest::addColumn<int>("positions");
    for (bool single : {false, true})
        for (int length : {1, 23})
            for (bool causal : {false, true})
                for (bool documents : {false, true})
                    for (Positions p : {Positions::Rotary, Positions::Alibi, Positions::Grouped, Positions::All})
                        QTest::addRow("%s, T = %d, %s%s%s", single ? "float" : "double", length,
                                      causal ? "causal" : "bidirectional", documents ? ", documents" : "", describe(p))
                            << single << length << causal << documents << static_cast<int>(p);
}

void TestMultiHeadAttentionTiled::equalsTheTracedPathWithPositions()
{
    QFETCH(bool, single);
    QFETCH(int, length);
    QFETCH(bool, causal);
    QFETCH(bool, documents);
    QFETCH(int, positions);
    if (single)
        compareWithTracedPath<float>(length, causal, documents, true, 1.0, static_cast<Positions>(positions));
    else
        compareWithTracedPath<double>(length, causal, documents, true, 0.7, static_cast<Positions>(positions));
}

void TestMultiHeadAttentionTiled::centralDifferences()
{
    Layer<double> l = randomLayer<double>(5, 9, 4, 2, 3, 2, true);
    AttentionOptions options;
    options.documentIds = documentsOf(9);
    enginetest::Random random(7);
    const Matrix<double> gradOutput = random.matrix<double>(9, 3);
    AttentionKernelOptions execution;
    execution.tileRows = execution.tileColumns = 2;
    auto loss = [&] {
        return (MultiHeadAttention<double>::forwardTiled(l.x, l.weights, 2, options, execution).output.array() * gradOutput.array()).sum();
    };
    const std::optional<AttentionGradients<double>> analytic = MultiHeadAttention<double>::backwardTiled(
        MultiHeadAttention<double>::forwardTiled(l.x, l.weights, 2, options, execution), l.weights, 2, options, gradOutput, execution);
    QVERIFY(analytic);
    auto numeric = [&](Matrix<double> &m) {
        Matrix<double> g(m.rows(), m.cols());
        const double h = 1e-5;
        for (Index i = 0; i < m.rows(); ++i)
            for (Index j = 0; j < m.cols(); ++j) {
                const double saved = m(i, j);
                m(i, j) = saved + h;
                const double up = loss();
                m(i, j) = saved - h;
                const double down = loss();
                m(i, j) = saved;
                g(i, j) = (up - down) / (2 * h);
            }
        return g;
    };
    enginetest::Failures failures;
    failures.near("dX", analytic->x, numeric(l.x), 1e-8);
    failures.near("dWq", analytic->wq, numeric(l.weights.wq), 1e-8);
    failures.near("dWk", analytic->wk, numeric(l.weights.wk), 1e-8);
    failures.near("dWv", analytic->wv, numeric(l.weights.wv), 1e-8);
    failures.near("dWo", *analytic->wo, numeric(*l.weights.wo), 1e-8);
    ENGINETEST_VERIFY(failures);
}

// Rotary (positions reset per document), ALiBi and two key/value heads for four query heads,
// bidirectional so that ALiBi's symmetric half is exercised too.
void TestMultiHeadAttentionTiled::centralDifferencesWithPositions()
{
    Layer<double> l = randomLayer<double>(23, 11, 4, 4, 2, 3, true, 2);
    AttentionOptions options;
    options.causal = false;
    options.documentIds = {0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1};
    addPositions(options, Positions::All, 11);
    enginetest::Random random(29);
    const Matrix<double> gradOutput = random.matrix<double>(11, 3);
    AttentionKernelOptions execution;
    execution.tileRows = 3;
    execution.tileColumns = 4;
    auto loss = [&] {
        return (MultiHeadAttention<double>::forwardTiled(l.x, l.weights, 4, options, execution).output.array() * gradOutput.array()).sum();
    };
    const std::optional<AttentionGradients<double>> analytic = MultiHeadAttention<double>::backwardTiled(
        MultiHeadAttention<double>::forwardTiled(l.x, l.weights, 4, options, execution), l.weights, 4, options, gradOutput, execution);
    QVERIFY(analytic);
    auto numeric = [&](Matrix<double> &m) {
        Matrix<double> g(m.rows(), m.cols());
        const double h = 1e-5;
        for (Index i = 0; i < m.rows(); ++i)
            for (Index j = 0; j < m.cols(); ++j) {
                const double saved = m(i, j);
                m(i, j) = saved + h;
                const double up = loss();
                m(i, j) = saved - h;
                const double down = loss();
                m(i, j) = saved;
                g(i, j) = (up - down) / (2 * h);
            }
        return g;
    };
    enginetest::Failures failures;
    failures.near("dX", analytic->x, numeric(l.x), 1e-8);
    failures.near("dWq", analytic->wq, numeric(l.weights.wq), 1e-8);
    failures.near("dWk", analytic->wk, numeric(l.weights.wk), 1e-8);
    failures.near("dWv", analytic->wv, numeric(l.weights.wv), 1e-8);
    failures.near("dWo", *analytic->wo, numeric(*l.weights.wo), 1e-8);
    ENGINETEST_VERIFY(failures);
}

void TestMultiHeadAttentionTiled::threadsChangeNoBit()
{
    const Layer<float> l = randomLayer<float>(11, 200, 16, 4, 8, 8, true);
    AttentionOptions options;
    enginetest::Random random(13);
    const Matrix<float> gradOutput = random.matrix<float>(200, 3);
    AttentionKernelOptions execution;
    execution.tileRows = execution.tileColumns = 32;
    const TiledAttentionState<float> one = MultiHeadAttention<float>::forwardTiled(l.x, l.weights, 4, options, execution);
    const auto oneGradients = MultiHeadAttention<float>::backwardTiled(one, l.weights, 4, options, gradOutput, execution);
    execution.threads = 3;
    const TiledAttentionState<float> three = MultiHeadAttention<float>::forwardTiled(l.x, l.weights, 4, options, execution);
    const auto threeGradients = MultiHeadAttention<float>::backwardTiled(three, l.weights, 4, options, gradOutput, execution);
    QVERIFY(enginetest::bitIdentical(one.output, three.output));
    QVERIFY(enginetest::bitIdentical(oneGradients->x, threeGradients->x));
    QVERIFY(enginetest::bitIdentical(oneGradients->wq, threeGradients->wq));
    QVERIFY(enginetest::bitIdentical(oneGradients->wk, threeGradients->wk));
    QVERIFY(enginetest::bitIdentical(oneGradients->wv, threeGradients->wv));
}

void TestMultiHeadAttentionTiled::refusesWhatTheTracedPathRefuses()
{
    const Layer<double> l = randomLayer<double>(17, 5, 4, 2, 3, 2, false);
    AttentionOptions options;
    QVERIFY_THROWS_EXCEPTION(ShapeError, MultiHeadAttention<double>::forwardTiled(l.x, l.weights, 4, options));
    options.temperature = 0;
    QVERIFY_THROWS_EXCEPTION(ShapeError, MultiHeadAttention<double>::forwardTiled(l.x, l.weights, 2, options));
    options.temperature = 1;
    options.documentIds = {0, 1};
    QVERIFY_THROWS_EXCEPTION(ShapeError, MultiHeadAttention<double>::forwardTiled(l.x, l.weights, 2, options));
    options.documentIds.clear();
    // The traced path's refusals of positions and groups, with the same messages.
    for (auto change : {+[](AttentionOptions &o) { o.kvHeads = 3; },
                        +[](AttentionOptions &o) { o.rotary = RotaryOptions{10000.0, {0, 1, 2}}; },
                        +[](AttentionOptions &o) { o.rotary = RotaryOptions{-1.0, {}}; }}) {
        AttentionOptions wrong = options;
        change(wrong);
        QString traced, tiled;
        try {
            MultiHeadAttention<double>::forward(l.x, l.weights, 2, wrong);
        } catch (const ShapeError &e) {
            traced = QString::fromUtf8(e.what());
        }
        try {
            MultiHeadAttention<double>::forwardTiled(l.x, l.weights, 2, wrong);
        } catch (const ShapeError &e) {
            tiled = QString::fromUtf8(e.what());
        }
        QVERIFY2(!traced.isEmpty(), qPrintable(tiled));
        QCOMPARE(tiled, traced);
    }
    const TiledAttentionState<double> state = MultiHeadAttention<double>::forwardTiled(l.x, l.weights, 2, options);
    QVERIFY_THROWS_EXCEPTION(ShapeError, MultiHeadAttention<double>::backwardTiled(state, l.weights, 2, options, Matrix<double>::Ones(5, 3)));
    // Finite inputs whose scores overflow: the state says so, there are no gradients.
    Layer<double> huge = l;
    huge.x *= 1e160;
    const TiledAttentionState<double> overflow = MultiHeadAttention<double>::forwardTiled(huge.x, huge.weights, 2, options);
    QVERIFY(!overflow.finite);
    QVERIFY(!MultiHeadAttention<double>::backwardTiled(overflow, huge.weights, 2, options, Matrix<double>::Ones(5, 4)));
}

void TestMultiHeadAttentionTiled::cancelledPassHasNoGradients()
{
    const Layer<float> l = randomLayer<float>(19, 64, 8, 2, 4, 4, false);
    std::atomic<bool> cancel{true};
    AttentionKernelOptions execution;
    execution.cancel = &cancel;
    const TiledAttentionState<float> state = MultiHeadAttention<float>::forwardTiled(l.x, l.weights, 2, AttentionOptions{}, execution);
    QVERIFY(state.cancelled);
    QVERIFY(!state.finite);
    QVERIFY(!MultiHeadAttention<float>::backwardTiled(state, l.weights, 2, AttentionOptions{}, l.x.leftCols(8)));
}

ATLAS_TEST_APPLESS_MAIN(TestMultiHeadAttentionTiled)
#include "tst_multiheadattentiontiled.moc"
