// EncodersSession against the mathematics: a changed last word moves every row of the
// bidirectional head and only the last of the causal one; the cross-attention alignment is
// softmax(s·T·Sᵀ/√d) of the target's and source's vectors, T_q × T_k, each target word reading
// its translation; the padded batch's counts by hand, padded keys read by no query, padded
// queries still computed, and new padding that moves no real row by a bit.
#include "encoderssession.h"

#include "suiteregistry.h"

#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace atlas;

class TestEncodersSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aChangedLastWordMovesEveryEncoderRowAndOneDecoderRow();
    void crossAttentionIsTheDefinition();
    void eachTargetWordReadsItsTranslation();
    void paddingCountsAndMask();
    void newPaddingMovesNoRealRow();
    void typedSentencesAndLengths();
};

void TestEncodersSession::aChangedLastWordMovesEveryEncoderRowAndOneDecoderRow()
{
    EncodersSession session{EncodersParams()};
    QCOMPARE(session.rowsChanged(false), Index(5));
    QCOMPARE(session.rowsChanged(true), Index(1));
    // The causal weights have nothing above the diagonal; the bidirectional ones are all > 0.
    const Matrix<double> &causal = session.weights(true), &bidirectional = session.weights(false);
    for (Index i = 0; i < 5; ++i)
        for (Index j = 0; j < 5; ++j) {
            QVERIFY(j <= i || causal(i, j) == 0);
            QVERIFY(bidirectional(i, j) > 0);
        }
    const Matrix<double> causalBefore = causal, bidirectionalBefore = bidirectional;
    QSignalSpy changed(&session, &EncodersSession::changed);
    session.setLastChanged(true);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(session.sentence().last(), QStringLiteral("vault"));
    // The decoder's first four rows of weights are the same bit for bit; the encoder's are not.
    QVERIFY((session.weights(true).topRows(4).array() == causalBefore.topRows(4).array()).all());
    QVERIFY((session.weights(false).topRows(4).array() != bidirectionalBefore.topRows(4).array()).any());
}

void TestEncodersSession::crossAttentionIsTheDefinition()
{
    const EncodersParams params;
    EncodersSession session{params};
    const Matrix<double> t = session.vectors(session.target()), s = session.vectors(session.source());
    const Matrix<double> &a = session.alignment();
    QCOMPARE(a.rows(), Index(4));
    QCOMPARE(a.cols(), Index(5));
    for (Index i = 0; i < a.rows(); ++i) {
        Eigen::RowVectorXd scores = params.sharpness * (t.row(i) * s.transpose()) / std::sqrt(8.0);
        scores = (scores.array() - scores.maxCoeff()).exp();
        scores /= scores.sum();
        for (Index j = 0; j < a.cols(); ++j)
            QVERIFY2(std::abs(a(i, j) - scores(j)) <= 1e-14, qPrintable(QStringLiteral("(%1, %2)").arg(i).arg(j)));
        QVERIFY(std::abs(a.row(i).sum() - 1) <= 1e-15);
    }
}

void TestEncodersSession::eachTargetWordReadsItsTranslation()
{
    // le → the, chat → cat, noir → black, dort → sleeping: the adjective crosses the noun. "is",
    // which no target word translates, gets little weight from every row.
    EncodersSession session{EncodersParams()};
    QCOMPARE(session.strongest(), (std::vector<Index>{0, 2, 1, 4}));
    QVERIFY2(session.alignment().col(3).maxCoeff() < 0.2, qPrintable(QString::number(session.alignment().col(3).maxCoeff())));
    for (Index i = 0; i < 4; ++i)
        QVERIFY2(session.alignment().row(i).maxCoeff() > 0.5, qPrintable(QString::number(session.alignment().row(i).maxCoeff())));
    // Swap the target's adjective and noun: the alignment follows the words, not the slots.
    QVERIFY(session.setTarget(QStringLiteral("le noir chat dort")));
    QCOMPARE(session.strongest(), (std::vector<Index>{0, 1, 2, 4}));
}

void TestEncodersSession::paddingCountsAndMask()
{
    EncodersSession session{EncodersParams()};
    // The shortest sequence is shown first: 2 words in 5 slots.
    QCOMPARE(session.selected(), 1);
    QCOMPARE(session.padding(), (KeyPadding{false, false, true, true, true}));
    const PaddingCost cost = session.cost(false);
    QCOMPARE(cost.computedPairs, Index(75));
    QCOMPARE(cost.usefulPairs, Index(38));
    const Matrix<double> &w = session.paddedWeights();
    for (Index i = 0; i < 5; ++i) {
        // No query reads a padded key; every row, padded ones included, is a distribution over
        // the two real words.
        QVERIFY(w.row(i).tail(3).isZero(0));
        QVERIFY(std::abs(w.row(i).sum() - 1) <= 1e-15);
        QVERIFY(!session.paddedAllowed().row(i).tail(3).any());
    }
    QVERIFY(!session.paddedOutput().row(4).isZero(0)); // a padded query's row is computed
}

void TestEncodersSession::newPaddingMovesNoRealRow()
{
    EncodersSession session{EncodersParams()};
    const Matrix<double> before = session.paddedOutput();
    session.redrawPadding();
    QCOMPARE(session.paddingDraws(), 1);
    QCOMPARE(session.realRowsChange(), 0.0);
    QVERIFY((session.paddedOutput().topRows(2).array() == before.topRows(2).array()).all());
    // The padded rows themselves did change: their queries are the new values.
    QVERIFY((session.paddedOutput().bottomRows(3).array() != before.bottomRows(3).array()).any());
}

void TestEncodersSession::typedSentencesAndLengths()
{
    EncodersSession session{EncodersParams()};
    QString problem;
    QVERIFY(!session.setSource(QStringLiteral("a b c d e f g h i"), &problem));
    QVERIFY(problem.contains(QStringLiteral("9 now")));
    QCOMPARE(session.source().size(), 5); // unchanged
    QVERIFY(!session.setLengths(QStringLiteral("3, 0"), &problem));
    QVERIFY(problem.contains(QStringLiteral("“0”")));
    QVERIFY(!session.setLengths(QStringLiteral("1 2 3 4 5 6 7"), &problem));
    QCOMPARE(session.lengths(), (QList<int>{5, 2, 3}));
    QVERIFY(session.setLengths(QStringLiteral("4, 4"), &problem));
    QCOMPARE(session.cost(false).wastedShare(), 0.0);
    QCOMPARE(session.selected(), 1);
    session.reset();
    QCOMPARE(session.lengths(), (QList<int>{5, 2, 3}));
}

ATLAS_TEST_APPLESS_MAIN(TestEncodersSession)
#include "tst_encoderssession.moc"
