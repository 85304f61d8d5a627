// LengthExperiment: a rotary decoder trained to copy at one length copies well there and
// badly at twice the length (the distances it never saw); a run is reproducible bit for bit and
// can be stopped; interpolation and NTK-aware scaling change only the rotary settings, as their
// formulas say; what does not fit is refused, naming the field.
#include <atlas/lengthexperiment.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cmath>

using namespace atlas;

namespace {

LengthExperimentConfig copyExperiment(DecoderPositions positions, int steps)
{
    LengthExperimentConfig c;
    c.task.vocabulary = 24;
    c.task.repeat = 8;
    c.task.minimumRepeat = 0; // copies of exactly 8 (see aRotaryCopierFailsAtTwiceItsLength)
    c.task.beginToken = true;
    c.model.vocabulary = 25;
    c.model.modelWidth = 32;
    c.model.heads = 2;
    c.model.keyWidth = 16;
    c.model.valueWidth = 16;
    c.model.layers = 2;
    c.model.maxLength = 2 * 24 + 1; // copies of up to 24 tokens: three times the trained length
    c.model.positions = positions;
    c.model.rotaryBase = 100;
    c.steps = steps;
    c.seed = 3;
    return c;
}


} // namespace

class TestLengthExperiment : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aRotaryCopierFailsAtTwiceItsLength();
    void aRunIsReproducibleAndCanBeStopped();
    void scalingChangesOnlyTheRotarySettings();
    void refusals();
};

// Copies of exactly 8 tokens: the copy is always 8 positions back, a relative distance rotary
// positions express directly — the model learns to copy almost perfectly, and at copies of 16
// (a distance it never met) it fails, far above a uniform guess. (With varied copy lengths
// this small model, without an MLP, learns too slowly to show anything in a test's time: the
// chapter's lab trains longer.)
void TestLengthExperiment::aRotaryCopierFailsAtTwiceItsLength()
{
    const LengthExperimentConfig config = copyExperiment(DecoderPositions::Rotary, 3000);
    const std::optional<TinyDecoder<double>> decoder = LengthExperiment::train(config);
    QVERIFY(decoder);
    const double uniform = std::log(23.0); // the tokens not yet in the copy, roughly
    const double trained = LengthExperiment::repeatedHalfLoss(*decoder, config.task, 8, 40, 99);
    const double twice = LengthExperiment::repeatedHalfLoss(*decoder, config.task, 16, 40, 99);
    qInfo("repeated-half loss: %.3f at the trained 8, %.3f at 16 (uniform about %.3f)", trained, twice, uniform);
    QVERIFY2(trained < 0.5 * uniform, qPrintable(QString::number(trained)));        // it learnt to copy
    QVERIFY2(twice > trained + 1.0, qPrintable(QString::number(twice)));             // and not beyond
    // The same seed evaluates the same sequences: a number, not a sample.
    QCOMPARE(LengthExperiment::repeatedHalfLoss(*decoder, config.task, 16, 40, 99), twice);
}

void TestLengthExperiment::aRunIsReproducibleAndCanBeStopped()
{
    const LengthExperimentConfig config = copyExperiment(DecoderPositions::Alibi, 60);
    const std::optional<TinyDecoder<double>> a = LengthExperiment::train(config), b = LengthExperiment::train(config);
    QVERIFY(a && b);
    for (std::size_t i = 0; i < a->parameters().list().size(); ++i)
        QVERIFY((a->parameters().list()[i]->array() == b->parameters().list()[i]->array()).all());
    int calls = 0;
    const auto stopped = LengthExperiment::train(config, [&calls](int done, int total) {
        ++calls;
        return done < total / 2;
    });
    QVERIFY(!stopped);
    QVERIFY(calls >= 2);
}

void TestLengthExperiment::scalingChangesOnlyTheRotarySettings()
{
    const std::optional<TinyDecoder<double>> decoder = LengthExperiment::train(copyExperiment(DecoderPositions::Rotary, 10));
    QVERIFY(decoder);
    const TinyDecoder<double> pi = LengthExperiment::interpolated(*decoder, 4);
    QCOMPARE(pi.config().rotaryScale, 0.25);
    QCOMPARE(pi.config().rotaryBase, 100.0);
    const TinyDecoder<double> ntk = LengthExperiment::ntkScaled(*decoder, 4);
    QCOMPARE(ntk.config().rotaryScale, 1.0);
    QVERIFY(std::abs(ntk.config().rotaryBase - 100 * std::pow(4.0, 16.0 / 14.0)) < 1e-9);
    QVERIFY((ntk.parameters().unembedding.array() == decoder->parameters().unembedding.array()).all());
}

void TestLengthExperiment::refusals()
{
    LengthExperimentConfig config = copyExperiment(DecoderPositions::Rotary, 5);
    config.model.vocabulary = 20; // the task needs 25 ids
    QCOMPARE(enginetest::refusedField([&] { LengthExperiment::train(config); }), std::string("vocabulary"));
    config = copyExperiment(DecoderPositions::Rotary, 5);
    config.model.maxLength = 10;
    QCOMPARE(enginetest::refusedField([&] { LengthExperiment::train(config); }), std::string("maxLength"));
    config = copyExperiment(DecoderPositions::Rotary, 0);
    QCOMPARE(enginetest::refusedField([&] { LengthExperiment::train(config); }), std::string("steps"));
    const std::optional<TinyDecoder<double>> learned = LengthExperiment::train(copyExperiment(DecoderPositions::Alibi, 5));
    QCOMPARE(enginetest::refusedField([&] { LengthExperiment::interpolated(*learned, 2); }), std::string("positions"));
    const std::optional<TinyDecoder<double>> rotary = LengthExperiment::train(copyExperiment(DecoderPositions::Rotary, 5));
    QCOMPARE(enginetest::refusedField([&] { LengthExperiment::ntkScaled(*rotary, 0.5); }), std::string("factor"));
    // Copies longer than the model reads: refused, not cut.
    QCOMPARE(enginetest::refusedField([&] { LengthExperiment::repeatedHalfLoss(*rotary, copyExperiment(DecoderPositions::Rotary, 5).task, 25, 1, 1); }),
             std::string("repeat"));
}

ATLAS_TEST_APPLESS_MAIN(TestLengthExperiment)
#include "tst_lengthexperiment.moc"
