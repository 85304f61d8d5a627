// HeadCircuits: W_QK is the head's score and has rank ≤ dₖ; the heads' W_OV add up to what a
// layer writes; the copying score of matrices whose eigenvalues are known; composition scores
// by hand, scale-free, telling Q- from K-composition.
#include <atlas/headcircuits.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>

using namespace atlas;

namespace {

using Mat = Matrix<double>;

DecoderConfig config(Index layers, Index width, Index heads, Index headWidth)
{
    DecoderConfig c;
    c.vocabulary = 6;
    c.modelWidth = width;
    c.heads = heads;
    c.keyWidth = headWidth;
    c.valueWidth = headWidth;
    c.maxLength = 8;
    c.layers = layers;
    return c;
}

// Two layers of one head of width 2, every weight the identity except the ones given.
DecoderParameters<double> handmade(const Mat &layerOneOv, const Mat &layerTwoQk)
{
    DecoderParameters<double> p;
    p.tokenEmbedding = Mat::Identity(6, 2);
    p.positionEmbedding = Mat::Zero(8, 2);
    p.unembedding = Mat::Identity(2, 6);
    AttentionWeights<double> one{Mat::Identity(2, 2), Mat::Identity(2, 2), layerOneOv, Mat(Mat::Identity(2, 2))};
    AttentionWeights<double> two{layerTwoQk, Mat::Identity(2, 2), Mat::Identity(2, 2), Mat(Mat::Identity(2, 2))};
    p.layers = {one, two};
    return p;
}

} // namespace

class TestHeadCircuits : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void qkIsTheHeadsScoreWithRankAtMostDk();
    void ovCircuitsAddUpToWhatTheLayerWrites();
    void copyingScoreOfKnownEigenvalues();
    void compositionByHand();
    void refusals();
};

void TestHeadCircuits::qkIsTheHeadsScoreWithRankAtMostDk()
{
    const DecoderConfig c = config(1, 8, 4, 2);
    const TinyDecoder<double> decoder(c, 3);
    const DecoderParameters<double> &p = decoder.parameters();
    enginetest::Random random(5);
    const Mat x = random.matrix<double>(3, 8);
    for (Index h = 0; h < 4; ++h) {
        const Mat w = HeadCircuits::qk(p, c, 0, h);
        const Mat q = x * p.layers[0].wq.middleCols(h * 2, 2), k = x * p.layers[0].wk.middleCols(h * 2, 2);
        for (Index i = 0; i < 3; ++i)
            for (Index j = 0; j < 3; ++j)
                QVERIFY(std::abs(q.row(i).dot(k.row(j)) - x.row(i) * w * x.row(j).transpose()) <= 1e-13);
        const std::vector<double> s = HeadCircuits::singularValues(w);
        QCOMPARE(s.size(), std::size_t(8));
        QVERIFY(s[1] > 1e-6);
        for (std::size_t n = 2; n < s.size(); ++n) // rank ≤ dₖ = 2
            QVERIFY2(s[n] <= 1e-12 * s[0], qPrintable(QString::number(s[n])));
    }
}

void TestHeadCircuits::ovCircuitsAddUpToWhatTheLayerWrites()
{
    // One token: it reads only itself (weight 1) in every head, so the layer writes Σₕ x W_OV^h.
    const DecoderConfig c = config(1, 6, 3, 2);
    const TinyDecoder<double> decoder(c, 4);
    const DecoderParameters<double> &p = decoder.parameters();
    enginetest::Random random(6);
    const Mat x = random.matrix<double>(1, 6);
    Mat sum = Mat::Zero(1, 6);
    for (Index h = 0; h < 3; ++h)
        sum += x * HeadCircuits::ov(p, c, 0, h);
    const Mat layer = MultiHeadAttention<double>::forward(x, p.layers[0], 3, AttentionOptions()).output;
    QVERIFY2((layer - sum).cwiseAbs().maxCoeff() <= 1e-14, qPrintable(QString::number((layer - sum).cwiseAbs().maxCoeff())));
    // Over tokens: E W_OV U, V × V.
    const Mat tokens = HeadCircuits::tokenOV(p, c, 0, 1);
    QCOMPARE(tokens.rows(), c.vocabulary);
    QCOMPARE(tokens.cols(), c.vocabulary);
    QVERIFY((tokens - p.tokenEmbedding * HeadCircuits::ov(p, c, 0, 1) * p.unembedding).isZero(0));
}

void TestHeadCircuits::copyingScoreOfKnownEigenvalues()
{
    QCOMPARE(HeadCircuits::copyingScore(Mat::Identity(4, 4)), 1.0);
    QCOMPARE(HeadCircuits::copyingScore(-Mat::Identity(3, 3)), -1.0);
    Mat rotation(2, 2);
    rotation << 0, -1, 1, 0; // eigenvalues ±i: neither copies nor suppresses
    QVERIFY(std::abs(HeadCircuits::copyingScore(rotation)) <= 1e-15);
    Mat mixed(2, 2);
    mixed << 2, 5, 0, -1; // triangular: eigenvalues 2 and −1 → (2 − 1)/(2 + 1)
    QVERIFY(std::abs(HeadCircuits::copyingScore(mixed) - 1.0 / 3) <= 1e-15);
    QCOMPARE(HeadCircuits::copyingScore(Mat::Zero(2, 2)), 0.0);
}

void TestHeadCircuits::compositionByHand()
{
    const DecoderConfig c = config(2, 2, 1, 2);
    // Everything the identity: ‖I‖_F/(‖I‖_F‖I‖_F) = 1/√2 for each kind.
    HeadComposition all = HeadCircuits::composition(handmade(Mat::Identity(2, 2), Mat::Identity(2, 2)), c, 0, 0, 1, 0);
    for (double score : {all.q, all.k, all.v})
        QVERIFY(std::abs(score - 1 / std::sqrt(2.0)) <= 1e-15);
    // W_OV^a = [[0, 1], [0, 0]] writes coordinate 0 into coordinate 1; W_QK^b = [[0, 0], [1, 0]]
    // reads coordinate 1 on the query side: Q-composition 1, K-composition 0.
    Mat ov(2, 2), qk(2, 2);
    ov << 0, 1, 0, 0;
    qk << 0, 0, 1, 0;
    const HeadComposition q = HeadCircuits::composition(handmade(ov, qk), c, 0, 0, 1, 0);
    QVERIFY(std::abs(q.q - 1) <= 1e-15);
    QCOMPARE(q.k, 0.0);
    // …and with W_QK^b transposed, the key side: K-composition 1, Q-composition 0.
    const HeadComposition k = HeadCircuits::composition(handmade(ov, qk.transpose()), c, 0, 0, 1, 0);
    QVERIFY(std::abs(k.k - 1) <= 1e-15);
    QCOMPARE(k.q, 0.0);
    // Scale-free: seven times the value weights change nothing.
    const HeadComposition scaled = HeadCircuits::composition(handmade(7 * ov, qk), c, 0, 0, 1, 0);
    QVERIFY(std::abs(scaled.q - q.q) <= 1e-15);
}

void TestHeadCircuits::refusals()
{
    const DecoderConfig c = config(2, 2, 1, 2);
    const DecoderParameters<double> p = handmade(Mat::Identity(2, 2), Mat::Identity(2, 2));
    QVERIFY_THROWS_EXCEPTION(ShapeError, HeadCircuits::qk(p, c, 2, 0));
    QVERIFY_THROWS_EXCEPTION(ShapeError, HeadCircuits::ov(p, c, 0, 1));
    QVERIFY_THROWS_EXCEPTION(ShapeError, HeadCircuits::composition(p, c, 1, 0, 1, 0));
    QVERIFY_THROWS_EXCEPTION(ShapeError, HeadCircuits::copyingScore(Mat::Zero(2, 3)));
}

ATLAS_TEST_APPLESS_MAIN(TestHeadCircuits)
#include "tst_headcircuits.moc"
