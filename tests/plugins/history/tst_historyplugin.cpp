// The history chapter through its plugin, as the shell opens it: the built-in chapter's page
// with its lab, figures and screenshot state; params validated by the loaded plugin, with
// located errors; the content language followed.
// The plugin's classes live in the loaded plugin, so the page is inspected through Qt's own
// widget types and object names, as an accessibility tool or the shell would see it.
#include "chapterharness.h"
#include "paramsreporttext.h"

#include "sdk/standardchapterpage.h"

#include <QApplication>
#include <QLabel>
#include <QListView>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTest>

using namespace atlas;
using test::ParamsReportText;

class TestHistoryPlugin : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void pageThroughThePlugin();
    void paramsThroughThePlugin();
};

void TestHistoryPlugin::pageThroughThePlugin()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("history")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(qobject_cast<StandardChapterPage *>(page));
    QWidget *lab = page->findChild<QWidget *>(QStringLiteral("historyLab"));
    QVERIFY(lab);
    QVERIFY(harness.showPage(QSize(1200, 800)));
    // The pack's timeline, the pack's selected entry.
    auto *timeline = lab->findChild<QListView *>(QStringLiteral("timeline"));
    QVERIFY(timeline);
    QCOMPARE(timeline->model()->rowCount(), 10);
    auto *heading = lab->findChild<QLabel *>(QStringLiteral("heading"));
    QCOMPARE(heading->text(), QStringLiteral("2017 · The Transformer replaces recurrent sequence processing"));
    // The tour's state: the comparison has finished, the selected entry is shown.
    timeline->setCurrentIndex(timeline->model()->index(6, 0));
    QVERIFY(heading->text().startsWith(QStringLiteral("2019")));
    page->prepareForScreenshot();
    auto *ioAware = lab->findChild<QWidget *>(QStringLiteral("ioAware"));
    QVERIFY(ioAware->findChild<QLabel *>(QStringLiteral("status"))->text().startsWith(QStringLiteral("T = 512 tokens")));
    QVERIFY(!ioAware->findChild<QLabel *>(QStringLiteral("verdict"))->text().isEmpty());
    QCOMPARE(heading->text(), QStringLiteral("2017 · The Transformer replaces recurrent sequence processing"));
    const QList<ExportableFigure> figures = page->figures();
    QCOMPARE(figures.size(), 4);
    for (const ExportableFigure &figure : figures)
        QVERIFY(lab->isAncestorOf(figure.widget));
    // The chapter's own questions are in the reading column.
    QCOMPARE(harness.context().chapter().questions.size(), 8);
    // A language change re-reads the pack's texts.
    harness.context().setLanguage(QStringLiteral("de"));
    QCOMPARE(heading->text(), QStringLiteral("2017 · Der Transformer ersetzt die rekurrente Sequenzverarbeitung"));
}

void TestHistoryPlugin::paramsThroughThePlugin()
{
    test::ChapterHarness harness;
    PluginRegistry &registry = harness.registry();
    ParamsReport report;
    QString problem;
    const QJsonObject params{{"entries", QJsonArray{QJsonObject{{"id", "x"}, {"year", 2017}}}}, {"colour", "red"}};
    QVERIFY2(registry.validateParams(QStringLiteral("history"), params, report, problem), qPrintable(problem));
    QCOMPARE(ParamsReportText::pointers(report),
             (QStringList{"/colour", "/entries/0/title", "/entries/0/established", "/entries/0/not_established",
                          "/entries/0/themes", "/entries/0/source"}));
}

QTEST_MAIN(TestHistoryPlugin)
#include "tst_historyplugin.moc"
