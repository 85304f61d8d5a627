// IncrementalDecoder: a cached decoding step against a full recompute (TinyDecoder::forward on
// the prefix) — the logits bit for bit at every step of a 64-token generation, in double and
// in float, and the cache holding exactly the recompute's K and V rows; a reordered sum agrees
// to rounding only; truncation, generation and refusals.
#include <atlas/batcheddecoder.h>
#include <atlas/incrementaldecoder.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

using namespace atlas;
using enginetest::bitIdentical;
using enginetest::cat;
using enginetest::text;

namespace {

DecoderConfig generationConfig(Index layers)
{
    DecoderConfig config;
    config.vocabulary = 13;
    config.modelWidth = 16;
    config.heads = 4;
    config.keyWidth = 6;
    config.valueWidth = 4;
    config.maxLength = 64;
    config.layers = layers;
    config.temperature = 0.8;
    return config;
}

DecoderInput prefixInput(const std::vector<int> &tokens)
{
    DecoderInput input;
    input.tokens = tokens;
    return input;
}

// Generates 64 tokens (a 3-token prompt, then sampled ones) and compares every step with a
// full recompute of the prefix: the new logits row, every earlier logits row, the attention
// weights of the new query, and the cached K and V of every layer.
template <typename Scalar>
void compareEveryStep(Index layers, std::uint64_t seed)
{
    const TinyDecoder<Scalar> decoder(generationConfig(layers), seed);
    IncrementalDecoder<Scalar> cached(decoder);
    TokenSampler sampler(seed + 1);
    const std::vector<int> prompt{3, 1, 4};
    for (Index t = 0; t < 64; ++t) {
        const RowVector<double> previous = cached.lastStep().logits.template cast<double>();
        const int token = t < 3 ? prompt[std::size_t(t)] : static_cast<int>(sampler.sample(previous, 1.0, 5));
        const DecodingStep<Scalar> &step = cached.append(token);
        QCOMPARE(step.position, t);
        QCOMPARE(cached.length(), t + 1);
        const std::vector<int> prefix(cached.tokens());
        const DecoderTrace<Scalar> full = decoder.forward(prefixInput(prefix));
        const std::string where = cat("step ", t, ": ");
        QVERIFY2(bitIdentical(step.logits, full.logits.row(t)),
                 cat(where, "logits ", text(step.logits), " vs ", text(full.logits.row(t))).c_str());
        QVERIFY2(bitIdentical(cached.logits(), full.logits), cat(where, "earlier logits").c_str());
        for (Index l = 0; l < layers; ++l) {
            const AttentionTrace<Scalar> &layer = full.attention[std::size_t(l)];
            QVERIFY2(bitIdentical(cached.keys(l), layer.k), cat(where, "layer ", l, " K").c_str());
            QVERIFY2(bitIdentical(cached.values(l), layer.v), cat(where, "layer ", l, " V").c_str());
            for (Index h = 0; h < decoder.config().heads; ++h)
                QVERIFY2(bitIdentical(step.attention[std::size_t(l)].row(h),
                                      layer.heads[std::size_t(h)].probabilities.row(t).leftCols(t + 1)),
                         cat(where, "layer ", l, " head ", h, " weights").c_str());
        }
    }
    QCOMPARE(cached.length(), Index(64));
}

} // namespace

class TestIncrementalDecoder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyStepEqualsRecomputeInDouble_data();
    void everyStepEqualsRecomputeInDouble();
    void everyStepEqualsRecomputeInFloat();
    void pastRowsNeverChange();
    void reversedSumsAgreeToRoundingOnly();
    void truncateGoesBackAStep();
    void generateIsReproducible();
    void refusesBadTokensAndAFullCache();
};

void TestIncrementalDecoder::everyStepEqualsRecomputeInDouble_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("seed");
    QTest::newRow("1 layer") << 1 << 101;
    QTest::newRow("2 layers") << 2 << 102;
    QTest::newRow("3 layers") << 3 << 103;
}

void TestIncrementalDecoder::everyStepEqualsRecomputeInDouble()
{
    QFETCH(int, layers);
    QFETCH(int, seed);
    compareEveryStep<double>(layers, static_cast<std::uint64_t>(seed));
}

void TestIncrementalDecoder::everyStepEqualsRecomputeInFloat()
{
    // Float rounds more, but the same operations in the same order round the same way.
    compareEveryStep<float>(2, 104);
}

void TestIncrementalDecoder::pastRowsNeverChange()
{
    // The cache only grows: after each step every row written earlier is what it was.
    const TinyDecoder<double> decoder(generationConfig(2), 105);
    IncrementalDecoder<double> cached(decoder);
    cached.append(0);
    Matrix<double> keys = cached.keys(1), values = cached.values(1);
    for (int t = 1; t < 20; ++t) {
        cached.append((t * 5) % 13);
        QCOMPARE(cached.keys(1).rows(), Index(t + 1));
        QVERIFY(bitIdentical(cached.keys(1).topRows(t), keys));
        QVERIFY(bitIdentical(cached.values(1).topRows(t), values));
        keys = cached.keys(1);
        values = cached.values(1);
    }
}

void TestIncrementalDecoder::reversedSumsAgreeToRoundingOnly()
{
    // Adding the cached keys newest first is a legitimate kernel, but not the recompute's
    // order: the logits then agree to rounding (a few ulps), not bit for bit.
    const TinyDecoder<double> decoder(generationConfig(2), 106);
    IncrementalDecoder<double> same(decoder), reversed(decoder, SummationOrder::Reversed);
    const TinyDecoder<float> single(generationConfig(2), 106);
    IncrementalDecoder<float> sameFloat(single), reversedFloat(single, SummationOrder::Reversed);
    bool anyDifference = false, anyFloatDifference = false;
    double worst = 0, worstFloat = 0;
    for (int t = 0; t < 64; ++t) {
        const int token = (t * 7 + 2) % 13;
        const RowVector<double> a = same.append(token).logits, b = reversed.append(token).logits;
        const RowVector<float> c = sameFloat.append(token).logits, d = reversedFloat.append(token).logits;
        anyDifference = anyDifference || !bitIdentical(a, b);
        anyFloatDifference = anyFloatDifference || !bitIdentical(c, d);
        worst = std::max(worst, enginetest::relativeError(a, b));
        worstFloat = std::max(worstFloat, enginetest::relativeError(c, d));
    }
    QVERIFY2(anyDifference, "reversing the order never changed a bit");
    QVERIFY2(anyFloatDifference, "reversing the order never changed a bit in float");
    QVERIFY2(worst > 0 && worst < 1e-13, cat("double: ", worst).c_str());
    QVERIFY2(worstFloat > 0 && worstFloat < 1e-5, cat("float: ", worstFloat).c_str());
}

void TestIncrementalDecoder::truncateGoesBackAStep()
{
    const TinyDecoder<double> decoder(generationConfig(2), 107);
    IncrementalDecoder<double> cached(decoder);
    for (int token : {1, 2, 3, 4, 5})
        cached.append(token);
    const RowVector<double> fourth = cached.logits().row(3);
    const RowVector<double> third = cached.logits().row(2);
    cached.truncate(3);
    QCOMPARE(cached.length(), Index(3));
    QCOMPARE(cached.tokens(), (std::vector<int>{1, 2, 3}));
    QCOMPARE(cached.lastStep().position, Index(2)); // the step now last, to continue from
    QCOMPARE(cached.lastStep().token, 3);
    QVERIFY(bitIdentical(cached.lastStep().logits, third));
    QVERIFY(bitIdentical(cached.append(4).logits, fourth));
    cached.append(9); // another continuation
    QVERIFY(bitIdentical(cached.lastStep().logits,
                         decoder.forward(prefixInput({1, 2, 3, 4, 9})).logits.row(4)));
    cached.reset();
    QCOMPARE(cached.length(), Index(0));
    QVERIFY(bitIdentical(cached.append(1).logits, decoder.forward(prefixInput({1})).logits.row(0)));
    QVERIFY_THROWS_EXCEPTION(ShapeError, cached.truncate(2));
    QVERIFY_THROWS_EXCEPTION(ShapeError, cached.truncate(-1));
}

void TestIncrementalDecoder::generateIsReproducible()
{
    const TinyDecoder<double> decoder(generationConfig(1), 108);
    auto run = [&](const SamplingOptions &options, std::uint64_t seed) {
        IncrementalDecoder<double> cached(decoder);
        TokenSampler sampler(seed);
        return cached.generate({2, 7}, 30, options, sampler);
    };
    SamplingOptions sampled;
    sampled.temperature = 1.3;
    sampled.topK = 4;
    const std::vector<int> a = run(sampled, 5), b = run(sampled, 5), c = run(sampled, 6);
    QCOMPARE(a.size(), std::size_t(32));
    QCOMPARE(a, b);
    QVERIFY2(a != c, "another seed gave the same 30 tokens");
    QCOMPARE((std::vector<int>(a.begin(), a.begin() + 2)), (std::vector<int>{2, 7}));

    // Greedy: each token is the argmax of the previous step's logits (recomputed in full).
    SamplingOptions greedy;
    greedy.greedy = true;
    const std::vector<int> g = run(greedy, 1);
    for (std::size_t t = 2; t < g.size(); ++t) {
        const std::vector<int> prefix(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(t));
        const RowVector<double> logits = decoder.forward(prefixInput(prefix)).logits.row(Index(t) - 1);
        QCOMPARE(Index(g[t]), TokenSampler::greedy(logits));
    }
    IncrementalDecoder<double> busy(decoder);
    TokenSampler sampler(1);
    busy.append(1);
    QVERIFY_THROWS_EXCEPTION(ShapeError, busy.generate({2}, 1, greedy, sampler)); // not empty
    IncrementalDecoder<double> empty(decoder);
    QVERIFY_THROWS_EXCEPTION(ShapeError, empty.generate({}, 1, greedy, sampler)); // nothing to start from
}

void TestIncrementalDecoder::refusesBadTokensAndAFullCache()
{
    DecoderConfig config = generationConfig(1);
    config.maxLength = 3;
    const TinyDecoder<double> decoder(config, 109);
    IncrementalDecoder<double> cached(decoder);
    auto refuses = [&](int token, const char *field) {
        try {
            cached.append(token);
        } catch (const ShapeError &e) {
            return std::string(e.what()).rfind(field, 0) == 0;
        }
        return false;
    };
    QVERIFY(refuses(-1, "token"));
    QVERIFY(refuses(13, "token"));
    QCOMPARE(cached.length(), Index(0)); // a refused token leaves nothing behind
    for (int token : {0, 1, 2})
        cached.append(token);
    QVERIFY(refuses(3, "tokens"));
    QCOMPARE(cached.length(), Index(3));
    QVERIFY_THROWS_EXCEPTION(ShapeError, cached.keys(1));
    // Positions inside the attention (rotary, ALiBi) are not what this cache stores: refused,
    // never cached wrongly.
    DecoderConfig rotary = config;
    rotary.positions = DecoderPositions::Alibi;
    const TinyDecoder<double> alibiDecoder(rotary, 109);
    QVERIFY_THROWS_EXCEPTION(ShapeError, IncrementalDecoder<double>{alibiDecoder});
    QVERIFY_THROWS_EXCEPTION(ShapeError, (BatchedDecoder<double>{rotary, 1, 1}));
}

ATLAS_TEST_APPLESS_MAIN(TestIncrementalDecoder)
#include "tst_incrementaldecoder.moc"
