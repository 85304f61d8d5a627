// Nothing cut short anywhere in the course: every chapter of the built-in pack, in English,
// German and French, in a window of the tour's two sizes (1024 × 700 and 1440 × 900), laid out
// by the real window with the real plugins. No chart text shortened with an ellipsis (axis
// titles, legends, captions), no single-line label narrower than its text, no caption standing
// on end shorter than its text, no table whose columns reach past its view.
#include "shell/coursesession.h"
#include "shell/languagemanager.h"
#include "shell/mainwindow.h"

#include "core/pluginregistry.h"
#include "core/progressstore.h"
#include "sdk/chapterpage.h"
#include "sdk/verticallabel.h"

#include "pagechecks.h"
#include "suiteregistry.h"
#include "testpaths.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

using namespace atlas;
using atlas::test::PageChecks;

namespace {

// The text a label shows, as plain text (rich text through a document, as QLabel draws it).
QString shownText(const QLabel *label)
{
    if (label->textFormat() == Qt::PlainText
        || (label->textFormat() == Qt::AutoText && !Qt::mightBeRichText(label->text())))
        return label->text();
    QTextDocument document;
    document.setHtml(label->text());
    return document.toPlainText();
}

// The visible labels under `root` on one line whose text is wider than the room they have, and
// the captions on end shorter than their text, as "object: text (N px in M px)".
QStringList cutLabels(const QWidget *root)
{
    QStringList cut;
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(root) || label->wordWrap() || label->text().isEmpty() || !label->pixmap().isNull())
            continue;
        QString text = shownText(label);
        if (label->textFormat() != Qt::RichText) {
            // "&Heads" shows as "Heads", its H underlined; "&&" shows one "&".
            text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
            text.remove(QLatin1Char('&'));
            text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
        }
        if (text.contains(QLatin1Char('\n')))
            continue; // several lines on purpose: each measured by its own layout
        const int needed = label->fontMetrics().horizontalAdvance(text);
        const int room = label->contentsRect().width() - 2 * label->margin() - label->indent();
        if (needed > room + 1)
            cut.append(QStringLiteral("%1 %2 '%3' (%4 px in %5 px)")
                           .arg(QString::fromLatin1(label->parentWidget()->metaObject()->className()), label->objectName(), text)
                           .arg(needed)
                           .arg(room));
    }
    for (const VerticalLabel *caption : root->findChildren<VerticalLabel *>()) {
        if (!caption->isVisibleTo(root) || caption->text().isEmpty())
            continue;
        const int needed = caption->fontMetrics().horizontalAdvance(caption->text());
        if (needed > caption->height())
            cut.append(QStringLiteral("caption on end '%1' (%2 px in %3 px)").arg(caption->text()).arg(needed).arg(caption->height()));
    }
    return cut;
}

} // namespace

class TestTourLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void nothingIsCutShort_data();
    void nothingIsCutShort();

private:
    QTemporaryDir folder_;
};

void TestTourLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("Attention Atlas Tests"));
    QApplication::setApplicationName(QStringLiteral("tst_tourlayout"));
}

void TestTourLayout::nothingIsCutShort_data()
{
    QTest::addColumn<QSize>("window");
    QTest::addColumn<QString>("language");
    for (const QSize size : {QSize(1024, 700), QSize(1440, 900)})
        for (const char *language : {"en", "de", "fr"})
            QTest::addRow("%dx%d-%s", size.width(), size.height(), language) << size << QString::fromLatin1(language);
}

void TestTourLayout::nothingIsCutShort()
{
    QFETCH(QSize, window);
    QFETCH(QString, language);
    PluginRegistry registry;
    registry.scan({testpaths::buildPluginDir()}, false);
    ProgressStore store(QDir(folder_.path()).filePath(QTest::currentDataTag() + QStringLiteral(".json")));
    store.setAuthoredChoiceOrder(true);
    LanguageManager languages;
    QVERIFY(languages.setLanguage(language));
    MainWindow main(registry, store, languages);
    QString error;
    QVERIFY2(main.openPack(testpaths::builtInPackDir(), &error), qPrintable(error));
    main.resize(window);
    main.show();
    QVERIFY(QTest::qWaitForWindowExposed(&main));
    QStringList problems;
    for (int i = 0; i < main.session()->chapterCount(); ++i) {
        QVERIFY(main.showChapter(i));
        ChapterPage *page = main.session()->existingPage(i);
        QVERIFY(page);
        // As the tour does: pending work finished, then every layout settled.
        page->prepareForScreenshot();
        for (int turn = 0; turn < 5; ++turn) {
            QApplication::processEvents();
            QApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        }
        const QString chapter = main.session()->pack().chapters.at(i).id + QStringLiteral(": ");
        for (const QString &p : PageChecks::elidedChartTexts(page) + PageChecks::clippedTables(page) + cutLabels(page))
            problems.append(chapter + p);
    }
    for (const QString &p : std::as_const(problems))
        qWarning().noquote() << p; // all of them: the failure message below is cut at 1 000 characters
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 texts cut short, the first: ").arg(problems.size()) + problems.value(0)));
}

ATLAS_TEST_MAIN(TestTourLayout)
#include "tst_tourlayout.moc"
