// Every chapter of the built-in course, opened through its plugin as the shell does, checked
// for what a screen-reader user needs: every control that takes keyboard focus has an
// accessible name (its own text, its label's, or one set for it) — charts their title.
#include "chapterharness.h"
#include "suiteregistry.h"

#include "sdk/matrixheatmap.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QChartView>
#include <QLabel>
#include <QTableView>
#include <QTest>

using namespace atlas;
using namespace atlas::test;

class TestAccessibility : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyFocusableControlHasAName_data();
    void everyFocusableControlHasAName();
    void largerSystemFontClipsNoText_data();
    void largerSystemFontClipsNoText();
    void hiddenControlsAreNamedToo_data() { everyFocusableControlHasAName_data(); }
    void hiddenControlsAreNamedToo();
    void heatmapsAndChartsDescribeThemselves_data() { everyFocusableControlHasAName_data(); }
    void heatmapsAndChartsDescribeThemselves();
};

void TestAccessibility::everyFocusableControlHasAName_data()
{
    QTest::addColumn<QString>("chapter");
    for (const char *id : {"mechanism", "positions", "scaling-variance", "gradients", "decoding", "induction", "heads", "packing", "encoders", "long-context", "history", "quiz"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestAccessibility::everyFocusableControlHasAName()
{
    QFETCH(QString, chapter);
    ChapterHarness harness;
    QVERIFY2(harness.open(chapter), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(QSize(1200, 800)));
    page->prepareForScreenshot();
    QStringList unnamed;
    const QList<QWidget *> widgets = page->findChildren<QWidget *>();
    for (QWidget *candidate : widgets) {
        if (!candidate->isVisibleTo(page) || candidate->focusPolicy() == Qt::NoFocus || !candidate->isEnabled())
            continue;
        // A scroll area's viewport is spoken for by the scroll area; a spin box's line edit by
        // the spin box (its name comes from its label).
        auto *area = qobject_cast<QAbstractScrollArea *>(candidate->parentWidget());
        if (area && area->viewport() == candidate)
            continue;
        QWidget *w = candidate;
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(candidate->parentWidget()))
            w = spin;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        const QString name = iface ? iface->text(QAccessible::Name).trimmed() : QString();
        if (name.isEmpty())
            unnamed.append(QStringLiteral("%1 \"%2\" in %3").arg(QLatin1String(w->metaObject()->className()), w->objectName(),
                                                              QLatin1String(w->parentWidget() ? w->parentWidget()->metaObject()->className() : "")));
    }
    QVERIFY2(unnamed.isEmpty(), qPrintable(QStringLiteral("%1 focusable controls without an accessible name:\n").arg(unnamed.size()) + unnamed.join(QLatin1Char('\n'))));
}

void TestAccessibility::largerSystemFontClipsNoText_data()
{
    // English at the size this was first checked at; German and French, whose words run longer,
    // at the two window sizes the tour draws.
    QTest::addColumn<QString>("chapter");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char *id : {"mechanism", "positions", "scaling-variance", "gradients", "decoding", "induction", "heads", "packing", "encoders", "long-context", "history", "quiz"}) {
        QTest::addRow("%s en 1200x800", id) << QString::fromLatin1(id) << QStringLiteral("en") << QSize(1200, 800);
        for (const char *language : {"de", "fr"}) {
            QTest::addRow("%s %s 1024x700", id, language) << QString::fromLatin1(id) << QString::fromLatin1(language) << QSize(1024, 700);
            QTest::addRow("%s %s 1440x900", id, language) << QString::fromLatin1(id) << QString::fromLatin1(language) << QSize(1440, 900);
        }
    }
}

void TestAccessibility::largerSystemFontClipsNoText()
{
    // A learner who reads with a 50 % larger system font: every label still shows all of its
    // text (a wrapping label is as tall as its text needs, a single-line one as wide).
    QFETCH(QString, chapter);
    QFETCH(QString, language);
    QFETCH(QSize, size);
    const QFont original = QApplication::font();
    QFont large = original;
    large.setPointSizeF(original.pointSizeF() * 1.5);
    QApplication::setFont(large);
    ChapterHarness harness;
    QVERIFY2(harness.open(chapter, language), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(size));
    page->prepareForScreenshot();
    for (int turn = 0; turn < 4; ++turn)
        QApplication::processEvents();
    QStringList clipped;
    for (QLabel *label : page->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(page) || label->text().isEmpty() || label->width() <= 0)
            continue;
        const bool wraps = label->wordWrap();
        const int needed = wraps ? label->heightForWidth(label->width()) : label->sizeHint().width();
        const int has = wraps ? label->height() : label->width();
        // Text is lost when a line (or a word) does not fit; a pixel or two of a label's own
        // margin is not.
        const int slack = wraps ? label->fontMetrics().height() / 2 : 2;
        if (needed > has + slack)
            clipped.append(QStringLiteral("\"%1\" needs %2 px, has %3 (%4)").arg(label->text().left(60)).arg(needed).arg(has)
                               .arg(wraps ? QStringLiteral("height") : QStringLiteral("width")));
    }
    QApplication::setFont(original);
    QVERIFY2(clipped.isEmpty(), qPrintable(QStringLiteral("%1 clipped labels:\n").arg(clipped.size()) + clipped.join(QLatin1Char('\n'))));
}

void TestAccessibility::hiddenControlsAreNamedToo()
{
    // AT-SPI lists hidden widgets as well (without the "showing" state): a control that is
    // hidden until later (a question's Try again button before grading) still needs a name,
    // or a screen reader that reaches it reads just "button".
    QFETCH(QString, chapter);
    ChapterHarness harness;
    QVERIFY2(harness.open(chapter), qPrintable(harness.error()));
    QVERIFY(harness.showPage(QSize(1200, 800)));
    QStringList unnamed;
    for (QAbstractButton *button : harness.page()->findChildren<QAbstractButton *>()) {
        if (button->isVisibleTo(harness.page()) || button->focusPolicy() == Qt::NoFocus)
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(button);
        if (!iface || iface->text(QAccessible::Name).trimmed().isEmpty())
            unnamed.append(QStringLiteral("%1 \"%2\"").arg(QLatin1String(button->metaObject()->className()), button->objectName()));
    }
    QVERIFY2(unnamed.isEmpty(), qPrintable(QStringLiteral("%1 hidden buttons without a name:\n").arg(unnamed.size()) + unnamed.join(QLatin1Char('\n'))));
}

void TestAccessibility::heatmapsAndChartsDescribeThemselves()
{
    // A heatmap's description gives its shape and what its rows and columns are; a chart's
    // names each series with what it holds.
    QFETCH(QString, chapter);
    ChapterHarness harness;
    QVERIFY2(harness.open(chapter), qPrintable(harness.error()));
    QVERIFY(harness.showPage(QSize(1200, 800)));
    harness.page()->prepareForScreenshot();
    for (MatrixHeatmap *heatmap : harness.page()->findChildren<MatrixHeatmap *>()) {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(heatmap->view());
        QVERIFY(iface);
        const QString description = iface->text(QAccessible::Description);
        const QString shape = QStringLiteral("%1 rows by %2 columns").arg(heatmap->model()->rowCount()).arg(heatmap->model()->columnCount());
        QVERIFY2(description.startsWith(shape), qPrintable(heatmap->title() + QStringLiteral(": ") + description));
        // What the axes are (a chapter may leave one axis without a caption, never both).
        QVERIFY2(description.contains(QLatin1String("rows: ")) || description.contains(QLatin1String("columns: ")),
                 qPrintable(heatmap->title() + QStringLiteral(": ") + description));
        QVERIFY2(description.contains(QLatin1String("Each cell says its row, its column and its value.")),
                 qPrintable(heatmap->title() + QStringLiteral(": ") + description));
    }
    for (QChartView *view : harness.page()->findChildren<QChartView *>()) {
        if (view->chart()->series().isEmpty())
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(view);
        QVERIFY(iface);
        QVERIFY2(!iface->text(QAccessible::Name).isEmpty(), "a chart without a title");
        const QString description = iface->text(QAccessible::Description);
        QVERIFY2(description.contains(QLatin1String("series ")), qPrintable(view->chart()->title() + QStringLiteral(": ") + description));
    }
}

ATLAS_TEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
