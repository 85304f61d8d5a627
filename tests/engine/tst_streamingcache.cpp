// StreamingCache: what a bounded cache holds at each step (the rolling window, the first tokens
// kept as sinks, nothing evicted until it is full); with room for everything the losses are the
// whole sequence's, bit for bit; with eviction each step is the forward over exactly what the
// cache holds, and a token evicted changes nothing after; the first token's mass per head; and
// the refusals, each naming its field.
#include <atlas/streamingcache.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>

using namespace atlas;

namespace {

DecoderConfig streamingConfig()
{
    DecoderConfig c;
    c.vocabulary = 9;
    c.modelWidth = 8;
    c.heads = 2;
    c.keyWidth = 4;
    c.valueWidth = 4;
    c.maxLength = 12;
    c.layers = 2;
    return c;
}

std::vector<int> streamingTokens(Index length)
{
    enginetest::Random random(11);
    std::vector<int> tokens;
    for (Index i = 0; i < length; ++i)
        tokens.push_back(int(random.integer(0, 9)));
    return tokens;
}


} // namespace

class TestStreamingCache : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theCacheHoldsTheWindowAndTheSinks();
    void withRoomForEverythingTheLossesAreTheWholeSequences();
    void eachStepReadsExactlyWhatTheCacheHolds();
    void anEvictedTokenChangesNothingAfter();
    void firstTokenMassIsTheWeightOnKeyZero();
    void refusals();
};

void TestStreamingCache::theCacheHoldsTheWindowAndTheSinks()
{
    const std::vector<int> t{10, 11, 12, 13, 14, 15, 16, 17, 18, 19};
    using Cache = StreamingCache<double>;
    QCOMPARE(Cache::contents(t, 2, {4, 0}), (std::vector<int>{10, 11, 12}));     // not full yet
    QCOMPARE(Cache::contents(t, 3, {4, 0}), (std::vector<int>{10, 11, 12, 13})); // full
    QCOMPARE(Cache::contents(t, 6, {4, 0}), (std::vector<int>{13, 14, 15, 16})); // rolling
    QCOMPARE(Cache::contents(t, 6, {4, 1}), (std::vector<int>{10, 14, 15, 16})); // one sink
    QCOMPARE(Cache::contents(t, 9, {4, 2}), (std::vector<int>{10, 11, 18, 19})); // two sinks
}

void TestStreamingCache::withRoomForEverythingTheLossesAreTheWholeSequences()
{
    const TinyDecoder<double> decoder(streamingConfig(), 5);
    const std::vector<int> tokens = streamingTokens(12);
    const StreamingLoss s = StreamingCache<double>::evaluate(decoder, tokens, {12, 0});
    DecoderInput whole;
    whole.tokens = tokens;
    const DecoderTrace<double> trace = decoder.forward(whole);
    QCOMPARE(s.positionLoss.size(), std::size_t(11));
    for (Index t = 0; t < 11; ++t) // row t of the whole sequence is the recompute of its prefix
        QCOMPARE(s.positionLoss[std::size_t(t)], -std::log(trace.probabilities(t, tokens[std::size_t(t + 1)])));
    QCOMPARE(s.meanLossAfterEviction, 0.0); // nothing was evicted
}

void TestStreamingCache::eachStepReadsExactlyWhatTheCacheHolds()
{
    const TinyDecoder<double> decoder(streamingConfig(), 6);
    const std::vector<int> tokens = streamingTokens(40);
    for (Index sinks : {0, 1, 3}) {
        const StreamingOptions options{8, sinks};
        const StreamingLoss s = StreamingCache<double>::evaluate(decoder, tokens, options);
        double after = 0;
        for (Index t = 0; t < 39; ++t) {
            // Assembled here, not by contents(): the first `sinks`, then the newest, positions 0 … n − 1.
            DecoderInput input;
            if (t < 8) {
                input.tokens.assign(tokens.begin(), tokens.begin() + t + 1);
            } else {
                input.tokens.assign(tokens.begin(), tokens.begin() + sinks);
                input.tokens.insert(input.tokens.end(), tokens.begin() + (t - (8 - sinks) + 1), tokens.begin() + t + 1);
            }
            QCOMPARE(Index(input.tokens.size()), std::min<Index>(t + 1, 8));
            const DecoderTrace<double> trace = decoder.forward(input);
            const double expected = -std::log(trace.probabilities(trace.probabilities.rows() - 1, tokens[std::size_t(t + 1)]));
            QCOMPARE(s.positionLoss[std::size_t(t)], expected);
            if (t >= 8)
                after += expected;
        }
        QVERIFY(std::abs(s.meanLossAfterEviction - after / 31) < 1e-12);
    }
}

void TestStreamingCache::anEvictedTokenChangesNothingAfter()
{
    // Without sinks, token 3 leaves the cache of 6 at step 9: from then on no loss moves, not a bit.
    const TinyDecoder<double> decoder(streamingConfig(), 7);
    std::vector<int> tokens = streamingTokens(30);
    const StreamingLoss before = StreamingCache<double>::evaluate(decoder, tokens, {6, 0});
    tokens[3] = (tokens[3] + 4) % 9;
    const StreamingLoss after = StreamingCache<double>::evaluate(decoder, tokens, {6, 0});
    for (Index t = 9; t < 29; ++t)
        QCOMPARE(after.positionLoss[std::size_t(t)], before.positionLoss[std::size_t(t)]);
    QVERIFY(after.positionLoss[4] != before.positionLoss[4]); // while it is held, it is read
    // Kept as a sink, the first token is read at every step: changing it moves later losses.
    std::vector<int> first = streamingTokens(30);
    const StreamingLoss sunk = StreamingCache<double>::evaluate(decoder, first, {6, 1});
    first[0] = (first[0] + 4) % 9;
    QVERIFY(StreamingCache<double>::evaluate(decoder, first, {6, 1}).positionLoss[20] != sunk.positionLoss[20]);
}

void TestStreamingCache::firstTokenMassIsTheWeightOnKeyZero()
{
    const TinyDecoder<double> decoder(streamingConfig(), 8);
    const std::vector<int> tokens = streamingTokens(10);
    const std::vector<double> mass = StreamingCache<double>::firstTokenMass(decoder, tokens);
    QCOMPARE(mass.size(), std::size_t(4)); // 2 layers × 2 heads
    DecoderInput input;
    input.tokens = tokens;
    const DecoderTrace<double> trace = decoder.forward(input);
    double sum = 0;
    for (Index q = 0; q < 10; ++q)
        sum += trace.attention[1].heads[0].probabilities(q, 0);
    QVERIFY(std::abs(mass[2] - sum / 10) < 1e-15);
    for (double m : mass)
        QVERIFY(m > 0 && m <= 1); // query 0 reads only key 0: at least 1/T
}

void TestStreamingCache::refusals()
{
    const TinyDecoder<double> decoder(streamingConfig(), 9);
    const std::vector<int> tokens = streamingTokens(20);
    using Cache = StreamingCache<double>;
    QCOMPARE(enginetest::refusedField([&] { Cache::evaluate(decoder, tokens, {0, 0}); }), std::string("budget"));
    QCOMPARE(enginetest::refusedField([&] { Cache::evaluate(decoder, tokens, {13, 0}); }), std::string("budget")); // > maxLength
    QCOMPARE(enginetest::refusedField([&] { Cache::evaluate(decoder, tokens, {4, 4}); }), std::string("sinks"));
    QCOMPARE(enginetest::refusedField([&] { Cache::evaluate(decoder, tokens, {4, -1}); }), std::string("sinks"));
    QCOMPARE(enginetest::refusedField([&] { Cache::evaluate(decoder, {3}, {4, 0}); }), std::string("tokens"));
    QCOMPARE(enginetest::refusedField([&] { Cache::evaluate(decoder, {3, 9}, {4, 0}); }), std::string("tokens"));
    QCOMPARE(enginetest::refusedField([&] { Cache::evaluate(decoder, tokens, {12, 2}); }), std::string("(accepted)"));
}

ATLAS_TEST_APPLESS_MAIN(TestStreamingCache)
#include "tst_streamingcache.moc"
