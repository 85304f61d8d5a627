// AttentionMixture: the terms aⱼvⱼ of one output row, and that they add up to the row the
// engine computed as P·V — for a hand-checked case and for every query of seeded heads.
#include <atlas/attentionmixture.h>
#include <atlas/multiheadattention.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

using namespace atlas;
using enginetest::cat;

class TestAttentionMixture : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void termsAreWeightedValueRows();
    void termsSumToTheEngineOutput_data();
    void termsSumToTheEngineOutput();
    void maskedKeysContributeExactlyZero();
    void rejectsMismatchedShapes();
};

void TestAttentionMixture::termsAreWeightedValueRows()
{
    // The seed's worked relation: weights [0.25, 0.75] on scalar values [2, 6] give 0.5 and
    // 4.5, summing to the output 5.
    RowVector<double> weights(2);
    weights << 0.25, 0.75;
    Matrix<double> values(2, 1);
    values << 2, 6;
    const Matrix<double> terms = AttentionMixture::contributions(weights, values);
    QCOMPARE(terms.rows(), Index(2));
    QCOMPARE(terms.cols(), Index(1));
    QCOMPARE(terms(0, 0), 0.5);
    QCOMPARE(terms(1, 0), 4.5);
    QCOMPARE(AttentionMixture::sum(terms)(0), 5.0);
}

void TestAttentionMixture::termsSumToTheEngineOutput_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<bool>("causal");
    for (int seed : {1, 2, 3})
        for (bool causal : {true, false})
            QTest::addRow("seed %d %s", seed, causal ? "causal" : "bidirectional") << seed << causal;
}

void TestAttentionMixture::termsSumToTheEngineOutput()
{
    QFETCH(int, seed);
    QFETCH(bool, causal);
    enginetest::Random random(static_cast<std::uint64_t>(seed));
    const Index T = 7, dModel = 5, heads = 3, dk = 2, dv = 4;
    AttentionWeights<double> weights;
    weights.wq = random.matrix<double>(dModel, heads * dk);
    weights.wk = random.matrix<double>(dModel, heads * dk);
    weights.wv = random.matrix<double>(dModel, heads * dv);
    const Matrix<double> x = random.matrix<double>(T, dModel, -2, 2);
    AttentionOptions options;
    options.causal = causal;
    const AttentionTrace<double> trace = MultiHeadAttention<double>::forward(x, weights, heads, options);
    for (const HeadTrace<double> &head : trace.heads) {
        for (Index i = 0; i < T; ++i) {
            const RowVector<double> a = head.probabilities.row(i);
            const Matrix<double> terms = AttentionMixture::contributions(a, head.v);
            for (Index j = 0; j < T; ++j)
                for (Index c = 0; c < dv; ++c)
                    QCOMPARE(terms(j, c), a(j) * head.v(j, c));
            const RowVector<double> total = AttentionMixture::sum(terms);
            const RowVector<double> engine = head.output.row(i);
            // Seven terms of O(1): a few ε apart at most (the summation order may differ).
            QVERIFY2(enginetest::relativeError(total, engine) <= 1e-14,
                     cat("query ", i, ": ", enginetest::text(total), " vs ", enginetest::text(engine)).c_str());
        }
    }
}

void TestAttentionMixture::maskedKeysContributeExactlyZero()
{
    enginetest::Random random(9);
    const Matrix<double> x = random.matrix<double>(4, 3);
    AttentionWeights<double> weights;
    weights.wq = random.matrix<double>(3, 2);
    weights.wk = random.matrix<double>(3, 2);
    weights.wv = random.matrix<double>(3, 2);
    const AttentionTrace<double> trace = MultiHeadAttention<double>::forward(x, weights, 1, AttentionOptions());
    const HeadTrace<double> &head = trace.heads.front();
    const Matrix<double> terms = AttentionMixture::contributions(head.probabilities.row(1), head.v);
    // Query 1 may read keys 0 and 1 only: the future rows are exactly zero.
    QVERIFY(terms.row(2).isZero(0));
    QVERIFY(terms.row(3).isZero(0));
    QVERIFY(!terms.row(0).isZero(0));
}

void TestAttentionMixture::rejectsMismatchedShapes()
{
    RowVector<double> weights(3);
    weights << 0.2, 0.3, 0.5;
    const Matrix<double> values = Matrix<double>::Ones(2, 4);
    QVERIFY_THROWS_EXCEPTION(ShapeError, AttentionMixture::contributions(weights, values));
}

ATLAS_TEST_APPLESS_MAIN(TestAttentionMixture)
#include "tst_attentionmixture.moc"
