// The decoding chapter's lab: what one press of Step costs (a token drawn, appended to the four
// caches — double and float, each summed in the recompute's order and reversed — and the whole
// prefix recomputed in both precisions for the Δ meter), what Generate to the end costs, and
// the training the chapter runs in the background when it opens. Each against a 60 Hz frame:
// Step and Generate run on the GUI thread and must stay well under one.
//
//     build/bin/bench_decoding
#include "decodingparams.h"
#include "decodingsession.h"

#include "framereporter.h"

#include <benchmark/benchmark.h>

#include <QCoreApplication>

namespace {

atlas::DecodingSession &trained()
{
    static atlas::DecodingSession session{atlas::DecodingParams()};
    static const bool ready = [] {
        session.trainNow();
        return true;
    }();
    (void)ready;
    return session;
}

// One Step with the cache holding `length − 1` positions (the sequence cut back untimed).
void stepAt(benchmark::State &state)
{
    atlas::DecodingSession &session = trained();
    const int length = int(state.range(0));
    for (auto _ : state) {
        state.PauseTiming();
        session.reset();
        session.generate(length - 1 - int(session.length()));
        state.ResumeTiming();
        benchmark::DoNotOptimize(session.step());
    }
    state.SetLabel("T = " + std::to_string(length));
}
BENCHMARK(stepAt)->Arg(8)->Arg(32)->Arg(64)->Unit(benchmark::kMicrosecond);

void generateToTheEnd(benchmark::State &state)
{
    atlas::DecodingSession &session = trained();
    for (auto _ : state) {
        state.PauseTiming();
        session.reset();
        state.ResumeTiming();
        benchmark::DoNotOptimize(session.generateToEnd());
    }
}
BENCHMARK(generateToTheEnd)->Unit(benchmark::kMillisecond);

// The background training at the chapter's default (600 steps): the time the learner waits
// before Step is enabled.
void training(benchmark::State &state)
{
    const atlas::DecodingParams params;
    const atlas::DecodingCorpus corpus(params.corpus);
    for (auto _ : state)
        benchmark::DoNotOptimize(atlas::DecodingSession::trainModel(params, corpus));
}
BENCHMARK(training)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    return FrameReporter::run(argc, argv, 1.0 / 60.0, "frame (60 Hz)");
}
