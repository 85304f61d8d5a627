// AlibiBias: the slopes 2^(−8h/H) for H a power of two (exact powers of two for H = 8), the
// paper's interpolated slopes for other H, the bias −m·|i − j|, and refusals.
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
    void slopesOfOtherHeadCountsInterpolateAsThePaperDoes();
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

namespace {

// The reference implementation's get_slopes (Press et al. 2021, released code), transcribed:
// a power of two n gets start·ratio^i with start = ratio = 2^(−2^−(log₂ n − 3)); any other H
// gets the slopes of the power of two below and every other slope of twice that power.
std::vector<double> referenceSlopes(int n)
{
    const double log2n = std::log2(double(n));
    if (log2n == std::floor(log2n)) {
        const double start = std::pow(2.0, -std::pow(2.0, -(log2n - 3)));
        std::vector<double> out;
        for (int i = 0; i < n; ++i)
            out.push_back(start * std::pow(start, i));
        return out;
    }
    const int closest = 1 << int(std::floor(log2n));
    std::vector<double> out = referenceSlopes(closest);
    const std::vector<double> twice = referenceSlopes(2 * closest);
    for (int i = 0; int(out.size()) < n; i += 2)
        out.push_back(twice[std::size_t(i)]);
    return out;
}

} // namespace

void TestAlibiBias::slopesOfOtherHeadCountsInterpolateAsThePaperDoes()
{
    // The values § 3 of the paper describes, written out.
    QCOMPARE(AlibiBias::slopes(3), (std::vector<double>{1.0 / 16, 1.0 / 256, 0.25}));
    QCOMPARE(AlibiBias::slopes(5), (std::vector<double>{0.25, 1.0 / 16, 1.0 / 64, 1.0 / 256, 0.5}));
    QCOMPARE(AlibiBias::slopes(6), (std::vector<double>{0.25, 1.0 / 16, 1.0 / 64, 1.0 / 256, 0.5, 0.125}));
    const std::vector<double> twelve = AlibiBias::slopes(12);
    QCOMPARE(twelve.size(), std::size_t(12));
    for (int h = 1; h <= 8; ++h)
        QCOMPARE(twelve[std::size_t(h - 1)], std::ldexp(1.0, -h));
    for (int k = 0; k < 4; ++k)
        QCOMPARE(twelve[std::size_t(8 + k)], std::exp2(-0.5 - k));
    // Every head count up to 64 against the transcribed reference code (which multiplies
    // rather than exponentiates: equal to a few units in the last place).
    for (int heads = 1; heads <= 64; ++heads) {
        const std::vector<double> ours = AlibiBias::slopes(heads), reference = referenceSlopes(heads);
        QCOMPARE(ours.size(), reference.size());
        for (std::size_t h = 0; h < ours.size(); ++h)
            QVERIFY2(std::abs(ours[h] - reference[h]) <= 1e-14 * reference[h],
                     qPrintable(QStringLiteral("H = %1, head %2: %3 against %4")
                                    .arg(heads).arg(h + 1).arg(ours[h], 0, 'g', 17).arg(reference[h], 0, 'g', 17)));
        // Between 2^−8 and 2^−0.5, none twice.
        for (std::size_t h = 0; h < ours.size(); ++h) {
            QVERIFY(ours[h] >= 1.0 / 256 && ours[h] < 1);
            for (std::size_t g = 0; g < h; ++g)
                QVERIFY(ours[g] != ours[h]);
        }
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
