// SinkExperiment: the copy text (episodes followed by their copies, BOS only in front), seeded;
// a decoder trained on BOS-led windows parks a head's weight on the BOS token, and reading a
// long stream through a cache of its training length it does better when the first token is
// kept than when it is evicted; the refusals name their field.
#include <atlas/sinkexperiment.h>
#include <atlas/streamingcache.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <algorithm>

using namespace atlas;

namespace {

SinkExperimentConfig sinkExperiment(int steps)
{
    SinkExperimentConfig c;
    c.text.vocabulary = 16;
    c.text.copyLength = 6;
    c.window = 32;
    c.model.vocabulary = 16;
    c.model.modelWidth = 32;
    c.model.heads = 2;
    c.model.keyWidth = 16;
    c.model.valueWidth = 16;
    c.model.layers = 2;
    c.model.maxLength = 32;
    c.model.positions = DecoderPositions::Rotary;
    c.model.rotaryBase = 100;
    c.steps = steps;
    c.seed = 2;
    return c;
}


} // namespace

class TestSinkExperiment : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theCopyTextRepeatsEachEpisode();
    void keepingTheFirstTokenHelpsAModelThatParksOnIt();
    void refusals();
};

void TestSinkExperiment::theCopyTextRepeatsEachEpisode()
{
    const CopyTextConfig text{16, 6};
    const std::vector<int> t = SinkExperiment::copyText(text, 5, 9);
    QCOMPARE(t.size(), std::size_t(60));
    for (std::size_t e = 0; e < 5; ++e)
        for (std::size_t i = 0; i < 6; ++i)
            QCOMPARE(t[12 * e + 6 + i], t[12 * e + i]);
    QVERIFY(std::all_of(t.begin(), t.end(), [](int id) { return id >= 1 && id <= 15; }));
    QCOMPARE(SinkExperiment::copyText(text, 5, 9), t); // seeded
    QVERIFY(SinkExperiment::copyText(text, 5, 10) != t);
    const std::vector<int> s = SinkExperiment::stream(text, 5, 9);
    QCOMPARE(s.front(), 0); // BOS in front, nowhere else
    QCOMPARE(std::count(s.begin(), s.end(), 0), std::ptrdiff_t(1));
}

void TestSinkExperiment::keepingTheFirstTokenHelpsAModelThatParksOnIt()
{
    const SinkExperimentConfig config = sinkExperiment(6000);
    const std::optional<TinyDecoder<double>> decoder = SinkExperiment::train(config);
    QVERIFY(decoder);
    const std::vector<int> stream = SinkExperiment::stream(config.text, 30, 77);
    const std::vector<double> mass
        = StreamingCache<double>::firstTokenMass(*decoder, std::vector<int>(stream.begin(), stream.begin() + 32));
    const double most = *std::max_element(mass.begin(), mass.end());
    const double evicted = StreamingCache<double>::evaluate(*decoder, stream, {32, 0}).meanLossAfterEviction;
    const double kept = StreamingCache<double>::evaluate(*decoder, stream, {32, 1}).meanLossAfterEviction;
    qInfo("largest first-token mass %.3f; loss after eviction %.3f without the first token, %.3f with it", most, evicted, kept);
    // A head that spread its weight evenly would put 1/(q + 1) on key 0 at query q: 0.13 on
    // average over 32 queries. One head puts most of its weight there: a sink.
    double even = 0;
    for (int q = 0; q < 32; ++q)
        even += 1.0 / (q + 1) / 32;
    QVERIFY2(most > 0.5 && most > 4 * even, qPrintable(QString::number(most)));
    // Evicting it costs the model: the first token kept, the loss falls by tenths of a nat.
    QVERIFY2(kept < evicted - 0.2, qPrintable(QStringLiteral("%1 vs %2").arg(kept).arg(evicted)));
}

void TestSinkExperiment::refusals()
{
    SinkExperimentConfig c = sinkExperiment(5);
    c.model.vocabulary = 10;
    QCOMPARE(enginetest::refusedField([&] { SinkExperiment::train(c); }), std::string("vocabulary"));
    c = sinkExperiment(5);
    c.window = 40;
    QCOMPARE(enginetest::refusedField([&] { SinkExperiment::train(c); }), std::string("window"));
    c = sinkExperiment(0);
    QCOMPARE(enginetest::refusedField([&] { SinkExperiment::train(c); }), std::string("steps"));
    QCOMPARE(enginetest::refusedField([&] { SinkExperiment::copyText({1, 6}, 3, 1); }), std::string("vocabulary"));
    QCOMPARE(enginetest::refusedField([&] { SinkExperiment::copyText({16, 0}, 3, 1); }), std::string("copyLength"));
    int calls = 0;
    QVERIFY(!SinkExperiment::train(sinkExperiment(100), [&calls](int, int) { return ++calls < 2; }));
}

ATLAS_TEST_APPLESS_MAIN(TestSinkExperiment)
#include "tst_sinkexperiment.moc"
