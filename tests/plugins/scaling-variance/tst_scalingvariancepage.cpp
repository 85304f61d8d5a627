// The scaling-variance chapter opened as the shell opens it (its plugin, the built-in pack):
// the page carries the lab, prepareForScreenshot() finishes the background sweep, the four
// charts are exported, and at the small window size nothing in the reading column is wider
// than the column, nor is the lab wider than its own.
#include "chapterharness.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QDir>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QChartView>
#include <QXYSeries>
#include <QTest>

using namespace atlas;

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
            for (QAbstractSeries *series : qobject_cast<QChartView *>(f.widget)->chart()->series())
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
    page->resize(size);
    page->show();
    QVERIFY(QTest::qWaitForWindowExposed(page));
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
    const QList<QScrollArea *> areas = page->findChildren<QScrollArea *>();
    QVERIFY(!areas.isEmpty());
    // The reading column: the scroll area holding the questions.
    QScrollArea *reading = nullptr;
    for (QScrollArea *area : areas)
        if (area->widget() && area->widget()->findChild<QWidget *>(QString(), Qt::FindDirectChildrenOnly)
            && !area->widget()->findChildren<QWidget *>().isEmpty())
            for (QWidget *w : area->widget()->findChildren<QWidget *>())
                if (w->inherits("atlas::QuizPanel"))
                    reading = area;
    QVERIFY(reading);
    const int content = reading->widget()->width(), viewport = reading->viewport()->width();
    QString widest;
    if (content > viewport)
        for (QWidget *w : reading->widget()->findChildren<QWidget *>())
            if (w->isVisible() && w->minimumSizeHint().width() > viewport)
                widest += QStringLiteral("%1 %2 (min %3); ").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                              .arg(w->minimumSizeHint().width());
    QVERIFY2(content <= viewport, qPrintable(QStringLiteral("content %1 > viewport %2: %3").arg(content).arg(viewport).arg(widest)));
    // Nor is the lab wider than its column: no horizontal scrolling of the whole lab.
    for (QScrollArea *area : areas)
        if (area != reading && area->widget() && area->isVisible() && area->parentWidget() && area->parentWidget()->inherits("QSplitter"))
            QVERIFY2(area->widget()->width() <= area->viewport()->width(),
                     qPrintable(QStringLiteral("lab %1 > its column %2 (lab minimum %3)")
                                    .arg(area->widget()->width()).arg(area->viewport()->width()).arg(area->widget()->minimumSizeHint().width())));
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
    page->resize(1200, 840);
    page->show();
    QVERIFY(QTest::qWaitForWindowExposed(page));
    QApplication::processEvents();
    for (QScrollArea *area : page->findChildren<QScrollArea *>()) {
        bool reading = false;
        for (QWidget *w : area->widget()->findChildren<QWidget *>())
            reading = reading || w->inherits("atlas::QuizPanel");
        if (!reading)
            continue;
        QWidget *column = area->widget();
        for (int top = 0, piece = 1; top < column->height(); top += 1200, ++piece)
            QVERIFY(column->grab(QRect(0, top, column->width(), 1200))
                        .save(QDir(QString::fromLocal8Bit(directory)).filePath(QStringLiteral("scaling-variance-reading-%1.png").arg(piece))));
    }
}

QTEST_MAIN(TestScalingVariancePage)
#include "tst_scalingvariancepage.moc"
