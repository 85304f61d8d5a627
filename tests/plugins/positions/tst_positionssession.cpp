// The positions lab's session against the mathematics, each number written from the formula
// rather than read back from the code under test:
//   - without positions a bidirectional layer's outputs permute exactly with its inputs
//     (Δ = 0, and row i of the permuted output is, bit for bit, row π(i) of the original);
//     with a sinusoidal table or rotary positions, or with a causal mask alone, Δ ≠ 0;
//   - the rotary score equals Σᵢ cos θᵢ (q·k)ᵢ + sin θᵢ (q × k)ᵢ with θᵢ = (n − m)ωᵢ, so it does
//     not move when both positions shift;
//   - ALiBi's weights are softmax(S − m|i − j|) over the allowed keys: the bias added exactly
//     where the mask is;
//   - sinusoidal rows' dot products are Σᵢ cos((p − q)ωᵢ); position ids continue or reset;
//   - the learned table comes from the pack's trained decoder; bad input changes nothing.
#include "positionssession.h"

#include <atlas/alibibias.h>

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <numeric>
#include "suiteregistry.h"
#include "testpaths.h"

using namespace atlas;

class TestPositionsSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void withoutPositionsOutputsPermuteExactly_data();
    void withoutPositionsOutputsPermuteExactly();
    void positionsBreakTheSymmetry();
    void causalMaskAloneLetsOrderLeakIn();
    void equalTokensGetEqualVectors();
    void rotaryScoreDependsOnlyOnTheDifference();
    void alibiBiasIsAddedWhereTheMaskIs();
    void alibiSlopeZeroIsTheCausalMask();
    void sinusoidalSimilarityFallsWithDistance();
    void positionIdsContinueOrReset();
    void learnedTableComesFromTheTrainedDecoder();
    void badInputChangesNothing();
    void shuffleIsNeverTheIdentity();
};

void TestPositionsSession::withoutPositionsOutputsPermuteExactly_data()
{
    QTest::addColumn<int>("how");
    QTest::newRow("reversed") << 0;
    QTest::newRow("rotated") << 1;
    QTest::newRow("shuffled") << 2;
}

void TestPositionsSession::withoutPositionsOutputsPermuteExactly()
{
    QFETCH(int, how);
    PositionsSession session{PositionsParams{}};
    if (how == 1)
        session.rotatePermutation();
    else if (how == 2)
        session.shufflePermutation();
    QVERIFY(!session.causal());
    const EquivarianceReport &report = session.order();
    QVERIFY(report.exact);
    QCOMPARE(report.maxDifference, 0.0);
    QCOMPARE(report.difference.cwiseAbs().maxCoeff(), 0.0);
    // Independently of the report's Δ: every row of the permuted output is, bit for bit, the
    // original row of the token now in that slot.
    const std::vector<int> &pi = session.permutation();
    for (std::size_t i = 0; i < pi.size(); ++i)
        for (Index c = 0; c < report.output.cols(); ++c)
            QCOMPARE(report.permutedOutput(Index(i), c), report.output(pi[i], c));
    QVERIFY(report.output.cwiseAbs().maxCoeff() > 0.1); // a real output, not zeros
}

void TestPositionsSession::positionsBreakTheSymmetry()
{
    PositionsSession session{PositionsParams{}};
    session.setOrderPositions(PositionsParams::OrderPositions::Sinusoidal);
    QVERIFY(!session.order().exact);
    QVERIFY2(session.order().maxDifference > 1e-3, qPrintable(QString::number(session.order().maxDifference)));
    session.setOrderPositions(PositionsParams::OrderPositions::Rotary);
    QVERIFY(!session.order().exact);
    QVERIFY2(session.order().maxDifference > 1e-3, qPrintable(QString::number(session.order().maxDifference)));
    session.setOrderPositions(PositionsParams::OrderPositions::None);
    QVERIFY(session.order().exact);
}

void TestPositionsSession::causalMaskAloneLetsOrderLeakIn()
{
    PositionsSession session{PositionsParams{}};
    session.setCausal(true);
    QCOMPARE(session.orderPositions(), PositionsParams::OrderPositions::None);
    QVERIFY(!session.order().exact);
    QVERIFY(session.order().maxDifference > 1e-3);
    // Reversed, "mat" stands first and reads only itself; in the given order it stands last
    // and reads every token: the same token, two different outputs.
    const EquivarianceReport &r = session.order();
    QVERIFY((r.permutedOutput.row(0) - r.output.row(5)).cwiseAbs().maxCoeff() > 1e-3);
}

void TestPositionsSession::equalTokensGetEqualVectors()
{
    PositionsSession session{PositionsParams{}};
    const Matrix<double> &x = session.embeddings();
    QCOMPARE(session.tokens().at(0), session.tokens().at(4)); // "the" twice
    QCOMPARE(Matrix<double>(x.row(0)), Matrix<double>(x.row(4)));
    QVERIFY((x.row(0) - x.row(1)).cwiseAbs().maxCoeff() > 0);
}

void TestPositionsSession::rotaryScoreDependsOnlyOnTheDifference()
{
    PositionsSession session{PositionsParams{}};
    const Matrix<double> q = session.rotaryQuery(), k = session.rotaryKey();
    const double base = session.base();
    // By hand: qᵀR(θ)k per pair = cos θ (qₓkₓ + q_yk_y) + sin θ (q_ykₓ − qₓk_y), θ = (n − m)ωᵢ.
    const auto expected = [&](double m, double n) {
        double s = 0;
        for (int i = 0; i < PositionsParams::rotaryWidth / 2; ++i) {
            const double omega = std::pow(base, -2.0 * i / PositionsParams::rotaryWidth);
            const double theta = (n - m) * omega;
            const double qx = q(0, 2 * i), qy = q(0, 2 * i + 1), kx = k(0, 2 * i), ky = k(0, 2 * i + 1);
            s += std::cos(theta) * (qx * kx + qy * ky) + std::sin(theta) * (qy * kx - qx * ky);
        }
        return s;
    };
    for (auto [m, n] : {std::pair{5, 2}, std::pair{0, 0}, std::pair{3, 9}, std::pair{17, 1}}) {
        QVERIFY(std::abs(session.rotaryScore(m, n) - expected(m, n)) < 1e-12);
        for (int s : {1, 40, 1000})
            QVERIFY2(std::abs(session.rotaryScore(m + s, n + s) - session.rotaryScore(m, n)) < 1e-11,
                     qPrintable(QStringLiteral("m %1 n %2 s %3").arg(m).arg(n).arg(s)));
    }
    // The lab's figures: the default m = 5, n = 2, s = 40.
    const PositionsSession::Rotary &r = session.rotary();
    QVERIFY(std::abs(r.score - expected(5, 2)) < 1e-12);
    QVERIFY(std::abs(r.difference) < 1e-12);
    QCOMPARE(r.difference, r.shiftedScore - r.score);
    QVERIFY(std::abs(r.unrotatedScore - expected(0, 0)) < 1e-12);
    // Moving one position alone does change the score.
    session.setQueryPosition(6);
    QVERIFY(std::abs(session.rotary().score - r.unrotatedScore) > 1e-6);
    QVERIFY(std::abs(session.rotary().score - expected(5, 2)) > 1e-3);
    // The frequencies: ωᵢ = 10000^(−2i/8) = 1, 0.1, 0.01, 0.001.
    QCOMPARE(session.rotary().frequencies.size(), std::size_t(4));
    QVERIFY(std::abs(session.rotary().frequencies[1] - 0.1) < 1e-15);
    QVERIFY(std::abs(session.rotary().frequencies[3] - 0.001) < 1e-15);
    // The drawn pair keeps its length through the rotation.
    const double before = std::hypot(r.query.x(), r.query.y());
    QVERIFY(std::abs(std::hypot(r.queryAt.x(), r.queryAt.y()) - before) < 1e-12);
    QVERIFY(std::abs(std::hypot(r.queryShifted.x(), r.queryShifted.y()) - before) < 1e-12);
}

void TestPositionsSession::alibiBiasIsAddedWhereTheMaskIs()
{
    PositionsSession session{PositionsParams{}};
    QVERIFY(session.setSlope(0.75));
    const PositionsSession::Alibi &a = session.alibi();
    const Index T = a.scores.rows();
    QCOMPARE(T, Index(6));
    for (Index i = 0; i < T; ++i) {
        double denominator = 0;
        for (Index j = 0; j <= i; ++j)
            denominator += std::exp(a.scores(i, j) - 0.75 * double(i - j));
        for (Index j = 0; j < T; ++j) {
            QCOMPARE(a.allowed(i, j), j <= i);
            QCOMPARE(a.bias(i, j), -0.75 * double(std::abs(i - j)));
            const double want = j <= i ? std::exp(a.scores(i, j) - 0.75 * double(i - j)) / denominator : 0.0;
            QVERIFY2(std::abs(a.withBias(i, j) - want) < 1e-12, qPrintable(QStringLiteral("%1, %2").arg(i).arg(j)));
        }
        QVERIFY(std::abs(a.withBias.row(i).sum() - 1) < 1e-12);
    }
    // Soft: the farthest allowed key keeps a non-zero weight; the mask's zeros stay exact.
    QVERIFY(a.withBias(T - 1, 0) > 0);
    QVERIFY(a.withBias(T - 1, 0) < a.maskOnly(T - 1, 0));
    QCOMPARE(a.withBias(0, 1), 0.0);
    // The engine's per-head slopes, for the reading: 8 heads, 1/2 … 1/256.
    QCOMPARE(AlibiBias::slope(1, 8), 0.5);
    QCOMPARE(AlibiBias::slope(8, 8), 1.0 / 256);
}

void TestPositionsSession::alibiSlopeZeroIsTheCausalMask()
{
    PositionsSession session{PositionsParams{}};
    QVERIFY(session.setSlope(0));
    const PositionsSession::Alibi &a = session.alibi();
    QVERIFY((a.withBias - a.maskOnly).cwiseAbs().maxCoeff() < 1e-15);
}

void TestPositionsSession::sinusoidalSimilarityFallsWithDistance()
{
    PositionsSession session{PositionsParams{}};
    const Matrix<double> &p = session.sinusoidalTable();
    QCOMPARE(p.rows(), Index(32));
    QCOMPARE(p.cols(), Index(16));
    // P₃·P₂ = Σᵢ cos(ωᵢ), ωᵢ = 10000^(−2i/16), i = 0 … 7.
    double want = 0;
    for (int i = 0; i < 8; ++i)
        want += std::cos(std::pow(10000.0, -2.0 * i / 16));
    QVERIFY(std::abs(p.row(3).dot(p.row(2)) - want) < 1e-12);
    QVERIFY(std::abs(p.row(3).squaredNorm() - 8) < 1e-12); // d/2
    const std::vector<double> mean = PositionsSession::meanByDistance(session.sinusoidalSimilarity());
    QCOMPARE(mean.size(), std::size_t(32));
    QVERIFY(std::abs(mean[0] - 1) < 1e-12);
    for (std::size_t k = 1; k < 4; ++k)
        QVERIFY2(mean[k] < mean[k - 1], qPrintable(QString::number(k)));
    QVERIFY(mean[31] < mean[1]);
    // A smaller base: the same distance looks less alike (every pair turns faster).
    session.setBase(100);
    QVERIFY(PositionsSession::meanByDistance(session.sinusoidalSimilarity())[8] < mean[8]);
}

void TestPositionsSession::positionIdsContinueOrReset()
{
    PositionsSession session{PositionsParams{}};
    QCOMPARE(session.documentIds(), (DocumentIds{0, 0, 0, 1, 1, 1, 1, 2, 2}));
    QCOMPARE(session.continuingIds(), (PositionIdList{0, 1, 2, 3, 4, 5, 6, 7, 8}));
    QCOMPARE(session.resetIds(), (PositionIdList{0, 1, 2, 0, 1, 2, 3, 0, 1}));
    QVERIFY(session.setDocuments({2, 2}));
    QCOMPARE(session.resetIds(), (PositionIdList{0, 1, 0, 1}));
}

void TestPositionsSession::learnedTableComesFromTheTrainedDecoder()
{
    PositionsSession session{PositionsParams{}};
    QVERIFY(!session.hasLearnedTable());
    QFile file(testpaths::sourceDir() + QStringLiteral("/content/self-attention/models/induction-default.decoder"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QSignalSpy changed(&session, &PositionsSession::changed);
    QString problem;
    QVERIFY2(session.loadLearnedTable(bytes, &problem), qPrintable(problem));
    QCOMPARE(changed.count(), 1);
    const Matrix<double> &p = session.learnedTable();
    // The default preset: sequences of 25 tokens (BOS and 2·12), width 64.
    QCOMPARE(p.rows(), Index(25));
    QCOMPARE(p.cols(), Index(64));
    QVERIFY(p.cwiseAbs().maxCoeff() > 0);
    const Matrix<double> &s = session.learnedSimilarity();
    for (Index r = 0; r < s.rows(); ++r)
        QVERIFY(std::abs(s(r, r) - 1) < 1e-9);
    // What the chapter says of it: neighbours came out a little alike, rows three or more
    // positions apart nearly orthogonal.
    const std::vector<double> mean = PositionsSession::meanByDistance(s);
    QString means;
    for (double m : mean)
        means += QString::number(m, 'f', 3) + QLatin1Char(' ');
    QVERIFY2(mean[1] > 0.1 && mean[1] > mean[4] + 0.1, qPrintable(means));
    for (std::size_t k = 3; k < 20; ++k)
        QVERIFY2(std::abs(mean[k]) < 0.2, qPrintable(means));
    // Bytes that are not a model: refused with the reason, the table kept.
    QVERIFY(!session.loadLearnedTable(QByteArrayLiteral("not a model"), &problem));
    QVERIFY2(problem.contains(QStringLiteral("not a model file")), qPrintable(problem));
    QCOMPARE(session.learnedTable().rows(), Index(25));
}

void TestPositionsSession::badInputChangesNothing()
{
    PositionsSession session{PositionsParams{}};
    QSignalSpy changed(&session, &PositionsSession::changed);
    QString problem;
    QVERIFY(!session.setTokens({QStringLiteral("alone")}, &problem));
    QVERIFY(problem.contains(QStringLiteral("2 to 8")));
    QVERIFY(!session.setTokens({QStringLiteral("a"), QStringLiteral("b c")}, &problem));
    QVERIFY(!session.setPermutation({0, 0, 1, 2, 3, 4}));
    QVERIFY(!session.setSlope(4.5));
    QVERIFY(!session.setSlope(std::nan("")));
    QVERIFY(!session.setBase(1));
    QVERIFY(!session.setTableLength(65));
    QVERIFY(!session.setPair(4));
    QVERIFY(!session.setShift(-1));
    QVERIFY(!session.setDocuments({16, 16, 1}, &problem));
    QVERIFY(problem.contains(QStringLiteral("32")));
    QVERIFY(!session.setDocuments({}, &problem));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(session.tokens(), PositionsParams::defaultTokens());
    QCOMPARE(session.documents(), (QList<int>{3, 4, 2}));
    // A new token count starts again from the reversal.
    QVERIFY(session.setTokens({QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")}));
    QCOMPARE(session.permutation(), (std::vector<int>{2, 1, 0}));
    QVERIFY(session.order().exact);
}

void TestPositionsSession::shuffleIsNeverTheIdentity()
{
    PositionsSession session{PositionsParams{}};
    for (int n = 0; n < 20; ++n) {
        session.shufflePermutation();
        const std::vector<int> &pi = session.permutation();
        QVERIFY(PositionsParams::isPermutation(pi, 6));
        QVERIFY(!std::is_sorted(pi.begin(), pi.end()));
        QVERIFY(session.order().exact);
    }
}

ATLAS_TEST_GUILESS_MAIN(TestPositionsSession)
#include "tst_positionssession.moc"
