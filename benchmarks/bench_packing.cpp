// What the packing chapter computes, against the 16.7 ms of one frame at 60 Hz: after the
// usual table, every case's time, the frame and their ratio (0.01 = 1 % of a frame).
//
//     build/bin/bench_packing
//
// All of it runs on the GUI thread after an edit, so all of it must stay well under a frame:
//   - an edit of the corpus: tokenize, pack, and both masks of the shown block — alone, and
//     with the whole lab following (strip, mask heatmap, leakage charts, export, efficiency);
//   - an edit of the leakage meter: the three probes (two attention passes each), alone and
//     with the three charts;
//   - the efficiency estimate over every block.
// Painting is not included: it happens once per frame whatever changed.
// Sizes: the chapter's corpus (4 documents, T = 10) and the largest the params allow
// (16 documents of 64 tokens, T = 64).
#include "leakagemeter.h"
#include "packinglab.h"
#include "packingparams.h"
#include "packingsession.h"

#include <atlas/maskstatistics.h>
#include <atlas/packingleakage.h>

#include "framereporter.h"

#include <benchmark/benchmark.h>

#include <QApplication>

namespace {

using namespace atlas;


PackingParams corpus(const benchmark::State &state)
{
    PackingParams p;
    if (state.range(0) == 0)
        return p; // the chapter's own corpus, T = 10
    p.documents.clear();
    for (int d = 0; d < declared::packing::documents::maxItems; ++d) {
        QStringList words;
        for (int w = 0; w < PackingParams::maxDocumentTokens; ++w)
            words.append(QStringLiteral("w%1").arg((d * 7 + w) % 97));
        p.documents.append(words.join(QLatin1Char(' ')));
    }
    p.blockLength = declared::packing::block_length::maximum;
    p.query = 40;
    p.editSlot = 20;
    p.replacement = QStringLiteral("w3");
    return p;
}

void sizes(benchmark::internal::Benchmark *b)
{
    b->ArgName("largest")->Arg(0)->Arg(1);
}

// Typing into a document: tokenize, pack, and the shown block's masks.
void corpusEdit(benchmark::State &state)
{
    const PackingParams params = corpus(state);
    PackingSession session(params);
    const QString text = params.documents.front();
    bool flip = false;
    for (auto _ : state) {
        flip = !flip;
        // Same token count, so the largest corpus stays within its limits.
        session.setDocument(0, flip ? QStringLiteral("x") + text.mid(1) : text);
        benchmark::DoNotOptimize(session.block().allowed().data());
        benchmark::DoNotOptimize(session.block().causalOnly().data());
    }
}
BENCHMARK(corpusEdit)->Apply(sizes);

// Changing the meter's slot or word: the three probes.
void leakageProbes(benchmark::State &state)
{
    PackingSession session(corpus(state));
    LeakageModelConfig config;
    config.vocabulary = session.corpus().vocabulary.size();
    const PackingLeakage model(config, session.seed());
    for (auto _ : state)
        for (LeakagePolicy policy : {LeakagePolicy::DocumentAware, LeakagePolicy::PlainCausal, LeakagePolicy::ResetPositionsPlainCausal})
            benchmark::DoNotOptimize(model.probe(session.block(), session.editSlot(), session.replacement(), policy).maxOtherInstances);
}
BENCHMARK(leakageProbes)->Apply(sizes);

void labCorpusEdit(benchmark::State &state)
{
    const PackingParams params = corpus(state);
    PackingSession session(params);
    PackingLab lab(session);
    const QString text = params.documents.front();
    bool flip = false;
    for (auto _ : state) {
        flip = !flip;
        // Same token count, so the largest corpus stays within its limits.
        session.setDocument(0, flip ? QStringLiteral("x") + text.mid(1) : text);
        benchmark::DoNotOptimize(lab.labelsText().size());
    }
}
BENCHMARK(labCorpusEdit)->Apply(sizes);

void meterEdit(benchmark::State &state)
{
    PackingSession session(corpus(state));
    LeakageMeter meter(session);
    const qint64 a = session.replacement();
    const qint64 b = a == 2 ? 3 : 2;
    bool flip = false;
    for (auto _ : state) {
        flip = !flip;
        session.setEdit(session.editSlot(), flip ? b : a);
        benchmark::DoNotOptimize(meter.report(LeakagePolicy::PlainCausal).maxOtherInstances);
    }
}
BENCHMARK(meterEdit)->Apply(sizes);

void efficiency(benchmark::State &state)
{
    PackingSession session(corpus(state));
    for (auto _ : state)
        for (const PackedBlock &block : session.blocks())
            benchmark::DoNotOptimize(MaskStatistics::of(block.allowed(), 4).activeTiles);
}
BENCHMARK(efficiency)->Apply(sizes);

} // namespace

int main(int argc, char **argv)
{
    // The panels need an application; no window is shown.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    return FrameReporter::run(argc, argv, 1.0 / 60.0, "frame (60 Hz)");
}
