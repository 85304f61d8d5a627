// The decoding chapter's model: its params (defaults and each defect at its place), the
// corpus's tokenizer, the chapter's trained decoder generating with a KV cache — every step of
// a 64-token generation equal, bit for bit, to a full recompute in double (and in float), the
// reversed summation order to rounding only — the cache's earlier rows never changing, seeded
// sampling, and the cost sweep on a worker thread. The training's checkpoints are the model of
// their step, bit for bit; one put in the lab generates from it and Newest brings the trained
// model back; the watch's greedy continuation is what greedy generation through the cache
// writes; a cancelled retraining keeps the model and its history.
#include "costsweep.h"
#include "decodingcorpus.h"
#include "decodingparams.h"
#include "decodingsession.h"

#include "paramsreporttext.h"
#include "suiteregistry.h"

#include <atlas/tokensampler.h>

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <cstring>

using namespace atlas;

namespace {

// One session trained on this thread, shared by the tests that only read it.
DecodingSession &trainedSession()
{
    static DecodingSession *session = [] {
        auto *s = new DecodingSession(DecodingParams());
        s->trainNow();
        return s;
    }();
    return *session;
}

bool sameBits(const RowVector<double> &a, const RowVector<double> &b)
{
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), sizeof(double) * std::size_t(a.size())) == 0;
}

} // namespace

class TestDecodingSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void paramsDefaultsAndDefects();
    void tokenizerAndVocabulary();
    void trainedModelLearnsTheCorpus();
    void everyStepOfA64TokenGenerationEqualsTheRecomputeInDouble();
    void sessionMetersReportZeroAndReversedOrderRounding();
    void earlierCacheRowsNeverChange();
    void samplingIsSeededAndReproducible();
    void temperatureAndTopKShapeTheDistributionOnly();
    void promptMustBeCorpusWords();
    void trainingInTheBackgroundCanBeCancelled();
    void costSweepMeasuresEveryLengthOffTheGuiThread();
    void checkpointsAreTheModelOfTheirStep();
    void aCheckpointInTheLabGeneratesAndNewestComesBack();
    void theWatchedContinuationIsGreedyGeneration();
    void aCancelledRetrainingKeepsTheModelAndItsHistory();
};

void TestDecodingSession::paramsDefaultsAndDefects()
{
    {
        ParamsReport report;
        const DecodingParams p = DecodingParams::read(QJsonObject(), report);
        QVERIFY(report.entries().isEmpty());
        QCOMPARE(p.prompt, QStringLiteral("the cat"));
        QCOMPARE(p.temperature, 1.0);
        QCOMPARE(p.topK, 0);
    }
    ParamsReport report;
    const QJsonObject bad{{QStringLiteral("corpus"), QJsonArray{QStringLiteral("a b"), QStringLiteral("  ")}},
                          {QStringLiteral("prompt"), QStringLiteral("the unicorn")},
                          {QStringLiteral("temperature"), 0},
                          {QStringLiteral("top_k"), -1},
                          {QStringLiteral("training_steps"), 0},
                          {QStringLiteral("colour"), 1}};
    const DecodingParams p = DecodingParams::read(bad, report);
    const QString text = test::ParamsReportText::lines(report).join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("/corpus/1: expected a sentence with at least one word")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("/prompt: \"unicorn\" is not a word of the corpus")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("/temperature: expected a sampling temperature from 0.05 to 5, got 0")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("/top_k")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("/training_steps")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("/colour")), qPrintable(text));
    QCOMPARE(p.corpus, DecodingParams::defaultCorpus()); // the defective corpus is not used
    QCOMPARE(p.temperature, 1.0);

    // A corpus of its own without a prompt starts from ⟨bos⟩ alone; too many words is an error.
    ParamsReport own;
    const DecodingParams q = DecodingParams::read(QJsonObject{{QStringLiteral("corpus"), QJsonArray{QStringLiteral("x y z .")}}}, own);
    QVERIFY(own.entries().isEmpty());
    QVERIFY(q.prompt.isEmpty());
    QJsonArray many;
    for (int s = 0; s < 10; ++s) {
        QStringList words;
        for (int i = 0; i < 10; ++i)
            words.append(QStringLiteral("w%1").arg(10 * s + i));
        many.append(words.join(QLatin1Char(' ')));
    }
    ParamsReport large;
    DecodingParams::read(QJsonObject{{QStringLiteral("corpus"), many}}, large);
    QVERIFY2(test::ParamsReportText::lines(large).join(QLatin1Char('\n')).contains(QStringLiteral("/corpus: expected at most 95 distinct words")),
             qPrintable(test::ParamsReportText::lines(large).join(QLatin1Char('\n'))));
}

void TestDecodingSession::tokenizerAndVocabulary()
{
    QCOMPARE(DecodingCorpus::tokenize(QStringLiteral("The cat's mat, then.")),
             (QStringList{"the", "cat's", "mat", ",", "then", "."}));
    const DecodingCorpus corpus({QStringLiteral("the cat sat ."), QStringLiteral("the dog .")});
    QCOMPARE(corpus.vocabulary(), (QStringList{DecodingCorpus::beginLabel(), "the", "cat", "sat", ".", "dog"}));
    QCOMPARE(corpus.encode(QStringLiteral("The dog")).value(), (std::vector<int>{1, 5}));
    QString problem;
    QVERIFY(!corpus.encode(QStringLiteral("the bird"), &problem));
    QVERIFY(problem.contains(QStringLiteral("\"bird\"")));
    // Training sequences: ⟨bos⟩ then whole sentences of the corpus, cut at the length.
    std::mt19937_64 random(3);
    const std::vector<int> s = corpus.trainingSequence(random, 20);
    QCOMPARE(s.size(), std::size_t(20));
    QCOMPARE(s.front(), DecodingCorpus::beginToken);
    for (std::size_t i = 1; i + 1 < s.size(); ++i)
        if (s[i] == 4) // after "." a sentence begins with "the"
            QCOMPARE(s[i + 1], 1);
}

void TestDecodingSession::trainedModelLearnsTheCorpus()
{
    DecodingSession &session = trainedSession();
    QVERIFY(session.isReady());
    // Uniform guessing over the vocabulary costs ln V nats; the corpus's own entropy is far
    // lower (after "the" come only a few nouns), and the trained decoder gets close to it.
    const double uniform = std::log(double(session.corpus().size()));
    QVERIFY2(session.finalLoss() < 0.5 * uniform, qPrintable(QString::number(session.finalLoss())));
    // Greedy continuation of "the cat" is made of corpus words and ends its sentence.
    session.setGreedy(true);
    session.reset();
    session.generate(12);
    const QStringList words = session.tokenLabels();
    qInfo("final loss %.3f nats (uniform %.3f); greedy: %s", session.finalLoss(), uniform, qPrintable(words.join(QLatin1Char(' '))));
    QVERIFY2(words.mid(3).contains(QStringLiteral(".")), qPrintable(words.join(QLatin1Char(' '))));
    session.setGreedy(false);
    session.reset();
}

void TestDecodingSession::everyStepOfA64TokenGenerationEqualsTheRecomputeInDouble()
{
    // The chapter's own decoder (trained, not random weights as in tst_incrementaldecoder):
    // a 64-token generation, every step's cached logits against TinyDecoder::forward over the
    // prefix, compared bit for bit.
    DecodingSession &session = trainedSession();
    const TinyDecoder<double> &decoder = *session.decoder();
    QCOMPARE(decoder.config().maxLength, Index(64));
    IncrementalDecoder<double> cached(decoder);
    TokenSampler sampler(11);
    std::vector<int> tokens{DecodingCorpus::beginToken};
    for (Index t = 0; t < 64; ++t) {
        const DecodingStep<double> &step = cached.append(tokens.back());
        DecoderInput input;
        input.tokens = tokens;
        const DecoderTrace<double> full = decoder.forward(input);
        const RowVector<double> recomputed = full.logits.row(t);
        QVERIFY2(sameBits(step.logits, recomputed), qPrintable(QStringLiteral("step %1").arg(t)));
        if (t + 1 < 64)
            tokens.push_back(int(sampler.sample(step.logits, 1.0)));
    }
    QCOMPARE(cached.length(), Index(64));
}

void TestDecodingSession::sessionMetersReportZeroAndReversedOrderRounding()
{
    DecodingSession &session = trainedSession();
    session.reset();
    QCOMPARE(session.generateToEnd(), int(64 - session.promptLength()));
    QCOMPARE(session.length(), Index(64));
    QCOMPARE(session.step(), 0); // the cache is full
    for (auto precision : {DecodingSession::Precision::Double, DecodingSession::Precision::Float}) {
        const DecodingSession::Agreement same = session.agreement(precision, SummationOrder::SameAsRecompute);
        QVERIFY(same.bitIdentical);
        QCOMPARE(same.worst, 0.0);
    }
    // Summed newest first: rounding, of each precision's size, and not zero over 64 steps.
    const DecodingSession::Agreement d = session.agreement(DecodingSession::Precision::Double, SummationOrder::Reversed);
    const DecodingSession::Agreement f = session.agreement(DecodingSession::Precision::Float, SummationOrder::Reversed);
    QVERIFY(!d.bitIdentical);
    QVERIFY(!f.bitIdentical);
    QVERIFY2(d.worst > 0 && d.worst < 1e-12, qPrintable(QString::number(d.worst)));
    QVERIFY2(f.worst > 1e-9 && f.worst < 1e-3, qPrintable(QString::number(f.worst)));
    QVERIFY(f.worst > 1000 * d.worst);
    session.reset();
}

void TestDecodingSession::earlierCacheRowsNeverChange()
{
    DecodingSession &session = trainedSession();
    session.reset();
    const Index before = session.length();
    const Matrix<double> keys = session.cache()->keys(1);
    const Matrix<double> values = session.cache()->values(0);
    session.generate(20);
    QCOMPARE(session.length(), before + 20);
    QVERIFY(session.cache()->keys(1).topRows(before) == keys);
    QVERIFY(session.cache()->values(0).topRows(before) == values);
    QVERIFY(session.pastRowsBitIdentical());
    QCOMPARE(session.pastRowsChange(), 0.0);
    session.reset();
}

void TestDecodingSession::samplingIsSeededAndReproducible()
{
    DecodingSession &session = trainedSession();
    session.setTemperature(1.5);
    session.setSamplingSeed(5);
    session.generate(30);
    const std::vector<int> first = session.tokens();
    session.reset();
    session.generate(30);
    QCOMPARE(session.tokens(), first);
    session.setSamplingSeed(6);
    session.generate(30);
    QVERIFY(session.tokens() != first); // another seed, other draws (checked for this seed)
    session.setSamplingSeed(1);
    session.setTemperature(1);
}

void TestDecodingSession::temperatureAndTopKShapeTheDistributionOnly()
{
    DecodingSession &session = trainedSession();
    session.reset();
    const RowVector<double> logits = session.nextLogits();
    const Matrix<double> keys = session.cache()->keys(0);
    session.setTopK(3);
    session.setTemperature(0.5);
    const RowVector<double> p = session.nextDistribution();
    QCOMPARE(int((p.array() > 0).count()), 3);
    QVERIFY(std::abs(p.sum() - 1) < 1e-12);
    QVERIFY(TokenSampler::distribution(logits, 0.5, 3) == p);
    // The logits and the cache are untouched by τₛ and k.
    QVERIFY(sameBits(session.nextLogits(), logits));
    QVERIFY(session.cache()->keys(0) == keys);
    session.setGreedy(true);
    const RowVector<double> g = session.nextDistribution();
    QCOMPARE(g.maxCoeff(), 1.0);
    QCOMPARE(Index(std::max_element(g.data(), g.data() + g.size()) - g.data()), TokenSampler::greedy(logits));
    session.setGreedy(false);
    session.setTopK(0);
    session.setTemperature(1);
}

void TestDecodingSession::promptMustBeCorpusWords()
{
    DecodingSession &session = trainedSession();
    QString problem;
    QVERIFY(!session.setPrompt(QStringLiteral("the unicorn"), &problem));
    QVERIFY(problem.contains(QStringLiteral("unicorn")));
    QCOMPARE(session.prompt(), QStringLiteral("the cat"));
    QVERIFY(session.setPrompt(QStringLiteral("a bird"), &problem));
    QCOMPARE(session.promptLength(), Index(3));
    QCOMPARE(session.tokenLabels(), (QStringList{DecodingCorpus::beginLabel(), "a", "bird"}));
    QVERIFY(session.setPrompt(QStringLiteral("the cat")));
}

void TestDecodingSession::trainingInTheBackgroundCanBeCancelled()
{
    DecodingParams params;
    params.trainingSteps = 5000;
    DecodingSession session(params);
    QSignalSpy progressed(&session, &DecodingSession::trainingProgressed);
    session.train();
    QCOMPARE(session.state(), DecodingSession::State::Training);
    QVERIFY(progressed.wait(10000)); // the worker reports while this thread waits
    session.cancelTraining();
    session.waitForTraining();
    QCOMPARE(session.state(), DecodingSession::State::Untrained);
    QCOMPARE(session.step(), 0);

    DecodingParams quick;
    quick.trainingSteps = 40;
    DecodingSession finished(quick);
    QSignalSpy changed(&finished, &DecodingSession::stateChanged);
    finished.train();
    QTRY_VERIFY_WITH_TIMEOUT(finished.isReady(), 20000);
    QCOMPARE(finished.length(), finished.promptLength());
    QCOMPARE(finished.step(), 1);
}

void TestDecodingSession::costSweepMeasuresEveryLengthOffTheGuiThread()
{
    CostSweep sweep(DecodingSession::modelConfig(20));
    // Counted: the cached step is linear in T, the recompute quadratic (the scores dominate).
    const double c16 = sweep.cachedWork(16).total(), c512 = sweep.cachedWork(512).total();
    const double r16 = sweep.recomputeWork(16).total(), r512 = sweep.recomputeWork(512).total();
    QVERIFY(c512 / c16 < 32);     // at most linear in T
    QVERIFY(r512 / r16 > 3 * 32); // far beyond linear: the T² terms take over
    QSignalSpy measured(&sweep, &CostSweep::measured);
    QSignalSpy finished(&sweep, &CostSweep::finished);
    sweep.measure();
    QVERIFY(sweep.isRunning());
    sweep.finishNow();
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(sweep.timings().size(), CostSweep::lengths().size());
    for (const DecodingTiming &t : sweep.timings())
        QVERIFY(t.cachedSeconds > 0 && t.recomputeSeconds > 0);
    // Cancelled at once: fewer lengths, and the end says so.
    sweep.measure();
    sweep.cancel();
    sweep.finishNow();
    QCOMPARE(finished.count(), 2);
    QCOMPARE(finished.at(1).at(0).toBool(), true);
    QVERIFY(sweep.timings().size() < CostSweep::lengths().size());
}

ATLAS_TEST_GUILESS_MAIN(TestDecodingSession)
#include "tst_decodingsession.moc"

static bool sameParameters(const DecoderParameters<double> &a, const DecoderParameters<double> &b)
{
    const auto la = a.list(), lb = b.list();
    if (la.size() != lb.size())
        return false;
    for (std::size_t i = 0; i < la.size(); ++i)
        if (la[i]->size() != lb[i]->size()
            || std::memcmp(la[i]->data(), lb[i]->data(), sizeof(double) * std::size_t(la[i]->size())) != 0)
            return false;
    return true;
}

void TestDecodingSession::checkpointsAreTheModelOfTheirStep()
{
    const DecodingSession &session = trainedSession();
    const DecodingSession::History &history = session.history();
    const int steps = session.params().trainingSteps;
    QCOMPARE(history.at(0).step, 0);
    QCOMPARE(history.back().step, steps);
    QCOMPARE(int(history.size()), steps / (steps / DecodingSession::checkpointsPerRun) + 1);
    // The seed's loss, about that of a uniform guess over the vocabulary.
    QVERIFY2(std::abs(history.at(0).parameters.recentLoss - std::log(double(session.corpus().size()))) < 1,
             qPrintable(QString::number(history.at(0).parameters.recentLoss)));
    QVERIFY(history.back().parameters.recentLoss < history.at(1).parameters.recentLoss);
    QVERIFY(sameParameters(history.back().parameters.parameters, session.decoder()->parameters()));
    // Step k's checkpoint is the model a run of k steps reaches, alone.
    for (std::size_t index : {std::size_t(1), history.size() / 2}) {
        DecodingParams shorter = session.params();
        shorter.trainingSteps = int(history.at(index).step);
        const auto alone = DecodingSession::trainModel(shorter, session.corpus());
        QVERIFY(alone);
        QVERIFY2(sameParameters(history.at(index).parameters.parameters, alone->decoder->parameters()),
                 qPrintable(QString::number(history.at(index).step)));
    }
}

void TestDecodingSession::aCheckpointInTheLabGeneratesAndNewestComesBack()
{
    DecodingSession session{DecodingParams()};
    session.trainNow();
    const DecoderParameters<double> trained = session.decoder()->parameters();
    session.generate(5);
    QVERIFY(session.length() > session.promptLength());
    QVERIFY(session.useCheckpoint(3));
    QCOMPARE(session.checkpointInUse(), 3);
    QVERIFY(sameParameters(session.decoder()->parameters(), session.history().at(3).parameters.parameters));
    QCOMPARE(session.length(), session.promptLength()); // back to the prompt, with that model
    QCOMPARE(session.generate(8), 8);
    // The cache's checks hold for the early model too.
    QVERIFY(session.agreement(DecodingSession::Precision::Double, SummationOrder::SameAsRecompute).bitIdentical);
    QVERIFY(!session.useCheckpoint(-1));
    QVERIFY(!session.useCheckpoint(int(session.history().size())));
    session.useNewest();
    QCOMPARE(session.checkpointInUse(), -1);
    QVERIFY(sameParameters(session.decoder()->parameters(), trained));
}

void TestDecodingSession::theWatchedContinuationIsGreedyGeneration()
{
    DecodingSession session{DecodingParams()};
    session.trainNow();
    session.setGreedy(true);
    session.reset();
    session.generate(6);
    const QStringList labels = session.tokenLabels();
    // The session's sequence is ⟨bos⟩, the prompt and what it drew; the watch's text the prompt on.
    QCOMPARE(session.continuation(session.decoder()->parameters(), 6), labels.mid(1).join(QLatin1Char(' ')));
}

void TestDecodingSession::aCancelledRetrainingKeepsTheModelAndItsHistory()
{
    DecodingSession session{DecodingParams()};
    session.trainNow();
    const DecoderParameters<double> trained = session.decoder()->parameters();
    const std::vector<std::int64_t> steps = session.history().steps();
    QVERIFY(session.useCheckpoint(2));
    session.setPace(std::chrono::seconds(30)); // slow: the cancel comes first
    session.train();
    QCOMPARE(session.checkpointInUse(), -1); // a run starts from the trained model's place
    QVERIFY(!session.useCheckpoint(1));      // not while training
    QTest::qWait(200);
    session.cancelTraining();
    session.waitForTraining();
    QVERIFY(session.isReady());
    QVERIFY(sameParameters(session.decoder()->parameters(), trained));
    QCOMPARE(session.history().steps(), steps);
}
