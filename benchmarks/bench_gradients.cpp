// What the gradients chapter computes, against the 16.7 ms of one frame at 60 Hz: after the
// usual table, every case's time, the frame and their ratio (0.01 = 1 % of a frame).
//
//     build/bin/bench_gradients
//
// Recomputed on the GUI thread after an edit (must stay well under a frame):
//   - the worked relation (engine WorkedRelation) and the sweep chart's 241 points, alone and
//     as the panel does it (parsing the typed text, labels, formula and chart series);
//   - the decoder's forward, backward and gradient graph (DecoderSession's recompute), alone
//     and with every panel of the decoder lab following (graph, inspector heatmaps, prefix);
//   - the prefix-invariance comparison (two forward and backward passes, twice), and the panel.
// Painting is not included: it happens once per frame whatever changed.
// Run in a worker thread (reported for scale, not for the frame): one training step, and the
// complete gradient check at the course's sizes and at the largest the params allow.
#include "decoderlab.h"
#include "decodersession.h"
#include "prefixinvariancepanel.h"
#include "scoresweep.h"
#include "workedrelationpanel.h"

#include <atlas/prefixinvariance.h>
#include <atlas/workedrelation.h>

#include "framereporter.h"

#include <benchmark/benchmark.h>

#include <QApplication>

#include <cmath>

namespace {

using namespace atlas;


Vector<double> keys(int n, double first)
{
    Vector<double> v(n);
    for (int i = 0; i < n; ++i)
        v(i) = first + i;
    return v;
}

void workedRelation(benchmark::State &state)
{
    const int n = int(state.range(0));
    const Vector<double> scores = keys(n, 0), values = keys(n, 2);
    for (auto _ : state)
        benchmark::DoNotOptimize(WorkedRelation<double>::compute(scores, values).output);
}
BENCHMARK(workedRelation)->ArgName("keys")->Arg(2)->Arg(6);

// One edit of the worked relation: the relation and the sweep chart's points.
void workedRelationEdit(benchmark::State &state)
{
    const int n = int(state.range(0));
    Vector<double> scores = keys(n, 0);
    const Vector<double> values = keys(n, 2);
    const std::vector<bool> allowed(std::size_t(n), true);
    for (auto _ : state) {
        scores(0) = -scores(0) + 0.1;
        benchmark::DoNotOptimize(WorkedRelation<double>::compute(scores, values, allowed).output);
        benchmark::DoNotOptimize(ScoreSweep::compute(scores, values, allowed, 0).outputs.data());
    }
}
BENCHMARK(workedRelationEdit)->ArgName("keys")->Arg(2)->Arg(6);

// One typed score, as the panel handles it: parse, recompute, texts, formula, chart series.
void workedRelationPanelEdit(benchmark::State &state)
{
    WorkedRelationParams params;
    WorkedRelationPanel panel(params);
    while (panel.keyCount() < state.range(0))
        panel.addKey();
    bool flip = false;
    for (auto _ : state) {
        flip = !flip;
        panel.submitScore(0, flip ? QStringLiteral("0.5") : QStringLiteral("-0.5"));
        benchmark::DoNotOptimize(panel.result().output);
    }
}
BENCHMARK(workedRelationPanelEdit)->ArgName("keys")->Arg(2)->Arg(6);

DecoderParams decoderParams(int modelWidth, int heads, int width, int tokens)
{
    DecoderParams p;
    p.modelWidth = modelWidth;
    p.heads = heads;
    p.keyWidth = width;
    p.valueWidth = width;
    p.tokens.clear();
    for (int t = 0; t < tokens; ++t)
        p.tokens.append(p.vocabulary.at(t % p.vocabulary.size()));
    return p;
}

DecoderParams sized(const benchmark::State &state)
{
    return decoderParams(int(state.range(0)), int(state.range(1)), int(state.range(2)), int(state.range(3)));
}

void decoderSizes(benchmark::internal::Benchmark *b)
{
    b->ArgNames({"d_model", "heads", "dk", "T"});
    b->Args({8, 2, 4, 7});     // the course's example
    b->Args({32, 4, 16, 16});  // the largest the params allow
}

// What an edit of the decoder's input costs: forward, backward and the graph for the panels.
void decoderRecompute(benchmark::State &state)
{
    const DecoderParams params = sized(state);
    const TinyDecoder<double> decoder(DecoderSession(params).config(), params.seed);
    const DecoderInput input = DecoderSession(params).input();
    for (auto _ : state) {
        const DecoderTrace<double> trace = decoder.forward(input);
        const DecoderGradients<double> gradients = decoder.backward(input, trace);
        benchmark::DoNotOptimize(decoder.graph(input, trace, gradients).nodes.data());
    }
}
BENCHMARK(decoderRecompute)->Apply(decoderSizes);

void prefixInvariance(benchmark::State &state)
{
    const DecoderParams params = sized(state);
    DecoderSession session(params);
    QStringList edited = session.tokens();
    edited[int(state.range(3)) / 2] = session.vocabulary().last();
    const DecoderInput before = session.input(), after = session.inputFor(edited);
    for (auto _ : state)
        benchmark::DoNotOptimize(PrefixInvariance<double>::compare(session.decoder(), before, after, state.range(3) / 2).maxGradientChange);
}
BENCHMARK(prefixInvariance)->Apply(decoderSizes);

// A typed token sequence with the whole decoder lab following: session, graph view,
// inspector heatmaps, prefix panel (the gradient check only marks itself out of date).
void decoderLabEdit(benchmark::State &state)
{
    DecoderSession session(sized(state));
    DecoderLab lab(session);
    const QString a = session.tokens().join(QLatin1Char(' '));
    QStringList other = session.tokens();
    other[1] = session.vocabulary().last();
    const QString b = other.join(QLatin1Char(' '));
    bool flip = false;
    for (auto _ : state) {
        flip = !flip;
        benchmark::DoNotOptimize(session.setTokensText(flip ? b : a).size());
    }
}
BENCHMARK(decoderLabEdit)->Apply(decoderSizes);

void prefixPanelEdit(benchmark::State &state)
{
    DecoderSession session(sized(state));
    PrefixInvariancePanel panel(session);
    const int u = int(state.range(3)) / 2;
    bool flip = false;
    for (auto _ : state) {
        flip = !flip;
        panel.setEdit(u, flip ? session.vocabulary().last() : session.vocabulary().at(1));
        benchmark::DoNotOptimize(panel.report().maxGradientChange);
    }
}
BENCHMARK(prefixPanelEdit)->Apply(decoderSizes);

void trainingStep(benchmark::State &state)
{
    const DecoderParams params = sized(state);
    DecoderSession session(params);
    TinyDecoder<double> decoder = session.decoder();
    const DecoderInput input = session.input();
    AdamOptimizer<double> adam(0.01);
    for (auto _ : state)
        benchmark::DoNotOptimize(decoder.trainStep(input, adam));
}
BENCHMARK(trainingStep)->Apply(decoderSizes);

void gradientCheck(benchmark::State &state)
{
    const DecoderParams params = sized(state);
    DecoderSession session(params);
    const DecoderInput input = session.input();
    for (auto _ : state)
        benchmark::DoNotOptimize(session.decoder().gradientCheck(input).maxRelativeError);
}
BENCHMARK(gradientCheck)->Apply(decoderSizes)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    // The panels need an application; no window is shown.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    return FrameReporter::run(argc, argv, 1.0 / 60.0, "frame (60 Hz)");
}
