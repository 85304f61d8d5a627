// SinusoidalPositions: the table of Vaswani et al. (sin on even columns, cos on odd, ωᵢ =
// base^(−2i/d)), P·Pᵀ depending only on the distance (symmetric Toeplitz, d/2 on the
// diagonal, falling with distance at first), a shift as a rotation of each pair, and refusals.
#include <atlas/positionids.h>
#include <atlas/sinusoidalpositions.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>

using namespace atlas;
using enginetest::cat;

class TestSinusoidalPositions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tableFollowsTheDefinition();
    void similarityDependsOnlyOnDistance();
    void aShiftRotatesEachPair();
    void rowsOfGivenPositions();
    void refusals();
};

void TestSinusoidalPositions::tableFollowsTheDefinition()
{
    const Index T = 12, d = 7; // odd width: the last column is a sine alone
    const Matrix<double> p = SinusoidalPositions::table<double>(T, d);
    QCOMPARE(p.rows(), T);
    QCOMPARE(p.cols(), d);
    for (Index pos = 0; pos < T; ++pos)
        for (Index c = 0; c < d; ++c) {
            const double omega = std::pow(10000.0, -double(c - c % 2) / double(d));
            const double expected = c % 2 == 0 ? std::sin(double(pos) * omega) : std::cos(double(pos) * omega);
            QVERIFY2(std::abs(p(pos, c) - expected) <= 1e-15, cat("P(", pos, ", ", c, ")").c_str());
        }
    // Position 0: sin 0 = 0 and cos 0 = 1, alternating.
    QCOMPARE(p(0, 0), 0.0);
    QCOMPARE(p(0, 1), 1.0);
    const Matrix<float> f = SinusoidalPositions::table<float>(T, d);
    QVERIFY(enginetest::relativeError(f.cast<double>(), p) <= 1e-7);
}

void TestSinusoidalPositions::similarityDependsOnlyOnDistance()
{
    // P[p]·P[q] = Σᵢ cos((p − q)ωᵢ): symmetric, constant along diagonals, d/2 on the diagonal.
    const Index T = 40, d = 64;
    const Matrix<double> p = SinusoidalPositions::table<double>(T, d);
    const Matrix<double> similarity = p * p.transpose();
    for (Index i = 0; i < T; ++i)
        for (Index j = 0; j < T; ++j) {
            double expected = 0;
            for (Index pair = 0; pair < d / 2; ++pair)
                expected += std::cos(double(i - j) * std::pow(10000.0, -2.0 * double(pair) / double(d)));
            QVERIFY2(std::abs(similarity(i, j) - expected) <= 1e-12, cat("(", i, ", ", j, ")").c_str());
            QVERIFY(std::abs(similarity(i, j) - similarity(j, i)) <= 1e-12);
            if (i > 0 && j > 0)
                QVERIFY(std::abs(similarity(i, j) - similarity(i - 1, j - 1)) <= 1e-12);
        }
    QVERIFY(std::abs(similarity(5, 5) - double(d) / 2) <= 1e-12);
    // Near the diagonal similarity falls with distance; everywhere it stays below d/2.
    for (Index distance = 1; distance <= 5; ++distance) // (it rises again at 6 for d = 64)
        QVERIFY2(similarity(0, distance) < similarity(0, distance - 1), cat("distance ", distance).c_str());
    for (Index j = 1; j < T; ++j)
        QVERIFY(similarity(0, j) < double(d) / 2);
}

void TestSinusoidalPositions::aShiftRotatesEachPair()
{
    // The pair of position p + k is the pair of position p turned by k·ωᵢ: a linear map that
    // depends on k only (why the paper expected relative positions to be easy to learn).
    const Index d = 8;
    const Matrix<double> p = SinusoidalPositions::table<double>(30, d);
    for (Index k : {1, 3, 10})
        for (Index pos : {0, 4, 17})
            for (Index pair = 0; pair < d / 2; ++pair) {
                const double turn = double(k) * std::pow(10000.0, -2.0 * double(pair) / double(d));
                const double s = p(pos, 2 * pair), c = p(pos, 2 * pair + 1);
                // (sin, cos) of a + b from those of a: sin(a+b) = sin a cos b + cos a sin b …
                QVERIFY(std::abs(p(pos + k, 2 * pair) - (s * std::cos(turn) + c * std::sin(turn))) <= 1e-14);
                QVERIFY(std::abs(p(pos + k, 2 * pair + 1) - (c * std::cos(turn) - s * std::sin(turn))) <= 1e-14);
            }
}

void TestSinusoidalPositions::rowsOfGivenPositions()
{
    const Matrix<double> table = SinusoidalPositions::table<double>(6, 5, 100.0);
    const PositionIdList reset = PositionIds::resetPerDocument({0, 0, 0, 1, 1, 1});
    const Matrix<double> rows = SinusoidalPositions::rows<double>(reset, 5, 100.0);
    QVERIFY(enginetest::bitIdentical(rows.topRows(3), table.topRows(3)));
    QVERIFY(enginetest::bitIdentical(rows.bottomRows(3), table.topRows(3)));
}

void TestSinusoidalPositions::refusals()
{
    QVERIFY_THROWS_EXCEPTION(ShapeError, SinusoidalPositions::table<double>(-1, 4));
    QVERIFY_THROWS_EXCEPTION(ShapeError, SinusoidalPositions::table<double>(4, 0));
    QVERIFY_THROWS_EXCEPTION(ShapeError, SinusoidalPositions::table<double>(4, 4, 0.0));
    QVERIFY_THROWS_EXCEPTION(ShapeError, SinusoidalPositions::table<double>(4, 4, std::nan("")));
    QCOMPARE(SinusoidalPositions::table<double>(0, 4).rows(), Index(0));
}

ATLAS_TEST_APPLESS_MAIN(TestSinusoidalPositions)
#include "tst_sinusoidalpositions.moc"
