// What the first visit of each chapter costs: its plugin creates the page (reading column and
// lab, the lab's first computation included) and the page is laid out and painted once in a
// 1440 × 900 window — what a learner waits for after pressing Next. Later visits reuse the
// page. Against the 100 ms within which a click feels instant.
//
//     build/bin/bench_pages
#include "framereporter.h"

#include "coursesession.h"

#include "core/pluginregistry.h"
#include "core/progressstore.h"
#include "sdk/chapterpage.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QDir>
#include <QMainWindow>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace {

void BM_FirstVisit(benchmark::State &state)
{
    const int index = static_cast<int>(state.range(0));
    QTemporaryDir dir;
    atlas::PluginRegistry registry;
    registry.scan({QStringLiteral(ATLAS_PLUGIN_DIR)});
    atlas::ProgressStore store(QDir(dir.path()).filePath(QStringLiteral("progress.json")));
    std::string label;
    for (auto _ : state) {
        state.PauseTiming();
        QMainWindow window;
        window.resize(1440, 900);
        window.show();
        QApplication::processEvents();
        auto session = std::make_unique<atlas::CourseSession>(QStringLiteral(ATLAS_PACK_DIR), registry, store, QStringLiteral("en"));
        if (!session->isOpen() || index >= session->chapterCount()) {
            state.SkipWithError("the built-in pack did not open");
            return;
        }
        label = session->pack().chapters.at(index).id.toStdString();
        state.ResumeTiming();

        atlas::ChapterPage *page = session->page(index, &window);
        window.setCentralWidget(page);
        page->show();
        QApplication::processEvents();
        benchmark::DoNotOptimize(page->grab());

        state.PauseTiming();
        session.reset();
        state.ResumeTiming();
    }
    state.SetLabel(label);
}
BENCHMARK(BM_FirstVisit)->DenseRange(0, 5)->Unit(benchmark::kMillisecond)->Iterations(5);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    return FrameReporter::run(argc, argv, 0.1, "instant (100 ms)");
}
