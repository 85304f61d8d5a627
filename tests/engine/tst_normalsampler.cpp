// NormalSampler: the documented mt19937_64 + Box–Muller construction, determinism, and the
// first moments of its output.
#include <atlas/normalsampler.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>
#include <numbers>
#include <random>

using namespace atlas;
using enginetest::cat;

class TestNormalSampler : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void uniformIsTheTop53Bits();
    void nextFollowsBoxMuller();
    void sameSeedSameSequence();
    void differentSeedsDiffer();
    void momentsAreStandardNormal();
};

void TestNormalSampler::uniformIsTheTop53Bits()
{
    NormalSampler sampler(12345);
    std::mt19937_64 engine(12345);
    for (int i = 0; i < 1000; ++i) {
        const double u = sampler.uniform();
        QVERIFY2(u >= 0 && u < 1, cat(u).c_str());
        QCOMPARE(u, static_cast<double>(engine() >> 11) * 0x1.0p-53);
    }
}

void TestNormalSampler::nextFollowsBoxMuller()
{
    // z₀ = √(−2 ln u₁) cos 2πu₂, z₁ = √(−2 ln u₁) sin 2πu₂ with u₁ = 1 − uniform, u₂ = uniform:
    // pairs, cosine first. The same operations in the same order give the same doubles.
    NormalSampler sampler(7);
    std::mt19937_64 engine(7);
    auto uniform = [&] { return static_cast<double>(engine() >> 11) * 0x1.0p-53; };
    for (int pair = 0; pair < 200; ++pair) {
        const double u1 = 1.0 - uniform();
        const double u2 = uniform();
        const double radius = std::sqrt(-2.0 * std::log(u1));
        const double angle = 2.0 * std::numbers::pi * u2;
        const double z0 = sampler.next(), z1 = sampler.next();
        QVERIFY2(z0 == radius * std::cos(angle) && z1 == radius * std::sin(angle),
                 cat("pair ", pair, ": ", z0, ", ", z1).c_str());
    }
}

void TestNormalSampler::sameSeedSameSequence()
{
    NormalSampler a(2024), b(2024);
    for (int i = 0; i < 5000; ++i) {
        const double x = a.next(), y = b.next();
        QVERIFY2(enginetest::ulpDistance(x, y) == 0, cat(i).c_str());
    }
}

void TestNormalSampler::differentSeedsDiffer()
{
    NormalSampler a(1), b(2);
    int equal = 0;
    for (int i = 0; i < 1000; ++i)
        equal += a.next() == b.next() ? 1 : 0;
    QCOMPARE(equal, 0);
}

void TestNormalSampler::momentsAreStandardNormal()
{
    // n = 2·10⁵ draws, every check at 5 standard errors: E z = 0 (SE 1/√n), E z² = 1
    // (SE √(2/n)), E z⁴ = 3 (SE √(96/n)), P(|z| < 1.96) = 0.95 (SE √(0.95·0.05/n)).
    NormalSampler sampler(99);
    const int n = 200000;
    double s1 = 0, s2 = 0, s4 = 0, inside = 0;
    for (int i = 0; i < n; ++i) {
        const double z = sampler.next();
        s1 += z;
        s2 += z * z;
        s4 += z * z * z * z;
        inside += std::abs(z) < 1.959963984540054 ? 1 : 0;
    }
    const double m1 = s1 / n, m2 = s2 / n, m4 = s4 / n, p = inside / n;
    QVERIFY2(std::abs(m1) <= 5 / std::sqrt(double(n)), cat("mean ", m1).c_str());
    QVERIFY2(std::abs(m2 - 1) <= 5 * std::sqrt(2.0 / n), cat("E z² ", m2).c_str());
    QVERIFY2(std::abs(m4 - 3) <= 5 * std::sqrt(96.0 / n), cat("E z⁴ ", m4).c_str());
    QVERIFY2(std::abs(p - 0.95) <= 5 * std::sqrt(0.95 * 0.05 / n), cat("P(|z| < 1.96) ", p).c_str());
}

ATLAS_TEST_APPLESS_MAIN(TestNormalSampler)
#include "tst_normalsampler.moc"
