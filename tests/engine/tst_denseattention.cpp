// DenseAttention: the standard materialized-scores kernel the benchmarks compare against
// computes the dense engine's outputs and gradients (MultiHeadAttention) for every mask kind
// and precision, ALiBi and grouped heads as the independent reference does, holds what it
// says it holds (H·T_q·T_k probabilities), and changes no bit with threads.
#include <atlas/attentionmask.h>
#include <atlas/denseattention.h>

#include "denseengine.h"
#include "enginetest.h"
#include "naiveattention.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>

using namespace atlas;
using enginetest::cat;

class TestDenseAttention : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void matchesDenseEngine_data();
    void matchesDenseEngine();
    void alibiAndGroupedHeadsMatchReference();
    void holdsTheProbabilities();
    void threadsChangeNoBit();
    void rowWithoutAllowedKeyIsZero();
};

void TestDenseAttention::matchesDenseEngine_data()
{
    QTest::addColumn<bool>("single");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<bool>("documents");
    QTest::addColumn<int>("window");
    for (bool single : {false, true}) {
        for (bool causal : {false, true})
            for (bool documents : {false, true})
                QTest::addRow("%s, %s%s", single ? "float" : "double", causal ? "causal" : "bidirectional", documents ? ", documents" : "")
                    << single << causal << documents << 0;
        QTest::addRow("%s, causal window 6", single ? "float" : "double") << single << true << false << 6;
        QTest::addRow("%s, causal documents, window 4", single ? "float" : "double") << single << true << true << 4;
    }
}

void TestDenseAttention::matchesDenseEngine()
{
    QFETCH(bool, single);
    QFETCH(bool, causal);
    QFETCH(bool, documents);
    QFETCH(int, window);
    enginetest::Random random(3);
    const Index t = 41, heads = 3, dk = 5, dv = 4;
    const Matrix<double> q = random.matrix<double>(t, heads * dk, -2, 2), k = random.matrix<double>(t, heads * dk, -2, 2),
                         v = random.matrix<double>(t, heads * dv), gradOutput = random.matrix<double>(t, heads * dv);
    std::vector<std::int64_t> ids;
    if (documents)
        for (Index i = 0; i < t; ++i)
            ids.push_back(i / 9);
    const StructuredMask mask
        = (documents ? StructuredMask::documents(ids, causal) : (causal ? StructuredMask::causal() : StructuredMask::none()))
              .withWindow(window);
    AttentionKernelOptions options;
    options.heads = heads;
    enginetest::Failures failures;
    if (single) {
        const Matrix<float> qf = q.cast<float>(), kf = k.cast<float>(), vf = v.cast<float>(), gf = gradOutput.cast<float>();
        const denseengine::Result<float> reference = denseengine::run<float>(qf, kf, vf, heads, causal, ids, &gf, 1.0, window);
        const DenseAttentionResult<float> f = DenseAttention<float>::forward(qf, kf, vf, mask, options);
        const DenseAttentionGradients<float> g = DenseAttention<float>::backward(qf, kf, vf, mask, options, f, gf);
        failures.near("output", f.output, reference.output, 1e-5);
        failures.near("dQ", g.q, reference.dq, 1e-5);
        failures.near("dK", g.k, reference.dk, 1e-5);
        failures.near("dV", g.v, reference.dv, 1e-5);
    } else {
        const denseengine::Result<double> reference = denseengine::run<double>(q, k, v, heads, causal, ids, &gradOutput, 1.0, window);
        const DenseAttentionResult<double> f = DenseAttention<double>::forward(q, k, v, mask, options);
        const DenseAttentionGradients<double> g = DenseAttention<double>::backward(q, k, v, mask, options, f, gradOutput);
        failures.near("output", f.output, reference.output, 1e-12);
        failures.near("dQ", g.q, reference.dq, 1e-12);
        failures.near("dK", g.k, reference.dk, 1e-12);
        failures.near("dV", g.v, reference.dv, 1e-12);
    }
    ENGINETEST_VERIFY(failures);
}

void TestDenseAttention::alibiAndGroupedHeadsMatchReference()
{
    enginetest::Random random(5);
    const Index t = 30, heads = 4, kvHeads = 2, dk = 3, dv = 2;
    const Matrix<double> q = random.matrix<double>(t, heads * dk, -2, 2), k = random.matrix<double>(t, kvHeads * dk, -2, 2),
                         v = random.matrix<double>(t, kvHeads * dv), gradOutput = random.matrix<double>(t, heads * dv);
    naive::Problem problem;
    problem.heads = heads;
    problem.kvHeads = kvHeads;
    problem.scale = 0.4;
    problem.slopes = {0.5, 0.25, 0.125, 0.0625};
    problem.allowed = AttentionMask::build(t, true);
    const naive::Result reference = naive::attention(q, k, v, problem, &gradOutput);
    AttentionKernelOptions options;
    options.heads = heads;
    options.kvHeads = kvHeads;
    options.scale = 0.4;
    options.alibiSlopes = problem.slopes;
    const DenseAttentionResult<double> f = DenseAttention<double>::forward(q, k, v, StructuredMask::causal(), options);
    const DenseAttentionGradients<double> g = DenseAttention<double>::backward(q, k, v, StructuredMask::causal(), options, f, gradOutput);
    enginetest::Failures failures;
    failures.near("output", f.output, reference.output, 1e-12);
    failures.near("dQ", g.q, reference.dq, 1e-12);
    failures.near("dK", g.k, reference.dk, 1e-12);
    failures.near("dV", g.v, reference.dv, 1e-12);
    ENGINETEST_VERIFY(failures);
}

void TestDenseAttention::holdsTheProbabilities()
{
    enginetest::Random random(7);
    const Index t = 50, heads = 2;
    const Matrix<float> x = random.matrix<float>(t, heads * 4);
    AttentionKernelOptions options;
    options.heads = heads;
    options.threads = 2;
    const DenseAttentionResult<float> f = DenseAttention<float>::forward(x, x, x, StructuredMask::causal(), options);
    QCOMPARE(f.probabilities.size(), std::size_t(heads));
    QCOMPARE(f.peakExtraBytes, std::size_t(heads * t * t * sizeof(float)));
    for (const Matrix<float> &p : f.probabilities) {
        QVERIFY((p.rowwise().sum().array() - 1.0f).abs().maxCoeff() < 1e-5f);
        for (Index i = 0; i < t; ++i)
            for (Index j = i + 1; j < t; ++j)
                QCOMPARE(p(i, j), 0.0f); // exactly 0 above the diagonal
    }
    const DenseAttentionGradients<float> g = DenseAttention<float>::backward(x, x, x, StructuredMask::causal(), options, f, x);
    // One T × T dP and one row-sum vector per thread.
    QCOMPARE(g.peakExtraBytes, std::size_t(g.threads * (t * t + t) * sizeof(float)));
}

void TestDenseAttention::threadsChangeNoBit()
{
    enginetest::Random random(11);
    const Index t = 70, heads = 4;
    const Matrix<double> x = random.matrix<double>(t, heads * 6), gradOutput = random.matrix<double>(t, heads * 6);
    AttentionKernelOptions options;
    options.heads = heads;
    options.kvHeads = 2;
    const Matrix<double> kv = x.leftCols(2 * 6);
    const DenseAttentionResult<double> f1 = DenseAttention<double>::forward(x, kv, kv, StructuredMask::causal(), options);
    const DenseAttentionGradients<double> g1 = DenseAttention<double>::backward(x, kv, kv, StructuredMask::causal(), options, f1, gradOutput);
    options.threads = 3;
    const DenseAttentionResult<double> f3 = DenseAttention<double>::forward(x, kv, kv, StructuredMask::causal(), options);
    const DenseAttentionGradients<double> g3 = DenseAttention<double>::backward(x, kv, kv, StructuredMask::causal(), options, f3, gradOutput);
    QVERIFY(enginetest::bitIdentical(f1.output, f3.output));
    QVERIFY(enginetest::bitIdentical(g1.q, g3.q));
    QVERIFY(enginetest::bitIdentical(g1.k, g3.k));
    QVERIFY(enginetest::bitIdentical(g1.v, g3.v));
}

void TestDenseAttention::rowWithoutAllowedKeyIsZero()
{
    const Matrix<double> q = Matrix<double>::Ones(3, 2), k = Matrix<double>::Ones(2, 2);
    const StructuredMask mask = StructuredMask::cross({0, 4, 1}, {0, 1}, false);
    const DenseAttentionResult<double> f = DenseAttention<double>::forward(q, k, k, mask, AttentionKernelOptions{});
    QVERIFY(f.output.allFinite());
    QCOMPARE(f.output.row(1).norm(), 0.0);
    QCOMPARE(f.output.row(0).norm(), std::sqrt(2.0));
}

ATLAS_TEST_APPLESS_MAIN(TestDenseAttention)
#include "tst_denseattention.moc"
