// BatchedDecoder: the batched gradient is the mean of TinyDecoder's per-sequence gradients, it
// passes a central-difference check on the batched loss, and it is bit-identical for any
// number of threads; head masks, statistics and refusals.
#include <atlas/batcheddecoder.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>

using namespace atlas;
using enginetest::bitIdentical;
using enginetest::relativeError;

namespace {

DecoderConfig smallConfig()
{
    DecoderConfig c;
    c.vocabulary = 9;
    c.modelWidth = 6;
    c.heads = 2;
    c.keyWidth = 3;
    c.valueWidth = 2;
    c.maxLength = 8;
    c.layers = 2;
    c.temperature = 0.9;
    return c;
}

// Seven sequences of length 7 (an odd count: the last block is short), labels shifted, one
// position of sequence 2 unlabelled so that the sequences have different label counts.
TokenBatch smallBatch()
{
    enginetest::Random random(11);
    TokenBatch batch;
    batch.sequences = 7;
    batch.length = 7;
    for (Index b = 0; b < batch.sequences; ++b) {
        std::vector<int> row;
        for (Index i = 0; i < batch.length; ++i)
            row.push_back(random.integer(0, 9));
        for (Index i = 0; i < batch.length; ++i) {
            batch.tokens.push_back(row[std::size_t(i)]);
            batch.labels.push_back(i + 1 < batch.length ? row[std::size_t(i + 1)] : -1);
            batch.parts.push_back(i < 3 ? PredictionPart::FirstHalf : i < 6 ? PredictionPart::RepeatedHalf : PredictionPart::Neither);
        }
    }
    batch.labels[2 * 7 + 3] = -1;
    return batch;
}

DecoderInput sequenceInput(const TokenBatch &batch, Index b)
{
    DecoderInput input;
    for (Index i = 0; i < batch.length; ++i) {
        input.tokens.push_back(batch.tokens[std::size_t(b * batch.length + i)]);
        const int label = batch.labels[std::size_t(b * batch.length + i)];
        input.labels.push_back(label >= 0 ? std::optional<int>(label) : std::nullopt);
    }
    return input;
}

template <typename Scalar>
double batchLoss(BatchedDecoder<Scalar> &decoder, const DecoderParameters<Scalar> &p, const TokenBatch &batch)
{
    return decoder.evaluate(p, batch).loss;
}

} // namespace

class TestBatchedDecoder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // ∂L/∂θ of the batch = (1/B) Σ_b TinyDecoder::backward of sequence b, and L likewise.
    void gradientIsTheMeanOfPerSequenceGradients()
    {
        const DecoderConfig config = smallConfig();
        const TinyDecoder<double> reference(config, 5);
        const TokenBatch batch = smallBatch();
        std::vector<Matrix<double>> mean;
        double meanLoss = 0;
        for (Index b = 0; b < batch.sequences; ++b) {
            const DecoderInput input = sequenceInput(batch, b);
            const DecoderTrace<double> trace = reference.forward(input);
            const DecoderGradients<double> g = reference.backward(input, trace);
            meanLoss += trace.loss / double(batch.sequences);
            const auto list = g.parameters.list();
            for (std::size_t i = 0; i < list.size(); ++i) {
                if (b == 0)
                    mean.push_back(*list[i] / double(batch.sequences));
                else
                    mean[i] += *list[i] / double(batch.sequences);
            }
        }
        for (Index block : {1, 3, 4, 7, 16}) {
            BatchedDecoder<double> decoder(config, 2, block);
            DecoderParameters<double> gradients;
            const BatchStatistics statistics = decoder.lossAndGradients(reference.parameters(), batch, gradients);
            QVERIFY2(std::abs(statistics.loss - meanLoss) < 1e-12, qPrintable(QString::number(statistics.loss - meanLoss)));
            const auto list = gradients.list();
            const auto ids = gradients.ids();
            QCOMPARE(list.size(), mean.size());
            for (std::size_t i = 0; i < list.size(); ++i)
                QVERIFY2(relativeError(*list[i], mean[i]) < 1e-12,
                         qPrintable(QStringLiteral("%1 (block %2): %3").arg(QString::fromStdString(ids[i])).arg(block).arg(relativeError(*list[i], mean[i]))));
        }
    }

    // Central differences on the batched loss, every parameter entry, in double.
    void gradientCheckOnTheBatchedLoss()
    {
        const DecoderConfig config = smallConfig();
        DecoderParameters<double> p = TinyDecoder<double>(config, 8).parameters();
        const TokenBatch batch = smallBatch();
        BatchedDecoder<double> decoder(config, 2, 3);
        DecoderParameters<double> gradients;
        decoder.lossAndGradients(p, batch, gradients);
        const double h = 1e-5;
        const auto analytic = gradients.list();
        const auto parameters = p.list();
        const auto ids = p.ids();
        for (std::size_t m = 0; m < parameters.size(); ++m) {
            Matrix<double> numeric(parameters[m]->rows(), parameters[m]->cols());
            for (Index i = 0; i < numeric.rows(); ++i) {
                for (Index j = 0; j < numeric.cols(); ++j) {
                    const double saved = (*parameters[m])(i, j);
                    (*parameters[m])(i, j) = saved + h;
                    const double plus = batchLoss(decoder, p, batch);
                    (*parameters[m])(i, j) = saved - h;
                    const double minus = batchLoss(decoder, p, batch);
                    (*parameters[m])(i, j) = saved;
                    numeric(i, j) = (plus - minus) / (2 * h);
                }
            }
            const double error = relativeError(*analytic[m], numeric);
            QVERIFY2(error < 1e-7, qPrintable(QStringLiteral("%1: %2").arg(QString::fromStdString(ids[m])).arg(error)));
            QVERIFY2(analytic[m]->cwiseAbs().maxCoeff() > 1e-6 || ids[m] == "P",
                     qPrintable(QStringLiteral("%1: a zero gradient checks nothing").arg(QString::fromStdString(ids[m]))));
        }
    }

    // The same gradients, bit for bit, whatever the thread count (float, the default).
    void threadCountDoesNotChangeABit()
    {
        DecoderConfig config = smallConfig();
        config.maxLength = 33;
        config.modelWidth = 16;
        const DecoderParameters<float> p = TinyDecoder<float>(config, 3).parameters();
        InductionTaskConfig taskConfig;
        taskConfig.vocabulary = 9;
        taskConfig.repeat = 8;
        taskConfig.beginToken = false;
        const TokenBatch batch = InductionTask(taskConfig).batch(27, 77);
        std::vector<DecoderParameters<float>> results;
        for (int threads : {1, 2, 4}) {
            BatchedDecoder<float> decoder(config, threads, 4);
            DecoderParameters<float> g;
            decoder.lossAndGradients(p, batch, g);
            results.push_back(g);
        }
        for (std::size_t r = 1; r < results.size(); ++r) {
            const auto a = results[0].list();
            const auto b = results[r].list();
            for (std::size_t i = 0; i < a.size(); ++i)
                QVERIFY2(bitIdentical(*a[i], *b[i]), qPrintable(QString::fromStdString(results[0].ids()[i])));
        }
    }

    // A head that is off contributes nothing: with every head of the last layer off, the model
    // is the one-layer model followed by an identity block.
    void headMaskZeroesAHead()
    {
        DecoderConfig config = smallConfig();
        const DecoderParameters<double> p = TinyDecoder<double>(config, 4).parameters();
        const TokenBatch batch = smallBatch();
        BatchedDecoder<double> decoder(config, 1);
        BatchCapture<double> capture;
        capture.attention = true;
        capture.predictions = true;
        const BatchStatistics off = decoder.evaluate(p, batch, {true, true, false, false}, &capture);
        DecoderConfig one = config;
        one.layers = 1;
        DecoderParameters<double> shorter = p;
        shorter.layers.pop_back();
        BatchedDecoder<double> oneLayer(one, 1);
        QVERIFY(std::abs(oneLayer.evaluate(shorter, batch).loss - off.loss) < 1e-12);
        // A switched-off head's attention is reported as zeros; the others are distributions.
        const Matrix<double> &firstHead = capture.heads[0];
        QVERIFY(std::abs(firstHead.rowwise().sum().mean() - 1.0) < 1e-12);
        QVERIFY(capture.heads[2].isZero(0));
        QVERIFY(std::abs(capture.probabilities.row(5).sum() - 1.0) < 1e-12);
        QVERIFY(decoder.evaluate(p, batch, {true, false, true, true}).loss != decoder.evaluate(p, batch).loss);
    }

    // The statistics: "all" counts every labelled position once; the halves only theirs.
    void statisticsCountTheirPredictions()
    {
        const DecoderConfig config = smallConfig();
        const DecoderParameters<double> p = TinyDecoder<double>(config, 4).parameters();
        BatchedDecoder<double> decoder(config, 2, 2);
        const BatchStatistics s = decoder.evaluate(p, smallBatch());
        QCOMPARE(s.all.count, Index(7 * 6 - 1));
        QCOMPARE(s.firstHalf.count, Index(7 * 3));
        QCOMPARE(s.repeatedHalf.count, Index(7 * 3 - 1));
        QVERIFY(s.all.accuracy >= 0 && s.all.accuracy <= 1);
        QVERIFY(s.all.loss > 0);
    }

    void refusesBatchesThatDoNotFit()
    {
        const DecoderConfig config = smallConfig();
        const DecoderParameters<double> p = TinyDecoder<double>(config, 4).parameters();
        BatchedDecoder<double> decoder(config, 1);
        TokenBatch batch = smallBatch();
        batch.tokens[3] = 9;
        QVERIFY_THROWS_EXCEPTION(ShapeError, decoder.evaluate(p, batch));
        batch = smallBatch();
        batch.labels.pop_back();
        QVERIFY_THROWS_EXCEPTION(ShapeError, decoder.evaluate(p, batch));
        batch = smallBatch();
        QVERIFY_THROWS_EXCEPTION(ShapeError, decoder.evaluate(p, batch, {true}));
        DecoderParameters<double> wrong = p;
        wrong.unembedding = Matrix<double>::Zero(6, 8);
        QVERIFY_THROWS_EXCEPTION(ShapeError, decoder.evaluate(wrong, batch));
        QVERIFY_THROWS_EXCEPTION(ShapeError, BatchedDecoder<double>(config, 0));
        try {
            TokenBatch longBatch = TokenBatch::single(std::vector<int>(9, 1));
            decoder.evaluate(p, longBatch);
            QFAIL("a sequence longer than the position embedding was accepted");
        } catch (const ShapeError &error) {
            QVERIFY(std::string(error.what()).starts_with("tokens: expected at most 8"));
        }
    }
};

ATLAS_TEST_GUILESS_MAIN(TestBatchedDecoder)
#include "tst_batcheddecoder.moc"
