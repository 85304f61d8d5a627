// The main window over a fixture course (chapters of a good fixture kind, one with invalid
// params, one whose kind has no plugin): statuses, navigation by keyboard, placeholders,
// progress marks, resume, language switching and the tour export.
#include "shell/chapterlistmodel.h"
#include "shell/chapterpdfexporter.h"
#include "shell/coursesession.h"
#include "shell/diagnosticsdialog.h"
#include "shell/gettingstarteddialog.h"
#include "shell/languagemanager.h"
#include "shell/mainwindow.h"
#include "shell/noticebar.h"
#include "shell/placeholderpage.h"
#include "shell/shortcutsdialog.h"
#include "shell/textsize.h"
#include "shell/tourexporter.h"

#include "core/courseprogress.h"
#include "core/pluginregistry.h"
#include "core/progressstore.h"
#include "sdk/chapterpage.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include "suiteregistry.h"
#include "testpaths.h"

using namespace atlas;

namespace {
const QString coursePath = testpaths::fixturesDir() + QStringLiteral("/shell/course");

// A writable copy of the fixture course in `directory`, for tests that edit it.
bool copyCourse(const QString &directory)
{
    if (!QDir().mkpath(QDir(directory).filePath(QStringLiteral("chapters"))))
        return false;
    for (const QString &file : {QStringLiteral("pack.json"), QStringLiteral("chapters/intro.md")})
        if (!QFile::copy(QDir(coursePath).filePath(file), QDir(directory).filePath(file)))
            return false;
    return QFile::setPermissions(QDir(directory).filePath(QStringLiteral("pack.json")), QFile::ReadOwner | QFile::WriteOwner);
}
}

class TestMainWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void statusLinesNameEachProblem();
    void usableChaptersCountTheirFindings();
    void unopenablePackKeepsTheCurrentOne();
    void reloadReadsTheEditedPackAndKeepsThePlace();
    void watchReloadsOnSave();
    void keyboardNavigation();
    void chapterListHidesAndIsRemembered();
    void textSizeStepsAndIsRemembered();
    void menusSeparateLearnersFromAuthors();
    void shortcutsComeFromTheMenus();
    void gettingStartedSaysHowAnsweringWorks();
    void placeholderNamesTheMissingKind();
    void progressMarksAndModel();
    void resumesAtTheLastChapter();
    void languageSwitchRetitlesChapters();
    void tourWritesOnePngPerChapter();
    void pdfReplacesAnEarlierFileWhole();
    void applicationIconRenders();

private:
    std::unique_ptr<QTemporaryDir> folder_;
    std::unique_ptr<PluginRegistry> registry_;
    std::unique_ptr<ProgressStore> store_;
    std::unique_ptr<LanguageManager> languages_;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("Attention Atlas Tests"));
    QApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
}

void TestMainWindow::init()
{
    folder_ = std::make_unique<QTemporaryDir>();
    registry_ = std::make_unique<PluginRegistry>();
    registry_->scan({testpaths::fixturePluginDir()}, false);
    store_ = std::make_unique<ProgressStore>(QDir(folder_->path()).filePath(QStringLiteral("progress.json")));
    languages_ = std::make_unique<LanguageManager>();
    languages_->setLanguage(QStringLiteral("en"));
    QSettings().remove(QStringLiteral("window")); // each test starts with the default layout
}

void TestMainWindow::statusLinesNameEachProblem()
{
    MainWindow window(*registry_, *store_, *languages_);
    QString error;
    QVERIFY2(window.openPack(coursePath, &error), qPrintable(error));
    CourseSession *session = window.session();
    QCOMPARE(session->chapterCount(), 5);
    QCOMPARE(session->statusLine(0), QStringLiteral("ok"));
    QCOMPARE(session->statusLine(1), QStringLiteral("ok"));
    QCOMPARE(session->statusLine(2), QStringLiteral("error: /chapters/2/params/number: expected a number from 0 to 10"));
    QCOMPARE(session->statusLine(3), QStringLiteral("missing-plugin"));
    QCOMPARE(session->statusLine(4), QStringLiteral("ok"));
    // The pack has problems: the learner is told, without a dialog.
    QVERIFY(!window.noticeBar()->text().isEmpty());
}

// A broken formula in a body and a question without explanation leave their chapters usable:
// --list-chapters says "ok" with the findings' count, and Tools → Pack Problems places each at
// FILE:LINE:COLUMN.
void TestMainWindow::usableChaptersCountTheirFindings()
{
    QTemporaryDir pack;
    QVERIFY(QDir(pack.path()).mkpath(QStringLiteral("chapters")));
    QFile manifest(QDir(pack.path()).filePath(QStringLiteral("pack.json")));
    QVERIFY(manifest.open(QIODevice::WriteOnly));
    manifest.write(R"({"format": 1, "id": "org.example.findings", "version": "1.0.0", "title": "Findings",
  "chapters": [
    {"id": "typo", "kind": "fixture-good", "title": "Typo", "body": "chapters/typo.md"},
    {"id": "terse", "kind": "fixture-good", "title": "Terse", "body": "chapters/fine.md",
     "questions": [{"id": "q", "type": "single", "prompt": "Pick the second.", "choices": ["first", "second"], "answer": 1}]},
    {"id": "fine", "kind": "fixture-good", "title": "Fine", "body": "chapters/fine.md"}
  ]}
)");
    manifest.close();
    QFile typo(QDir(pack.path()).filePath(QStringLiteral("chapters/typo.md")));
    QVERIFY(typo.open(QIODevice::WriteOnly));
    typo.write("A formula with a typo:\n\nthe weights $\\frac{1}{\\sqrt{d}$ and more text.\n");
    typo.close();
    QFile fine(QDir(pack.path()).filePath(QStringLiteral("chapters/fine.md")));
    QVERIFY(fine.open(QIODevice::WriteOnly));
    fine.write("Nothing wrong here: $x^2$.\n");
    fine.close();

    MainWindow window(*registry_, *store_, *languages_);
    QString error;
    QVERIFY2(window.openPack(pack.path(), &error), qPrintable(error));
    CourseSession *session = window.session();
    QCOMPARE(session->loadResult().errorCount(), 1);
    QCOMPARE(session->loadResult().warningCount(), 1);
    QCOMPARE(session->statusLine(0), QStringLiteral("ok (1 error)"));
    QCOMPARE(session->statusLine(1), QStringLiteral("ok (1 warning)"));
    QCOMPARE(session->statusLine(2), QStringLiteral("ok"));
    QVERIFY(session->status(0) == CourseSession::Status::Ok);

    DiagnosticsDialog dialog(session->loadResult().diagnostics, session->pack().directory);
    auto *list = dialog.findChild<QPlainTextEdit *>();
    QVERIFY(list);
    const QStringList lines = list->toPlainText().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 2);
    // The manifest's warning (found while reading it), then the body's error: line 3, where
    // the formula's unclosed brace is.
    const QString manifestFile = QDir(pack.path()).filePath(QStringLiteral("pack.json"));
    QVERIFY2(QRegularExpression(QStringLiteral("^%1:5:\\d+: warning: /chapters/1/questions/0").arg(QRegularExpression::escape(manifestFile)))
                 .match(lines.at(0)).hasMatch(),
             qPrintable(lines.at(0)));
    const QString typoFile = QDir(pack.path()).filePath(QStringLiteral("chapters/typo.md"));
    QVERIFY2(QRegularExpression(QStringLiteral("^%1:3:\\d+: error: in formula: ").arg(QRegularExpression::escape(typoFile)))
                 .match(lines.at(1)).hasMatch(),
             qPrintable(lines.at(1)));
}

void TestMainWindow::unopenablePackKeepsTheCurrentOne()
{
    MainWindow window(*registry_, *store_, *languages_);
    QVERIFY(window.openPack(coursePath));
    QString error;
    QVERIFY(!window.openPack(QStringLiteral("/nonexistent/pack"), &error));
    QVERIFY2(error.contains(QStringLiteral("/nonexistent/pack")), qPrintable(error));
    QCOMPARE(window.session()->pack().id, QStringLiteral("org.attention-atlas.tests.shell-course"));
}

void TestMainWindow::reloadReadsTheEditedPackAndKeepsThePlace()
{
    // An author edits the open pack: File → Reload Pack (F5) shows the edit at the same
    // chapter, with the learner's answers intact; a reload that fails keeps everything.
    QTemporaryDir pack;
    QVERIFY(copyCourse(pack.path()));
    const QString manifest = QDir(pack.path()).filePath(QStringLiteral("pack.json"));
    auto rewrite = [&manifest](const QByteArray &from, const QByteArray &to) {
        QFile file(manifest);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        QByteArray text = file.readAll();
        file.close();
        if (!text.contains(from) || !file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return false;
        return file.write(text.replace(from, to)) > 0;
    };

    MainWindow window(*registry_, *store_, *languages_);
    QVERIFY(window.openPack(pack.path()));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.showChapter(QStringLiteral("end")));
    window.session()->progress().submit(*window.session()->pack().question(QStringLiteral("intro-q")), QuizAnswer::choice(1));

    QVERIFY(rewrite("\"title\": \"End\"", "\"title\": \"The end\""));
    QTest::keyClick(&window, Qt::Key_F5);
    QCOMPARE(window.session()->pack().chapters.at(4).title.text(QStringLiteral("en")), QStringLiteral("The end"));
    QCOMPARE(window.currentChapter(), 4);
    QVERIFY(window.session()->progress().record(QStringLiteral("intro-q")).solved);
    QVERIFY(window.statusBar()->currentMessage().startsWith(QStringLiteral("Reloaded ")));

    // The current chapter removed: the learner lands where the progress says.
    QVERIFY(rewrite(",\n    {\"id\": \"end\"", ",\n    {\"id\": \"finale\""));
    QString error;
    QVERIFY2(window.reloadPack(&error), qPrintable(error));
    QCOMPARE(window.session()->pack().chapters.at(4).id, QStringLiteral("finale"));
    QVERIFY(window.currentChapter() >= 0);

    // A manifest broken mid-edit: the reload fails with the reason, and nothing changes.
    QVERIFY(rewrite("\"format\": 1,", "\"format\": 1"));
    const CourseSession *before = window.session();
    const int chapter = window.currentChapter();
    QVERIFY(!window.reloadPack(&error));
    QVERIFY2(error.contains(QStringLiteral("pack.json")), qPrintable(error));
    QCOMPARE(window.session(), before);
    QCOMPARE(window.currentChapter(), chapter);
}

// --watch: a save reloads the pack by itself — at the same chapter, with the learner's answers
// — and a save that breaks the manifest changes nothing but says so in the notice bar.
void TestMainWindow::watchReloadsOnSave()
{
    QTemporaryDir pack;
    QVERIFY(copyCourse(pack.path()));
    const QString manifest = QDir(pack.path()).filePath(QStringLiteral("pack.json"));
    QFile original(manifest);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray text = original.readAll();
    original.close();
    // As an editor saves: a new file renamed over the old one.
    auto save = [&manifest](const QByteArray &contents) {
        QSaveFile file(manifest);
        return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size() && file.commit();
    };

    MainWindow window(*registry_, *store_, *languages_);
    QVERIFY(window.openPack(pack.path()));
    QVERIFY(!window.isWatchingPack());
    window.setWatchingPack(true);
    QVERIFY(window.isWatchingPack());
    QVERIFY(window.showChapter(QStringLiteral("end")));
    window.session()->progress().submit(*window.session()->pack().question(QStringLiteral("intro-q")), QuizAnswer::choice(1));

    QVERIFY(text.contains("\"title\": \"End\""));
    QByteArray edited = text;
    QVERIFY(save(edited.replace("\"title\": \"End\"", "\"title\": \"The end\"")));
    QTRY_COMPARE_WITH_TIMEOUT(window.session()->pack().chapters.at(4).title.text(QStringLiteral("en")), QStringLiteral("The end"), 10000);
    QCOMPARE(window.currentChapter(), 4);
    QVERIFY(window.session()->progress().record(QStringLiteral("intro-q")).solved);

    // Broken mid-edit: nothing changes, the notice bar says why; the next good save reloads.
    const CourseSession *before = window.session();
    QByteArray broken = edited;
    QVERIFY(save(broken.replace("\"format\": 1,", "\"format\": 1")));
    QTRY_VERIFY_WITH_TIMEOUT(window.noticeBar()->text().contains(QStringLiteral("cannot be read")), 10000);
    QVERIFY2(window.noticeBar()->text().contains(QStringLiteral("pack.json")), qPrintable(window.noticeBar()->text()));
    QCOMPARE(window.session(), before);
    QCOMPARE(window.currentChapter(), 4);
    QVERIFY(save(edited.replace("\"title\": \"The end\"", "\"title\": \"Fin\"")));
    QTRY_COMPARE_WITH_TIMEOUT(window.session()->pack().chapters.at(4).title.text(QStringLiteral("en")), QStringLiteral("Fin"), 10000);
    QCOMPARE(window.currentChapter(), 4);

    window.setWatchingPack(false);
    QVERIFY(!window.isWatchingPack());
}

void TestMainWindow::keyboardNavigation()
{
    MainWindow window(*registry_, *store_, *languages_);
    QVERIFY(window.openPack(coursePath));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showChapter(0);
    QTest::keyClick(&window, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(window.currentChapter(), 1);
    QTest::keyClick(&window, Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(window.currentChapter(), 2);
    QTest::keyClick(&window, Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(window.currentChapter(), 1);
    QTest::keyClick(&window, Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(window.currentChapter(), 0);
    QTest::keyClick(&window, Qt::Key_Left, Qt::AltModifier); // nothing before the first
    QCOMPARE(window.currentChapter(), 0);
    window.showChapter(4);
    QTest::keyClick(&window, Qt::Key_Right, Qt::AltModifier); // nothing after the last
    QCOMPARE(window.currentChapter(), 4);
}

void TestMainWindow::textSizeStepsAndIsRemembered()
{
    const QFont original = QApplication::font();
    const double base = original.pointSizeF();
    QVERIFY(base > 0);
    {
        MainWindow window(*registry_, *store_, *languages_);
        QVERIFY(window.openPack(coursePath));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *larger = window.findChild<QAction *>(QStringLiteral("LargerTextAction"));
        auto *smaller = window.findChild<QAction *>(QStringLiteral("SmallerTextAction"));
        auto *reset = window.findChild<QAction *>(QStringLiteral("ResetTextAction"));
        QVERIFY(larger && smaller && reset);
        QVERIFY(!reset->isEnabled()); // already the normal size
        QTest::keySequence(&window, QKeySequence::ZoomIn);
        QCOMPARE(window.textSize()->percent(), 110);
        QCOMPARE(QApplication::font().pointSizeF(), base * 1.1);
        // Widgets that inherit the application font follow (Qt posts the change): the chapter list too.
        QCoreApplication::processEvents();
        QCOMPARE(window.findChild<QListView *>(QStringLiteral("ChapterNavigator"))->font().pointSizeF(), base * 1.1);
        QVERIFY(reset->isEnabled());
        QCOMPARE(QSettings().value(QStringLiteral("ui/textSizePercent")).toInt(), 110);
        smaller->trigger();
        smaller->trigger();
        QCOMPARE(window.textSize()->percent(), 90);
        // Bounded: never below 70 % or above 200 %.
        for (int i = 0; i < 10; ++i)
            smaller->trigger();
        QCOMPARE(window.textSize()->percent(), TextSize::minPercent);
        QVERIFY(!smaller->isEnabled());
        window.textSize()->setPercent(120);
    }
    // The next session starts at the remembered size; Ctrl+0 goes back to normal.
    QApplication::setFont(original);
    {
        MainWindow window(*registry_, *store_, *languages_);
        QCOMPARE(window.textSize()->percent(), 100); // batch renders never restore it
        window.restoreTextSize();
        QCOMPARE(window.textSize()->percent(), 120);
        QCOMPARE(QApplication::font().pointSizeF(), base * 1.2);
        window.findChild<QAction *>(QStringLiteral("ResetTextAction"))->trigger();
        QCOMPARE(QApplication::font().pointSizeF(), base);
    }
    // A damaged setting is not a choice: the normal size.
    QSettings().setValue(QStringLiteral("ui/textSizePercent"), QStringLiteral("huge"));
    {
        MainWindow window(*registry_, *store_, *languages_);
        window.restoreTextSize();
        QCOMPARE(window.textSize()->percent(), 100);
    }
    QSettings().remove(QStringLiteral("ui/textSizePercent"));
    QApplication::setFont(original);
}

void TestMainWindow::menusSeparateLearnersFromAuthors()
{
    MainWindow window(*registry_, *store_, *languages_);
    QStringList titles;
    QMenu *tools = nullptr, *help = nullptr;
    for (QAction *action : window.menuBar()->actions()) {
        titles.append(action->text());
        if (action->text() == QStringLiteral("&Tools"))
            tools = action->menu();
        if (action->text() == QStringLiteral("&Help"))
            help = action->menu();
    }
    QCOMPARE(titles, (QStringList{QStringLiteral("&File"), QStringLiteral("&Go"), QStringLiteral("&View"), QStringLiteral("&Tools"), QStringLiteral("&Help")}));
    QVERIFY(tools && help);
    const auto texts = [](const QMenu *menu) {
        QStringList list;
        for (const QAction *a : menu->actions())
            if (!a->isSeparator())
                list.append(a->text());
        return list;
    };
    QCOMPARE(texts(tools), (QStringList{QStringLiteral("Pack &Problems…"), QStringLiteral("Pl&ugins…"), QStringLiteral("&Class Results…")}));
    QCOMPARE(texts(help), (QStringList{QStringLiteral("&Getting Started"), QStringLiteral("&Keyboard Shortcuts"), QStringLiteral("&About Attention Atlas"),
                                       QStringLiteral("About &Qt")}));
}

void TestMainWindow::shortcutsComeFromTheMenus()
{
    MainWindow window(*registry_, *store_, *languages_);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("ShortcutsAction"))->trigger();
    auto *dialog = window.findChild<ShortcutsDialog *>();
    QVERIFY(dialog);
    const QStringList rows = dialog->rows();
    const auto has = [&rows](const QString &row) { return rows.contains(row); };
    QVERIFY2(has(QStringLiteral("File\tOpen Pack…\t") + QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)), qPrintable(rows.join(QLatin1Char('\n'))));
    QVERIFY(has(QStringLiteral("Go\tBack\tAlt+Left, Ctrl+PgUp")));
    QVERIFY(has(QStringLiteral("View\tChapter List\tF9")));
    QVERIFY(has(QStringLiteral("View\tNormal Size\tCtrl+0")));
    QVERIFY(has(QStringLiteral("Help\tGetting Started\tF1")));
    QVERIFY(std::any_of(rows.cbegin(), rows.cend(), [](const QString &r) { return r.startsWith(QStringLiteral("In a question\tCheck the answer\tCtrl+Return")); }));
    // Every row names its keys.
    for (const QString &row : rows)
        QVERIFY2(!row.section(QLatin1Char('\t'), 2).isEmpty(), qPrintable(row));
    dialog->close();
}

void TestMainWindow::gettingStartedSaysHowAnsweringWorks()
{
    MainWindow window(*registry_, *store_, *languages_);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(&window, Qt::Key_F1);
    auto *dialog = window.findChild<GettingStartedDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    const QString html = GettingStartedDialog::html();
    for (const char *said : {"Check", "hint", "Show the solution", "first try", "Text Size", "solved", "outlined",
                             "Slow enough to watch", "replay slider"})
        QVERIFY2(html.contains(QLatin1String(said)), said);
    // Its button opens the list of keys.
    dialog->findChild<QPushButton *>(QStringLiteral("shortcutsButton"))->click();
    QVERIFY(window.findChild<ShortcutsDialog *>());
}

void TestMainWindow::chapterListHidesAndIsRemembered()
{
    {
        MainWindow window(*registry_, *store_, *languages_);
        QVERIFY(window.openPack(coursePath));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *view = window.findChild<QListView *>(QStringLiteral("ChapterNavigator"));
        auto *action = window.findChild<QAction *>(QStringLiteral("ChapterListAction"));
        QVERIFY(view && action);
        QVERIFY(view->isVisible() && action->isChecked());
        window.showChapter(1);
        view->setFocus();
        const int withList = window.session()->existingPage(1)->width();
        QTest::keyClick(&window, Qt::Key_F9);
        QVERIFY(!view->isVisible());
        QVERIFY(!action->isChecked());
        QVERIFY2(!view->hasFocus(), "a hidden list does not keep the keyboard focus");
        QCoreApplication::processEvents();
        const int withoutList = window.session()->existingPage(1)->width();
        QVERIFY2(withoutList > withList, qPrintable(QStringLiteral("%1 → %2").arg(withList).arg(withoutList)));
        // Chapters are still reached without the list.
        QTest::keyClick(&window, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(window.currentChapter(), 2);
        window.close(); // saves the window's layout, the hidden list's share of it too
    }
    // A new window starts as the last one was left.
    MainWindow window(*registry_, *store_, *languages_);
    QVERIFY(window.openPack(coursePath));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *view = window.findChild<QListView *>(QStringLiteral("ChapterNavigator"));
    QVERIFY(!view->isVisible());
    QTest::keyClick(&window, Qt::Key_F9);
    QVERIFY(view->isVisible());
    QCoreApplication::processEvents();
    QVERIFY2(view->width() >= view->minimumWidth(), qPrintable(QString::number(view->width())));
    QVERIFY(QSettings().value(QStringLiteral("window/chapterList")).toBool());
}

void TestMainWindow::placeholderNamesTheMissingKind()
{
    MainWindow window(*registry_, *store_, *languages_);
    QVERIFY(window.openPack(coursePath));
    QVERIFY(window.showChapter(QStringLiteral("missing")));
    auto *placeholder = qobject_cast<PlaceholderPage *>(window.session()->existingPage(3));
    QVERIFY(placeholder);
    QVERIFY2(placeholder->accessibleDescription().contains(QStringLiteral("fixture-missing")),
             qPrintable(placeholder->accessibleDescription()));
    QVERIFY(window.showChapter(QStringLiteral("broken-params")));
    auto *broken = qobject_cast<PlaceholderPage *>(window.session()->existingPage(2));
    QVERIFY(broken);
    QVERIFY(broken->accessibleDescription().contains(QStringLiteral("expected a number from 0 to 10")));
    // A good chapter gets its plugin's page.
    QVERIFY(window.showChapter(QStringLiteral("intro")));
    QVERIFY(!qobject_cast<PlaceholderPage *>(window.session()->existingPage(0)));
    QCOMPARE(window.session()->existingPage(0)->findChild<QLabel *>(QStringLiteral("FixtureTitle"))->text(), QStringLiteral("Introduction"));
}

void TestMainWindow::progressMarksAndModel()
{
    MainWindow window(*registry_, *store_, *languages_);
    QVERIFY(window.openPack(coursePath));
    auto *view = window.findChild<QListView *>(QStringLiteral("ChapterNavigator"));
    QVERIFY(view);
    auto *model = qobject_cast<ChapterListModel *>(view->model());
    QVERIFY(model);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->state(0), ChapterListModel::State::NotVisited);
    QCOMPARE(model->state(3), ChapterListModel::State::Unavailable);
    window.showChapter(1);
    QCOMPARE(model->state(1), ChapterListModel::State::Completed); // no questions: visiting completes it
    window.showChapter(0);
    QCOMPARE(model->state(0), ChapterListModel::State::Visited);   // its question is unanswered
    // Under each title, how many of its questions are solved; a chapter without any says nothing.
    QCOMPARE(model->data(model->index(0), Qt::DisplayRole).toString(), QStringLiteral("1. Introduction\n0/1 solved"));
    QVERIFY(!model->data(model->index(1), Qt::DisplayRole).toString().contains(QLatin1Char('\n')));
    QCOMPARE(model->data(model->index(0), ChapterListModel::QuestionCountRole).toInt(), 1);
    const QuestionSpec *q = window.session()->pack().question(QStringLiteral("intro-q"));
    QVERIFY(q);
    // A wrong answer is not a solved one; the list follows each answer.
    window.session()->progress().submit(*q, QuizAnswer::choice(0));
    QCOMPARE(model->data(model->index(0), ChapterListModel::SolvedRole).toInt(), 0);
    QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
    window.session()->progress().submit(*q, QuizAnswer::choice(1));
    QVERIFY(!changed.isEmpty());
    QCOMPARE(model->state(0), ChapterListModel::State::Completed);
    QCOMPARE(model->data(model->index(0), ChapterListModel::SolvedRole).toInt(), 1);
    QVERIFY(model->data(model->index(0), Qt::DisplayRole).toString().endsWith(QStringLiteral("\n1/1 solved")));
    const QString spoken = model->data(model->index(0), Qt::AccessibleTextRole).toString();
    QVERIFY2(spoken.contains(QStringLiteral("completed")) && spoken.contains(QStringLiteral("1 of 1 questions solved")), qPrintable(spoken));
}

void TestMainWindow::resumesAtTheLastChapter()
{
    {
        MainWindow window(*registry_, *store_, *languages_);
        QVERIFY(window.openPack(coursePath));
        window.showChapter(4);
    }
    ProgressStore reopened(store_->filePath());
    QVERIFY(reopened.load().notice.isEmpty());
    MainWindow window(*registry_, reopened, *languages_);
    QVERIFY(window.openPack(coursePath));
    QCOMPARE(window.resumeChapter(), 4);
}

void TestMainWindow::languageSwitchRetitlesChapters()
{
    MainWindow window(*registry_, *store_, *languages_);
    QVERIFY(window.openPack(coursePath));
    auto *view = window.findChild<QListView *>(QStringLiteral("ChapterNavigator"));
    QCOMPARE(view->model()->data(view->model()->index(0, 0)).toString(), QStringLiteral("1. Introduction\n0/1 solved"));
    QVERIFY(languages_->setLanguage(QStringLiteral("de")));
    QCOMPARE(view->model()->data(view->model()->index(0, 0)).toString(), QStringLiteral("1. Einführung\n0/1 gelöst"));
    QCOMPARE(view->model()->data(view->model()->index(1, 0)).toString(), QStringLiteral("2. Middle")); // falls back to English
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));
    QVERIFY(!languages_->setLanguage(QStringLiteral("xx")));
    QCOMPARE(languages_->current(), QStringLiteral("en"));
}

void TestMainWindow::tourWritesOnePngPerChapter()
{
    MainWindow window(*registry_, *store_, *languages_);
    QVERIFY(window.openPack(coursePath));
    QTemporaryDir tour;
    QString error;
    const QString folder = QDir(tour.path()).filePath(QStringLiteral("tour"));
    QCOMPARE(TourExporter::exportTour(window, folder, QSize(800, 600), error), 5);
    const QStringList files = QDir(folder).entryList(QDir::Files, QDir::Name);
    QCOMPARE(files, (QStringList{QStringLiteral("01-intro.png"), QStringLiteral("02-middle.png"), QStringLiteral("03-broken-params.png"),
                                 QStringLiteral("04-missing.png"), QStringLiteral("05-end.png")}));
    const QImage image(QDir(folder).filePath(files.first()));
    QVERIFY(!image.isNull());
    QCOMPARE(image.size() / image.devicePixelRatio(), QSize(800, 600));
}

// The handout is written beside the target and renamed over it: an earlier file is replaced
// whole, and an export that cannot be written says where and leaves nothing behind.
void TestMainWindow::pdfReplacesAnEarlierFileWhole()
{
    MainWindow window(*registry_, *store_, *languages_);
    QVERIFY(window.openPack(coursePath));
    QVERIFY(window.showChapter(QStringLiteral("intro")));
    QTemporaryDir folder;
    const QString path = QDir(folder.path()).filePath(QStringLiteral("intro.pdf"));
    {
        QFile earlier(path);
        QVERIFY(earlier.open(QIODevice::WriteOnly));
        earlier.write("an earlier handout");
    }
    QString error;
    QVERIFY2(ChapterPdfExporter::exportChapter(window, 0, path, QPageSize::A4, error) >= 1, qPrintable(error));
    QFile written(path);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.read(5) == "%PDF-");
    QVERIFY(written.readAll().trimmed().endsWith("%%EOF"));
    QCOMPARE(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("intro.pdf")});

    const QString nowhere = QDir(folder.path()).filePath(QStringLiteral("no-such-folder/intro.pdf"));
    QCOMPARE(ChapterPdfExporter::exportChapter(window, 0, nowhere, QPageSize::A4, error), -1);
    QVERIFY2(error.contains(QDir::toNativeSeparators(nowhere)), qPrintable(error));
}

void TestMainWindow::applicationIconRenders()
{
    // The window icon comes from the resources (SVG through Qt's icon engine): at launcher and
    // title-bar sizes it is the blue matrix on a light square, not an empty pixmap.
    const QIcon icon = MainWindow::applicationIcon();
    QVERIFY(!icon.isNull());
    for (int size : {16, 48, 256}) {
        const QImage image = icon.pixmap(size, size).toImage().convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(image.width(), size);
        int blue = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                blue += c.alpha() > 200 && c.blue() > c.red() + 60 ? 1 : 0;
            }
        QVERIFY2(blue > size * size / 10, qPrintable(QStringLiteral("%1 blue pixels at %2 px").arg(blue).arg(size)));
        if (size == 256 && !qEnvironmentVariableIsEmpty("ATLAS_RENDER_DIR"))
            image.save(QDir(qEnvironmentVariable("ATLAS_RENDER_DIR")).filePath(QStringLiteral("icon.png")));
    }
}

ATLAS_TEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
