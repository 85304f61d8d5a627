// A learner goes from the first chapter of the built-in course to the final quiz's score with
// the keyboard alone: every step below is a key event sent to whatever has the focus, as a
// keyboard user's would be. The window is the real MainWindow over the real plugins and the
// built-in pack of the build tree.
//
// The path:
//   1. first chapter: Tab until a question has the focus; answer it (Space and arrow keys on
//      choices, typing in number fields, arrows and Space on a mask strip); Ctrl+Return.
//   2. Alt+Right, then Ctrl+PageDown, chapter after chapter, to the quiz.
//   3. quiz: Tab to each unanswered question in turn, answer it, Ctrl+Return.
//   4. Ctrl+Tab to "Score by chapter" and read the score.
// The test prints each step (qInfo), so a failure says where the path broke.
#include "shell/coursesession.h"
#include "shell/languagemanager.h"
#include "shell/mainwindow.h"

#include "core/maskquestion.h"
#include "core/pluginregistry.h"
#include "core/progressstore.h"
#include "sdk/chapterpage.h"
#include "sdk/packedblockstrip.h"
#include "sdk/questionview.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <numeric>
#include "suiteregistry.h"
#include "testpaths.h"

using namespace atlas;

namespace {

QWidget *focus()
{
    return QApplication::focusWidget();
}

bool press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget *target = focus();
    if (!target)
        return false;
    QTest::keyClick(target, key, modifiers);
    return true;
}

QuestionView *questionOf(QWidget *widget)
{
    for (QWidget *w = widget; w; w = w->parentWidget())
        if (auto *view = qobject_cast<QuestionView *>(w))
            return view;
    return nullptr;
}

QString describe(QWidget *w)
{
    if (!w)
        return QStringLiteral("nothing");
    return QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') + w->objectName();
}

} // namespace

#define PRESS(...) QVERIFY2(press(__VA_ARGS__), "no widget has the keyboard focus")

class TestKeyboardPath : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void firstChapterToQuizScore();

private:
    // Tab until the focus is on an input of a question not graded yet; nullptr if none within
    // `budget` presses.
    QuestionView *tabToOpenQuestion(int budget, int *presses);
    // Answers the focused question correctly with keys alone, then checks it with Ctrl+Return.
    void answerFocusedQuestion(QuestionView *view);
    // Answers `q` right from the focused widget on, its choices shown in the order `shown`.
    void answerFocused(const QuestionSpec &q, const QList<int> &shown);

    QTemporaryDir dir_;
};

void TestKeyboardPath::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("Attention Atlas Tests"));
    QApplication::setApplicationName(QStringLiteral("tst_keyboardpath"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(dir_.isValid());
}

QuestionView *TestKeyboardPath::tabToOpenQuestion(int budget, int *presses)
{
    for (int i = 0; i < budget; ++i) {
        QuestionView *view = questionOf(focus());
        if (view && !view->isGraded() && focus() != view->findChild<QWidget *>(QStringLiteral("check"))) {
            *presses = i;
            return view;
        }
        if (!press(Qt::Key_Tab))
            return nullptr;
    }
    return nullptr;
}

void TestKeyboardPath::answerFocused(const QuestionSpec &q, const QList<int> &shown)
{
    if (q.type == QLatin1String("single")) {
        // Tab enters a radio group on its first (or checked) button: Space checks it, the
        // arrow keys move the check — through the choices in the order this learner sees them.
        QCOMPARE(focus()->objectName(), QStringLiteral("choice%1").arg(shown.constFirst()));
        qsizetype at = 0;
        const qsizetype target = shown.indexOf(q.correctChoices.at(0));
        PRESS(Qt::Key_Space);
        for (; at < target; ++at)
            PRESS(Qt::Key_Down);
    } else if (q.type == QLatin1String("multiple")) {
        // Check boxes one after another, in the order shown: Space ticks, Tab moves on.
        for (qsizetype k = 0; k < shown.size(); ++k) {
            QCOMPARE(focus()->objectName(), QStringLiteral("choice%1").arg(shown.at(k)));
            if (q.correctChoices.contains(shown.at(k)))
                PRESS(Qt::Key_Space);
            if (k + 1 < shown.size())
                PRESS(Qt::Key_Tab);
        }
    } else if (q.type == QLatin1String("numeric")) {
        QVERIFY(qobject_cast<QLineEdit *>(focus()));
        QTest::keyClicks(focus(), QLocale::c().toString(q.numericAnswer, 'g', 17));
    } else if (q.type == QLatin1String("mask")) {
        auto *strip = qobject_cast<PackedBlockStrip *>(focus());
        QVERIFY2(strip, qPrintable(describe(focus())));
        const QList<int> keys = MaskQuestion::allowedKeys(q.mask);
        PRESS(Qt::Key_Home);
        for (int slot = 0; slot < strip->slotCount(); ++slot) {
            if (keys.contains(slot))
                PRESS(Qt::Key_Space);
            PRESS(Qt::Key_Right);
        }
    } else if (q.type == QLatin1String("short")) {
        QVERIFY(qobject_cast<QLineEdit *>(focus()));
        QTest::keyClicks(focus(), q.choices.constFirst().text.text());
    } else if (q.type == QLatin1String("matching")) {
        // List after list, Tab between them: Down to where the match is shown.
        for (qsizetype i = 0; i < q.items.size(); ++i) {
            QCOMPARE(focus()->objectName(), QStringLiteral("match%1").arg(i));
            for (int k = 0; k <= shown.indexOf(q.correctChoices.at(i)); ++k)
                PRESS(Qt::Key_Down);
            if (i + 1 < q.items.size())
                PRESS(Qt::Key_Tab);
        }
    } else if (q.type == QLatin1String("ordering")) {
        // The list of items: Up and Down pick an item, Alt+Up moves it up, until each item is
        // in its place.
        auto *list = qobject_cast<QListWidget *>(focus());
        QVERIFY2(list, qPrintable(describe(focus())));
        for (int place = 0; place < list->count(); ++place) {
            int row = 0;
            while (list->item(row)->data(Qt::UserRole).toInt() != place)
                ++row;
            while (list->currentRow() < row)
                PRESS(Qt::Key_Down);
            while (list->currentRow() > row)
                PRESS(Qt::Key_Up);
            for (; row > place; --row)
                PRESS(Qt::Key_Up, Qt::AltModifier);
        }
    } else if (q.type == QLatin1String("gapselect") || q.type == QLatin1String("cloze")) {
        // Gap after gap, Tab between them, each answered as a question of its own kind with its
        // choices as written.
        for (std::size_t i = 0; i < q.gaps.size(); ++i) {
            QList<int> written(q.gaps.at(i).choices.size());
            std::iota(written.begin(), written.end(), 0);
            answerFocused(q.gaps.at(i), written);
            if (i + 1 < q.gaps.size())
                PRESS(Qt::Key_Tab);
        }
    } else {
        QFAIL(qPrintable(QStringLiteral("no keyboard path for a '%1' question").arg(q.type)));
    }
}

void TestKeyboardPath::answerFocusedQuestion(QuestionView *view)
{
    const QuestionSpec &q = view->question();
    answerFocused(q, view->displayedChoiceOrder());
    if (QTest::currentTestFailed())
        return;
    PRESS(Qt::Key_Return, Qt::ControlModifier);
    QVERIFY2(view->isGraded(), qPrintable(q.id + QStringLiteral(": ") + view->verdictText()));
    QVERIFY2(view->shownResult()->isCorrect(), qPrintable(q.id + QStringLiteral(": ") + view->verdictText()));
}

void TestKeyboardPath::firstChapterToQuizScore()
{
    PluginRegistry registry;
    registry.scan({testpaths::buildPluginDir()}, false);
    ProgressStore store(QDir(dir_.path()).filePath(QStringLiteral("progress.json")));
    store.load();
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    MainWindow window(registry, store, languages);
    QString error;
    QVERIFY2(window.openPack(testpaths::builtInPackDir(), &error), qPrintable(error));
    CourseSession *session = window.session();
    const int chapters = session->chapterCount();
    for (int i = 0; i < chapters; ++i)
        QVERIFY2(session->status(i) == CourseSession::Status::Ok, qPrintable(session->statusLine(i)));
    const int quizIndex = chapters - 1;
    QCOMPARE(session->pack().chapters.at(quizIndex).kind, QStringLiteral("quiz"));

    window.resize(1440, 900);
    QVERIFY(window.showChapter(0));
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTRY_VERIFY(focus() != nullptr);

    // 1. The first chapter's question, reached with Tab.
    int presses = 0;
    QuestionView *first = tabToOpenQuestion(400, &presses);
    QVERIFY2(first, qPrintable(QStringLiteral("no question reached with Tab in chapter 1; focus on ") + describe(focus())));
    qInfo("chapter 1: Tab ×%d reaches question '%s'", presses, qPrintable(first->question().id));
    answerFocusedQuestion(first);
    const QString firstId = first->question().id;

    // 2. To the quiz: Alt+Right, then Ctrl+PageDown.
    while (window.currentChapter() < quizIndex) {
        const int before = window.currentChapter();
        const bool alt = before < 2;
        PRESS(alt ? Qt::Key_Right : Qt::Key_PageDown, alt ? Qt::AltModifier : Qt::ControlModifier);
        QCOMPARE(window.currentChapter(), before + 1);
        qInfo("%s → chapter %d (%s)", alt ? "Alt+Right" : "Ctrl+PageDown", window.currentChapter() + 1,
              qPrintable(session->pack().chapters.at(window.currentChapter()).id));
    }
    // Further on is the end of the course: nothing moves.
    PRESS(Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(window.currentChapter(), quizIndex);

    // 3. Every open question of the quiz, each reached with Tab.
    ChapterPage *quizPage = session->existingPage(quizIndex);
    QVERIFY(quizPage);
    QList<QuestionView *> quizViews = quizPage->findChildren<QuestionView *>();
    QVERIFY(quizViews.size() >= 10);
    // The question answered in chapter 1 is already answered here: one record per question.
    for (QuestionView *v : quizViews)
        if (v->question().id == firstId)
            QVERIFY(v->isGraded() && v->shownResult()->isCorrect());
    int answered = 0;
    for (;;) {
        int open = 0;
        for (QuestionView *v : std::as_const(quizViews))
            open += v->isGraded() ? 0 : 1;
        if (open == 0)
            break;
        QuestionView *view = tabToOpenQuestion(200, &presses);
        QVERIFY2(view, qPrintable(QStringLiteral("%1 questions left, none reached with Tab; focus on %2").arg(open).arg(describe(focus()))));
        QVERIFY(quizPage->isAncestorOf(view));
        qInfo("quiz: Tab ×%d reaches question '%s' (%s)", presses, qPrintable(view->question().id),
              qPrintable(view->question().type));
        answerFocusedQuestion(view);
        ++answered;
    }
    QCOMPARE(answered, quizViews.size() - 1);

    // 4. The score: on the score line, and by chapter one Ctrl+Tab away.
    auto *scoreLine = quizPage->findChild<QLabel *>(QStringLiteral("quizScore"));
    QVERIFY(scoreLine);
    const int total = static_cast<int>(quizViews.size());
    QCOMPARE(scoreLine->text(), QStringLiteral("Score: %1 of %1 correct (100 %), %1 right on the first try. Every question answered correctly.").arg(total));
    auto *tabs = quizPage->findChild<QTabWidget *>();
    QVERIFY(tabs && tabs->isAncestorOf(focus()));
    PRESS(Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(tabs->currentIndex(), 1);
    auto *table = quizPage->findChild<QTableView *>(QStringLiteral("scoreTable"));
    QVERIFY(table && table->isVisible());
    const QAbstractItemModel *scores = table->model();
    const int last = scores->rowCount() - 1;
    QCOMPARE(scores->index(last, 0).data().toString(), QStringLiteral("Whole quiz"));
    QCOMPARE(scores->index(last, 3).data().toInt(), total);
    QCOMPARE(scores->index(last, 4).data().toInt(), total);
    qInfo("Ctrl+Tab → Score by chapter: %s", qPrintable(scoreLine->text()));
    // Every chapter is complete now.
    for (const ChapterSpec &chapter : session->pack().chapters)
        if (!chapter.questions.isEmpty())
            QVERIFY2(session->progress().isCompleted(chapter.id) || !session->progress().isVisited(chapter.id), qPrintable(chapter.id));
}

ATLAS_TEST_MAIN(TestKeyboardPath)
#include "tst_keyboardpath.moc"
