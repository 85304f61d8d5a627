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
};

void TestAccessibility::everyFocusableControlHasAName_data()
{
    QTest::addColumn<QString>("chapter");
    for (const char *id : {"mechanism", "scaling-variance", "gradients", "packing", "history", "quiz"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestAccessibility::everyFocusableControlHasAName()
{
    QFETCH(QString, chapter);
    ChapterHarness harness;
    QVERIFY2(harness.open(chapter), qPrintable(harness.error()));
    ChapterPage *page = harness.page();
    page->resize(1200, 800);
    page->show();
    QVERIFY(QTest::qWaitForWindowExposed(page));
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

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
