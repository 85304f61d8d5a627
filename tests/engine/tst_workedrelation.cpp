// WorkedRelation: the seed's worked example of learning through attention, one query and
// scalar values: aⱼ = softmax over the allowed set, o = Σ aⱼvⱼ, ∂o/∂sⱼ = aⱼ(vⱼ − o).
#include <atlas/workedrelation.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace atlas;
using enginetest::cat;
using enginetest::number;
using enginetest::text;
using enginetest::ulpDistance;

namespace {

template <typename Scalar>
Vector<Scalar> vec(std::initializer_list<Scalar> values)
{
    Vector<Scalar> v(static_cast<Index>(values.size()));
    Index i = 0;
    for (Scalar x : values)
        v(i++) = x;
    return v;
}

// "a ≈ b (n ulps)" when a and b are more than `ulps` apart.
template <typename Scalar>
std::string ulpMismatch(const char *what, Scalar actual, Scalar expected, unsigned ulps)
{
    const auto distance = ulpDistance(actual, expected);
    if (distance <= ulps)
        return {};
    return cat(what, " = ", actual, ", expected ", expected, " (", distance, " ulps apart)");
}

} // namespace

class TestWorkedRelation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seedExampleDouble();
    void seedExampleFloat();
    void seedExampleWithAMaskedKeyBetween();
    void firstCausalPositionIsExactlyTheFirstValue();
    void derivativesMatchCentralDifferences_data();
    void derivativesMatchCentralDifferences();
    void noAllowedKeyIsEmpty();
    void rejectsMismatchedLengths();
};

void TestWorkedRelation::seedExampleDouble()
{
    // Allowed scores [0, ln 3], scalar values [2, 6].
    const WorkedRelationResult<double> r = WorkedRelation<double>::compute(
        vec<double>({0.0, std::log(3.0)}), vec<double>({2.0, 6.0}));
    QVERIFY(!r.empty);
    // Exact results would be 1/4, 3/4, 5, −3/4, 3/4. A handful of roundings separate the
    // engine from them (exp, a sum, a division, a dot product); 4 ulps allows for those.
    const unsigned ulps = 4;
    for (const std::string &m :
         {ulpMismatch("a0", r.probabilities(0), 0.25, ulps),
          ulpMismatch("a1", r.probabilities(1), 0.75, ulps),
          ulpMismatch("o", r.output, 5.0, ulps),
          ulpMismatch("do/ds0", r.gradScores(0), -0.75, ulps),
          ulpMismatch("do/ds1", r.gradScores(1), 0.75, ulps),
          ulpMismatch("do/dv0", r.gradValues(0), 0.25, ulps),
          ulpMismatch("do/dv1", r.gradValues(1), 0.75, ulps)})
        QVERIFY2(m.empty(), m.c_str());
    // Raising one score takes weight from the other: the derivatives cancel, yet neither is 0.
    QVERIFY2(std::abs(r.gradScores.sum()) <= 2 * std::numeric_limits<double>::epsilon(),
             text(r.gradScores).c_str());
}

void TestWorkedRelation::seedExampleFloat()
{
    const WorkedRelationResult<float> r = WorkedRelation<float>::compute(
        vec<float>({0.0f, std::log(3.0f)}), vec<float>({2.0f, 6.0f}));
    const unsigned ulps = 4;
    // ∂o/∂sⱼ = aⱼ(vⱼ − o): the subtraction is exact, so o's error of up to 4 ulps(5) = 4·2⁻²¹
    // reaches vⱼ − o unchanged; times aⱼ ≤ 0.75 that is up to 3·2⁻²¹ = 24 ulps of 0.75 (2⁻²⁴),
    // plus the result's own rounding.
    const unsigned derivativeUlps = 25;
    for (const std::string &m : {ulpMismatch("a0", r.probabilities(0), 0.25f, ulps),
                                 ulpMismatch("a1", r.probabilities(1), 0.75f, ulps),
                                 ulpMismatch("o", r.output, 5.0f, ulps),
                                 ulpMismatch("do/ds0", r.gradScores(0), -0.75f, derivativeUlps),
                                 ulpMismatch("do/ds1", r.gradScores(1), 0.75f, derivativeUlps)})
        QVERIFY2(m.empty(), m.c_str());
}

void TestWorkedRelation::seedExampleWithAMaskedKeyBetween()
{
    // A masked key, however attractive its score and value, changes nothing.
    const WorkedRelationResult<double> r = WorkedRelation<double>::compute(
        vec<double>({0.0, 50.0, std::log(3.0)}), vec<double>({2.0, 1e6, 6.0}),
        {true, false, true});
    const WorkedRelationResult<double> seed = WorkedRelation<double>::compute(
        vec<double>({0.0, std::log(3.0)}), vec<double>({2.0, 6.0}));
    QCOMPARE(r.probabilities(1), 0.0);
    QCOMPARE(r.gradScores(1), 0.0);
    QCOMPARE(r.gradValues(1), 0.0);
    QVERIFY2(r.output == seed.output, number(r.output).c_str());
    QVERIFY2(r.probabilities(0) == seed.probabilities(0)
                 && r.probabilities(2) == seed.probabilities(1),
             text(r.probabilities).c_str());
    QVERIFY2(r.gradScores(0) == seed.gradScores(0) && r.gradScores(2) == seed.gradScores(1),
             text(r.gradScores).c_str());
}

void TestWorkedRelation::firstCausalPositionIsExactlyTheFirstValue()
{
    // At the first causal position only key 0 is allowed: o = 2 bit for bit, whatever the
    // future score or value — including values no arithmetic could survive.
    using limits = std::numeric_limits<double>;
    const double extremes[] = {0.0, -0.0, 1.0, -1.0, 1e4, -1e4, 1e300, -1e300, limits::max(),
                               limits::lowest(), limits::min(), limits::denorm_min(),
                               -limits::denorm_min(), 1e-300, limits::infinity(),
                               -limits::infinity(), limits::quiet_NaN()};
    const double firstScores[] = {0.0, -3.5, 1e4, -1e4, 1e300};
    for (double first : firstScores) {
        for (double futureScore : extremes) {
            for (double futureValue : extremes) {
                const WorkedRelationResult<double> r = WorkedRelation<double>::compute(
                    vec<double>({first, futureScore}), vec<double>({2.0, futureValue}),
                    {true, false});
                const std::string where
                    = cat("s0 = ", first, ", s1 = ", futureScore, ", v1 = ", futureValue, ": ");
                QVERIFY2(!r.empty, where.c_str());
                QVERIFY2(enginetest::bitIdentical(Vector<double>::Constant(1, r.output),
                                                  Vector<double>::Constant(1, 2.0)),
                         cat(where, "o = ", r.output).c_str());
                QVERIFY2(r.probabilities(0) == 1.0 && r.probabilities(1) == 0.0,
                         cat(where, "a = ", text(r.probabilities)).c_str());
                QVERIFY2(r.gradScores(0) == 0.0 && r.gradScores(1) == 0.0,
                         cat(where, "do/ds = ", text(r.gradScores)).c_str());
                QVERIFY2(r.gradValues(0) == 1.0 && r.gradValues(1) == 0.0,
                         cat(where, "do/dv = ", text(r.gradValues)).c_str());
            }
        }
    }
}

void TestWorkedRelation::derivativesMatchCentralDifferences_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("keys");
    QTest::addRow("3 keys") << 1 << 3;
    QTest::addRow("6 keys") << 2 << 6;
    QTest::addRow("9 keys") << 3 << 9;
}

void TestWorkedRelation::derivativesMatchCentralDifferences()
{
    QFETCH(int, seed);
    QFETCH(int, keys);
    enginetest::Random random(static_cast<std::uint64_t>(seed));
    const Vector<double> scores = random.matrix<double>(keys, 1, -2, 2);
    const Vector<double> values = random.matrix<double>(keys, 1, -5, 5);
    std::vector<bool> allowed(static_cast<std::size_t>(keys));
    for (std::size_t j = 0; j < allowed.size(); ++j)
        allowed[j] = j == 0 || random.uniform(0, 1) < 0.6;
    const WorkedRelationResult<double> r = WorkedRelation<double>::compute(scores, values, allowed);

    const double h = 1e-6;
    Vector<double> numericScores(keys), numericValues(keys);
    for (Index j = 0; j < keys; ++j) {
        Vector<double> plus = scores, minus = scores;
        plus(j) += h;
        minus(j) -= h;
        numericScores(j) = (WorkedRelation<double>::compute(plus, values, allowed).output
                            - WorkedRelation<double>::compute(minus, values, allowed).output)
            / (2 * h);
        plus = values;
        minus = values;
        plus(j) += h;
        minus(j) -= h;
        numericValues(j) = (WorkedRelation<double>::compute(scores, plus, allowed).output
                            - WorkedRelation<double>::compute(scores, minus, allowed).output)
            / (2 * h);
    }
    // h = 1e-6 on O(1)–O(5) outputs: rounding ≈ 5ε/h ≈ 1e-9, truncation ≈ h² ≈ 1e-12.
    const double tolerance = 1e-8;
    const double e1 = enginetest::relativeError(r.gradScores, numericScores);
    const double e2 = enginetest::relativeError(r.gradValues, numericValues);
    QVERIFY2(e1 <= tolerance, cat("do/ds ", text(r.gradScores), " vs ", text(numericScores)).c_str());
    QVERIFY2(e2 <= tolerance, cat("do/dv ", text(r.gradValues), " vs ", text(numericValues)).c_str());

    double sum = 0, magnitude = 0;
    for (Index j = 0; j < keys; ++j) {
        if (!allowed[static_cast<std::size_t>(j)]) {
            QVERIFY2(r.gradScores(j) == 0 && r.probabilities(j) == 0, text(r.gradScores).c_str());
            continue;
        }
        sum += r.gradScores(j);
        magnitude += std::abs(r.gradScores(j)) + std::abs(r.probabilities(j) * r.output);
    }
    // Σ aⱼ(vⱼ − o) = o − o·Σaⱼ = 0 up to the rounding of the terms.
    QVERIFY2(std::abs(sum) <= 4 * static_cast<double>(keys) * std::numeric_limits<double>::epsilon()
                 * magnitude,
             cat("sum of do/ds = ", sum, " for ", text(r.gradScores)).c_str());
}

void TestWorkedRelation::noAllowedKeyIsEmpty()
{
    const WorkedRelationResult<double> r = WorkedRelation<double>::compute(
        vec<double>({1.0, 2.0}), vec<double>({3.0, 4.0}), {false, false});
    QVERIFY(r.empty);
    QCOMPARE(r.output, 0.0);
    QVERIFY2(r.probabilities.isZero(0) && r.gradScores.isZero(0) && r.gradValues.isZero(0),
             (text(r.probabilities) + text(r.gradScores)).c_str());
}

void TestWorkedRelation::rejectsMismatchedLengths()
{
    QVERIFY_THROWS_EXCEPTION(ShapeError, WorkedRelation<double>::compute(
                                             vec<double>({1.0, 2.0}), vec<double>({3.0})));
    QVERIFY_THROWS_EXCEPTION(ShapeError,
                             WorkedRelation<double>::compute(vec<double>({1.0, 2.0}),
                                                             vec<double>({3.0, 4.0}), {true}));
}

ATLAS_TEST_APPLESS_MAIN(TestWorkedRelation)
#include "tst_workedrelation.moc"
