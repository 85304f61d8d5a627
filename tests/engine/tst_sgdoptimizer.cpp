// SgdOptimizer: θ ← θ − ηg, and with momentum μ: m ← μm + g, θ ← θ − ηm.
#include <atlas/sgdoptimizer.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

using namespace atlas;
using enginetest::bitIdentical;
using enginetest::cat;
using enginetest::text;

namespace {

template <typename Scalar>
struct Parameters {
    Matrix<Scalar> a, b;
    std::vector<Matrix<Scalar> *> list() { return {&a, &b}; }
};

template <typename Scalar>
std::vector<const Matrix<Scalar> *> gradients(const Matrix<Scalar> &ga, const Matrix<Scalar> &gb)
{
    return {&ga, &gb};
}

// Steps with lr = 0.1 and the given momentum, each compared bit for bit with the formula
// evaluated here in the same precision and order.
template <typename Scalar>
void checkSteps(double momentum)
{
    enginetest::Random random(17);
    Parameters<Scalar> p{random.matrix<Scalar>(2, 3, -2, 2), random.matrix<Scalar>(1, 5, -2, 2)};
    SgdOptimizer<Scalar> sgd(0.1, momentum);
    const Scalar rate = static_cast<Scalar>(0.1), mu = static_cast<Scalar>(momentum);
    Matrix<Scalar> va = Matrix<Scalar>::Zero(2, 3), vb = Matrix<Scalar>::Zero(1, 5);
    for (int step = 0; step < 3; ++step) {
        const Matrix<Scalar> ga = random.matrix<Scalar>(2, 3, -5, 5);
        const Matrix<Scalar> gb = random.matrix<Scalar>(1, 5, -5, 5);
        va = (mu * va.array() + ga.array()).matrix();
        vb = (mu * vb.array() + gb.array()).matrix();
        const Matrix<Scalar> ea = (p.a.array() - rate * va.array()).matrix();
        const Matrix<Scalar> eb = (p.b.array() - rate * vb.array()).matrix();
        sgd.step(p.list(), gradients(ga, gb));
        QVERIFY2(bitIdentical(p.a, ea), cat(text(p.a), " vs ", text(ea)).c_str());
        QVERIFY2(bitIdentical(p.b, eb), cat(text(p.b), " vs ", text(eb)).c_str());
    }
}

} // namespace

class TestSgdOptimizer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void plainStepIsExact();
    void momentumAccumulates();
    void momentumStepsByHand();
    void resetForgetsVelocity();
    void rejectsMismatchedLists();
    void rejectsShapesThatChangeBetweenSteps();
};

void TestSgdOptimizer::plainStepIsExact()
{
    checkSteps<double>(0.0);
    checkSteps<float>(0.0);
}

void TestSgdOptimizer::momentumAccumulates()
{
    checkSteps<double>(0.9);
    checkSteps<float>(0.5);
}

void TestSgdOptimizer::momentumStepsByHand()
{
    // One scalar, η = 0.5, μ = 0.5, gradients 2 then 4: m = 2, θ = 10 − 1 = 9; then
    // m = 0.5·2 + 4 = 5, θ = 9 − 2.5 = 6.5. Every number is exact in binary.
    Matrix<double> theta = Matrix<double>::Constant(1, 1, 10.0);
    SgdOptimizer<double> sgd(0.5, 0.5);
    const Matrix<double> g1 = Matrix<double>::Constant(1, 1, 2.0);
    const Matrix<double> g2 = Matrix<double>::Constant(1, 1, 4.0);
    sgd.step({&theta}, {&g1});
    QCOMPARE(theta(0, 0), 9.0);
    sgd.step({&theta}, {&g2});
    QCOMPARE(theta(0, 0), 6.5);
}

void TestSgdOptimizer::resetForgetsVelocity()
{
    Matrix<double> theta = Matrix<double>::Constant(1, 1, 10.0);
    SgdOptimizer<double> sgd(0.5, 0.5);
    const Matrix<double> g = Matrix<double>::Constant(1, 1, 2.0);
    sgd.step({&theta}, {&g});
    sgd.reset();
    sgd.step({&theta}, {&g}); // m = 2 again, not 0.5·2 + 2
    QCOMPARE(theta(0, 0), 8.0);
    // After a reset the parameter list may differ entirely.
    Matrix<double> other = Matrix<double>::Zero(2, 2);
    const Matrix<double> h = Matrix<double>::Ones(2, 2);
    sgd.reset();
    sgd.step({&other}, {&h});
    QVERIFY2(other == Matrix<double>::Constant(2, 2, -0.5), text(other).c_str());
}

void TestSgdOptimizer::rejectsMismatchedLists()
{
    Matrix<double> a = Matrix<double>::Zero(2, 2), b = Matrix<double>::Zero(3, 1);
    const Matrix<double> ga = Matrix<double>::Ones(2, 2), gwrong = Matrix<double>::Ones(1, 3);
    SgdOptimizer<double> sgd(0.1);
    QVERIFY_THROWS_EXCEPTION(ShapeError, sgd.step({&a, &b}, {&ga}));
    QVERIFY_THROWS_EXCEPTION(ShapeError, sgd.step({&a, &b}, {&ga, &gwrong}));
    QVERIFY2(a.isZero(0) && b.isZero(0), "a refused step must not touch the parameters");
}

void TestSgdOptimizer::rejectsShapesThatChangeBetweenSteps()
{
    // The velocity is sized on the first step; a later list with the same count but other
    // shapes must be refused, not combined with the old state.
    Matrix<double> a = Matrix<double>::Zero(2, 2);
    const Matrix<double> ga = Matrix<double>::Ones(2, 2);
    SgdOptimizer<double> sgd(0.1, 0.9);
    sgd.step({&a}, {&ga});
    Matrix<double> c = Matrix<double>::Zero(3, 3);
    const Matrix<double> gc = Matrix<double>::Ones(3, 3);
    QVERIFY_THROWS_EXCEPTION(ShapeError, sgd.step({&c}, {&gc}));
    QVERIFY2(c.isZero(0), "a refused step must not touch the parameters");
    Matrix<double> b = Matrix<double>::Zero(1, 1);
    const Matrix<double> gb = Matrix<double>::Ones(1, 1);
    QVERIFY_THROWS_EXCEPTION(ShapeError, sgd.step({&a, &b}, {&ga, &gb}));
}

ATLAS_TEST_APPLESS_MAIN(TestSgdOptimizer)
#include "tst_sgdoptimizer.moc"
