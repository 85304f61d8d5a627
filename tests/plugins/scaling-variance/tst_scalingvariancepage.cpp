// The scaling-variance chapter opened as the shell opens it (its plugin, the built-in pack):
// the page carries the lab, prepareForScreenshot() finishes the background sweep, the four
// charts are exported, and at the small window size nothing in the reading column is wider
// than the column, nor is the lab wider than its own.
#include "chapterharness.h"
#include "pagechecks.h"
#include "suiteregistry.h"

#include <QApplication>
#include <QDir>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QChartView>
#include <QXYSeries>
#include <QTest>

using namespace atlas;
using test::PageChecks;

class TestScalingVariancePage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensWithTheLab();
    void nothingIsClippedWhenNarrow_data();
    void nothingIsClippedWhenNarrow();
    void renderReadingColumn();
};

void TestScalingVariancePage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestScalingVariancePage::opensWithTheLab()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("scaling-variance")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    // The plugin has its own copy of the lab's classes, so look them up by name.
    QVERIFY(page->inherits("atlas::StandardChapterPage"));
    QObject *lab = nullptr;
    for (QObject *child : page->findChildren<QObject *>())
        if (child->inherits("atlas::ScalingVarianceLab"))
            lab = child;
    QVERIFY(lab);
    const QList<ExportableFigure> figures = page->figures();
    QCOMPARE(figures.size(), 4);
    for (const ExportableFigure &f : figures)
        QVERIFY(f.widget && lab->findChildren<QWidget *>().contains(f.widget));
    page->prepareForScreenshot();
    // The sweep is complete: the measured variance has its eleven widths.
    int measured = -1;
    for (const ExportableFigure &f : figures)
        if (f.name == QLatin1String("variance-against-width"))
            for (QAbstractSeries *series : f.widget->findChild<QChartView *>()->chart()->series()) // the chart in its figure
                if (series->name() == QStringLiteral("Var(q·k)"))
                    measured = static_cast<int>(static_cast<QXYSeries *>(series)->count());
    QCOMPARE(measured, 11);
}

void TestScalingVariancePage::nothingIsClippedWhenNarrow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("tour size") << QSize(1200, 840);
    QTest::newRow("small window") << QSize(790, 640);
}

void TestScalingVariancePage::nothingIsClippedWhenNarrow()
{
    QFETCH(QSize, size);
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("scaling-variance")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(size));
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
    QVERIFY(!page->findChildren<QScrollArea *>().isEmpty());
    // Neither the reading column (the scroll area holding the questions) nor the lab's is
    // wider than its viewport: no horizontal scrolling.
    const QString wide = PageChecks::columnsOverflow(page);
    QVERIFY2(wide.isEmpty(), qPrintable(wide));
}

void TestScalingVariancePage::renderReadingColumn()
{
    // For people: the whole chapter text and its questions, in pieces a screen high.
    const QByteArray directory = qgetenv("ATLAS_RENDER_DIR");
    if (directory.isEmpty())
        QSKIP("set ATLAS_RENDER_DIR to write the reading column to PNG");
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("scaling-variance")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(QSize(1200, 840)));
    QApplication::processEvents();
    QVERIFY(PageChecks::saveReadingColumn(page, 1200, QDir(QString::fromLocal8Bit(directory)).filePath(QStringLiteral("scaling-variance-reading-%1.png"))));
}

ATLAS_TEST_MAIN(TestScalingVariancePage)
#include "tst_scalingvariancepage.moc"
