// AlibiBias: the slopes 2^(−8h/H) (exact powers of two for H = 8), the bias −m·|i − j|, and
// refusals.
#include <atlas/alibibias.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>

using namespace atlas;

class TestAlibiBias : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void slopesOfEightHeadsArePowersOfTwo();
    void slopesFollowTheFormulaForAnyHeadCount();
    void biasGrowsWithDistance();
    void refusals();
};

void TestAlibiBias::slopesOfEightHeadsArePowersOfTwo()
{
    // The paper's example: 1/2, 1/4, …, 1/256.
    const std::vector<double> slopes = AlibiBias::slopes(8);
    QCOMPARE(slopes.size(), std::size_t(8));
    for (int h = 1; h <= 8; ++h)
        QCOMPARE(slopes[std::size_t(h - 1)], std::ldexp(1.0, -h));
    QCOMPARE(AlibiBias::slopes(1), (std::vector<double>{1.0 / 256}));
    QCOMPARE(AlibiBias::slopes(4), (std::vector<double>{0.25, 1.0 / 16, 1.0 / 64, 1.0 / 256}));
}

void TestAlibiBias::slopesFollowTheFormulaForAnyHeadCount()
{
    for (Index heads : {3, 5, 6, 12}) {
        double previous = 1;
        for (Index h = 1; h <= heads; ++h) {
            const double m = AlibiBias::slope(h, heads);
            QVERIFY(std::abs(m - std::pow(2.0, -8.0 * double(h) / double(heads))) <= 1e-16);
            QVERIFY(m < previous); // later heads look further
            previous = m;
        }
        QCOMPARE(AlibiBias::slope(heads, heads), 1.0 / 256); // the last is always 2^−8
    }
}

void TestAlibiBias::biasGrowsWithDistance()
{
    const Matrix<double> b = AlibiBias::bias<double>(5, 0.25);
    for (Index i = 0; i < 5; ++i)
        for (Index j = 0; j < 5; ++j)
            QCOMPARE(b(i, j), -0.25 * double(std::abs(i - j)));
    QVERIFY(b.diagonal().isZero(0));
    const Matrix<float> f = AlibiBias::bias<float>(3, 1.0 / 3);
    QCOMPARE(f(2, 0), static_cast<float>(-2.0 / 3));
    QCOMPARE(AlibiBias::bias<double>(0, 1.0).size(), Index(0));
}

void TestAlibiBias::refusals()
{
    QVERIFY_THROWS_EXCEPTION(ShapeError, AlibiBias::slope(0, 4));
    QVERIFY_THROWS_EXCEPTION(ShapeError, AlibiBias::slope(5, 4));
    QVERIFY_THROWS_EXCEPTION(ShapeError, AlibiBias::slope(1, 0));
    QVERIFY_THROWS_EXCEPTION(ShapeError, AlibiBias::bias<double>(-1, 1.0));
}

ATLAS_TEST_APPLESS_MAIN(TestAlibiBias)
#include "tst_alibibias.moc"
