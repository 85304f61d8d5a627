// What opening a chapter's text costs: MarkdownView reading a body of the built-in course
// (every chapter, in English, German and French), typesetting its formulas and laying it out
// at the reading column's width — once per chapter switch or language change, so against the
// 100 ms within which a click feels instant.
//
//     build/bin/bench_reading
#include "framereporter.h"

#include "core/packpaths.h"
#include "sdk/markdownview.h"

#include <benchmark/benchmark.h>

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QDir>
#include <QTextDocument>

namespace {

const QStringList chapters{QStringLiteral("mechanism"), QStringLiteral("scaling-variance"), QStringLiteral("gradients"),
                           QStringLiteral("packing"),   QStringLiteral("history"),          QStringLiteral("quiz")};
const QStringList languages{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};

void BM_OpenBody(benchmark::State &state)
{
    const QString pack = QStringLiteral(ATLAS_SOURCE_DIR "/content/self-attention");
    const QString chapter = chapters.at(state.range(0));
    const QString language = languages.at(state.range(1));
    const QString file = QDir(pack).filePath(QStringLiteral("chapters/%1%2.md")
                                                 .arg(chapter, language == QLatin1String("en") ? QString() : QLatin1Char('.') + language));
    const atlas::PackPaths paths(pack);
    atlas::MarkdownView view;
    view.resize(560, 800);
    int formulas = 0;
    for (auto _ : state) {
        if (!view.loadFile(file, paths)) {
            state.SkipWithError(qPrintable(view.errorMessage()));
            return;
        }
        benchmark::DoNotOptimize(view.document()->documentLayout()->documentSize());
        formulas = view.formulaCount();
    }
    state.SetLabel(QStringLiteral("%1 (%2), %3 formulas").arg(chapter, language).arg(formulas).toStdString());
}
BENCHMARK(BM_OpenBody)->ArgsProduct({{0, 1, 2, 3, 4, 5}, {0, 1, 2}})->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    return FrameReporter::run(argc, argv, 0.1, "instant (100 ms)");
}
