// MaskedSoftmax: row-wise softmax over the allowed keys only, degenerate rows reported, and
// its vector–Jacobian product against central differences.
#include <atlas/attentionmask.h>
#include <atlas/maskedsoftmax.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace atlas;
using enginetest::cat;
using enginetest::number;
using enginetest::text;

namespace {

constexpr double inf = std::numeric_limits<double>::infinity();
constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();

// softmax over the allowed entries of each row in long double, straight from the definition
// (shifted by the allowed maximum, which does not change the value).
Matrix<double> referenceSoftmax(const Matrix<double> &scores, const BoolMatrix &allowed)
{
    Matrix<double> p = Matrix<double>::Zero(scores.rows(), scores.cols());
    for (Index i = 0; i < scores.rows(); ++i) {
        long double maximum = -inf;
        for (Index j = 0; j < scores.cols(); ++j)
            if (allowed(i, j))
                maximum = std::max<long double>(maximum, scores(i, j));
        long double sum = 0;
        for (Index j = 0; j < scores.cols(); ++j)
            if (allowed(i, j))
                sum += std::exp(static_cast<long double>(scores(i, j)) - maximum);
        for (Index j = 0; j < scores.cols(); ++j)
            if (allowed(i, j))
                p(i, j) = static_cast<double>(
                    std::exp(static_cast<long double>(scores(i, j)) - maximum) / sum);
    }
    return p;
}

// A mask with at least one allowed key per row: the diagonal plus random entries.
BoolMatrix randomMask(enginetest::Random &random, Index rows, Index cols)
{
    BoolMatrix allowed(rows, cols);
    for (Index i = 0; i < rows; ++i)
        for (Index j = 0; j < cols; ++j)
            allowed(i, j) = i == j % rows || random.uniform(0, 1) < 0.5;
    return allowed;
}

// The sum over the allowed entries of each row is 1 and every masked entry is exactly +0.
template <typename Scalar>
std::string checkRows(const Matrix<Scalar> &p, const BoolMatrix &allowed)
{
    const double eps = std::numeric_limits<Scalar>::epsilon();
    for (Index i = 0; i < p.rows(); ++i) {
        double sum = 0;
        for (Index j = 0; j < p.cols(); ++j) {
            const Scalar x = p(i, j);
            if (!allowed(i, j) && !(x == 0 && !std::signbit(x)))
                return cat("masked entry (", i, ", ", j, ") = ", x);
            if (!(x >= 0 && x <= 1))
                return cat("entry (", i, ", ", j, ") outside [0, 1]: ", x);
            sum += static_cast<double>(x);
        }
        if (std::abs(sum - 1) > static_cast<double>(p.cols()) * eps)
            return cat("row ", i, " sums to ", sum);
    }
    return {};
}

} // namespace

class TestMaskedSoftmax : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void matchesDefinition_data();
    void matchesDefinition();
    void floatRowsSumToOne();
    void equalsSoftmaxOfScoresPlusAdditiveMask();
    void shiftInvariant();
    void emptyRowsAreZeroAndReported();
    void invalidRowsAreZeroAndReported();
    void maskedNonFiniteScoresAreIgnored();
    void positiveInfinityTakesTheLimit();
    void extremeScoresStayFinite_data();
    void extremeScoresStayFinite();
    void backwardMatchesCentralDifferences_data();
    void backwardMatchesCentralDifferences();
    void backwardPassesNothingToMaskedKeys();
    void rejectsShapeMismatch();
};

void TestMaskedSoftmax::matchesDefinition_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<double>("scale");
    QTest::addColumn<int>("maskKind"); // 0 causal, 1 causal + documents, 2 random rectangular
    const double scales[] = {1.0, 30.0, 1e4};
    for (double scale : scales) {
        QTest::addRow("causal, |s| <= %g", scale) << 1 << scale << 0;
        QTest::addRow("documents, |s| <= %g", scale) << 2 << scale << 1;
        QTest::addRow("random 5x7, |s| <= %g", scale) << 3 << scale << 2;
    }
}

void TestMaskedSoftmax::matchesDefinition()
{
    QFETCH(int, seed);
    QFETCH(double, scale);
    QFETCH(int, maskKind);
    enginetest::Random random(static_cast<std::uint64_t>(seed));
    BoolMatrix allowed;
    if (maskKind == 0)
        allowed = AttentionMask::build(6, true);
    else if (maskKind == 1)
        allowed = AttentionMask::build(7, true, {4, 4, 9, 4, 9, 9, 2});
    else
        allowed = randomMask(random, 5, 7);
    const Matrix<double> scores = random.matrix<double>(allowed.rows(), allowed.cols(), -scale, scale);

    const SoftmaxResult<double> result = MaskedSoftmax<double>::forward(scores, allowed);
    QVERIFY(result.emptyRows.empty());
    QVERIFY(result.invalidRows.empty());
    const std::string rows = checkRows(result.probabilities, allowed);
    QVERIFY2(rows.empty(), rows.c_str());
    const Matrix<double> expected = referenceSoftmax(scores, allowed);
    // Entries are probabilities of one row: the norm-wise error is a few ulps of the row's
    // largest entry.
    const double error = enginetest::relativeError(result.probabilities, expected);
    QVERIFY2(error <= 8 * std::numeric_limits<double>::epsilon(),
             cat("relative error ", error, "\n", text(result.probabilities), "\n",
                 text(expected)).c_str());
}

void TestMaskedSoftmax::floatRowsSumToOne()
{
    enginetest::Random random(11);
    const BoolMatrix allowed = AttentionMask::build(9, true, {0, 1, 0, 1, 0, 1, 2, 2, 2});
    for (double scale : {1.0, 100.0, 1e4}) {
        const Matrix<float> scores = random.matrix<float>(9, 9, -scale, scale);
        const SoftmaxResult<float> result = MaskedSoftmax<float>::forward(scores, allowed);
        const std::string rows = checkRows(result.probabilities, allowed);
        QVERIFY2(rows.empty(), rows.c_str());
        const double error = enginetest::relativeError(
            result.probabilities.cast<double>(),
            referenceSoftmax(scores.cast<double>(), allowed));
        QVERIFY2(error <= 8 * std::numeric_limits<float>::epsilon(), number(error).c_str());
    }
}

void TestMaskedSoftmax::equalsSoftmaxOfScoresPlusAdditiveMask()
{
    // The documented identity softmax(S + M) with M = 0 / −∞, computed here by a plain
    // unmasked softmax in which exp(−∞) = 0 does the masking.
    enginetest::Random random(5);
    const BoolMatrix allowed = AttentionMask::build(6, true, {1, 1, 2, 2, 1, 2});
    const Matrix<double> scores = random.matrix<double>(6, 6, -3, 3);
    const Matrix<double> shifted = scores + AttentionMask::additive<double>(allowed);
    Matrix<double> plain(6, 6);
    for (Index i = 0; i < 6; ++i) {
        const double maximum = shifted.row(i).maxCoeff();
        plain.row(i) = (shifted.row(i).array() - maximum).exp().matrix();
        plain.row(i) /= plain.row(i).sum();
    }
    const Matrix<double> masked = MaskedSoftmax<double>::forward(scores, allowed).probabilities;
    QVERIFY2(enginetest::relativeError(masked, plain) <= 8 * std::numeric_limits<double>::epsilon(),
             cat(text(masked), "\n", text(plain)).c_str());
}

void TestMaskedSoftmax::shiftInvariant()
{
    // Adding a constant to a row changes nothing: the engine subtracts the allowed maximum.
    enginetest::Random random(8);
    const BoolMatrix allowed = AttentionMask::build(5, true);
    const Matrix<double> scores = random.matrix<double>(5, 5, -2, 2);
    Matrix<double> moved = scores;
    for (Index i = 0; i < 5; ++i)
        moved.row(i).array() += 100.0 * static_cast<double>(i + 1);
    const Matrix<double> a = MaskedSoftmax<double>::forward(scores, allowed).probabilities;
    const Matrix<double> b = MaskedSoftmax<double>::forward(moved, allowed).probabilities;
    // Shifting by up to 500 rounds each score by up to ulp(502)/2 ≈ 5.7e-14, so s − max moves
    // by ≤ 1.2e-13 and each probability by about as much relatively; 1e-12 bounds that.
    QVERIFY2(enginetest::relativeError(a, b) <= 1e-12, cat(text(a), "\n", text(b)).c_str());
}

void TestMaskedSoftmax::emptyRowsAreZeroAndReported()
{
    BoolMatrix allowed = AttentionMask::build(4, true);
    allowed.row(0).setConstant(false);
    allowed.row(2).setConstant(false);
    const Matrix<double> scores = Matrix<double>::Constant(4, 4, 1.5);
    const SoftmaxResult<double> result = MaskedSoftmax<double>::forward(scores, allowed);
    QCOMPARE(result.emptyRows, (std::vector<Index>{0, 2}));
    QVERIFY(result.invalidRows.empty());
    QVERIFY2(enginetest::allFinite(result.probabilities), text(result.probabilities).c_str());
    QVERIFY2(result.probabilities.row(0).isZero(0) && result.probabilities.row(2).isZero(0),
             text(result.probabilities).c_str());
    QCOMPARE(result.probabilities(1, 0), 0.5);
    QCOMPARE(result.probabilities(3, 3), 0.25);

    // Backward of an empty row: zero, not NaN.
    const Matrix<double> dS = MaskedSoftmax<double>::backward(result.probabilities,
                                                              Matrix<double>::Ones(4, 4));
    QVERIFY2(enginetest::allFinite(dS) && dS.row(0).isZero(0) && dS.row(2).isZero(0),
             text(dS).c_str());
}

void TestMaskedSoftmax::invalidRowsAreZeroAndReported()
{
    const BoolMatrix allowed = BoolMatrix::Constant(4, 3, true);
    Matrix<double> scores(4, 3);
    scores << 0.0, notANumber, 1.0,   // NaN among allowed scores
        -inf, -inf, -inf,      // all allowed scores −∞
        1.0, 2.0, 3.0,         // fine
        notANumber, inf, 0.0;         // NaN beside +∞ is still NaN
    const SoftmaxResult<double> result = MaskedSoftmax<double>::forward(scores, allowed);
    QCOMPARE(result.invalidRows, (std::vector<Index>{0, 1, 3}));
    QVERIFY(result.emptyRows.empty());
    QVERIFY2(enginetest::allFinite(result.probabilities), text(result.probabilities).c_str());
    for (Index i : {0, 1, 3})
        QVERIFY2(result.probabilities.row(i).isZero(0), text(result.probabilities).c_str());
    QVERIFY2(std::abs(result.probabilities.row(2).sum() - 1) <= 4e-16,
             text(result.probabilities).c_str());
}

void TestMaskedSoftmax::maskedNonFiniteScoresAreIgnored()
{
    // Masked scores never enter arithmetic, so NaN and ±∞ there change nothing.
    const BoolMatrix allowed = AttentionMask::build(3, true);
    Matrix<double> clean(3, 3), dirty(3, 3);
    clean << 0.5, 0.0, 0.0, 1.0, -1.0, 0.0, 0.25, 2.0, -3.0;
    dirty << 0.5, notANumber, inf, 1.0, -1.0, -inf, 0.25, 2.0, -3.0;
    const SoftmaxResult<double> a = MaskedSoftmax<double>::forward(clean, allowed);
    const SoftmaxResult<double> b = MaskedSoftmax<double>::forward(dirty, allowed);
    QVERIFY(b.invalidRows.empty() && b.emptyRows.empty());
    QVERIFY2(enginetest::bitIdentical(a.probabilities, b.probabilities),
             cat(text(a.probabilities), "\n", text(b.probabilities)).c_str());
    QCOMPARE(b.probabilities(0, 0), 1.0);
}

void TestMaskedSoftmax::positiveInfinityTakesTheLimit()
{
    const BoolMatrix allowed = BoolMatrix::Constant(4, 4, true);
    Matrix<double> scores(4, 4);
    scores << inf, 0.0, 1e300, -inf, // one +∞: all the weight
        inf, 3.0, inf, -inf,         // two +∞: shared equally
        -inf, 0.0, 0.0, -inf,        // −∞ entries get 0, the rest normalize
        inf, inf, inf, inf;
    const SoftmaxResult<double> result = MaskedSoftmax<double>::forward(scores, allowed);
    QVERIFY(result.invalidRows.empty() && result.emptyRows.empty());
    Matrix<double> expected(4, 4);
    expected << 1, 0, 0, 0, 0.5, 0, 0.5, 0, 0, 0.5, 0.5, 0, 0.25, 0.25, 0.25, 0.25;
    QVERIFY2(result.probabilities == expected, text(result.probabilities).c_str());
}

void TestMaskedSoftmax::extremeScoresStayFinite_data()
{
    QTest::addColumn<double>("temperature");
    QTest::addRow("tau = 1") << 1.0;
    QTest::addRow("tau = 1e-6") << 1e-6;
    QTest::addRow("tau = 1e-12") << 1e-12;
}

void TestMaskedSoftmax::extremeScoresStayFinite()
{
    // Scores of ±1e4 divided by a tiny temperature: exponents far beyond exp's range in both
    // directions. Nothing may overflow, and the limit is the argmax over allowed keys.
    QFETCH(double, temperature);
    const BoolMatrix allowed = AttentionMask::build(4, true);
    Matrix<double> raw(4, 4);
    raw << 1e4, -1e4, 1e4, 1e4,   // future keys of ±1e4 are masked
        -1e4, 1e4, 0.0, 0.0,
        1e4, -1e4, 9999.0, 0.0,
        -1e4, -1e4, -1e4, -9999.0;
    const Matrix<double> scores = raw / temperature;
    const Matrix<float> scoresF = (raw / temperature).cast<float>();
    const SoftmaxResult<double> d = MaskedSoftmax<double>::forward(scores, allowed);
    const SoftmaxResult<float> f = MaskedSoftmax<float>::forward(scoresF, allowed);
    QVERIFY(d.invalidRows.empty() && d.emptyRows.empty());
    QVERIFY(f.invalidRows.empty() && f.emptyRows.empty());
    std::string rows = checkRows(d.probabilities, allowed);
    QVERIFY2(rows.empty(), cat(rows, "\n", text(d.probabilities)).c_str());
    rows = checkRows(f.probabilities, allowed);
    QVERIFY2(rows.empty(), cat(rows, "\n", text(f.probabilities)).c_str());
    QCOMPARE(d.probabilities(0, 0), 1.0);
    QCOMPARE(d.probabilities(1, 1), 1.0);
    if (temperature < 1) {
        // Gaps of 1/τ: exp(−1/τ) underflows to 0 and the row is one-hot at the argmax.
        QCOMPARE(d.probabilities(2, 0), 1.0);
        QCOMPARE(f.probabilities(2, 0), 1.0f);
        QCOMPARE(d.probabilities(3, 3), 1.0);
        QCOMPARE(f.probabilities(3, 3), 1.0f);
    }
    const Matrix<double> dS = MaskedSoftmax<double>::backward(d.probabilities,
                                                              Matrix<double>::Constant(4, 4, 1e4));
    QVERIFY2(enginetest::allFinite(dS), text(dS).c_str());
}

void TestMaskedSoftmax::backwardMatchesCentralDifferences_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("maskKind"); // 0 causal, 1 documents, 2 random rectangular
    QTest::addRow("causal") << 21 << 0;
    QTest::addRow("documents, bidirectional") << 22 << 1;
    QTest::addRow("random 4x6") << 23 << 2;
}

void TestMaskedSoftmax::backwardMatchesCentralDifferences()
{
    // L = Σ W ∘ P; dS from backward(P, W) against (L(s + h) − L(s − h)) / 2h, every entry,
    // masked ones included (they must come out 0 on both sides).
    QFETCH(int, seed);
    QFETCH(int, maskKind);
    enginetest::Random random(static_cast<std::uint64_t>(seed));
    BoolMatrix allowed;
    if (maskKind == 0)
        allowed = AttentionMask::build(5, true);
    else if (maskKind == 1)
        allowed = AttentionMask::build(6, false, {0, 1, 1, 0, 2, 1});
    else
        allowed = randomMask(random, 4, 6);
    const Matrix<double> scores = random.matrix<double>(allowed.rows(), allowed.cols(), -2, 2);
    const Matrix<double> weights = random.matrix<double>(allowed.rows(), allowed.cols());
    auto loss = [&](const Matrix<double> &s) {
        return MaskedSoftmax<double>::forward(s, allowed).probabilities.cwiseProduct(weights).sum();
    };
    const Matrix<double> p = MaskedSoftmax<double>::forward(scores, allowed).probabilities;
    const Matrix<double> analytic = MaskedSoftmax<double>::backward(p, weights);
    Matrix<double> numeric(scores.rows(), scores.cols());
    const double h = 1e-5;
    for (Index i = 0; i < scores.rows(); ++i) {
        for (Index j = 0; j < scores.cols(); ++j) {
            Matrix<double> plus = scores, minus = scores;
            plus(i, j) += h;
            minus(i, j) -= h;
            numeric(i, j) = (loss(plus) - loss(minus)) / (2 * h);
        }
    }
    // Central differences with h = 1e-5 on O(1) quantities: truncation ~h², rounding
    // ~ε/h ≈ 1e-11; 1e-8 leaves room without hiding a wrong Jacobian.
    const double error = enginetest::relativeError(analytic, numeric);
    QVERIFY2(error <= 1e-8, cat("relative error ", error, "\nanalytic ", text(analytic),
                                "\nnumeric  ", text(numeric)).c_str());
    // Each allowed row of dS sums to zero: the probabilities always sum to one.
    for (Index i = 0; i < analytic.rows(); ++i)
        QVERIFY2(std::abs(analytic.row(i).sum()) <= 1e-15, text(analytic).c_str());
}

void TestMaskedSoftmax::backwardPassesNothingToMaskedKeys()
{
    const BoolMatrix allowed = AttentionMask::build(4, true);
    enginetest::Random random(3);
    const Matrix<double> p =
        MaskedSoftmax<double>::forward(random.matrix<double>(4, 4), allowed).probabilities;
    // Large upstream gradients on masked entries: still exactly 0 there.
    const Matrix<double> dP = random.matrix<double>(4, 4, -1e6, 1e6);
    const Matrix<double> dS = MaskedSoftmax<double>::backward(p, dP);
    for (Index i = 0; i < 4; ++i)
        for (Index j = i + 1; j < 4; ++j)
            QVERIFY2(dS(i, j) == 0, text(dS).c_str());
    QVERIFY2(dS(0, 0) == 0, "a single allowed key has a constant probability of 1");
}

void TestMaskedSoftmax::rejectsShapeMismatch()
{
    const Matrix<double> scores = Matrix<double>::Zero(3, 4);
    QVERIFY_THROWS_EXCEPTION(ShapeError,
                             MaskedSoftmax<double>::forward(scores, AttentionMask::build(3, true)));
    QVERIFY_THROWS_EXCEPTION(ShapeError, MaskedSoftmax<double>::backward(
                                             scores, Matrix<double>::Zero(4, 3)));
}

ATLAS_TEST_APPLESS_MAIN(TestMaskedSoftmax)
#include "tst_maskedsoftmax.moc"
