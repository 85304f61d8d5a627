// What the history and quiz chapters recompute while a learner works, against a 16.7 ms frame:
//
//   history  a slider step of the weights demonstration (WorkedRelation, 3 keys); a token
//            change of the context demonstration (MultiHeadAttention, 6 tokens); a theme
//            toggled in the lab (filter, relayout, details); reading the timeline's params;
//            the dense-vs-tiled comparison at T = 128 … 2048 (run on a worker thread in the
//            lab: this shows why)
//   quiz     an answer submitted through the quiz lab (record, save, score line, table, chart,
//            review; one click, so the budget is 100 ms, not a frame — most of it is Qt laying
//            out the word-wrapped texts of the page again); the seeded shuffle of 512 ids; the score by chapter; CSV and JSON export
//
// Run: build/bin/bench_historyquiz — the usual table, then every case against the frame.
#include "framereporter.h"

#include "contextreachdemo.h"
#include "historylab.h"
#include "historyparams.h"
#include "historythemechooser.h"
#include "ioawarecomparison.h"
#include "quizlab.h"
#include "quizorder.h"
#include "quizresults.h"
#include "quizsession.h"

#include "core/packloader.h"
#include "core/progressstore.h"
#include "sdk/questionview.h"

#include <atlas/workedrelation.h>

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QDir>
#include <QTemporaryDir>

#include <memory>

using namespace atlas;

namespace {

const ChapterPack &builtInPack()
{
    static const ChapterPack pack = [] {
        PackLoader::Options options;
        options.checkBodies = false;
        return *PackLoader::load(QStringLiteral(ATLAS_SOURCE_DIR "/content/self-attention"), options).pack;
    }();
    return pack;
}

HistoryParams builtInTimeline()
{
    ParamsReport report;
    return HistoryParams::read(builtInPack().chapter(QStringLiteral("history"))->params, report);
}

void BM_WeightsSliderStep(benchmark::State &state)
{
    Vector<double> s(3), v(3);
    v << 2, 2, 6;
    double delta = 0;
    for (auto _ : state) {
        delta = delta > 3 ? -3 : delta + 0.1;
        s << delta, -delta, std::log(std::exp(delta) + std::exp(-delta));
        benchmark::DoNotOptimize(WorkedRelation<double>::compute(s, v));
    }
}
BENCHMARK(BM_WeightsSliderStep);

void BM_ContextTokenChange(benchmark::State &state)
{
    ContextReachDemo demo;
    int token = 0;
    for (auto _ : state) {
        token = (token + 1) % ContextReachDemo::tokens;
        demo.setChangedToken(token);
        benchmark::DoNotOptimize(demo.changedOutputs());
    }
}
BENCHMARK(BM_ContextTokenChange);

void BM_HistoryThemeToggle(benchmark::State &state)
{
    HistoryLab lab(builtInTimeline(), QStringLiteral("en"));
    lab.resize(720, 3000);
    lab.show();
    QApplication::processEvents();
    auto *chooser = lab.findChild<HistoryThemeChooser *>();
    bool on = false;
    for (auto _ : state) {
        chooser->setChosen(QStringLiteral("efficiency"), on);
        on = !on;
        QApplication::processEvents(); // the relayout the toggle schedules
    }
}
BENCHMARK(BM_HistoryThemeToggle)->Unit(benchmark::kMillisecond);

void BM_HistoryParamsRead(benchmark::State &state)
{
    const QJsonObject params = builtInPack().chapter(QStringLiteral("history"))->params;
    for (auto _ : state) {
        ParamsReport report;
        benchmark::DoNotOptimize(HistoryParams::read(params, report));
    }
}
BENCHMARK(BM_HistoryParamsRead);

void BM_DenseVersusTiled(benchmark::State &state)
{
    IoAwareComparison::Request request;
    request.length = state.range(0);
    request.singlePrecision = state.range(1) != 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(IoAwareComparison::run(request));
    state.SetLabel(request.singlePrecision ? "float" : "double");
}
BENCHMARK(BM_DenseVersusTiled)->ArgsProduct({{128, 512, 1024, 2048}, {0, 1}})->Unit(benchmark::kMillisecond);

void BM_QuizAnswerThroughTheLab(benchmark::State &state)
{
    QTemporaryDir dir;
    ProgressStore store(QDir(dir.path()).filePath(QStringLiteral("progress.json")));
    CourseProgress progress(store, builtInPack());
    QuizSession session(builtInPack(), QStringLiteral("quiz"), QuizParams(), progress);
    QuizLab lab(session, QStringLiteral("en"));
    lab.resize(760, 2000);
    lab.show();
    QApplication::processEvents();
    const QuestionSpec &q = *builtInPack().question(QStringLiteral("induction-which-half"));
    int choice = 0;
    for (auto _ : state) {
        // Every answer: grade, record, save the progress file, then every view follows.
        choice = (choice + 1) % 3;
        progress.submit(q, QuizAnswer::choice(choice));
        QApplication::processEvents();
    }
}
BENCHMARK(BM_QuizAnswerThroughTheLab)->Unit(benchmark::kMillisecond);

// The part of an answer that is not the lab: grading, the record, saving the progress file.
void BM_QuizSubmitAndSave(benchmark::State &state)
{
    QTemporaryDir dir;
    ProgressStore store(QDir(dir.path()).filePath(QStringLiteral("progress.json")));
    CourseProgress progress(store, builtInPack());
    const QuestionSpec &q = *builtInPack().question(QStringLiteral("induction-which-half"));
    int choice = 0;
    for (auto _ : state) {
        choice = (choice + 1) % 3;
        progress.submit(q, QuizAnswer::choice(choice));
    }
}
BENCHMARK(BM_QuizSubmitAndSave)->Unit(benchmark::kMillisecond);

void BM_QuizShuffle512(benchmark::State &state)
{
    QStringList ids;
    for (int i = 0; i < 512; ++i)
        ids.append(QStringLiteral("question-%1").arg(i));
    std::uint64_t seed = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(QuizOrder::shuffled(ids, QuizOrder::mix({2017, ++seed})));
}
BENCHMARK(BM_QuizShuffle512);

void BM_QuizScoreByChapter(benchmark::State &state)
{
    QTemporaryDir dir;
    ProgressStore store(QDir(dir.path()).filePath(QStringLiteral("progress.json")));
    CourseProgress progress(store, builtInPack());
    QuizSession session(builtInPack(), QStringLiteral("quiz"), QuizParams(), progress);
    for (auto _ : state) {
        benchmark::DoNotOptimize(session.scoreByChapter());
        benchmark::DoNotOptimize(session.breakdownByChapter());
        benchmark::DoNotOptimize(session.mistakes());
    }
}
BENCHMARK(BM_QuizScoreByChapter);

void BM_QuizExport(benchmark::State &state)
{
    QTemporaryDir dir;
    ProgressStore store(QDir(dir.path()).filePath(QStringLiteral("progress.json")));
    CourseProgress progress(store, builtInPack());
    QuizSession session(builtInPack(), QStringLiteral("quiz"), QuizParams(), progress);
    const bool json = state.range(0) != 0;
    for (auto _ : state) {
        const QList<QuizResults::Row> rows = QuizResults::collect(session, QStringLiteral("en"));
        benchmark::DoNotOptimize(json ? QuizResults::toJson(session, rows, QStringLiteral("en"), QDateTime::currentDateTimeUtc(),
                                                            QStringLiteral("learner-bench"))
                                      : QuizResults::toCsv(rows, QStringLiteral("learner-bench")));
    }
    state.SetLabel(json ? "json" : "csv");
}
BENCHMARK(BM_QuizExport)->Arg(0)->Arg(1);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    FrameReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    reporter.printShareOfFrame();
    benchmark::Shutdown();
    return 0;
}
