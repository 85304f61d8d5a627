// The history chapter through its plugin, as the shell opens it: the built-in chapter's page
// with its lab, figures and screenshot state; params validated by the loaded plugin, with
// located errors; the content language followed.
// The plugin's classes live in the loaded plugin, so the page is inspected through Qt's own
// widget types and object names, as an accessibility tool or the shell would see it.
#include "chapterharness.h"
#include "languagescope.h"
#include "pagechecks.h"
#include "paramsreporttext.h"
#include "suiteregistry.h"

#include "sdk/standardchapterpage.h"

#include <QApplication>
#include <QChartView>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QListView>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTest>

using namespace atlas;
using test::PageChecks;
using test::ParamsReportText;

class TestHistoryPlugin : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void pageThroughThePlugin();
    void paramsThroughThePlugin();
    void rendersWithoutClipping_data();
    void rendersWithoutClipping();
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
    QCOMPARE(timeline->model()->rowCount(), 11);
    auto *heading = lab->findChild<QLabel *>(QStringLiteral("heading"));
    QCOMPARE(heading->text(), QStringLiteral("2017 · The Transformer replaces recurrent sequence processing"));
    // The tour's state: the comparison has finished, the selected entry is shown.
    timeline->setCurrentIndex(timeline->model()->index(7, 0));
    QVERIFY(heading->text().startsWith(QStringLiteral("2019")));
    page->prepareForScreenshot();
    auto *ioAware = lab->findChild<QWidget *>(QStringLiteral("ioAware"));
    QVERIFY(ioAware->findChild<QLabel *>(QStringLiteral("status"))->text().startsWith(QStringLiteral("T = 512 tokens")));
    QVERIFY(!ioAware->findChild<QLabel *>(QStringLiteral("verdict"))->text().isEmpty());
    QCOMPARE(heading->text(), QStringLiteral("2017 · The Transformer replaces recurrent sequence processing"));
    const QList<ExportableFigure> figures = page->figures();
    QCOMPARE(figures.size(), 6);
    for (const ExportableFigure &figure : figures)
        QVERIFY(lab->isAncestorOf(figure.widget));
    // The chapter's own questions are in the reading column.
    QCOMPARE(harness.context().chapter().questions.size(), 9);
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

void TestHistoryPlugin::rendersWithoutClipping_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
        QTest::newRow(qPrintable(QStringLiteral("1440x900 ") + language)) << QSize(1440, 900) << language;
        QTest::newRow(qPrintable(QStringLiteral("1024x700 ") + language)) << QSize(1024, 700) << language;
    }
    QTest::newRow("1024x700 fr") << QSize(1024, 700) << QStringLiteral("fr");
}

// The page as the tour draws it — the kernel lab measured with its short default settings —
// at both tour sizes in English and German (and French at the smaller): no column scrolls sideways, nothing of the lab
// reaches past its right edge, and the measured figures are in the table and the charts.
void TestHistoryPlugin::rendersWithoutClipping()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const test::LanguageScope scope(language);
    QVERIFY(scope.isLoaded());
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("history"), language), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(size));
    page->prepareForScreenshot();
    for (int turn = 0; turn < 4; ++turn)
        QApplication::processEvents();
    const QString stem = QStringLiteral("history-%1x%2-%3").arg(size.width()).arg(size.height()).arg(language);
    PageChecks::keepPageAndQuestions(page, stem);
    const QString overflow = PageChecks::columnsOverflow(page);
    QVERIFY2(overflow.isEmpty(), qPrintable(overflow));

    QWidget *lab = page->findChild<QWidget *>(QStringLiteral("historyLab"));
    QWidget *kernels = lab->findChild<QWidget *>(QStringLiteral("kernelScaling"));
    QVERIFY(kernels);
    const QString overhang = PageChecks::overhang(kernels, lab);
    QVERIFY2(overhang.isEmpty(), qPrintable(overhang));
    // Measured: every time cell holds a number of milliseconds, and the time chart has points.
    auto *table = kernels->findChild<QTableWidget *>(QStringLiteral("measurements"));
    QVERIFY(table && table->rowCount() == 12); // 256, 512, 1024: a heading and three kernels each
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->columnSpan(row, 0) == 1)
            QVERIFY2(table->item(row, 2)->text().endsWith(QStringLiteral(" ms")), qPrintable(table->item(row, 2)->text()));
    // No header of the table is cut: each fits its column.
    const QFontMetrics header(table->horizontalHeader()->font());
    for (int c = 0; c < table->columnCount(); ++c)
        for (const QString &line : table->horizontalHeaderItem(c)->text().split(QLatin1Char('\n')))
            QVERIFY2(header.horizontalAdvance(line) + 8 <= table->columnWidth(c),
                     qPrintable(QStringLiteral("header '%1' (%2 px) in a column of %3 px").arg(line).arg(header.horizontalAdvance(line)).arg(table->columnWidth(c))));
    // Nor is a cell's text.
    const QFontMetrics cell(table->font());
    for (int row = 0; row < table->rowCount(); ++row)
        for (int c = 0; c < table->columnCount() && table->columnSpan(row, 0) == 1; ++c)
            QVERIFY2(cell.horizontalAdvance(table->item(row, c)->text()) + 8 <= table->columnWidth(c),
                     qPrintable(QStringLiteral("cell '%1' in a column of %2 px").arg(table->item(row, c)->text()).arg(table->columnWidth(c))));
    lab->setMinimumHeight(lab->sizeHint().height());
    QApplication::processEvents();
    PageChecks::keep(kernels->grab().toImage(), stem + QStringLiteral("-kernels.png"));
    lab->setMinimumHeight(0);
}

ATLAS_TEST_MAIN(TestHistoryPlugin)
#include "tst_historyplugin.moc"
