// The decoders' numbers, bit for bit, against values recorded before their attention was
// rebuilt from the engine's kernels (issue 33): BatchedDecoder (losses, statistics, gradients,
// captured attention and predictions), IncrementalDecoder (every step's logits and attention,
// the cached K and V, generated tokens) and TinyDecoder's full forward and backward, which the
// incremental path must equal. Each case is reduced to a fingerprint (FNV-1a over the shape
// and the bytes of every number), compared with the recorded one: equal fingerprints mean the
// same bits (a tolerance would hide a changed order of operations).
//
// The bits depend on how the engine was compiled: Eigen's products use the packets (and fused
// multiply-adds) of the processor level (cmake/AtlasCpuLevel.cmake), and the compiler may
// differ. decoderbitsgolden.h holds fingerprints per compiler and level; a configuration with
// none recorded skips the comparison (ATLAS_DECODER_BITS_PRINT=1 prints its table).
#include <atlas/batcheddecoder.h>
#include <atlas/incrementaldecoder.h>

#include "decoderbitsgolden.h"
#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace atlas;

// Named, not anonymous: the engine suites are compiled a few to a translation unit.
namespace decoderbits {

class Fingerprint {
public:
    void bytes(const void *data, std::size_t size)
    {
        const auto *p = static_cast<const unsigned char *>(data);
        for (std::size_t i = 0; i < size; ++i) {
            hash_ ^= p[i];
            hash_ *= 1099511628211ull;
        }
    }
    template <typename T>
    void value(T x) { bytes(&x, sizeof x); }
    template <typename Derived>
    void matrix(const Eigen::DenseBase<Derived> &m)
    {
        value(static_cast<std::int64_t>(m.rows()));
        value(static_cast<std::int64_t>(m.cols()));
        for (Index i = 0; i < m.rows(); ++i)
            for (Index j = 0; j < m.cols(); ++j)
                value(m(i, j));
    }
    void statistics(const BatchStatistics &s)
    {
        value(s.loss);
        for (const PredictionStatistics *p : {&s.all, &s.firstHalf, &s.repeatedHalf}) {
            value(p->loss);
            value(p->accuracy);
            value(static_cast<std::int64_t>(p->count));
        }
    }
    std::uint64_t result() const { return hash_; }

private:
    std::uint64_t hash_ = 14695981039346656037ull;
};

// Which compilation the fingerprints belong to.
std::string configuration()
{
#if defined(__clang__)
    std::string compiler = "clang";
#else
    std::string compiler = "gcc";
#endif
#if defined(ATLAS_CPU_X86_64_V4)
    return compiler + " x86-64-v4";
#elif defined(ATLAS_CPU_X86_64_V3)
    return compiler + " x86-64-v3";
#else
    return compiler + " baseline";
#endif
}

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

// Large enough that Eigen takes its blocked product, not the coefficient-wise one.
DecoderConfig wideConfig()
{
    DecoderConfig c;
    c.vocabulary = 13;
    c.modelWidth = 16;
    c.heads = 4;
    c.keyWidth = 8;
    c.valueWidth = 6;
    c.maxLength = 40;
    c.layers = 2;
    c.temperature = 0.8;
    return c;
}

// B sequences of length T; sequence b is labelled on its first T − 1 − (b mod 3) positions
// only (ragged label counts, as padded sequences of different lengths are).
TokenBatch raggedBatch(Index sequences, Index length, Index vocabulary, std::uint64_t seed)
{
    enginetest::Random random(seed);
    TokenBatch batch;
    batch.sequences = sequences;
    batch.length = length;
    for (Index b = 0; b < sequences; ++b) {
        std::vector<int> row;
        for (Index i = 0; i < length; ++i)
            row.push_back(random.integer(0, static_cast<int>(vocabulary)));
        const Index labelled = std::max<Index>(0, length - 1 - b % 3);
        for (Index i = 0; i < length; ++i) {
            batch.tokens.push_back(row[std::size_t(i)]);
            batch.labels.push_back(i < labelled ? row[std::size_t(i + 1)] : -1);
            batch.parts.push_back(i < length / 2 ? PredictionPart::FirstHalf
                                  : i + 1 < length ? PredictionPart::RepeatedHalf
                                                   : PredictionPart::Neither);
        }
    }
    return batch;
}

struct Results {
    std::vector<std::pair<std::string, std::uint64_t>> cases;
    void add(std::string name, std::uint64_t value) { cases.emplace_back(std::move(name), value); }
};

template <typename Scalar>
const char *precision() { return sizeof(Scalar) == 4 ? "float" : "double"; }

template <typename Scalar>
void batchedCases(Results &results)
{
    struct Shape { const char *name; DecoderConfig config; Index sequences, length; int threads; Index block; };
    const Shape shapes[] = {
        {"small B1 T1", smallConfig(), 1, 1, 1, 4},
        {"small B1 T5", smallConfig(), 1, 5, 1, 4},
        {"small B7 T7", smallConfig(), 7, 7, 2, 3},
        {"small B5 T8", smallConfig(), 5, 8, 1, 1},
        {"wide B6 T33", wideConfig(), 6, 33, 2, 4},
        {"wide B3 T40", wideConfig(), 3, 40, 1, 2},
    };
    std::uint64_t seed = 21;
    for (const Shape &shape : shapes) {
        ++seed;
        const DecoderParameters<Scalar> p = TinyDecoder<Scalar>(shape.config, seed).parameters();
        const TokenBatch batch = raggedBatch(shape.sequences, shape.length, shape.config.vocabulary, seed);
        BatchedDecoder<Scalar> decoder(shape.config, shape.threads, shape.block);
        const std::string name = std::string("batched ") + precision<Scalar>() + " " + shape.name;

        DecoderParameters<Scalar> gradients;
        Fingerprint trained;
        trained.statistics(decoder.lossAndGradients(p, batch, gradients));
        for (const Matrix<Scalar> *m : gradients.list())
            trained.matrix(*m);
        results.add(name + " gradients", trained.result());

        for (const bool masked : {false, true}) {
            HeadMask mask;
            if (masked) {
                mask.assign(std::size_t(shape.config.layers * shape.config.heads), true);
                mask[1] = false;
            }
            BatchCapture<Scalar> capture;
            capture.attention = true;
            capture.predictions = true;
            Fingerprint evaluated;
            evaluated.statistics(decoder.evaluate(p, batch, mask, &capture));
            for (const Matrix<Scalar> &head : capture.heads)
                evaluated.matrix(head);
            evaluated.matrix(capture.probabilities);
            results.add(name + (masked ? " evaluate masked" : " evaluate"), evaluated.result());
        }
    }
}

template <typename Scalar>
void incrementalCases(Results &results)
{
    struct Run { const char *name; DecoderConfig config; std::uint64_t seed; std::vector<int> prompt; Index count; bool greedy; SummationOrder order; };
    DecoderConfig oneLayer = wideConfig();
    oneLayer.layers = 1;
    const Run runs[] = {
        {"wide prompt1 greedy", wideConfig(), 5, {3}, 30, true, SummationOrder::SameAsRecompute},
        {"wide prompt4 sampled", wideConfig(), 6, {3, 1, 4, 1}, 35, false, SummationOrder::SameAsRecompute},
        {"one-layer prompt7 sampled", oneLayer, 7, {2, 7, 1, 8, 2, 8, 1}, 20, false, SummationOrder::SameAsRecompute},
        {"small prompt2 reversed", smallConfig(), 8, {4, 4}, 6, false, SummationOrder::Reversed},
        {"wide prompt3 reversed", wideConfig(), 9, {5, 0, 12}, 37, true, SummationOrder::Reversed},
    };
    for (const Run &run : runs) {
        const TinyDecoder<Scalar> decoder(run.config, run.seed);
        IncrementalDecoder<Scalar> cached(decoder, run.order);
        TokenSampler sampler(run.seed + 100);
        SamplingOptions sampling;
        sampling.greedy = run.greedy;
        sampling.topK = 4;
        Fingerprint f;
        // Step by step, to fingerprint every step's attention weights as well.
        for (const int token : run.prompt)
            for (const Matrix<Scalar> &layer : cached.append(token).attention)
                f.matrix(layer);
        for (Index n = 0; n < run.count; ++n) {
            const RowVector<double> logits = cached.lastStep().logits.template cast<double>();
            const Index next = run.greedy ? TokenSampler::greedy(logits) : sampler.sample(logits, 1.0, 4);
            for (const Matrix<Scalar> &layer : cached.append(static_cast<int>(next)).attention)
                f.matrix(layer);
        }
        for (const int token : cached.tokens())
            f.value(token);
        f.matrix(cached.logits());
        for (Index l = 0; l < run.config.layers; ++l) {
            f.matrix(cached.keys(l));
            f.matrix(cached.values(l));
        }
        results.add(std::string("incremental ") + precision<Scalar>() + " " + run.name, f.result());

        // generate() from a fresh cache: the same tokens again, and their fingerprint.
        IncrementalDecoder<Scalar> again(decoder, run.order);
        TokenSampler sampler2(run.seed + 100);
        Fingerprint g;
        for (const int token : again.generate(run.prompt, run.count, sampling, sampler2))
            g.value(token);
        g.matrix(again.logits());
        results.add(std::string("incremental ") + precision<Scalar>() + " " + run.name + " generate", g.result());
    }
}

template <typename Scalar>
void tinyCases(Results &results)
{
    struct Input { const char *name; DecoderPositions positions; bool documents; Index length; };
    const Input inputs[] = {
        {"learned T1", DecoderPositions::Learned, false, 1},
        {"learned T29", DecoderPositions::Learned, false, 29},
        {"learned documents T17", DecoderPositions::Learned, true, 17},
        {"rotary T23", DecoderPositions::Rotary, false, 23},
        {"alibi documents T19", DecoderPositions::Alibi, true, 19},
    };
    std::uint64_t seed = 40;
    for (const Input &in : inputs) {
        ++seed;
        DecoderConfig config = wideConfig();
        config.positions = in.positions;
        const TinyDecoder<Scalar> decoder(config, seed);
        enginetest::Random random(seed);
        std::vector<int> tokens;
        for (Index i = 0; i < in.length; ++i)
            tokens.push_back(random.integer(0, static_cast<int>(config.vocabulary)));
        DecoderInput input = DecoderInput::nextToken(tokens, 2);
        if (in.documents)
            for (Index i = 0; i < in.length; ++i)
                input.documentIds.push_back(i < in.length / 3 ? 0 : i < 2 * in.length / 3 ? 1 : 2);
        const DecoderTrace<Scalar> trace = decoder.forward(input);
        Fingerprint f;
        f.matrix(trace.embeddings);
        for (const AttentionTrace<Scalar> &layer : trace.attention) {
            f.matrix(layer.q);
            f.matrix(layer.k);
            f.matrix(layer.v);
            for (const HeadTrace<Scalar> &head : layer.heads) {
                f.matrix(head.rawScores);
                f.matrix(head.scores);
                f.matrix(head.probabilities);
                f.matrix(head.output);
                f.value(static_cast<std::int64_t>(head.emptyRows.size()));
                f.value(static_cast<std::int64_t>(head.invalidRows.size()));
            }
            f.matrix(layer.concatenated);
            f.matrix(layer.output);
        }
        for (const Matrix<Scalar> &residual : trace.residual)
            f.matrix(residual);
        f.matrix(trace.logits);
        f.matrix(trace.probabilities);
        f.value(trace.loss);
        results.add(std::string("tiny ") + precision<Scalar>() + " " + in.name + " forward", f.result());

        const DecoderGradients<Scalar> gradients = decoder.backward(input, trace);
        Fingerprint g;
        for (const Matrix<Scalar> *m : gradients.parameters.list())
            g.matrix(*m);
        g.matrix(gradients.embeddings);
        results.add(std::string("tiny ") + precision<Scalar>() + " " + in.name + " backward", g.result());
    }
}

void compare(const Results &results)
{
    const std::string config = configuration();
    const bool print = std::getenv("ATLAS_DECODER_BITS_PRINT") != nullptr;
    if (print)
        for (const auto &[name, value] : results.cases)
            std::printf("    {\"%s\", \"%s\", 0x%016llxull},\n", config.c_str(), name.c_str(),
                        static_cast<unsigned long long>(value));
    Index recorded = 0;
    std::string mismatches;
    for (const auto &[name, value] : results.cases) {
        const DecoderBitsGolden *golden = nullptr;
        for (const DecoderBitsGolden &g : decoderBitsGolden)
            if (config == g.configuration && name == g.name)
                golden = &g;
        if (!golden)
            continue;
        ++recorded;
        if (golden->fingerprint != value)
            mismatches += "\n  " + name;
    }
    if (recorded == 0)
        QSKIP(qPrintable(QStringLiteral("no fingerprints recorded for %1 (ATLAS_DECODER_BITS_PRINT=1 prints them)")
                             .arg(QString::fromStdString(config))));
    QVERIFY2(mismatches.empty(), qPrintable(QStringLiteral("bits changed since they were recorded:%1")
                                                 .arg(QString::fromStdString(mismatches))));
    QCOMPARE(recorded, static_cast<Index>(results.cases.size()));
}

} // namespace decoderbits

using namespace decoderbits;

class TestDecoderBits : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void batchedDecoderKeepsItsBits()
    {
        Results results;
        batchedCases<float>(results);
        batchedCases<double>(results);
        compare(results);
    }

    void incrementalDecoderKeepsItsBits()
    {
        Results results;
        incrementalCases<float>(results);
        incrementalCases<double>(results);
        compare(results);
    }

    void tinyDecoderKeepsItsBits()
    {
        Results results;
        tinyCases<float>(results);
        tinyCases<double>(results);
        compare(results);
    }

    // The cached path equals the full forward on every prefix, bit for bit, for prompts of
    // several lengths (the property the shared kernel must keep).
    void incrementalEqualsTheFullForwardOnEveryPrefix()
    {
        const TinyDecoder<float> decoder(decoderbits::wideConfig(), 12);
        for (const Index promptLength : {1, 6, 40}) {
            IncrementalDecoder<float> cached(decoder);
            enginetest::Random random(promptLength);
            for (Index t = 0; t < promptLength; ++t) {
                const DecodingStep<float> &step = cached.append(random.integer(0, 13));
                DecoderInput input;
                input.tokens = cached.tokens();
                const DecoderTrace<float> full = decoder.forward(input);
                QVERIFY(enginetest::bitIdentical(step.logits, full.logits.row(t)));
                for (Index l = 0; l < 2; ++l)
                    for (Index h = 0; h < 4; ++h)
                        QVERIFY(enginetest::bitIdentical(step.attention[std::size_t(l)].row(h),
                                                         full.attention[std::size_t(l)].heads[std::size_t(h)].probabilities.row(t)));
            }
        }
    }
};

ATLAS_TEST_GUILESS_MAIN(TestDecoderBits)
#include "tst_decoderbits.moc"
