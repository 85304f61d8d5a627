// Every chapter of the built-in course, opened through its plugin as the shell does, checked
// for what a screen-reader user needs: every control that takes keyboard focus has an
// accessible name (its own text, its label's, or one set for it) — charts their title.
#include "chapterharness.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QLabel>
#include <QTest>

using namespace atlas;
using namespace atlas::test;

class TestAccessibility : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyFocusableControlHasAName_data();
    void everyFocusableControlHasAName();
    void largerSystemFontClipsNoText_data() { everyFocusableControlHasAName_data(); }
    void largerSystemFontClipsNoText();
};

void TestAccessibility::everyFocusableControlHasAName_data()
{
    QTest::addColumn<QString>("chapter");
    for (const char *id : {"mechanism", "positions", "scaling-variance", "gradients", "decoding", "induction", "packing", "history", "quiz"})
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

void TestAccessibility::largerSystemFontClipsNoText()
{
    // A learner who reads with a 50 % larger system font: every label still shows all of its
    // text (a wrapping label is as tall as its text needs, a single-line one as wide).
    QFETCH(QString, chapter);
    const QFont original = QApplication::font();
    QFont large = original;
    large.setPointSizeF(original.pointSizeF() * 1.5);
    QApplication::setFont(large);
    ChapterHarness harness;
    QVERIFY2(harness.open(chapter), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    QVERIFY(harness.showPage(QSize(1200, 800)));
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

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
