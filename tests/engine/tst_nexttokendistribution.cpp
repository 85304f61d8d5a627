// NextTokenDistribution: tied-unembedding logits y·eⱼ and the sampling-temperature softmax —
// the definition, its limits (τₛ → 0 is the argmax, large τₛ is uniform), stability for huge
// logits, and that it leaves the attention computation it follows untouched.
#include <atlas/multiheadattention.h>
#include <atlas/nexttokendistribution.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace atlas;
using enginetest::cat;

class TestNextTokenDistribution : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void logitsAreDotProductsWithEmbeddings();
    void probabilitiesFollowTheDefinition_data();
    void probabilitiesFollowTheDefinition();
    void temperatureSharpensAndFlattens();
    void hugeLogitsStayFinite();
    void samplingTemperatureLeavesAttentionAlone();
    void rejectsBadInput();
};

void TestNextTokenDistribution::logitsAreDotProductsWithEmbeddings()
{
    RowVector<double> y(2);
    y << 1, -2;
    Matrix<double> e(3, 2);
    e << 1, 0,
         0, 1,
         3, 1;
    const RowVector<double> z = NextTokenDistribution::logits(y, e);
    QCOMPARE(z.size(), Index(3));
    QCOMPARE(z(0), 1.0);
    QCOMPARE(z(1), -2.0);
    QCOMPARE(z(2), 1.0);
}

void TestNextTokenDistribution::probabilitiesFollowTheDefinition_data()
{
    QTest::addColumn<double>("temperature");
    for (double t : {0.25, 0.5, 1.0, 2.0, 7.0})
        QTest::addRow("tau_s = %g", t) << t;
}

void TestNextTokenDistribution::probabilitiesFollowTheDefinition()
{
    QFETCH(double, temperature);
    RowVector<double> z(4);
    z << 0.3, -1.2, 2.0, 0.0;
    const RowVector<double> p = NextTokenDistribution::probabilities(z, temperature);
    long double sum = 0;
    for (Index j = 0; j < z.size(); ++j)
        sum += std::exp(static_cast<long double>(z(j)) / temperature);
    for (Index j = 0; j < z.size(); ++j) {
        const long double expected = std::exp(static_cast<long double>(z(j)) / temperature) / sum;
        QVERIFY2(std::abs(static_cast<long double>(p(j)) - expected) <= 1e-15L,
                 cat("p", j, " = ", p(j), ", expected ", static_cast<double>(expected)).c_str());
    }
    QVERIFY(std::abs(p.sum() - 1.0) <= 1e-15);
}

void TestNextTokenDistribution::temperatureSharpensAndFlattens()
{
    RowVector<double> z(3);
    z << 1.0, 2.0, 0.5;
    const RowVector<double> cold = NextTokenDistribution::probabilities(z, 0.01);
    QVERIFY(cold(1) > 1 - 1e-12);
    const RowVector<double> hot = NextTokenDistribution::probabilities(z, 1e6);
    for (Index j = 0; j < 3; ++j)
        QVERIFY(std::abs(hot(j) - 1.0 / 3) < 1e-6);
    // In between, the largest probability falls as τₛ grows.
    double previous = 1;
    for (double t : {0.5, 1.0, 2.0, 4.0}) {
        const double top = NextTokenDistribution::probabilities(z, t)(1);
        QVERIFY2(top < previous, cat("τₛ = ", t, ": ", top, " ≥ ", previous).c_str());
        previous = top;
    }
}

void TestNextTokenDistribution::hugeLogitsStayFinite()
{
    RowVector<double> z(3);
    z << 1e300, -1e300, 1e300;
    const RowVector<double> p = NextTokenDistribution::probabilities(z, 0.05);
    QVERIFY(enginetest::allFinite(p));
    QCOMPARE(p(0), 0.5);
    QCOMPARE(p(1), 0.0);
    QCOMPARE(p(2), 0.5);
}

void TestNextTokenDistribution::samplingTemperatureLeavesAttentionAlone()
{
    // The sampling temperature is applied to the output of the whole computation, so the
    // attention trace a model ran is the same whatever τₛ is: compute it once, sample twice,
    // and the trace is untouched (bit for bit) while the distributions differ.
    enginetest::Random random(4);
    const Matrix<double> x = random.matrix<double>(5, 4);
    AttentionWeights<double> weights;
    weights.wq = random.matrix<double>(4, 4);
    weights.wk = random.matrix<double>(4, 4);
    weights.wv = random.matrix<double>(4, 4);
    weights.wo = random.matrix<double>(4, 4);
    const AttentionTrace<double> trace = MultiHeadAttention<double>::forward(x, weights, 2, AttentionOptions());
    const AttentionTrace<double> copy = trace;
    const RowVector<double> z = NextTokenDistribution::logits(trace.output.row(4), x);
    const RowVector<double> cold = NextTokenDistribution::probabilities(z, 0.5);
    const RowVector<double> hot = NextTokenDistribution::probabilities(z, 2.0);
    QVERIFY(!enginetest::bitIdentical(cold, hot));
    QVERIFY(enginetest::bitIdentical(trace.output, copy.output));
    for (std::size_t h = 0; h < trace.heads.size(); ++h)
        QVERIFY(enginetest::bitIdentical(trace.heads[h].probabilities, copy.heads[h].probabilities));
}

void TestNextTokenDistribution::rejectsBadInput()
{
    RowVector<double> z(2);
    z << 1, 2;
    QVERIFY_THROWS_EXCEPTION(ShapeError, NextTokenDistribution::probabilities(z, 0));
    QVERIFY_THROWS_EXCEPTION(ShapeError, NextTokenDistribution::probabilities(z, -1));
    QVERIFY_THROWS_EXCEPTION(ShapeError, NextTokenDistribution::probabilities(z, std::numeric_limits<double>::quiet_NaN()));
    QVERIFY_THROWS_EXCEPTION(ShapeError, NextTokenDistribution::probabilities(z, std::numeric_limits<double>::infinity()));
    QVERIFY_THROWS_EXCEPTION(ShapeError, NextTokenDistribution::probabilities(RowVector<double>(), 1));
    z(1) = std::numeric_limits<double>::infinity();
    QVERIFY_THROWS_EXCEPTION(ShapeError, NextTokenDistribution::probabilities(z, 1));
    RowVector<double> y(3);
    y << 1, 2, 3;
    QVERIFY_THROWS_EXCEPTION(ShapeError, NextTokenDistribution::logits(y, Matrix<double>::Ones(2, 2)));
}

ATLAS_TEST_APPLESS_MAIN(TestNextTokenDistribution)
#include "tst_nexttokendistribution.moc"
