// AdamOptimizer: m ← β₁m + (1−β₁)g, v ← β₂v + (1−β₂)g², θ ← θ − η m̂/(√v̂ + ε) with the
// bias corrections m̂ = m/(1−β₁ᵗ), v̂ = v/(1−β₂ᵗ).
#include <atlas/adamoptimizer.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace atlas;
using enginetest::cat;
using enginetest::text;

namespace {

// The first step is −η·g/(|g| + ε) up to rounding: the bias corrections undo the moving
// averages exactly, so m̂ = g and √v̂ = |g|.
template <typename Scalar>
void checkFirstStep()
{
    const double rate = 0.01, epsilon = 1e-8;
    Matrix<Scalar> g(1, 7);
    g << Scalar(1e-3), Scalar(0.5), Scalar(-2), Scalar(100), Scalar(-1e-2), Scalar(3e4), Scalar(-7e-5);
    Matrix<Scalar> theta = Matrix<Scalar>::Constant(1, 7, Scalar(1));
    AdamOptimizer<Scalar> adam(rate, 0.9, 0.999, epsilon);
    adam.step({&theta}, {&g});
    QCOMPARE(adam.steps(), 1L);
    const double u = std::numeric_limits<Scalar>::epsilon();
    for (Index j = 0; j < g.cols(); ++j) {
        const double gj = static_cast<double>(g(0, j));
        const double delta = static_cast<double>(theta(0, j)) - 1.0;
        const double sign = gj > 0 ? 1.0 : -1.0;
        // ε shifts the step by η·ε/(|g| + ε); rounding of the corrections, the square root
        // and the update contributes a few units of η·u, and θ − Δ rounds at ulp(1).
        const double bound = rate * epsilon / std::abs(gj) + 8 * rate * u + u;
        QVERIFY2(std::abs(delta + rate * sign) <= bound,
                 cat("g = ", gj, ": step ", delta, ", expected ", -rate * sign, " within ", bound).c_str());
    }
}

} // namespace

class TestAdamOptimizer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void firstStepIsMinusRateTimesSign();
    void zeroGradientDoesNotMove();
    void epsilonMattersForTinyGradients();
    void laterStepsFollowTheFormula();
    void resetStartsOver();
    void rejectsMismatchedLists();
    void rejectsShapesThatChangeBetweenSteps();
};

void TestAdamOptimizer::firstStepIsMinusRateTimesSign()
{
    checkFirstStep<double>();
    checkFirstStep<float>();
}

void TestAdamOptimizer::zeroGradientDoesNotMove()
{
    Matrix<double> theta = Matrix<double>::Constant(2, 2, 3.0);
    const Matrix<double> g = Matrix<double>::Zero(2, 2);
    AdamOptimizer<double> adam(0.1);
    adam.step({&theta}, {&g});
    QVERIFY2(theta == Matrix<double>::Constant(2, 2, 3.0), text(theta).c_str());
}

void TestAdamOptimizer::epsilonMattersForTinyGradients()
{
    // |g| = ε: the step is η·g/(|g| + ε) = η/2, not η.
    Matrix<double> theta = Matrix<double>::Zero(1, 1);
    const Matrix<double> g = Matrix<double>::Constant(1, 1, 1e-8);
    AdamOptimizer<double> adam(0.1, 0.9, 0.999, 1e-8);
    adam.step({&theta}, {&g});
    QVERIFY2(std::abs(theta(0, 0) + 0.05) <= 1e-15, cat(theta(0, 0)).c_str());
}

void TestAdamOptimizer::laterStepsFollowTheFormula()
{
    // Five steps on two parameters against the formula in long double.
    enginetest::Random random(23);
    const double rate = 0.05, beta1 = 0.8, beta2 = 0.95, epsilon = 1e-6;
    Matrix<double> a = random.matrix<double>(2, 3), b = random.matrix<double>(1, 4);
    AdamOptimizer<double> adam(rate, beta1, beta2, epsilon);
    using Long = Eigen::Array<long double, Eigen::Dynamic, Eigen::Dynamic>;
    Long ea = a.cast<long double>().array(), eb = b.cast<long double>().array();
    Long ma = Long::Zero(2, 3), va = Long::Zero(2, 3), mb = Long::Zero(1, 4), vb = Long::Zero(1, 4);
    for (int t = 1; t <= 5; ++t) {
        const Matrix<double> ga = random.matrix<double>(2, 3, -3, 3);
        const Matrix<double> gb = random.matrix<double>(1, 4, -3, 3);
        adam.step({&a, &b}, {&ga, &gb});
        QCOMPARE(adam.steps(), long(t));
        const long double c1 = 1 - std::pow(static_cast<long double>(beta1), t);
        const long double c2 = 1 - std::pow(static_cast<long double>(beta2), t);
        auto update = [&](Long &theta, Long &m, Long &v, const Matrix<double> &g) {
            const Long gl = g.cast<long double>().array();
            m = beta1 * m + (1 - beta1) * gl;
            v = beta2 * v + (1 - beta2) * gl * gl;
            theta -= rate * (m / c1) / ((v / c2).sqrt() + epsilon);
        };
        update(ea, ma, va, ga);
        update(eb, mb, vb, gb);
        // Each step moves θ by at most η; rounding stays far below 1e-12 of that.
        const double ea_error = enginetest::relativeError(a, ea.matrix());
        const double eb_error = enginetest::relativeError(b, eb.matrix());
        QVERIFY2(ea_error <= 1e-13 && eb_error <= 1e-13,
                 cat("step ", t, ": ", ea_error, ", ", eb_error).c_str());
    }
}

void TestAdamOptimizer::resetStartsOver()
{
    Matrix<double> theta = Matrix<double>::Zero(1, 1);
    const Matrix<double> g = Matrix<double>::Constant(1, 1, -4.0);
    AdamOptimizer<double> adam(0.1);
    adam.step({&theta}, {&g});
    adam.step({&theta}, {&g});
    QCOMPARE(adam.steps(), 2L);
    adam.reset();
    QCOMPARE(adam.steps(), 0L);
    theta.setZero();
    adam.step({&theta}, {&g});
    QVERIFY2(std::abs(theta(0, 0) - 0.1) <= 1e-9, cat(theta(0, 0)).c_str());
}

void TestAdamOptimizer::rejectsMismatchedLists()
{
    Matrix<double> a = Matrix<double>::Zero(2, 2), b = Matrix<double>::Zero(3, 1);
    const Matrix<double> ga = Matrix<double>::Ones(2, 2), gwrong = Matrix<double>::Ones(1, 3);
    AdamOptimizer<double> adam(0.1);
    QVERIFY_THROWS_EXCEPTION(ShapeError, adam.step({&a, &b}, {&ga}));
    QVERIFY_THROWS_EXCEPTION(ShapeError, adam.step({&a, &b}, {&ga, &gwrong}));
    QVERIFY2(a.isZero(0) && b.isZero(0), "a refused step must not touch the parameters");
    QCOMPARE(adam.steps(), 0L);
}

void TestAdamOptimizer::rejectsShapesThatChangeBetweenSteps()
{
    // The moments are sized on the first step; other shapes later must be refused.
    Matrix<double> a = Matrix<double>::Zero(2, 2);
    const Matrix<double> ga = Matrix<double>::Ones(2, 2);
    AdamOptimizer<double> adam(0.1);
    adam.step({&a}, {&ga});
    Matrix<double> c = Matrix<double>::Zero(3, 3);
    const Matrix<double> gc = Matrix<double>::Ones(3, 3);
    QVERIFY_THROWS_EXCEPTION(ShapeError, adam.step({&c}, {&gc}));
    QVERIFY2(c.isZero(0), "a refused step must not touch the parameters");
    QCOMPARE(adam.steps(), 1L);
}

ATLAS_TEST_APPLESS_MAIN(TestAdamOptimizer)
#include "tst_adamoptimizer.moc"
