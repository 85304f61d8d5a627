// InductionTrainer: bit-identical weights for 1, 2 and 4 threads; pausing changes nothing;
// warm-up, clipping, no positions; snapshots agree with TinyDecoder; archives resume; and the
// one slow test — the small preset forms an induction head for seeds 1–3.
#include <atlas/inductiontrainer.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>

using namespace atlas;
using enginetest::bitIdentical;

namespace {

template <typename Scalar>
bool sameParameters(const DecoderParameters<Scalar> &a, const DecoderParameters<Scalar> &b)
{
    const auto x = a.list();
    const auto y = b.list();
    if (x.size() != y.size())
        return false;
    for (std::size_t i = 0; i < x.size(); ++i)
        if (!bitIdentical(*x[i], *y[i]))
            return false;
    return true;
}

InductionTrainingConfig tiny()
{
    InductionTrainingConfig c = inductionPreset(InductionPreset::Quick);
    c.batch = 13; // an odd batch: the last block is short
    return c;
}

} // namespace

class TestInductionTrainer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameWeightsForAnyThreadCount()
    {
        std::vector<DecoderParameters<float>> results;
        for (int threads : {1, 2, 4}) {
            InductionTrainingConfig c = tiny();
            c.threads = threads;
            InductionTrainer<float> trainer(c);
            QCOMPARE(trainer.train(25), std::int64_t(25));
            results.push_back(trainer.parameters());
        }
        QVERIFY(sameParameters(results[0], results[1]));
        QVERIFY(sameParameters(results[0], results[2]));
        // …and the run did move the weights.
        QVERIFY(!sameParameters(results[0], InductionTrainer<float>(tiny()).parameters()));
    }

    void pausingChangesNothing()
    {
        InductionTrainer<float> whole(tiny());
        whole.train(20);
        InductionTrainer<float> paused(tiny());
        int calls = 0;
        // The callback pauses after 7 steps; a second call goes on from step 8.
        QCOMPARE(paused.train(20, [&](const InductionTrainer<float> &t, const TrainingStep &s) {
            ++calls;
            return s.step < 7 && t.stepsDone() == s.step;
        }), std::int64_t(7));
        QCOMPARE(calls, 7);
        std::stop_source stop;
        stop.request_stop();
        QCOMPARE(paused.train(5, {}, stop.get_token()), std::int64_t(0));
        QCOMPARE(paused.train(13), std::int64_t(13));
        QCOMPARE(paused.stepsDone(), std::int64_t(20));
        QVERIFY(sameParameters(whole.parameters(), paused.parameters()));
    }

    void warmupRampsTheLearningRate()
    {
        InductionTrainingConfig c = tiny();
        c.warmupSteps = 4;
        c.learningRate = 0.02;
        InductionTrainer<double> trainer(c);
        std::vector<double> rates;
        trainer.train(6, [&](const InductionTrainer<double> &, const TrainingStep &s) {
            rates.push_back(s.learningRate);
            return true;
        });
        const std::vector<double> expected{0.005, 0.01, 0.015, 0.02, 0.02, 0.02};
        for (std::size_t i = 0; i < expected.size(); ++i)
            QVERIFY(std::abs(rates[i] - expected[i]) < 1e-15);
    }

    // Plain SGD moves θ by exactly η·g; clipped, by η·c in norm.
    void clippingBoundsTheStep()
    {
        InductionTrainingConfig c = tiny();
        c.optimizer = OptimizerKind::Sgd;
        c.learningRate = 0.1;
        c.clipNorm = 1e-3;
        InductionTrainer<double> trainer(c);
        const DecoderParameters<double> before = trainer.parameters();
        const TrainingStep s = trainer.step();
        QVERIFY(s.gradientNorm > c.clipNorm);
        double squares = 0;
        for (std::size_t i = 0; i < before.list().size(); ++i)
            squares += (*trainer.parameters().list()[i] - *before.list()[i]).squaredNorm();
        QVERIFY2(std::abs(std::sqrt(squares) - c.learningRate * c.clipNorm) < 1e-12, qPrintable(QString::number(std::sqrt(squares))));
    }

    void withoutPositionsPStaysZero()
    {
        InductionTrainingConfig c = tiny();
        c.positions = false;
        InductionTrainer<float> trainer(c);
        trainer.train(5);
        QVERIFY(trainer.parameters().positionEmbedding.isZero(0));
        QVERIFY(!trainer.parameters().tokenEmbedding.isApprox(InductionTrainer<float>(c).parameters().tokenEmbedding));
    }

    // COVERAGE B14. Without position embeddings a layer-1 head reads only token embeddings, so
    // its score for key j depends on j through the token at j alone: every earlier copy of
    // the previous token gets exactly the weight the previous key gets, and the head cannot
    // single the previous key out. On the probe (the copy repeats the first R tokens) every
    // query in the copy after its first has such a twin of its previous key, so no layer-1 head can put more
    // than half its weight there — for any weights, trained or not. With positions the same
    // twins are told apart (the control: the check can fail).
    void withoutPositionsLayerOneCannotTellThePreviousKey()
    {
        // The largest difference between the weights a layer-1 head gives two keys that hold
        // the same token, over every query of `tokens`; and how many queries' previous keys
        // have such a twin.
        struct Twins {
            double largestDifference = 0;
            double largestPreviousWeight = 0; // at the queries whose previous key has a twin
            int queries = 0;
        };
        const auto twins = [](const AttentionSnapshot &s, Index heads) {
            Twins t;
            const Index length = Index(s.tokens.size());
            for (Index h = 0; h < heads; ++h) {
                const Matrix<double> &a = s.attention[std::size_t(h)];
                for (Index i = 1; i < length; ++i) {
                    bool previousHasTwin = false;
                    for (Index j = 0; j <= i; ++j)
                        for (Index k = j + 1; k <= i; ++k)
                            if (s.tokens[std::size_t(j)] == s.tokens[std::size_t(k)]) {
                                t.largestDifference = std::max(t.largestDifference, std::abs(a(i, j) - a(i, k)));
                                previousHasTwin = previousHasTwin || j == i - 1 || k == i - 1;
                            }
                    if (previousHasTwin) {
                        t.largestPreviousWeight = std::max(t.largestPreviousWeight, a(i, i - 1));
                        t.queries += h == 0 ? 1 : 0;
                    }
                }
            }
            return t;
        };
        for (bool positions : {false, true}) {
            InductionTrainingConfig c = tiny();
            c.positions = positions;
            InductionTrainer<double> trainer(c);
            trainer.train(30);
            const std::vector<int> probe = trainer.probe();
            const Twins t = twins(trainer.snapshot(probe), c.heads);
            // BOS, x₁ … x_R, x₁ … x_R: the copy's queries after its first, whose previous key
            // x_k has its twin in the first half.
            QCOMPARE(t.queries, int(c.task.repeat) - 1);
            if (!positions) {
                QVERIFY2(t.largestDifference < 1e-12, qPrintable(QString::number(t.largestDifference)));
                QVERIFY2(t.largestPreviousWeight <= 0.5 + 1e-12, qPrintable(QString::number(t.largestPreviousWeight)));
            } else {
                QVERIFY2(t.largestDifference > 1e-4, qPrintable(QString::number(t.largestDifference)));
            }
        }
    }

    // The snapshot's attention and predictions are TinyDecoder's on the same sequence.
    void snapshotAgreesWithTheDecoder()
    {
        InductionTrainer<double> trainer(tiny());
        trainer.train(10);
        const std::vector<int> probe = trainer.probe();
        QCOMPARE(probe, trainer.probe());
        QCOMPARE(Index(probe.size()), trainer.task().length());
        const AttentionSnapshot s = trainer.snapshot(probe);
        QCOMPARE(s.step, std::int64_t(10));
        const TinyDecoder<double> decoder(trainer.decoderConfig(), trainer.parameters());
        const DecoderTrace<double> trace = decoder.forward(DecoderInput::nextToken(probe));
        const Index heads = trainer.config().heads;
        QCOMPARE(Index(s.attention.size()), trainer.config().layers * heads);
        for (std::size_t k = 0; k < s.attention.size(); ++k) {
            const auto &expected = trace.attention[k / std::size_t(heads)].heads[k % std::size_t(heads)].probabilities;
            QVERIFY(enginetest::relativeError(s.attention[k], expected) < 1e-12);
            QVERIFY(s.inductionScores[k].has_value());
        }
        QVERIFY(enginetest::relativeError(s.predictions, trace.probabilities) < 1e-12);
        QCOMPARE(s.statistics.repeatedHalf.count, trainer.config().task.repeat - 1);
        // A typed sequence of another length; a head switched off reads nothing.
        HeadMask mask(std::size_t(trainer.config().layers * heads), true);
        mask[0] = false;
        const AttentionSnapshot typed = trainer.snapshot({1, 2, 3, 1, 2}, mask);
        QVERIFY(typed.attention[0].isZero(0));
        QCOMPARE(typed.predictions.rows(), Index(5));
        QVERIFY_THROWS_EXCEPTION(ShapeError, trainer.snapshot({1, 2, 99}));
    }

    void archiveResumes()
    {
        InductionTrainer<float> trainer(tiny());
        trainer.train(12);
        const std::string bytes = trainer.archive().write();
        const auto back = InductionTrainer<float>::fromArchive(DecoderArchive<float>::read(bytes));
        QCOMPARE(back->stepsDone(), std::int64_t(12));
        QVERIFY(sameParameters(back->parameters(), trainer.parameters()));
        QCOMPARE(back->config().task.repeat, trainer.config().task.repeat);
        QCOMPARE(back->config().learningRate, trainer.config().learningRate);
        QCOMPARE(back->probe(), trainer.probe());
        QCOMPARE(back->step().step, std::int64_t(13));
        DecoderArchive<float> bad = DecoderArchive<float>::read(bytes);
        bad.metadata.erase("repeat");
        QVERIFY_THROWS_EXCEPTION(ArchiveError, InductionTrainer<float>::fromArchive(bad));
        bad = DecoderArchive<float>::read(bytes);
        bad.metadata.erase("width");
        bad.metadata.emplace("width", "64");
        QVERIFY_THROWS_EXCEPTION(ArchiveError, InductionTrainer<float>::fromArchive(bad));
    }

    void refusesBadSettings()
    {
        auto message = [](InductionTrainingConfig c) {
            try {
                InductionTrainer<float> trainer(c);
            } catch (const ShapeError &error) {
                return std::string(error.what());
            }
            return std::string();
        };
        InductionTrainingConfig c;
        c.width = 30;
        c.heads = 4;
        QVERIFY(message(c).starts_with("width: expected a multiple of heads (4)"));
        c = {};
        c.learningRate = -1;
        QVERIFY(message(c).starts_with("learningRate:"));
        c = {};
        c.threads = 0;
        QVERIFY(message(c).starts_with("threads:"));
        c = {};
        c.task.repeat = 0;
        QVERIFY(message(c).starts_with("repeat:"));
    }

    // Without positions the model is not stuck at chance for good: the causal mask still tells a
    // query how many keys it has (Haviv et al. 2022), and a long enough run recovers part of the
    // repeated half, slowly, without a clean previous-token head (layer 1 cannot single the
    // previous key out; the test above). The quick preset, seed 1: near chance after 200 steps,
    // well above it after 2000 (measured 0.56; seeds 2–4 gave 0.48–0.55), the first half still
    // at chance, every layer-1 previous-token score low, and a layer-2 head reading the
    // induction key in part (measured 0.30).
    void withoutPositionsTheCausalMaskGivesPartOfTheRepeatedHalfBackSlowly()
    {
        InductionTrainingConfig c = inductionPreset(InductionPreset::Quick);
        c.positions = false;
        c.threads = 2;
        InductionTrainer<float> trainer(c);
        const double chance = 1.0 / double(c.task.vocabulary);
        trainer.train(200);
        const BatchStatistics early = trainer.evaluate();
        QVERIFY2(early.repeatedHalf.accuracy <= 0.15, qPrintable(QString::number(early.repeatedHalf.accuracy)));
        trainer.train(1800);
        QCOMPARE(trainer.stepsDone(), std::int64_t(2000));
        const BatchStatistics late = trainer.evaluate();
        QVERIFY2(late.repeatedHalf.accuracy >= 0.35, qPrintable(QString::number(late.repeatedHalf.accuracy)));
        QVERIFY2(late.firstHalf.accuracy <= 2 * chance, qPrintable(QString::number(late.firstHalf.accuracy)));
        double induction = 0;
        for (const HeadReport &h : trainer.heads()) {
            if (h.layer == 1)
                QVERIFY2(h.previousTokenScore < 0.3, qPrintable(QString::number(h.previousTokenScore)));
            else
                induction = std::max(induction, h.inductionScore);
        }
        QVERIFY2(induction >= 0.15 && induction < 0.5, qPrintable(QString::number(induction)));
    }

    // The slowest test: the quick preset (T = 17, d = 32) forms an induction head for seeds 1–3 — the
    // repeated half predicted (≥ 0.9) while the first half stays near chance (≤ 2/V), a
    // layer-2 head that reads the position after the earlier occurrence (induction score
    // ≥ 0.5) and that the prediction needs (ablation), fed by a layer-1 head the prediction
    // needs too.
    void quickPresetFormsAnInductionHead_data()
    {
        QTest::addColumn<int>("seed");
        QTest::newRow("seed 1") << 1;
        QTest::newRow("seed 2") << 2;
        QTest::newRow("seed 3") << 3;
    }

    void quickPresetFormsAnInductionHead()
    {
        QFETCH(int, seed);
        InductionTrainingConfig c = inductionPreset(InductionPreset::Quick);
        c.seed = std::uint64_t(seed);
        c.threads = 2;
        InductionTrainer<float> trainer(c);
        double recent = 0;
        trainer.train(c.steps, [&](const InductionTrainer<float> &, const TrainingStep &s) {
            recent = 0.8 * recent + 0.2 * s.repeatedHalf.accuracy;
            return recent < 0.95;
        });
        const BatchStatistics final = trainer.evaluate();
        const double chance = 1.0 / double(c.task.vocabulary);
        QVERIFY2(final.repeatedHalf.accuracy >= 0.9, qPrintable(QStringLiteral("repeated half %1 after %2 steps").arg(final.repeatedHalf.accuracy).arg(trainer.stepsDone())));
        QVERIFY2(final.firstHalf.accuracy <= 2 * chance, qPrintable(QString::number(final.firstHalf.accuracy)));
        double induction = 0, inductionAblation = 0, layerOneAblation = 0;
        for (const HeadReport &h : trainer.heads()) {
            if (h.layer == 2 && h.inductionScore > induction) {
                induction = h.inductionScore;
                inductionAblation = h.ablationLossIncrease;
            }
            if (h.layer == 1)
                layerOneAblation = std::max(layerOneAblation, h.ablationLossIncrease);
        }
        QVERIFY2(induction >= 0.5, qPrintable(QString::number(induction)));
        QVERIFY2(inductionAblation > 0.1, qPrintable(QString::number(inductionAblation)));
        QVERIFY2(layerOneAblation > 0.5, qPrintable(QString::number(layerOneAblation)));
    }
};

ATLAS_TEST_GUILESS_MAIN(TestInductionTrainer)
#include "tst_inductiontrainer.moc"
