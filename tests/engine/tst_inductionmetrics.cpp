// The head scores on hand-built attention patterns: a pure previous-token head and a pure
// induction head score 1, a uniform head scores what the formula says, and the refusals.

#include "suiteregistry.h"

#include <atlas/inductionmetrics.h>

#include <QTest>

#include <cmath>

using namespace atlas;

namespace {

using Mat = Matrix<double>;

// Row i attends only to key i − 1 (row 0 to itself).
Mat previousTokenPattern(Index t)
{
    Mat a = Mat::Zero(t, t);
    a(0, 0) = 1;
    for (Index i = 1; i < t; ++i)
        a(i, i - 1) = 1;
    return a;
}

// Every row spread evenly over its allowed keys 0 … i.
Mat uniformPattern(Index t)
{
    Mat a = Mat::Zero(t, t);
    for (Index i = 0; i < t; ++i)
        a.row(i).head(i + 1).setConstant(1.0 / double(i + 1));
    return a;
}

// a b c d a b c d: the second copy's queries read the key just after their token's first
// occurrence (i − R + 1); the first copy's rows read themselves.
std::vector<int> repeated() { return {5, 2, 7, 1, 5, 2, 7, 1}; }

Mat inductionPattern()
{
    const Index t = 8, r = 4;
    Mat a = Mat::Identity(t, t);
    for (Index i = r; i < t; ++i) {
        a.row(i).setZero();
        a(i, i - r + 1) = 1;
    }
    return a;
}

} // namespace

class TestInductionMetrics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void purePreviousTokenHeadScoresOne()
    {
        QCOMPARE(previousTokenScore(previousTokenPattern(8)), 1.0);
        QCOMPARE(previousTokenScore(Matrix<float>(previousTokenPattern(5).cast<float>())), 1.0);
        // It reads i − 1, never the key after an earlier occurrence (except by coincidence:
        // here none).
        QCOMPARE(*inductionScore(previousTokenPattern(8), repeated()), 0.0);
    }

    void pureInductionHeadScoresOne()
    {
        QCOMPARE(*inductionScore(inductionPattern(), repeated()), 1.0);
        // Its rows in the second copy read i − 3, not i − 1; the first copy's read themselves.
        QCOMPARE(previousTokenScore(inductionPattern()), 0.0);
    }

    void uniformHeadScoresTheFormula()
    {
        const Mat a = uniformPattern(8);
        double previous = 0;
        for (int i = 1; i < 8; ++i)
            previous += 1.0 / (i + 1);
        QVERIFY(std::abs(previousTokenScore(a) - previous / 7) < 1e-15);
        // Queries 4 … 7 each have one earlier occurrence; their weight on it is 1/(i + 1).
        const double induction = (1.0 / 5 + 1.0 / 6 + 1.0 / 7 + 1.0 / 8) / 4;
        QVERIFY(std::abs(*inductionScore(a, repeated()) - induction) < 1e-15);
    }

    // A token seen twice before: the query's weight on both "next" positions counts.
    void everyEarlierOccurrenceCounts()
    {
        const std::vector<int> tokens{3, 8, 3, 9, 3};
        Mat a = Mat::Zero(5, 5);
        a(0, 0) = a(1, 1) = a(3, 3) = 1;
        a(2, 1) = 1;              // query 2 (second 3): key 1 follows the first 3
        a(4, 1) = 0.25;           // query 4 (third 3): keys 1 and 3 follow earlier 3s
        a(4, 3) = 0.5;
        a(4, 4) = 0.25;
        QCOMPARE(*inductionScore(a, tokens), (1.0 + 0.75) / 2);
    }

    // A layer-1 head of the other route: a repeated token reads its own earlier occurrence.
    void pureDuplicateTokenHeadScoresOne()
    {
        const Index t = 8, r = 4;
        Mat a = Mat::Identity(t, t);
        for (Index i = r; i < t; ++i) {
            a.row(i).setZero();
            a(i, i - r) = 1;
        }
        QCOMPARE(*duplicateTokenScore(a, repeated()), 1.0);
        QCOMPARE(*inductionScore(a, repeated()), 0.0);
        QCOMPARE(*duplicateTokenScore(inductionPattern(), repeated()), 0.0);
        QVERIFY(!duplicateTokenScore(uniformPattern(3), {0, 1, 2}).has_value());
    }

    void noRepeatNoInductionScore()
    {
        QVERIFY(!inductionScore(uniformPattern(4), {0, 1, 2, 3}).has_value());
    }

    void inductionKeysAreThePositionsAfterEarlierOccurrences()
    {
        // a b c d a b c d: the query at 6 (c, first at 2) reads 2 + 1 = 3; the first copy
        // reads nothing.
        QCOMPARE(inductionKeys(repeated(), 6), (std::vector<Index>{3}));
        QVERIFY(inductionKeys(repeated(), 3).empty());
        // Every earlier occurrence counts, ascending; int64 tokens (a packed block) alike.
        const std::vector<std::int64_t> tokens{1, 9, 1, 8, 1};
        QCOMPARE(inductionKeys(tokens, 4), (std::vector<Index>{1, 3}));
        // The keys are exactly where a pure induction head puts its weight.
        const Mat a = inductionPattern();
        for (Index i = 4; i < 8; ++i)
            for (Index k : inductionKeys(repeated(), i))
                QCOMPARE(a(i, k), 1.0);
        QVERIFY_THROWS_EXCEPTION(ShapeError, inductionKeys(repeated(), 8));
        QVERIFY_THROWS_EXCEPTION(ShapeError, inductionKeys(repeated(), -1));
    }

    void refusesShapesThatDoNotFit()
    {
        QVERIFY_THROWS_EXCEPTION(ShapeError, previousTokenScore(Mat(Mat::Zero(3, 4))));
        QVERIFY_THROWS_EXCEPTION(ShapeError, previousTokenScore(Mat(Mat::Ones(1, 1))));
        QVERIFY_THROWS_EXCEPTION(ShapeError, inductionScore(uniformPattern(4), {1, 2, 1}));
    }
};

ATLAS_TEST_APPLESS_MAIN(TestInductionMetrics)
#include "tst_inductionmetrics.moc"
