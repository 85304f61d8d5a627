// What opening a chapter's text costs: MarkdownView reading a body of the built-in course
// (every chapter, in English, German and French), typesetting its formulas and laying it out
// at the reading column's width — once per chapter switch or language change, so against the
// 100 ms within which a click feels instant.
//
// BM_OpenHostileBody opens bodies a pack may hold but no author writes: 512 KiB of one word
// (which froze the view for two minutes before MarkdownView broke long runs), of a base64
// blob, of a word in a table cell, of short lines. Opening any body the validator accepts
// must stay interactive.
//
//     build/bin/bench_reading
#include "framereporter.h"

#include "core/packlimits.h"
#include "core/packpaths.h"
#include "sdk/markdownview.h"

#include <benchmark/benchmark.h>

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
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

void BM_OpenHostileBody(benchmark::State &state)
{
    const qsizetype size = atlas::PackLimits::maxBodyBytes - 64;
    QString body, label;
    switch (state.range(0)) {
    case 0:
        body = QString(size, QLatin1Char('A'));
        label = QStringLiteral("one 512 KiB word");
        break;
    case 1:
        body = QString::fromLatin1(QByteArray(size * 3 / 4, '\x5a').toBase64());
        label = QStringLiteral("a 512 KiB base64 blob");
        break;
    case 2:
        body = QStringLiteral("| a | b |\n|---|---|\n| ") + QString(size - 40, QLatin1Char('x')) + QStringLiteral(" | c |\n");
        label = QStringLiteral("a 512 KiB word in a table cell");
        break;
    default:
        body = QStringLiteral("A short line of prose.\n").repeated(size / 23);
        label = QStringLiteral("512 KiB of short lines");
        break;
    }
    QTemporaryDir pack;
    QFile file(QDir(pack.path()).filePath(QStringLiteral("body.md")));
    if (!file.open(QIODevice::WriteOnly) || file.write(body.toUtf8()) != body.toUtf8().size()) {
        state.SkipWithError("cannot write the body");
        return;
    }
    file.close();
    const atlas::PackPaths paths(pack.path());
    atlas::MarkdownView view;
    view.resize(560, 800);
    for (auto _ : state) {
        view.loadFile(file.fileName(), paths);
        // What the chapter page does to fit the body's height.
        view.document()->setTextWidth(540);
        benchmark::DoNotOptimize(view.document()->size());
    }
    state.SetLabel(label.toStdString());
}
BENCHMARK(BM_OpenHostileBody)->DenseRange(0, 3)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    return FrameReporter::run(argc, argv, 0.1, "instant (100 ms)");
}
