// The lesson chapter through its plugin, as the shell opens it: the example pack's lesson
// (content/examples/reading-lesson) with its figure beside the text; the text alone at full
// width without figures; figures below the text; the loader's checks of the images a lesson
// names; an image that disappears after loading; the content language followed; and the page
// at the tour's sizes in English, German and French without anything scrolling sideways.
#include "chapterharness.h"
#include "languagescope.h"
#include "pagechecks.h"
#include "suiteregistry.h"

#include "sdk/markdownview.h"
#include "sdk/standardchapterpage.h"

#include <QApplication>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QScrollArea>
#include <QSplitter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextCursor>
#include <QTextDocument>
#include "testpaths.h"

using namespace atlas;
using test::PageChecks;

class TestLessonPlugin : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void exampleThroughThePlugin();
    void textTakesTheWholeWidthWithoutFigures();
    void figuresBelowTheText();
    void loaderChecksFigureImages();
    void vanishedImageIsExplainedInPlace();
    void brokenFormulaIsShownInPlace();
    void rendersWithoutClipping_data();
    void rendersWithoutClipping();
};

namespace {

const QString examplePack = testpaths::buildPackDir() + QStringLiteral("/examples/reading-lesson");
const QString chapterId = QStringLiteral("reading-a-map");

// A copy of the example pack in `dir` whose lesson has `params` instead of its own.
bool copyExample(const QTemporaryDir &dir, const QJsonObject &params)
{
    QDirIterator files(examplePack, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString source = files.next();
        const QString target = QDir(dir.path()).filePath(QDir(examplePack).relativeFilePath(source));
        if (!QDir().mkpath(QFileInfo(target).path()) || !QFile::copy(source, target))
            return false;
    }
    QFile manifest(QDir(dir.path()).filePath(QStringLiteral("pack.json")));
    if (!manifest.open(QIODevice::ReadOnly))
        return false;
    QJsonObject root = QJsonDocument::fromJson(manifest.readAll()).object();
    manifest.close();
    QJsonArray chapters = root.value(QLatin1String("chapters")).toArray();
    QJsonObject chapter = chapters.at(0).toObject();
    chapter.insert(QStringLiteral("params"), params);
    chapters.replace(0, chapter);
    root.insert(QStringLiteral("chapters"), chapters);
    return manifest.open(QIODevice::WriteOnly | QIODevice::Truncate) && manifest.write(QJsonDocument(root).toJson()) > 0;
}

QWidget *figure(const ChapterPage *page, int number)
{
    return page->findChild<QWidget *>(QStringLiteral("figure%1").arg(number));
}

QScrollArea *labArea(const ChapterPage *page)
{
    const QList<QScrollArea *> labs = PageChecks::labColumns(page);
    return labs.isEmpty() ? nullptr : labs.constFirst();
}

} // namespace

void TestLessonPlugin::exampleThroughThePlugin()
{
    test::ChapterHarness harness(examplePack);
    QVERIFY2(harness.open(chapterId), qPrintable(harness.error()));
    // The example pack is clean: not a warning.
    QCOMPARE(harness.loadResult().diagnostics.size(), 0);
    ChapterPage *page = harness.page();
    auto *standard = qobject_cast<StandardChapterPage *>(page);
    QVERIFY(standard);
    QVERIFY(harness.showPage(QSize(1196, 820)));
    // The body with its formulas, all typeset; the four questions under it.
    QVERIFY(standard->body()->formulaCount() >= 5);
    QCOMPARE(standard->body()->invalidFormulaCount(), 0);
    QCOMPARE(harness.context().chapter().questions.size(), 4);
    QVERIFY(PageChecks::readingColumn(page));
    // The figure sits beside the text, in the column a lab would have, and the text keeps the
    // larger share.
    QWidget *first = figure(page, 1);
    QVERIFY(first);
    QScrollArea *lab = labArea(page);
    QVERIFY(lab && lab->isAncestorOf(first));
    QVERIFY(PageChecks::readingColumn(page)->width() > lab->width());
    QCOMPARE(first->property("error").toString(), QString());
    // The image is drawn inside the figure, at its own size (300 × 290) when there is room.
    const QRect image = first->property("imageRect").toRect();
    QVERIFY2(first->rect().contains(image) && image.width() > 200, qPrintable(QStringLiteral("%1 × %2").arg(image.width()).arg(image.height())));
    // The accessible name says what the image shows; the description numbers it.
    QVERIFY2(first->accessibleName().startsWith(QStringLiteral("A four by four grid")), qPrintable(first->accessibleName()));
    QVERIFY2(first->accessibleDescription().startsWith(QStringLiteral("Figure 1. The attention weights")),
             qPrintable(first->accessibleDescription()));
    QCOMPARE(page->figures().size(), 1);
    QCOMPARE(page->figures().constFirst().widget, first);
    // The content language: the pack's caption and alt text in German.
    {
        const test::LanguageScope german(QStringLiteral("de"));
        QVERIFY(german.isLoaded());
        harness.context().setLanguage(QStringLiteral("de"));
        QVERIFY2(first->accessibleName().startsWith(QStringLiteral("Ein Raster aus vier mal vier Zellen")), qPrintable(first->accessibleName()));
        QVERIFY2(first->accessibleDescription().startsWith(QStringLiteral("Abbildung 1. Die Attention-Gewichte")),
                 qPrintable(first->accessibleDescription()));
    }
}

void TestLessonPlugin::textTakesTheWholeWidthWithoutFigures()
{
    QTemporaryDir dir;
    QVERIFY(copyExample(dir, QJsonObject()));
    test::ChapterHarness harness(dir.path());
    QVERIFY2(harness.open(chapterId), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(QSize(1196, 820)));
    QVERIFY(!figure(page, 1));
    QVERIFY(!labArea(page)); // no lab column at all
    QScrollArea *reading = PageChecks::readingColumn(page);
    QVERIFY(reading);
    // The reading column spans the page but for its margins.
    QVERIFY2(reading->width() >= page->width() - 40, qPrintable(QStringLiteral("%1 of %2").arg(reading->width()).arg(page->width())));
    QVERIFY(page->figures().isEmpty());
}

void TestLessonPlugin::figuresBelowTheText()
{
    QTemporaryDir dir;
    QVERIFY(copyExample(dir, QJsonObject{{"figure_placement", "below"},
                                         {"figures", QJsonArray{QJsonObject{{"image", "chapters/figures/causal-map.svg"}, {"caption", "One"}},
                                                                QJsonObject{{"image", "chapters/figures/causal-map.svg"}}}}}));
    test::ChapterHarness harness(dir.path());
    QVERIFY2(harness.open(chapterId), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(QSize(1000, 700)));
    QVERIFY(!labArea(page)); // the text keeps the whole width
    QScrollArea *reading = PageChecks::readingColumn(page);
    auto *standard = qobject_cast<StandardChapterPage *>(page);
    QWidget *first = figure(page, 1);
    QWidget *second = figure(page, 2);
    QVERIFY(first && second);
    QVERIFY(reading->widget()->isAncestorOf(first));
    // Under the body, in order, and above the questions.
    const auto top = [reading](const QWidget *w) { return w->mapTo(reading->widget(), QPoint(0, 0)).y(); };
    QWidget *questions = nullptr;
    for (QWidget *w : page->findChildren<QWidget *>())
        if (w->inherits("atlas::QuizPanel"))
            questions = w;
    QVERIFY(questions);
    QVERIFY(top(first) >= top(standard->body()) + standard->body()->height());
    QVERIFY(top(second) > top(first));
    QVERIFY(top(questions) >= top(second) + second->height());
    // A figure never makes the column scroll sideways, and scales down with it.
    const QString overflow = PageChecks::columnsOverflow(page);
    QVERIFY2(overflow.isEmpty(), qPrintable(overflow));
    QVERIFY(first->width() <= reading->viewport()->width());
}

void TestLessonPlugin::loaderChecksFigureImages()
{
    QTemporaryDir dir;
    QVERIFY(copyExample(dir, QJsonObject{{"figures", QJsonArray{
                                              QJsonObject{{"image", "chapters/figures/none.png"}},
                                              QJsonObject{{"image", "chapters/figures/folder.png"}},
                                              QJsonObject{{"image", "chapters/figures/remote.svg"}},
                                              QJsonObject{{"image", "chapters/figures/causal-map.svg"}}}}}));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("chapters/figures/folder.png")));
    {
        QFile remote(QDir(dir.path()).filePath(QStringLiteral("chapters/figures/remote.svg")));
        QVERIFY(remote.open(QIODevice::WriteOnly));
        remote.write("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"10\" height=\"10\">\n"
                     "  <image xlink:href=\"../../../secret.png\" width=\"10\" height=\"10\"/>\n</svg>\n");
    }
    test::ChapterHarness harness(dir.path());
    QVERIFY(!harness.open(chapterId)); // params with errors: the chapter is not shown
    QStringList found;
    for (const Diagnostic &d : harness.loadResult().diagnostics)
        found.append(QStringLiteral("%1 %2:%3 %4 %5")
                         .arg(QFileInfo(d.file).fileName()).arg(d.line).arg(d.column).arg(d.pointer, diagnosticCodeName(d.code)));
    QCOMPARE(found.size(), 3);
    QVERIFY2(found.at(0).startsWith(QStringLiteral("pack.json ")) && found.at(0).endsWith(QStringLiteral(" /chapters/0/params/figures/0/image missing")), qPrintable(found.join(QLatin1Char('\n'))));
    QVERIFY2(found.at(1).endsWith(QStringLiteral(" /chapters/0/params/figures/1/image file")), qPrintable(found.join(QLatin1Char('\n'))));
    // A problem inside the SVG is placed in the SVG, at its line and column.
    QVERIFY2(found.at(2).startsWith(QStringLiteral("remote.svg 2:")) && found.at(2).endsWith(QStringLiteral(" unsafe")), qPrintable(found.join(QLatin1Char('\n'))));
    // Each manifest finding has its line and column.
    for (const Diagnostic &d : harness.loadResult().diagnostics)
        QVERIFY(d.line > 0 && d.column > 0);
}

void TestLessonPlugin::vanishedImageIsExplainedInPlace()
{
    QTemporaryDir dir;
    QVERIFY(copyExample(dir, QJsonObject{{"figures", QJsonArray{QJsonObject{{"image", "chapters/figures/causal-map.svg"}}}}}));
    test::ChapterHarness harness(dir.path());
    QVERIFY(harness.open(chapterId));
    // Removed after the pack was checked, before the page reads it: the page still opens,
    // and the figure says why its image is missing.
    QVERIFY(QFile::remove(QDir(dir.path()).filePath(QStringLiteral("chapters/figures/causal-map.svg"))));
    test::ChapterHarness again(dir.path());
    QVERIFY(!again.open(chapterId)); // the loader now refuses it…
    ChapterContext &context = harness.context();
    PluginRegistry &registry = harness.registry();
    std::unique_ptr<ChapterPage> page(registry.interfaceFor<ChapterPlugin>(QStringLiteral("lesson"))->createPage(context, nullptr));
    QVERIFY(page);
    QWidget *first = figure(page.get(), 1);
    QVERIFY(first);
    QVERIFY2(first->property("error").toString().contains(QStringLiteral("causal-map.svg")), qPrintable(first->property("error").toString()));
    QVERIFY(first->accessibleName().startsWith(QStringLiteral("Figure 1")));
}

// One formula typo: the validator reports it at its line and column, but the chapter opens —
// the formula as its source in red, every other formula typeset, the figure and the four
// questions there and answerable.
void TestLessonPlugin::brokenFormulaIsShownInPlace()
{
    QTemporaryDir dir;
    QVERIFY(copyExample(dir, QJsonObject{{"figures", QJsonArray{QJsonObject{{"image", "chapters/figures/causal-map.svg"}}}}}));
    const QString bodyPath = QDir(dir.path()).filePath(QStringLiteral("chapters/reading-a-map.md"));
    QFile body(bodyPath);
    QVERIFY(body.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(body.readAll());
    body.close();
    const QString typo = QStringLiteral("$$a_{ij} = \\frac{\\exp(s_{ij})}{\\sum_{k \\le i} \\exp(s_{ik})} \\quad");
    QVERIFY(text.contains(typo));
    text.replace(typo, QStringLiteral("$$a_{ij} = \\frac{\\exp(s_{ij})}{\\sum_{k \\le i} \\exp(s_{ik}) \\quad"));
    QVERIFY(body.open(QIODevice::WriteOnly | QIODevice::Truncate));
    body.write(text.toUtf8());
    body.close();

    test::ChapterHarness harness(dir.path());
    QVERIFY2(harness.open(chapterId), qPrintable(harness.error())); // the chapter is usable
    const QList<Diagnostic> &found = harness.loadResult().diagnostics;
    QCOMPARE(found.size(), 1);
    QVERIFY(found.constFirst().isError());
    QCOMPARE(diagnosticCodeName(found.constFirst().code), QLatin1String("formula"));
    QCOMPARE(QFileInfo(found.constFirst().file).fileName(), QStringLiteral("reading-a-map.md"));
    QCOMPARE(found.constFirst().line, 12);
    QVERIFY(found.constFirst().column > 0);
    QCOMPARE(found.constFirst().chapter, 0);
    QCOMPARE(harness.loadResult().chapterErrorCount(0), 1);

    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(QSize(1196, 820)));
    MarkdownView *view = qobject_cast<StandardChapterPage *>(page)->body();
    QCOMPARE(view->invalidFormulaCount(), 1);
    QVERIFY(view->formulaCount() >= 5);
    // The source, in place and in red; the text after it is there too.
    const QString shown = view->document()->toPlainText();
    const qsizetype at = shown.indexOf(QStringLiteral("$$a_{ij} = \\frac{"));
    QVERIFY2(at >= 0, qPrintable(shown.left(400)));
    QVERIFY(shown.indexOf(QStringLiteral("So every row sums to one")) > at);
    QTextCursor cursor(view->document());
    cursor.setPosition(int(at) + 1);
    QVERIFY(cursor.charFormat().foreground().color().red() > 150);
    QVERIFY(cursor.charFormat().toolTip().startsWith(QStringLiteral("This formula cannot be typeset")));
    // The rest of the chapter works: its figure, and its questions in the reading column.
    QVERIFY(figure(page, 1));
    QWidget *questions = nullptr;
    for (QWidget *w : page->findChildren<QWidget *>())
        if (w->inherits("atlas::QuizPanel"))
            questions = w;
    QVERIFY(questions && questions->isVisible());
    QCOMPARE(harness.context().chapter().questions.size(), 4);
}

void TestLessonPlugin::rendersWithoutClipping_data()
{
    QTest::addColumn<QSize>("window");
    QTest::addColumn<QString>("language");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}) {
        QTest::newRow(qPrintable(QStringLiteral("1440x900 ") + language)) << QSize(1440, 900) << language;
        QTest::newRow(qPrintable(QStringLiteral("1024x700 ") + language)) << QSize(1024, 700) << language;
    }
}

// At the tour's window sizes, in each language: no column scrolls sideways, the figure fits
// its column, its caption wraps between words, and the table of the body fits the text.
void TestLessonPlugin::rendersWithoutClipping()
{
    QFETCH(QSize, window);
    QFETCH(QString, language);
    const test::LanguageScope scope(language);
    QVERIFY(scope.isLoaded() || language == QLatin1String("en"));
    test::ChapterHarness harness(examplePack);
    QVERIFY2(harness.open(chapterId, language), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(PageChecks::pageSizeInWindow(window)));
    page->prepareForScreenshot();
    for (int turn = 0; turn < 4; ++turn)
        QApplication::processEvents();
    PageChecks::keepPageAndQuestions(page, QStringLiteral("lesson-%1x%2-%3").arg(window.width()).arg(window.height()).arg(language));
    const QString overflow = PageChecks::columnsOverflow(page);
    QVERIFY2(overflow.isEmpty(), qPrintable(overflow));
    QWidget *first = figure(page, 1);
    QScrollArea *lab = labArea(page);
    QVERIFY(first && lab);
    const QString overhang = PageChecks::overhang(lab->widget(), lab->viewport());
    QVERIFY2(overhang.isEmpty(), qPrintable(overhang));
    QVERIFY(first->width() <= lab->viewport()->width());
    QVERIFY(first->height() >= first->heightForWidth(first->width()));
    auto *body = qobject_cast<StandardChapterPage *>(page)->body();
    QCOMPARE(body->invalidFormulaCount(), 0);
    QVERIFY(body->wordWrapMode() == QTextOption::WordWrap);
}

ATLAS_TEST_MAIN(TestLessonPlugin)
#include "tst_lessonplugin.moc"
