// DecodingCost: the multiply–adds of one cached step and of a full recompute, counted as the
// engine computes them (checked against the shapes the engine actually produces), linear
// against quadratic in T; and a measurement that returns real times.
#include <atlas/decodingcost.h>
#include <atlas/incrementaldecoder.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>

using namespace atlas;
using enginetest::cat;

namespace {

DecoderConfig costConfig()
{
    DecoderConfig c;
    c.vocabulary = 10;
    c.modelWidth = 8;
    c.heads = 2;
    c.keyWidth = 4;
    c.valueWidth = 3;
    c.maxLength = 256;
    c.layers = 2;
    return c;
}

} // namespace

class TestDecodingCost : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void countsFollowTheFormulas();
    void countsMatchWhatTheEngineComputes();
    void cachedIsLinearRecomputeQuadratic();
    void measureTimesBoth();
    void refusals();
};

void TestDecodingCost::countsFollowTheFormulas()
{
    // L = 2, d = 8, H = 2, dₖ = 4, dᵥ = 3, V = 10, T = 5.
    const DecodingWork step = DecodingCost::cachedStep(costConfig(), 5);
    QCOMPARE(step.projections, 2.0 * 8 * 2 * (4 + 4 + 3));
    QCOMPARE(step.scores, 2.0 * 2 * 5 * 4);
    QCOMPARE(step.mixture, 2.0 * 2 * 5 * 3);
    QCOMPARE(step.outputProjection, 2.0 * 2 * 3 * 8);
    QCOMPARE(step.logits, 8.0 * 10);
    QCOMPARE(step.total(), 352.0 + 80 + 60 + 96 + 80);
    const DecodingWork full = DecodingCost::fullRecompute(costConfig(), 5);
    QCOMPARE(full.projections, 5 * step.projections);
    QCOMPARE(full.scores, 2.0 * 2 * 15 * 4); // the 15 pairs the causal mask allows, as the mixture
    QCOMPARE(full.mixture, 2.0 * 2 * 15 * 3);
    QCOMPARE(full.outputProjection, 5 * step.outputProjection);
    QCOMPARE(full.logits, 5 * step.logits);
}

void TestDecodingCost::countsMatchWhatTheEngineComputes()
{
    // Both counted alike, one per allowed (layer, head, query, key): dₖ multiply–adds for the
    // score, dᵥ for the mixture. The traced forward also forms the masked scores (to show
    // them); those are left out, as a kernel that skips masked pairs leaves them out.
    const DecoderConfig c = costConfig();
    const TinyDecoder<double> decoder(c, 3);
    DecoderInput input;
    input.tokens = {1, 2, 3, 4, 5, 6};
    const DecoderTrace<double> trace = decoder.forward(input);
    double scores = 0, mixture = 0;
    for (const AttentionTrace<double> &layer : trace.attention)
        for (const HeadTrace<double> &head : layer.heads) {
            QCOMPARE(head.rawScores.size(), Index(36)); // every pair is in the trace…
            scores += double(layer.allowed.count()) * double(head.q.cols()); // …21 enter the softmax
            mixture += double(layer.allowed.count()) * double(head.v.cols());
        }
    const DecodingWork full = DecodingCost::fullRecompute(c, 6);
    QCOMPARE(full.scores, scores);
    QCOMPARE(full.mixture, mixture);
    IncrementalDecoder<double> cached(decoder);
    for (int token : input.tokens)
        cached.append(token);
    double stepScores = 0;
    for (const Matrix<double> &weights : cached.lastStep().attention)
        stepScores += double(weights.size()) * double(c.keyWidth);
    QCOMPARE(DecodingCost::cachedStep(c, 6).scores, stepScores);
}

void TestDecodingCost::cachedIsLinearRecomputeQuadratic()
{
    const DecoderConfig c = costConfig();
    const double step128 = DecodingCost::cachedStep(c, 128).scores, step256 = DecodingCost::cachedStep(c, 256).scores;
    const double full128 = DecodingCost::fullRecompute(c, 128).scores, full256 = DecodingCost::fullRecompute(c, 256).scores;
    QCOMPARE(step256 / step128, 2.0);
    QCOMPARE(full256 / full128, (256.0 * 257) / (128.0 * 129)); // T(T + 1)/2 allowed pairs
    // The ratio of the totals grows with T.
    double previous = 0;
    for (Index T : {1, 8, 64, 256}) {
        const double ratio = DecodingCost::fullRecompute(c, T).total() / DecodingCost::cachedStep(c, T).total();
        QVERIFY2(ratio > previous, cat("T = ", T, ": ", ratio).c_str());
        previous = ratio;
    }
    QCOMPARE(DecodingCost::fullRecompute(c, 1).total(), DecodingCost::cachedStep(c, 1).total());
}

void TestDecodingCost::measureTimesBoth()
{
    // Only that real, positive times come back: how long they are is a benchmark's business.
    const TinyDecoder<double> decoder(costConfig(), 4);
    const DecodingTiming t = DecodingCost::measure(decoder, 32, 3);
    QCOMPARE(t.length, Index(32));
    QCOMPARE(t.repetitions, 3);
    QVERIFY(t.cachedSeconds > 0 && std::isfinite(t.cachedSeconds));
    QVERIFY(t.recomputeSeconds > 0 && std::isfinite(t.recomputeSeconds));
}

void TestDecodingCost::refusals()
{
    QVERIFY_THROWS_EXCEPTION(ShapeError, DecodingCost::cachedStep(costConfig(), 0));
    QVERIFY_THROWS_EXCEPTION(ShapeError, DecodingCost::fullRecompute(costConfig(), 257));
    const TinyDecoder<double> decoder(costConfig(), 5);
    QVERIFY_THROWS_EXCEPTION(ShapeError, DecodingCost::measure(decoder, 8, 0));
}

ATLAS_TEST_APPLESS_MAIN(TestDecodingCost)
#include "tst_decodingcost.moc"
