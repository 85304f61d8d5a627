// The mechanism chapter opened as the shell opens it (its plugin, the built-in pack): the
// page carries the lab, exports its figures, and at the small window size nothing in the
// reading column is wider than the column, nor is the lab wider than its own.
#include "chapterharness.h"
#include "pagechecks.h"
#include "suiteregistry.h"

#include <QApplication>
#include <QDir>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace atlas;
using test::PageChecks;

class TestMechanismPage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensWithTheLab();
    void nothingIsClippedWhenNarrow_data();
    void nothingIsClippedWhenNarrow();
    void renderReadingColumn();
};

void TestMechanismPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestMechanismPage::opensWithTheLab()
{
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("mechanism")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    // The plugin has its own copy of the lab's classes, so look them up by name.
    QVERIFY(page->inherits("atlas::StandardChapterPage"));
    QObject *lab = nullptr;
    for (QObject *child : page->findChildren<QObject *>())
        if (child->inherits("atlas::MechanismLab"))
            lab = child;
    QVERIFY(lab);
    const QList<ExportableFigure> figures = page->figures();
    QVERIFY(figures.size() >= 15);
    // Each figure is one the lab shows, or a stage of a head the lab is not showing, drawn by a
    // pipeline kept off screen for the export.
    for (const ExportableFigure &f : figures)
        QVERIFY2(f.widget && (lab->findChildren<QWidget *>().contains(f.widget) || f.widget->window()->testAttribute(Qt::WA_DontShowOnScreen)),
                 qPrintable(f.name));
    page->prepareForScreenshot();
}

void TestMechanismPage::nothingIsClippedWhenNarrow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("tour size") << QSize(1200, 840);
    QTest::newRow("small window") << QSize(790, 640);
}

void TestMechanismPage::nothingIsClippedWhenNarrow()
{
    QFETCH(QSize, size);
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("mechanism")), qPrintable(harness.error()));
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

void TestMechanismPage::renderReadingColumn()
{
    // For people: the whole chapter text and its questions, in pieces a screen high.
    const QByteArray directory = qgetenv("ATLAS_RENDER_DIR");
    if (directory.isEmpty())
        QSKIP("set ATLAS_RENDER_DIR to write the reading column to PNG");
    test::ChapterHarness harness;
    QVERIFY2(harness.open(QStringLiteral("mechanism")), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(QSize(1200, 840)));
    QApplication::processEvents();
    QVERIFY(PageChecks::saveReadingColumn(page, 1200, QDir(QString::fromLocal8Bit(directory)).filePath(QStringLiteral("mechanism-reading-%1.png"))));
}

ATLAS_TEST_MAIN(TestMechanismPage)
#include "tst_mechanismpage.moc"
