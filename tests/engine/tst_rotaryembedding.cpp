// RotaryEmbedding: frequencies and angles as RoFormer defines them (interleaved pairs,
// θ = p·base^(−2i/dₖ)), the rotation of a pair, lengths kept, the inverse rotation, the
// relative property of dot products, and refusals naming their field.
#include <atlas/rotaryembedding.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <limits>
#include <numbers>

using namespace atlas;
using enginetest::cat;

namespace {

using Mat = Matrix<double>;


} // namespace

class TestRotaryEmbedding : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void frequenciesFollowTheDefinition();
    void pairsTurnByTheirAngle();
    void aQuarterTurnIsExact();
    void lengthsAreKeptAndInverseUndoes();
    void dotProductsDependOnlyOnTheDifference_data();
    void dotProductsDependOnlyOnTheDifference();
    void floatRotatesWithDoubleAngles();
    void refusals();
    void interpolationTurnsPositionsIntoSmallerOnes();
};

void TestRotaryEmbedding::frequenciesFollowTheDefinition()
{
    const std::vector<double> omega = RotaryEmbedding::frequencies(8, 10000.0);
    QCOMPARE(omega.size(), std::size_t(4));
    QCOMPARE(omega[0], 1.0);                    // pair 0: one radian per position
    QCOMPARE(omega[2], 0.01);                   // 10000^(−4/8)
    QVERIFY(std::abs(omega[1] - 0.1) <= 1e-17); // 10000^(−2/8)
    QVERIFY(std::abs(omega[3] - 0.001) <= 1e-18);
    QCOMPARE(RotaryEmbedding::angle(7, 2, 8, 10000.0), 0.07);
    QCOMPARE(RotaryEmbedding::frequencies(2, 3.0), (std::vector<double>{1.0}));
    // base 1: every pair turns one radian per position.
    for (double w : RotaryEmbedding::frequencies(6, 1.0))
        QCOMPARE(w, 1.0);
}

void TestRotaryEmbedding::pairsTurnByTheirAngle()
{
    // Row t at position p: (x, y) of pair i → (x cos θ − y sin θ, x sin θ + y cos θ).
    enginetest::Random random(1);
    const Mat m = random.matrix<double>(3, 6);
    const RotaryOptions options{500.0, {4, -2, 11}};
    const Mat rotated = RotaryEmbedding::rotate<double>(m, options);
    for (Index t = 0; t < 3; ++t)
        for (Index i = 0; i < 3; ++i) {
            const double theta = double(options.positions[std::size_t(t)]) * std::pow(500.0, -2.0 * double(i) / 6.0);
            const double x = m(t, 2 * i), y = m(t, 2 * i + 1);
            QVERIFY(std::abs(rotated(t, 2 * i) - (x * std::cos(theta) - y * std::sin(theta))) <= 1e-15);
            QVERIFY(std::abs(rotated(t, 2 * i + 1) - (x * std::sin(theta) + y * std::cos(theta))) <= 1e-15);
            const auto [a, b] = RotaryEmbedding::rotatePair(x, y, theta);
            QCOMPARE(a, rotated(t, 2 * i));
            QCOMPARE(b, rotated(t, 2 * i + 1));
        }
    // Positions omitted: 0 … T−1, and position 0 leaves the row as it is.
    const Mat implicit = RotaryEmbedding::rotate<double>(m, RotaryOptions{500.0, {}});
    QVERIFY(enginetest::bitIdentical(implicit.row(0), m.row(0)));
    QVERIFY(enginetest::bitIdentical(implicit.row(2),
                                     RotaryEmbedding::rotate<double>(m.row(2), RotaryOptions{500.0, {2}})));
}

void TestRotaryEmbedding::aQuarterTurnIsExact()
{
    // The unit vector (1, 0) turned by π/2 points along (0, 1) — to the rounding of cos(π/2).
    const auto [x, y] = RotaryEmbedding::rotatePair(1.0, 0.0, std::numbers::pi / 2);
    QVERIFY(std::abs(x) <= 1e-16);
    QCOMPARE(y, 1.0);
}

void TestRotaryEmbedding::lengthsAreKeptAndInverseUndoes()
{
    enginetest::Random random(2);
    const Mat m = random.matrix<double>(9, 10, -3, 3);
    const RotaryOptions options{10000.0, {0, 1, 2, 5, 8, 13, 21, 34, 55}};
    const Mat rotated = RotaryEmbedding::rotate<double>(m, options);
    for (Index t = 0; t < m.rows(); ++t)
        for (Index i = 0; i < 5; ++i)
            QVERIFY(std::abs(rotated.row(t).segment(2 * i, 2).norm() - m.row(t).segment(2 * i, 2).norm()) <= 1e-15);
    const Mat back = RotaryEmbedding::rotate<double>(rotated, options, true);
    QVERIFY2(enginetest::relativeError(back, m) <= 1e-15, cat(enginetest::relativeError(back, m)).c_str());
}

void TestRotaryEmbedding::dotProductsDependOnlyOnTheDifference_data()
{
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("dk");
    QTest::newRow("base 10000, dk 8") << 10000.0 << 8;
    QTest::newRow("base 100, dk 4") << 100.0 << 4;
    QTest::newRow("base 1, dk 2") << 1.0 << 2;
}

void TestRotaryEmbedding::dotProductsDependOnlyOnTheDifference()
{
    // (R(m)q)·(R(n)k) = qᵀR(n − m)k: the same for (m, n) and (m + s, n + s).
    QFETCH(double, base);
    QFETCH(int, dk);
    enginetest::Random random(3);
    for (int trial = 0; trial < 20; ++trial) {
        const Mat q = random.matrix<double>(1, dk), k = random.matrix<double>(1, dk);
        const std::int64_t m = random.integer(-50, 50), n = random.integer(-50, 50), shift = random.integer(-500, 500);
        auto score = [&](std::int64_t a, std::int64_t b) {
            return RotaryEmbedding::rotate<double>(q, {base, {a}}).row(0).dot(
                RotaryEmbedding::rotate<double>(k, {base, {b}}).row(0));
        };
        const double direct = q.row(0).dot(RotaryEmbedding::rotate<double>(k, {base, {n - m}}).row(0));
        QVERIFY2(std::abs(score(m, n) - direct) <= 1e-13, cat("m ", m, ", n ", n).c_str());
        QVERIFY2(std::abs(score(m + shift, n + shift) - score(m, n)) <= 1e-12,
                 cat("m ", m, ", n ", n, ", shift ", shift, ": ", score(m + shift, n + shift), " vs ", score(m, n)).c_str());
    }
}

void TestRotaryEmbedding::floatRotatesWithDoubleAngles()
{
    // Angles, cos and sin in double, rounded once: float agrees with double to float rounding.
    enginetest::Random random(4);
    const Mat m = random.matrix<double>(4, 6);
    const RotaryOptions options{10000.0, {1000, 2000, 3000, 4000}};
    const Matrix<float> f = RotaryEmbedding::rotate<float>(m.cast<float>(), options);
    QVERIFY(enginetest::relativeError(f.cast<double>(), RotaryEmbedding::rotate<double>(m, options)) <= 1e-6);
}

void TestRotaryEmbedding::refusals()
{
    const Mat m = Mat::Zero(3, 4);
    QCOMPARE(enginetest::refusedField([&] { RotaryEmbedding::rotate<double>(Mat::Zero(3, 5), RotaryOptions{}); }), std::string("rotary"));
    QCOMPARE(enginetest::refusedField([&] { RotaryEmbedding::frequencies(0, 10000); }), std::string("rotary"));
    QCOMPARE(enginetest::refusedField([&] { RotaryEmbedding::rotate<double>(m, RotaryOptions{10000, {0, 1}}); }), std::string("rotary.positions"));
    for (double base : {0.0, -1.0, std::numeric_limits<double>::infinity(), std::numeric_limits<double>::quiet_NaN()})
        QCOMPARE(enginetest::refusedField([&] { RotaryEmbedding::rotate<double>(m, RotaryOptions{base, {}}); }), std::string("rotary.base"));
    QCOMPARE(enginetest::refusedField([&] { RotaryEmbedding::angle(1, 2, 4, 10000); }), std::string("rotary"));
    QCOMPARE(enginetest::refusedField([&] { RotaryEmbedding::rotate<double>(m, RotaryOptions{}); }), std::string("(accepted)"));
    for (double scale : {0.0, -0.5, std::numeric_limits<double>::quiet_NaN()})
        QCOMPARE(enginetest::refusedField([&] { RotaryEmbedding::rotate<double>(m, RotaryOptions{10000, {}, scale}); }),
                 std::string("rotary.positionScale"));
}

// Position interpolation (Chen et al. 2023): with s = 1/2, positions 0, 2, 4, 6 turn a row as
// positions 0, 1, 2, 3 do without it — bit for bit — so a model trained on 4 positions reads 8
// at distances it has seen.
void TestRotaryEmbedding::interpolationTurnsPositionsIntoSmallerOnes()
{
    enginetest::Random random(17);
    const Mat m = random.matrix<double>(4, 6);
    const Mat halved = RotaryEmbedding::rotate<double>(m, RotaryOptions{100, {0, 2, 4, 6}, 0.5});
    const Mat plain = RotaryEmbedding::rotate<double>(m, RotaryOptions{100, {0, 1, 2, 3}, 1.0});
    QVERIFY((halved.array() == plain.array()).all());
}

ATLAS_TEST_APPLESS_MAIN(TestRotaryEmbedding)
#include "tst_rotaryembedding.moc"
