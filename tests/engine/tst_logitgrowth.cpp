// Logit growth and QK normalisation (the long-context chapter, § Logit growth and QK
// normalisation): the engine's scores are bilinear in the projections, so scaling W_q and W_k by
// α multiplies every score by α², and the softmax saturates (one weight towards 1, the row's
// entropy towards 0); layer-normalising each query and key (over its dₖ coordinates, no gain)
// before the product makes the scores independent of α and bounds each scaled score by √dₖ.
#include <atlas/multiheadattention.h>

#include "suiteregistry.h"

#include <QTest>

#include <cmath>

using namespace atlas;

namespace {

// LN without a learned gain or bias: each row to mean 0 and variance 1 (population variance).
Matrix<double> layerNormRows(const Matrix<double> &m)
{
    Matrix<double> out(m.rows(), m.cols());
    for (Index r = 0; r < m.rows(); ++r) {
        const double mean = m.row(r).mean();
        const double variance = (m.row(r).array() - mean).square().mean();
        out.row(r) = (m.row(r).array() - mean) / std::sqrt(variance + 1e-12);
    }
    return out;
}

double rowEntropy(const Matrix<double> &p, Index row)
{
    double h = 0;
    for (Index c = 0; c < p.cols(); ++c)
        if (p(row, c) > 0)
            h -= p(row, c) * std::log(p(row, c));
    return h;
}

} // namespace

class TestLogitGrowth : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void scaledProjectionsScaleScoresByTheSquare();
    void qkNormalisationBoundsTheScores();
};

void TestLogitGrowth::scaledProjectionsScaleScoresByTheSquare()
{
    constexpr Index t = 8, d = 16, dk = 16;
    const Matrix<double> x = Matrix<double>::Random(t, d);
    const AttentionWeights<double> base{Matrix<double>::Random(d, dk) / 4, Matrix<double>::Random(d, dk) / 4,
                                        Matrix<double>::Random(d, dk), std::nullopt};
    AttentionOptions options;
    const AttentionTrace<double> one = MultiHeadAttention<double>::forward(x, base, 1, options);
    double previousEntropy = rowEntropy(one.heads.front().probabilities, t - 1) + 1;
    for (double alpha : {1.0, 4.0, 16.0, 64.0}) {
        AttentionWeights<double> grown = base;
        grown.wq *= alpha;
        grown.wk *= alpha;
        const AttentionTrace<double> trace = MultiHeadAttention<double>::forward(x, grown, 1, options);
        const Matrix<double> &scores = trace.heads.front().scores;
        QVERIFY(((scores - alpha * alpha * one.heads.front().scores).array().abs() <= 1e-9 * alpha * alpha).all());
        // The last query reads every key: its row saturates as α grows.
        const double entropy = rowEntropy(trace.heads.front().probabilities, t - 1);
        QVERIFY2(entropy < previousEntropy, qPrintable(QStringLiteral("α = %1: entropy %2").arg(alpha).arg(entropy)));
        previousEntropy = entropy;
    }
    QVERIFY2(previousEntropy < 0.05, qPrintable(QString::number(previousEntropy))); // nearly one-hot at α = 64
}

void TestLogitGrowth::qkNormalisationBoundsTheScores()
{
    constexpr Index t = 8, d = 16, dk = 16;
    const Matrix<double> x = Matrix<double>::Random(t, d);
    const Matrix<double> wq = Matrix<double>::Random(d, dk), wk = Matrix<double>::Random(d, dk);
    const auto normalisedScores = [&](double alpha) {
        return Matrix<double>(layerNormRows(x * (alpha * wq)) * layerNormRows(x * (alpha * wk)).transpose() / std::sqrt(double(dk)));
    };
    const Matrix<double> reference = normalisedScores(1);
    for (double alpha : {1.0, 10.0, 1000.0}) {
        const Matrix<double> s = normalisedScores(alpha);
        QVERIFY((s.array().abs() <= std::sqrt(double(dk)) + 1e-9).all());       // Cauchy–Schwarz: ‖LN(q)‖ = √dₖ
        QVERIFY(((s - reference).array().abs() <= 1e-9).all());                 // whatever the weights' scale
    }
}

ATLAS_TEST_APPLESS_MAIN(TestLogitGrowth)
#include "tst_logitgrowth.moc"
