// PrefixInvariance: which positions cannot notice an edited token, and the measurement that
// their logits and the gradient of their loss stay exactly the same — causally and across
// documents — while position u − 1's loss moves with its shifted label.
#include <atlas/prefixinvariance.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

using namespace atlas;
using enginetest::cat;

namespace {

DecoderConfig config(Index layers)
{
    DecoderConfig c;
    c.vocabulary = 7;
    c.modelWidth = 6;
    c.heads = 2;
    c.keyWidth = 3;
    c.valueWidth = 2;
    c.maxLength = 9;
    c.layers = layers;
    return c;
}

const std::vector<int> kTokens{3, 1, 4, 1, 5, 2, 6, 5};

DecoderInput withEdit(const std::vector<int> &tokens, Index u, int token)
{
    std::vector<int> edited = tokens;
    edited[std::size_t(u)] = token;
    return DecoderInput::nextToken(edited, 2);
}

} // namespace

class TestPrefixInvariance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void earlierPositionsAreExactlyUnchanged_data();
    void earlierPositionsAreExactlyUnchanged();
    void otherDocumentsAreExactlyUnchanged();
    void countingPositionUMinusOneWouldChangeTheGradient();
    void firstPositionHasNoIndependentPositions();
    void floatIsExactToo();
    void rejectsInputsThatDoNotFit();
};

void TestPrefixInvariance::earlierPositionsAreExactlyUnchanged_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("position");
    for (int layers : {1, 2})
        for (int u = 1; u < int(kTokens.size()); ++u)
            QTest::addRow("%d layer(s), u = %d", layers, u) << layers << u;
}

void TestPrefixInvariance::earlierPositionsAreExactlyUnchanged()
{
    QFETCH(int, layers);
    QFETCH(int, position);
    const TinyDecoder<double> decoder(config(layers), 41);
    const DecoderInput before = DecoderInput::nextToken(kTokens, 2);
    const DecoderInput after = withEdit(kTokens, position, (kTokens[std::size_t(position)] + 3) % 7);
    const PrefixInvarianceReport report = PrefixInvariance<double>::compare(decoder, before, after, position);

    for (int i = 0; i < int(kTokens.size()); ++i) {
        QCOMPARE(bool(report.independent[std::size_t(i)]), i < position);
        QCOMPARE(bool(report.gradientSupport[std::size_t(i)]), i <= position - 2);
    }
    QCOMPARE(report.maxIndependentLogitChange, 0.0);
    QVERIFY(report.independentLogitsBitIdentical);
    QVERIFY(report.maxDependentLogitChange > 0);
    QVERIFY(report.logitChange[std::size_t(position)] > 0);
    QCOMPARE(report.maxGradientChange, 0.0);
    QVERIFY(report.maxGradientNode.empty());
    // Shifted supervision: position u − 1 cannot read token u, but token u is its label.
    QVERIFY(report.previousLossBefore && report.previousLossAfter);
    QVERIFY(*report.previousLossBefore != *report.previousLossAfter);
    QCOMPARE(report.logitChange[std::size_t(position - 1)], 0.0);
}

void TestPrefixInvariance::otherDocumentsAreExactlyUnchanged()
{
    // Two documents; the label crossing from document 0 into document 1 is not counted.
    const TinyDecoder<double> decoder(config(2), 5);
    DecoderInput before = DecoderInput::nextToken(kTokens, 2);
    before.documentIds = {0, 0, 0, 0, 1, 1, 1, 1};
    before.lossMask = {true, true, true, false, true, true, true, true};
    for (Index u : {Index(1), Index(4), Index(6)}) {
        DecoderInput after = withEdit(kTokens, u, (kTokens[std::size_t(u)] + 2) % 7);
        after.documentIds = before.documentIds;
        after.lossMask = before.lossMask;
        const PrefixInvarianceReport report = PrefixInvariance<double>::compare(decoder, before, after, u);
        const std::int64_t document = before.documentIds[std::size_t(u)];
        for (std::size_t i = 0; i < kTokens.size(); ++i) {
            const bool independent = before.documentIds[i] != document || Index(i) < u;
            QCOMPARE(bool(report.independent[i]), independent);
            if (independent)
                QVERIFY2(report.logitChange[i] == 0.0, cat("u = ", u, ", position ", i).c_str());
        }
        QCOMPARE(report.maxIndependentLogitChange, 0.0);
        QCOMPARE(report.maxGradientChange, 0.0);
        // Editing document 0 leaves the whole of document 1 — later in the block — in the
        // gradient's support.
        if (u == 1)
            for (std::size_t i = 4; i < 8; ++i)
                QVERIFY(report.gradientSupport[i]);
        // The first token of document 1 is the (uncounted) label of position 3.
        if (u == 4)
            QVERIFY(!report.previousLossBefore && !report.previousLossAfter);
    }
}

void TestPrefixInvariance::countingPositionUMinusOneWouldChangeTheGradient()
{
    // The control that makes the zero above meaningful: the gradient of the loss *including*
    // position u − 1 does change, because that position's label is the edited token.
    const TinyDecoder<double> decoder(config(1), 41);
    const Index u = 4;
    DecoderInput before = DecoderInput::nextToken(kTokens, 2);
    DecoderInput after = withEdit(kTokens, u, 0);
    before.lossMask = after.lossMask = {true, true, true, true, false, false, false, false};
    const auto ga = decoder.backward(before, decoder.forward(before));
    const auto gb = decoder.backward(after, decoder.forward(after));
    QVERIFY(!enginetest::exactlyEqual(ga.parameters.unembedding, gb.parameters.unembedding));
}

void TestPrefixInvariance::firstPositionHasNoIndependentPositions()
{
    const TinyDecoder<double> decoder(config(1), 41);
    const DecoderInput before = DecoderInput::nextToken(kTokens, 2);
    const DecoderInput after = withEdit(kTokens, 0, 6);
    const PrefixInvarianceReport report = PrefixInvariance<double>::compare(decoder, before, after, 0);
    for (bool independent : report.independent)
        QVERIFY(!independent);
    QCOMPARE(report.maxIndependentLogitChange, 0.0);
    QCOMPARE(report.maxGradientChange, 0.0);
    QVERIFY(!report.previousLossBefore);
    QVERIFY(report.lossBefore != report.lossAfter);
}

void TestPrefixInvariance::floatIsExactToo()
{
    const TinyDecoder<float> decoder(config(2), 8);
    const DecoderInput before = DecoderInput::nextToken(kTokens, 2);
    const DecoderInput after = withEdit(kTokens, 5, 0);
    const PrefixInvarianceReport report = PrefixInvariance<float>::compare(decoder, before, after, 5);
    QCOMPARE(report.maxIndependentLogitChange, 0.0);
    QCOMPARE(report.maxGradientChange, 0.0);
    QVERIFY(report.maxDependentLogitChange > 0);
}

void TestPrefixInvariance::rejectsInputsThatDoNotFit()
{
    const TinyDecoder<double> decoder(config(1), 41);
    const DecoderInput before = DecoderInput::nextToken(kTokens, 2);
    DecoderInput shorter = DecoderInput::nextToken({3, 1, 4}, 2);
    QVERIFY_THROWS_EXCEPTION(ShapeError, PrefixInvariance<double>::compare(decoder, before, shorter, 1));
    QVERIFY_THROWS_EXCEPTION(ShapeError, PrefixInvariance<double>::compare(decoder, before, before, 8));
    DecoderInput documents = before;
    documents.documentIds = {0, 0, 0, 0, 1, 1, 1, 1};
    QVERIFY_THROWS_EXCEPTION(ShapeError, PrefixInvariance<double>::compare(decoder, before, documents, 1));
    DecoderInput badToken = before;
    badToken.tokens[2] = 9;
    QVERIFY_THROWS_EXCEPTION(ShapeError, PrefixInvariance<double>::compare(decoder, before, badToken, 2));
}

ATLAS_TEST_APPLESS_MAIN(TestPrefixInvariance)
#include "tst_prefixinvariance.moc"
