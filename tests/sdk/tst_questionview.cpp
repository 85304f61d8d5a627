// QuestionView, driven by keyboard only as a learner without a mouse would: every question
// type graded through CourseProgress, invalid answers not counted, "Try again", restoring
// from saved progress, language switches.
#include "hostileinput.h"
#include "quiztestsupport.h"
#include "suiteregistry.h"

#include "sdk/packedblockstrip.h"
#include "sdk/questionview.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTranslator>
#include <QJsonArray>

using namespace atlas;
using atlas::test::HostileInput;
using quiztest::Course;

namespace {

template <typename T>
T *child(const QWidget &view, const char *name)
{
    return view.findChild<T *>(QLatin1String(name));
}

QAbstractButton *choice(const QWidget &view, int index)
{
    return view.findChild<QAbstractButton *>(QStringLiteral("choice%1").arg(index));
}

// The authored indices of the choice buttons in the order the focus chain visits them.
QList<int> choicesInFocusChain(QWidget &view)
{
    QList<int> order;
    for (QWidget *w = view.nextInFocusChain(); w && w != &view; w = w->nextInFocusChain())
        if (w->objectName().startsWith(QLatin1String("choice")) && qobject_cast<QAbstractButton *>(w))
            order.append(w->objectName().mid(6).toInt());
    return order;
}

QString labelText(const QWidget &view, const char *name)
{
    const QLabel *label = child<QLabel>(view, name);
    return label && label->isVisible() ? label->text() : QString();
}

// A translator that "translates" a few UI strings, to see the view follow a language change.
class FakeGerman final : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *, const char *source, const char *, int) const override
    {
        const QString s = QString::fromUtf8(source);
        if (s == QLatin1String("Check"))
            return QStringLiteral("Prüfen");
        if (s == QLatin1String("Not yet."))
            return QStringLiteral("Noch nicht.");
        if (s == QLatin1String("Attempts so far: %1."))
            return QStringLiteral("Bisherige Versuche: %1.");
        if (s == QLatin1String("Select at least one key."))
            return QStringLiteral("Wähle mindestens einen Schlüssel.");
        return QString();
    }
};

} // namespace

class TestQuestionView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void numericHostileAnswersAreNotGraded();
    void init();
    void cleanup();

    void singleByKeyboard();
    void singleTryAgainKeepsFirstTry();
    void multipleByKeyboard();
    void numericGermanLocale();
    void numericInvalidNotCounted();
    void maskByKeyboard();
    void shortAnswerByKeyboard();
    void matchingByKeyboard();
    void orderingByKeyboard();
    void orderingRowsWrap();
    void clozeByKeyboard();
    void maskExtraKey();
    void firstMissShowsTheHintNotTheSolution();
    void secondMissShowsTheSolution();
    void solutionOnRequestIsRecorded();
    void withoutAnAuthoredHintTheChapterIsNamed();
    void maskMissedKeysWaitForTheSolution();
    void invalidChoiceNotCounted();
    void lockedAfterGrading();
    void restoresFromProgress();
    void followsExternalReset();
    void tabOrder();
    void shuffledChoicesByKeyboard();
    void newLearnerSeedRearrangesTheChoices();
    void accessibleNames();
    void setLanguageRendersContent();
    void languageChangeRetranslates();

private:
    std::unique_ptr<Course> course_;
};

void TestQuestionView::init()
{
    QLocale::setDefault(QLocale::c());
    course_ = std::make_unique<Course>();
    QVERIFY(course_->isValid());
}

void TestQuestionView::cleanup()
{
    course_.reset();
    QLocale::setDefault(QLocale::c());
}

void TestQuestionView::singleByKeyboard()
{
    const QuestionSpec &q = course_->question(Course::single());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    QSignalSpy answered(&view, &QuestionView::answered);
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    // The first choice has the focus; the arrow keys choose, as in any radio group: Down
    // moves to the second and selects it, Up from the first wraps to the last.
    QCOMPARE(QApplication::focusWidget(), choice(view, 0));
    TYPE(Qt::Key_Down);
    QCOMPARE(QApplication::focusWidget(), choice(view, 1));
    QVERIFY(choice(view, 1)->isChecked());
    QVERIFY(!choice(view, 0)->isChecked());
    TYPE(Qt::Key_Up);
    TYPE(Qt::Key_Up);
    const qsizetype last = q.choices.size() - 1;
    QCOMPARE(QApplication::focusWidget(), choice(view, int(last)));
    QVERIFY(choice(view, int(last))->isChecked());
    TYPE(Qt::Key_Down); // wraps to the first
    TYPE(Qt::Key_Down);
    QVERIFY(choice(view, 1)->isChecked());
    // Enter on the focused Check button checks, as Space does.
    child<QPushButton>(view, "check")->setFocus();
    TYPE(Qt::Key_Return);

    const QuestionRecord record = course_->progress().record(q.id);
    QCOMPARE(record.attempts, 1);
    QVERIFY(record.correct);
    QCOMPARE(record.firstTryCorrect, std::optional<bool>(true));
    QVERIFY(view.isGraded());
    QCOMPARE(view.verdictText(), QStringLiteral("Correct."));
    QCOMPARE(answered.count(), 1);
    QCOMPARE(answered.at(0).at(0).toString(), q.id);
    QCOMPARE(answered.at(0).at(1).toBool(), true);
    // The picked choice's feedback, the explanation, the attempts.
    QCOMPARE(labelText(view, "feedback1"), q.choices.at(1).feedback.text());
    QVERIFY(labelText(view, "feedback0").isEmpty());
    QVERIFY(labelText(view, "explanation").contains(q.explanation.text().toHtmlEscaped()));
    QCOMPARE(labelText(view, "attempts"), QStringLiteral("Attempts so far: 1. Right on the first try."));
    // Focus went to the next thing to do.
    QCOMPARE(QApplication::focusWidget(), child<QPushButton>(view, "tryAgain"));
}

void TestQuestionView::singleTryAgainKeepsFirstTry()
{
    const QuestionSpec &q = course_->question(Course::single());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    QSignalSpy answered(&view, &QuestionView::answered);
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    TYPE(Qt::Key_Space); // picks choice 0: wrong
    QVERIFY(choice(view, 0)->isChecked());
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(course_->progress().record(q.id).attempts, 1);
    QVERIFY(!course_->progress().record(q.id).correct);
    QVERIFY(view.verdictText().startsWith(QStringLiteral("Not yet.")));
    QCOMPARE(answered.last().at(1).toBool(), false);
    QCOMPARE(labelText(view, "feedback0"), q.choices.at(0).feedback.text());
    QCOMPARE(labelText(view, "attempts"), QStringLiteral("Attempts so far: 1. Not right on the first try."));

    // "Try again" by keyboard: the answer stays, the verdict goes, focus returns to it.
    QCOMPARE(QApplication::focusWidget(), child<QPushButton>(view, "tryAgain"));
    TYPE(Qt::Key_Space);
    QVERIFY(!view.isGraded());
    QVERIFY(labelText(view, "verdict").isEmpty());
    QVERIFY(labelText(view, "feedback0").isEmpty());
    QCOMPARE(QApplication::focusWidget(), choice(view, 0));
    TYPE(Qt::Key_Down); // with a choice checked, the check follows the arrow
    QVERIFY(choice(view, 1)->isChecked());
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QuestionRecord record = course_->progress().record(q.id);
    QCOMPARE(record.attempts, 2);
    QVERIFY(record.correct);
    QCOMPARE(record.firstTryCorrect, std::optional<bool>(false));
    QCOMPARE(view.verdictText(), QStringLiteral("Correct."));
    QCOMPARE(labelText(view, "attempts"), QStringLiteral("Attempts so far: 2. Not right on the first try."));

    // And again (after a correct answer the button offers to answer again).
    QCOMPARE(child<QPushButton>(view, "tryAgain")->text(), QStringLiteral("Answer again"));
    TYPE(Qt::Key_Space);
    TYPE(Qt::Key_Up);
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    record = course_->progress().record(q.id);
    QCOMPARE(record.attempts, 3);
    QVERIFY(!record.correct);
    QCOMPARE(record.firstTryCorrect, std::optional<bool>(false));
    QCOMPARE(answered.count(), 3);
}

void TestQuestionView::multipleByKeyboard()
{
    const QuestionSpec &q = course_->question(Course::multiple());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    QCOMPARE(QApplication::focusWidget(), choice(view, 0));
    QVERIFY(qobject_cast<QCheckBox *>(choice(view, 0)));
    // "&" in authored text is shown, not taken as a mnemonic.
    QCOMPARE(choice(view, 1)->text(), QStringLiteral("Keys && their positions"));

    // First try: only the queries — not yet.
    TYPE(Qt::Key_Space);
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(course_->progress().record(q.id).attempts, 1);
    QVERIFY(!course_->progress().record(q.id).correct);
    QCOMPARE(labelText(view, "feedback0"), q.choices.at(0).feedback.text());
    QVERIFY(labelText(view, "feedback1").isEmpty());

    TYPE(Qt::Key_Space); // Try again
    QCOMPARE(QApplication::focusWidget(), choice(view, 0));
    TYPE(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), choice(view, 1));
    TYPE(Qt::Key_Space);
    TYPE(Qt::Key_Tab);
    TYPE(Qt::Key_Space); // values too: wrong
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(course_->progress().record(q.id).attempts, 2);
    QVERIFY(!course_->progress().record(q.id).correct);
    QVERIFY(!labelText(view, "feedback2").isEmpty()); // each picked choice speaks
    QVERIFY(!labelText(view, "feedback1").isEmpty());

    TYPE(Qt::Key_Space); // Try again
    TYPE(Qt::Key_Tab);
    TYPE(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), choice(view, 2));
    TYPE(Qt::Key_Space); // unpick values
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    const QuestionRecord record = course_->progress().record(q.id);
    QCOMPARE(record.attempts, 3);
    QVERIFY(record.correct);
    QCOMPARE(record.firstTryCorrect, std::optional<bool>(false));
    QCOMPARE(view.verdictText(), QStringLiteral("Correct."));
}

void TestQuestionView::numericGermanLocale()
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QuestionSpec &q = course_->question(Course::numeric());
    auto view = std::make_unique<QuestionView>(q, course_->progress(), QStringLiteral("de"));
    view->show();
    QVERIFY(QTest::qWaitForWindowActive(view.get()));
    auto *field = child<QLineEdit>(*view, "numberField");
    QVERIFY(field);
    QCOMPARE(QApplication::focusWidget(), field);
    QCOMPARE(labelText(*view, "unit"), q.unit.text(QStringLiteral("de")));
    QVERIFY(field->placeholderText().contains(QStringLiteral("0,5"))); // the separator to use

    // "0,75": a number, but the wrong sign — counted, not yet. Return in the field checks.
    QVERIFY(quiztest::typeText(QStringLiteral("0,75")));
    TYPE(Qt::Key_Return);
    QCOMPARE(course_->progress().record(q.id).attempts, 1);
    QVERIFY(!course_->progress().record(q.id).correct);
    QVERIFY(field->isReadOnly());

    TYPE(Qt::Key_Space); // Try again
    QCOMPARE(QApplication::focusWidget(), field);
    QVERIFY(!field->isReadOnly());
    QVERIFY(quiztest::typeText(QStringLiteral("−0,75"))); // replaces the selected text
    QCOMPARE(field->text(), QStringLiteral("−0,75"));
    TYPE(Qt::Key_Enter); // the keypad's Enter too
    const QuestionRecord record = course_->progress().record(q.id);
    QCOMPARE(record.attempts, 2);
    QVERIFY(record.correct);
    QCOMPARE(record.lastAnswer.toDouble(), -0.75);

    // The restored answer is shown in the learner's notation.
    view = std::make_unique<QuestionView>(q, course_->progress(), QStringLiteral("de"));
    QCOMPARE(child<QLineEdit>(*view, "numberField")->text(), QStringLiteral("−0,75"));
    QVERIFY(view->isGraded());
}

// Type, Return, read the verdict; partial credit says how much; the matched answer's feedback
// shows under the field; an empty answer is not counted.
void TestQuestionView::shortAnswerByKeyboard()
{
    const QuestionSpec q = quiztest::shortQuestion();
    auto view = std::make_unique<QuestionView>(q, course_->progress(), QStringLiteral("en"));
    view->show();
    QVERIFY(QTest::qWaitForWindowActive(view.get()));
    auto *field = child<QLineEdit>(*view, "answerField");
    QVERIFY(field);
    QCOMPARE(QApplication::focusWidget(), field);
    QCOMPARE(field->accessibleName(), QStringLiteral("Your answer"));

    TYPE(Qt::Key_Return); // nothing typed
    QCOMPARE(course_->progress().record(q.id).attempts, 0);
    QVERIFY(view->invalidMessage().contains(QStringLiteral("Type an answer.")));

    QVERIFY(quiztest::typeText(QStringLiteral("Soft-Max")));
    TYPE(Qt::Key_Return);
    QuestionRecord record = course_->progress().record(q.id);
    QCOMPARE(record.attempts, 1);
    QVERIFY(!record.correct);
    QCOMPARE(record.partialCredit, 0.5);
    QCOMPARE(view->verdictText(), QStringLiteral("Partly right: 50% of the credit. Read the hint, then try again."));
    QVERIFY(field->isReadOnly());
    QVERIFY(!child<QLabel>(*view, "answerFeedback")->isVisible()); // that answer has no feedback

    TYPE(Qt::Key_Space); // Try again
    QCOMPARE(QApplication::focusWidget(), field);
    QVERIFY(quiztest::typeText(QStringLiteral("a sigmoid")));
    TYPE(Qt::Key_Return);
    QCOMPARE(labelText(*view, "answerFeedback"), q.choices.at(2).feedback.text());
    QVERIFY(child<QLabel>(*view, "answerFeedback")->isVisible());
    QCOMPARE(course_->progress().record(q.id).partialCredit, 0.0);

    TYPE(Qt::Key_Space);
    QVERIFY(quiztest::typeText(QStringLiteral("  SOFTMAX ")));
    TYPE(Qt::Key_Return);
    record = course_->progress().record(q.id);
    QCOMPARE(record.attempts, 3);
    QVERIFY(record.correct);
    QCOMPARE(record.firstTryCorrect, std::optional<bool>(false));
    QCOMPARE(view->verdictText(), QStringLiteral("Correct."));
    QCOMPARE(labelText(*view, "answerFeedback"), q.choices.at(0).feedback.text());

    // Reopened: the typed answer and its verdict, as the progress file keeps them.
    view = std::make_unique<QuestionView>(q, course_->progress(), QStringLiteral("en"));
    QCOMPARE(child<QLineEdit>(*view, "answerField")->text(), QStringLiteral("  SOFTMAX "));
    QVERIFY(view->isGraded());
}

// Tab from list to list, arrow keys choose (the matches in the learner's order), Ctrl+Return
// checks; each row says whether it is right; an item left open is not counted.
void TestQuestionView::matchingByKeyboard()
{
    const QuestionSpec q = quiztest::matchingQuestion();
    auto view = std::make_unique<QuestionView>(q, course_->progress(), QStringLiteral("en"));
    view->show();
    QVERIFY(QTest::qWaitForWindowActive(view.get()));
    auto *first = child<QComboBox>(*view, "match0");
    QVERIFY(first);
    QCOMPARE(QApplication::focusWidget(), first);
    QCOMPARE(first->accessibleName(), q.items.at(0).text());
    QCOMPARE(first->count(), 4); // "Choose…" and the three matches
    const QList<int> shown = view->displayedChoiceOrder();
    QCOMPARE(shown.size(), 3);
    // Choose, by arrow keys, the shown position of `match` in the focused list.
    const auto choose = [&](int match) {
        for (int k = 0; k <= shown.indexOf(match); ++k)
            TYPE(Qt::Key_Down);
    };
    choose(0);
    TYPE(Qt::Key_Tab);
    choose(1);
    TYPE(Qt::Key_Return, Qt::ControlModifier); // the third is still open
    QCOMPARE(course_->progress().record(q.id).attempts, 0);
    QVERIFY(view->invalidMessage().contains(QStringLiteral("Choose a match for every item.")));

    TYPE(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), child<QComboBox>(*view, "match2"));
    choose(2); // the distractor: two of three right
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QuestionRecord record = course_->progress().record(q.id);
    QCOMPARE(record.attempts, 1);
    QCOMPARE(record.partialCredit, 2.0 / 3);
    QVERIFY(view->verdictText().startsWith(QStringLiteral("Partly right: 66.7% of the credit.")));
    QCOMPARE(labelText(*view, "matchResult0"), QStringLiteral("✓ right"));
    QCOMPARE(labelText(*view, "matchResult2"), QStringLiteral("✗ not this one"));
    // Locked: the arrow keys change nothing until "Try again".
    const int before = child<QComboBox>(*view, "match2")->currentIndex();
    TYPE(Qt::Key_Up);
    QCOMPARE(child<QComboBox>(*view, "match2")->currentIndex(), before);

    view->tryAgain();
    child<QComboBox>(*view, "match2")->setFocus();
    TYPE(Qt::Key_Home);
    choose(0);
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    record = course_->progress().record(q.id);
    QVERIFY(record.correct);
    QCOMPARE(record.partialCredit, 0.0);
    QCOMPARE(labelText(*view, "matchResult2"), QStringLiteral("✓ right"));

    // Reopened: the matches chosen, as the progress file keeps them.
    view = std::make_unique<QuestionView>(q, course_->progress(), QStringLiteral("en"));
    QCOMPARE(child<QComboBox>(*view, "match2")->currentData().toInt(), 0);
    QVERIFY(view->isGraded());
}

void TestQuestionView::orderingByKeyboard()
{
    // The authored order is the right one; the learner first sees it reversed, never right.
    const QuestionSpec q = quiztest::orderingQuestion();
    auto view = std::make_unique<QuestionView>(q, course_->progress(), QStringLiteral("en"));
    view->show();
    QVERIFY(QTest::qWaitForWindowActive(view.get()));
    auto *list = child<QListWidget>(*view, "orderList");
    QVERIFY(list);
    QCOMPARE(QApplication::focusWidget(), list);
    QCOMPARE(list->accessibleName(), QStringLiteral("Items in your order"));
    QCOMPARE(view->displayedChoiceOrder(), (QList<int>{2, 1, 0}));
    QCOMPARE(list->item(0)->text(), QStringLiteral("1. output O = A·V"));

    // Arrow keys pick, Alt+arrows move: "output" to the end gives 2 1 0 → 1 0 2 → right pairs: none.
    list->setCurrentRow(0);
    TYPE(Qt::Key_Down, Qt::AltModifier);
    TYPE(Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(view->displayedChoiceOrder(), (QList<int>{1, 0, 2}));
    QCOMPARE(list->currentRow(), 2);
    QCOMPARE(list->item(2)->text(), QStringLiteral("3. output O = A·V"));
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QuestionRecord record = course_->progress().record(q.id);
    QCOMPARE(record.attempts, 1);
    QCOMPARE(record.partialCredit, 0.0);
    QCOMPARE(labelText(*view, "keyReport"), QStringLiteral("0 of 2 neighbouring pairs are in the right order."));
    QVERIFY(list->item(0)->text().endsWith(QStringLiteral("✗ not right before the next")));
    // Locked: Alt+arrows move nothing, the buttons are off.
    TYPE(Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(view->displayedChoiceOrder(), (QList<int>{1, 0, 2}));
    QVERIFY(!child<QPushButton>(*view, "moveUp")->isEnabled());

    view->tryAgain();
    list->setFocus();
    list->setCurrentRow(1);
    TYPE(Qt::Key_Up, Qt::AltModifier); // 0 1 2
    QCOMPARE(view->displayedChoiceOrder(), (QList<int>{0, 1, 2}));
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    record = course_->progress().record(q.id);
    QVERIFY(record.correct);
    QVERIFY(list->item(0)->text().endsWith(QStringLiteral("✓ right before the next")));

    // Reopened: the order the learner left, as the progress file keeps it.
    view = std::make_unique<QuestionView>(q, course_->progress(), QStringLiteral("en"));
    QCOMPARE(view->displayedChoiceOrder(), (QList<int>{0, 1, 2}));
    QVERIFY(view->isGraded());
}

void TestQuestionView::orderingRowsWrap()
{
    // A long item wraps inside its row, and the list shows every row whole: nothing clipped.
    QuestionSpec q = quiztest::orderingQuestion();
    q.choices[0].text = LocalizedText(QStringLiteral("project X into queries, keys and values: Q = X·W_Q, K = X·W_K, V = X·W_V, "
                                                     "then the scores, the weights and the outputs of every head"));
    // At the height its layout asks for (a page gives a question no more), not a roomy window.
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    view.resize(420, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTest::qWait(20);
    view.resize(420, view.heightForWidth(420) > 0 ? view.heightForWidth(420) : view.minimumSizeHint().height());
    auto *list = child<QListWidget>(view, "orderList");
    QTest::qWait(20);
    for (int row = 0; row < list->count(); ++row) {
        const QRect rect = list->visualItemRect(list->item(row));
        const int needed = list->fontMetrics().boundingRect(QRect(0, 0, rect.width() - 6, 100000), Qt::TextWordWrap, list->item(row)->text()).height();
        QVERIFY2(rect.height() >= needed, qPrintable(QStringLiteral("row %1: %2 px for %3").arg(row).arg(rect.height()).arg(needed)));
        QVERIFY2(rect.bottom() < list->viewport()->height(), qPrintable(QStringLiteral("row %1 ends below the list").arg(row)));
        QVERIFY2(rect.right() < list->viewport()->width(), qPrintable(QStringLiteral("row %1 runs past the list's right edge").arg(row)));
    }
    QVERIFY(list->visualItemRect(list->item(2)).height() > list->fontMetrics().height() * 2); // the long item, last (reversed)
}

void TestQuestionView::clozeByKeyboard()
{
    // Each gap is a numbered blank in the text and, under it, the input of its own kind.
    const QuestionSpec q = quiztest::clozeQuestion();
    auto view = std::make_unique<QuestionView>(q, course_->progress(), QStringLiteral("en"));
    view->show();
    QVERIFY(QTest::qWaitForWindowActive(view.get()));
    QCOMPARE(labelText(*view, "prompt"), QStringLiteral("Scores are divided by ___(1)___; with d = 64 that multiplies them by ___(2)___."));
    QCOMPARE(labelText(*view, "gapHeading0"), QStringLiteral("Gap 1"));
    auto *first = child<QRadioButton>(*view, "choice0");
    QVERIFY(first);
    QCOMPARE(QApplication::focusWidget(), first);
    // "d" in gap 1, gap 2 left empty: not an answer yet.
    TYPE(Qt::Key_Down);
    TYPE(Qt::Key_Space);
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(course_->progress().record(q.id).attempts, 0);
    QVERIFY2(view->invalidMessage().contains(QStringLiteral("Gap 2: ")), qPrintable(view->invalidMessage()));
    QVERIFY(child<QRadioButton>(*view, "choice1")->isChecked());
    TYPE(Qt::Key_Tab);
    QVERIFY(child<QRadioButton>(*view, "choice1")->isChecked());
    QCOMPARE(QApplication::focusWidget(), child<QLineEdit>(*view, "numberField"));
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("0.125"));
    TYPE(Qt::Key_Return);
    QuestionRecord record = course_->progress().record(q.id);
    QVERIFY2(record.attempts == 1, qPrintable(view->invalidMessage() + QLatin1Char('|') + view->verdictText()));
    QCOMPARE(record.partialCredit, 2.0 / 3); // the number (weight 2) right, the choice (weight 1) wrong
    QCOMPARE(labelText(*view, "gapHeading0"), QStringLiteral("Gap 1   ✗ not yet"));
    QCOMPARE(labelText(*view, "gapHeading1"), QStringLiteral("Gap 2   ✓ right"));
    QCOMPARE(labelText(*view, "feedback1"), QStringLiteral("Dividing by d shrinks the scores too much."));

    // Reopened: both gaps as the progress file keeps them.
    view = std::make_unique<QuestionView>(q, course_->progress(), QStringLiteral("en"));
    QVERIFY(child<QRadioButton>(*view, "choice1")->isChecked());
    QCOMPARE(child<QLineEdit>(*view, "numberField")->text(), QStringLiteral("0.125"));
}

void TestQuestionView::numericInvalidNotCounted()
{
    const QuestionSpec &q = course_->question(Course::numeric());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    QSignalSpy answered(&view, &QuestionView::answered);
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    TYPE(Qt::Key_Return); // empty
    QVERIFY(view.invalidMessage().startsWith(QStringLiteral("Not an answer yet. Type a number.")));
    QVERIFY(quiztest::typeText(QStringLiteral("abc")));
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QVERIFY2(view.invalidMessage().contains(QStringLiteral("'abc' is not a number.")), qPrintable(view.invalidMessage()));
    QVERIFY(view.invalidMessage().contains(QStringLiteral("did not count")));
    QVERIFY(!view.isGraded());
    QCOMPARE(course_->progress().record(q.id).attempts, 0);
    QCOMPARE(answered.count(), 0);
    QVERIFY(!child<QLineEdit>(view, "numberField")->isReadOnly());
    QVERIFY(labelText(view, "explanation").isEmpty()); // the answer is not given away
    QVERIFY(labelText(view, "attempts").isEmpty());

    // Still answerable: the message gives way to a verdict.
    child<QLineEdit>(view, "numberField")->selectAll();
    QVERIFY(quiztest::typeText(QStringLiteral("-0.75")));
    TYPE(Qt::Key_Return);
    QCOMPARE(course_->progress().record(q.id).attempts, 1);
    QVERIFY(course_->progress().record(q.id).firstTryCorrect.value_or(false));
    QVERIFY(view.invalidMessage().isEmpty());
    QCOMPARE(view.verdictText(), QStringLiteral("Correct."));
}

void TestQuestionView::maskByKeyboard()
{
    const QuestionSpec &q = course_->question(Course::mask());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    auto *strip = child<PackedBlockStrip>(view, "strip");
    QVERIFY(strip);
    QCOMPARE(strip->slotCount(), 10);
    QCOMPARE(strip->querySlot(), 7);
    QVERIFY(strip->isSelectable());
    QCOMPARE(QApplication::focusWidget(), strip);

    for (int i = 0; i < 5; ++i)
        TYPE(Qt::Key_Right);
    TYPE(Qt::Key_Space);
    TYPE(Qt::Key_Right);
    TYPE(Qt::Key_Space);
    TYPE(Qt::Key_Right);
    TYPE(Qt::Key_Space);
    QCOMPARE(strip->selectedSlots(), (QList<int>{5, 6, 7}));
    TYPE(Qt::Key_Return, Qt::ControlModifier);

    const QuestionRecord record = course_->progress().record(q.id);
    QCOMPARE(record.attempts, 1);
    QVERIFY(record.correct);
    QCOMPARE(view.verdictText(), QStringLiteral("Correct."));
    QVERIFY(labelText(view, "keyReport").isEmpty());
    QVERIFY(!strip->isSelectable()); // locked until Try again
}

// The honest retry loop: a miss shows the picked choice's feedback and the hint; the answer
// and the explanation wait for a right answer, a second miss, or a request.
void TestQuestionView::firstMissShowsTheHintNotTheSolution()
{
    const QuestionSpec &q = course_->question(Course::single());
    QVERIFY(!q.hint.isEmpty());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    QVERIFY(!child<QPushButton>(view, "showSolution")->isVisible()); // nothing tried yet
    TYPE(Qt::Key_Space); // choice 0: wrong
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(view.verdictText(), QStringLiteral("Not yet. Read the hint, then try again."));
    QCOMPARE(labelText(view, "feedback0"), q.choices.at(0).feedback.text());
    QVERIFY(view.isHintVisible());
    QCOMPARE(labelText(view, "hint"), QStringLiteral("<b>Hint:</b> ") + q.hint.text().toHtmlEscaped());
    QVERIFY(!view.isSolutionVisible());
    QVERIFY(labelText(view, "explanation").isEmpty());
    QVERIFY(labelText(view, "solutionAnswer").isEmpty());
    QVERIFY(!child<QWidget>(view, "solution")->isVisible());
    QVERIFY(child<QPushButton>(view, "showSolution")->isVisible());
    QVERIFY(!course_->progress().record(q.id).solutionShown);
}

void TestQuestionView::secondMissShowsTheSolution()
{
    const QuestionSpec &q = course_->question(Course::single());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    TYPE(Qt::Key_Space); // choice 0: wrong
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    TYPE(Qt::Key_Space); // Try again: the hint goes with the verdict
    QVERIFY(!view.isHintVisible());
    QVERIFY(labelText(view, "hint").isEmpty());
    TYPE(Qt::Key_Up); // wraps to the last choice: wrong too
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(course_->progress().record(q.id).attempts, 2);
    QVERIFY(view.isSolutionVisible());
    QVERIFY(!view.isHintVisible());
    QCOMPARE(view.verdictText(), QStringLiteral("Not yet. The solution is below; try again when you see why."));
    QVERIFY(labelText(view, "explanation").contains(q.explanation.text().toHtmlEscaped()));
    QVERIFY2(labelText(view, "solutionAnswer").contains(q.choices.at(1).text.text().toHtmlEscaped()), qPrintable(labelText(view, "solutionAnswer")));
    QVERIFY(!child<QPushButton>(view, "showSolution")->isVisible());
    // Seen, not asked for: the record says nothing of a request.
    QVERIFY(!course_->progress().record(q.id).solutionShown);
    // Right at last: the explanation stays, the learner's own answer is the answer.
    TYPE(Qt::Key_Space);
    TYPE(Qt::Key_Up);
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(view.verdictText(), QStringLiteral("Correct."));
    QVERIFY(!labelText(view, "explanation").isEmpty());
    QVERIFY(labelText(view, "solutionAnswer").isEmpty());
}

void TestQuestionView::solutionOnRequestIsRecorded()
{
    const QuestionSpec &q = course_->question(Course::numeric());
    {
        QuestionView view(q, course_->progress(), QStringLiteral("en"));
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QVERIFY(quiztest::typeText(QStringLiteral("0.75")));
        TYPE(Qt::Key_Return);
        QVERIFY(view.isHintVisible());
        // Tab from Try again to Show the solution; Enter presses it.
        QCOMPARE(QApplication::focusWidget(), child<QPushButton>(view, "tryAgain"));
        TYPE(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), child<QPushButton>(view, "showSolution"));
        TYPE(Qt::Key_Return);
        QVERIFY(view.isSolutionVisible());
        QVERIFY(!view.isHintVisible());
        QVERIFY(!child<QPushButton>(view, "showSolution")->isVisible());
        QCOMPARE(labelText(view, "solutionAnswer"), QStringLiteral("<b>The answer:</b> −0.75 value units per score unit (± 0.005)"));
        QVERIFY(labelText(view, "explanation").contains(QStringLiteral("−0.75")));
        QCOMPARE(labelText(view, "attempts"), QStringLiteral("Attempts so far: 1. Not right on the first try. You asked for the solution."));
        QCOMPARE(QApplication::focusWidget(), child<QPushButton>(view, "tryAgain"));
    }
    QuestionRecord record = course_->progress().record(q.id);
    QVERIFY(record.solutionShown);
    QCOMPARE(record.firstTryCorrect, std::optional<bool>(false));

    // Kept in the progress file: the next run shows the solution and says it was asked for.
    course_->reopen();
    record = course_->progress().record(q.id);
    QVERIFY(record.solutionShown);
    QuestionView again(q, course_->progress(), QStringLiteral("en"));
    QVERIFY(again.isSolutionVisible());
    // A right answer afterwards solves it, but not on the first try.
    CourseProgress::Score before = course_->progress().score({&q});
    QCOMPARE(before.firstTryCorrect, 0);
    course_->progress().submit(q, QuizAnswer::numeric(-0.75));
    record = course_->progress().record(q.id);
    QVERIFY(record.solved);
    QCOMPARE(record.firstTryCorrect, std::optional<bool>(false));
    QCOMPARE(course_->progress().score({&q}).firstTryCorrect, 0);
    QCOMPARE(course_->progress().score({&q}).correct, 1);

    // Asked for before any try: the first try no longer counts as one.
    const QuestionSpec &single = course_->question(Course::single());
    course_->progress().showSolution(single);
    course_->progress().submit(single, QuizAnswer::choice(1));
    QCOMPARE(course_->progress().record(single.id).firstTryCorrect, std::optional<bool>(false));
}

void TestQuestionView::withoutAnAuthoredHintTheChapterIsNamed()
{
    const QuestionSpec &q = course_->question(Course::numeric());
    QVERIFY(q.hint.isEmpty());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    const QString title = course_->pack().chapter(q.chapterId)->title.text();
    QCOMPARE(view.hintText(), QStringLiteral("Look again at the chapter \u201c%1\u201d: its text and its lab show what this question is about.").arg(title));
    QuestionView german(q, course_->progress(), QStringLiteral("de"));
    QVERIFY(german.hintText().contains(course_->pack().chapter(q.chapterId)->title.text(QStringLiteral("de"))));
}

void TestQuestionView::maskMissedKeysWaitForTheSolution()
{
    const QuestionSpec &q = course_->question(Course::mask());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    auto *strip = child<PackedBlockStrip>(view, "strip");
    for (int i = 0; i < 5; ++i)
        TYPE(Qt::Key_Right);
    TYPE(Qt::Key_Space); // 5 alone: 6 and 7 missed
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(view.shownResult()->missedKeys, (QList<int>{6, 7}));
    // Counted, not named or marked: which keys they are is the answer.
    QVERIFY2(labelText(view, "keyReport").contains(QStringLiteral("not selected yet")), qPrintable(labelText(view, "keyReport")));
    QVERIFY(!labelText(view, "keyReport").contains(QStringLiteral("6")));
    QVERIFY(!strip->isMissed(6) && !strip->isMissed(7));
    view.showSolution();
    QVERIFY(strip->isMissed(6) && strip->isMissed(7));
    QVERIFY(labelText(view, "keyReport").contains(QStringLiteral("Missed keys (allowed, but not selected): 6, 7.")));
}

void TestQuestionView::maskExtraKey()
{
    const QuestionSpec &q = course_->question(Course::mask());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    auto *strip = child<PackedBlockStrip>(view, "strip");
    QCOMPARE(QApplication::focusWidget(), strip);
    for (int i = 0; i < 4; ++i)
        TYPE(Qt::Key_Right);
    for (int i = 0; i < 4; ++i) { // 4, 5, 6, 7
        TYPE(Qt::Key_Space);
        TYPE(Qt::Key_Right);
    }
    QCOMPARE(strip->selectedSlots(), (QList<int>{4, 5, 6, 7}));
    TYPE(Qt::Key_Return, Qt::ControlModifier);

    QuestionRecord record = course_->progress().record(q.id);
    QCOMPARE(record.attempts, 1);
    QVERIFY(!record.correct);
    QVERIFY(view.shownResult().has_value());
    QCOMPARE(view.shownResult()->extraKeys, QList<int>{4});
    QVERIFY(view.shownResult()->missedKeys.isEmpty());
    QCOMPARE(labelText(view, "keyReport"), QStringLiteral("Extra keys (selected, but not allowed): 4."));
    QVERIFY(strip->isExtra(4));
    QVERIFY(strip->slotAccessibleText(4).contains(QStringLiteral("extra")));

    // Try again: drop 4 and 7 — now 7 is missed.
    TYPE(Qt::Key_Space);
    QCOMPARE(QApplication::focusWidget(), strip);
    QVERIFY(!strip->isExtra(4)); // the marks belong to the verdict
    TYPE(Qt::Key_Home);
    for (int i = 0; i < 4; ++i)
        TYPE(Qt::Key_Right);
    TYPE(Qt::Key_Space);
    TYPE(Qt::Key_End);
    TYPE(Qt::Key_Left);
    TYPE(Qt::Key_Left);
    TYPE(Qt::Key_Space);
    QCOMPARE(strip->selectedSlots(), (QList<int>{5, 6}));
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(labelText(view, "keyReport"), QStringLiteral("Missed keys (allowed, but not selected): 7."));
    QVERIFY(strip->isMissed(7));
    record = course_->progress().record(q.id);
    QCOMPARE(record.attempts, 2);
    QCOMPARE(record.firstTryCorrect, std::optional<bool>(false));
}

void TestQuestionView::invalidChoiceNotCounted()
{
    for (const QString &id : {Course::single(), Course::multiple(), Course::mask()}) {
        const QuestionSpec &q = course_->question(id);
        QuestionView view(q, course_->progress(), QStringLiteral("en"));
        QSignalSpy answered(&view, &QuestionView::answered);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        TYPE(Qt::Key_Return, Qt::ControlModifier); // nothing chosen
        const QString expected = id == Course::single() ? QStringLiteral("Choose one answer.")
            : id == Course::multiple()                  ? QStringLiteral("Choose at least one answer.")
                                                        : QStringLiteral("Select at least one key.");
        QCOMPARE(view.invalidMessage(), QStringLiteral("Not an answer yet. ") + expected + QStringLiteral(" This did not count as an attempt."));
        QVERIFY(!view.isGraded());
        QCOMPARE(course_->progress().record(id).attempts, 0);
        QVERIFY(!course_->progress().lastAnswer(q).has_value());
        QCOMPARE(answered.count(), 0);
        QVERIFY(child<QPushButton>(view, "check")->isVisible());
        QVERIFY(!child<QPushButton>(view, "tryAgain")->isVisible());
    }
}

void TestQuestionView::lockedAfterGrading()
{
    const QuestionSpec &q = course_->question(Course::single());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    TYPE(Qt::Key_Space);
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(view.isGraded());
    // Neither keys nor clicks change a graded answer, and Ctrl+Return does not re-submit it.
    // From Try again, Shift+Tab goes back to the radio group, to its checked choice.
    QCOMPARE(QApplication::focusWidget(), child<QPushButton>(view, "tryAgain"));
    TYPE(Qt::Key_Tab, Qt::ShiftModifier);
    QCOMPARE(QApplication::focusWidget(), choice(view, 0));
    TYPE(Qt::Key_Down);
    TYPE(Qt::Key_Space);
    QTest::mouseClick(choice(view, 2), Qt::LeftButton);
    QVERIFY(choice(view, 0)->isChecked());
    QVERIFY(!choice(view, 1)->isChecked() && !choice(view, 2)->isChecked());
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(course_->progress().record(q.id).attempts, 1);
}

void TestQuestionView::restoresFromProgress()
{
    CourseProgress &progress = course_->progress();
    progress.submit(course_->question(Course::single()), QuizAnswer::choice(0));
    progress.submit(course_->question(Course::single()), QuizAnswer::choice(1));
    progress.submit(course_->question(Course::multiple()), QuizAnswer::choices({0, 2}));
    progress.submit(course_->question(Course::numeric()), QuizAnswer::numeric(-0.75));
    progress.submit(course_->question(Course::mask()), QuizAnswer::keys({4, 5, 6, 7}));
    // What the next run of the app sees: the file, read again.
    course_->reopen();

    QuestionView single(course_->question(Course::single()), course_->progress(), QStringLiteral("en"));
    QVERIFY(single.isGraded());
    QVERIFY(choice(single, 1)->isChecked());
    QCOMPARE(single.verdictText(), QStringLiteral("Correct."));
    QCOMPARE(single.findChild<QLabel *>(QStringLiteral("attempts"))->text(), QStringLiteral("Attempts so far: 2. Not right on the first try."));
    QVERIFY(single.findChild<QWidget *>(QStringLiteral("result"))->isVisibleTo(&single));
    QVERIFY(single.findChild<QLabel *>(QStringLiteral("feedback1"))->isVisibleTo(&single));

    QuestionView multiple(course_->question(Course::multiple()), course_->progress(), QStringLiteral("en"));
    QVERIFY(choice(multiple, 0)->isChecked() && !choice(multiple, 1)->isChecked() && choice(multiple, 2)->isChecked());
    QVERIFY(multiple.verdictText().startsWith(QStringLiteral("Not yet.")));

    QuestionView numeric(course_->question(Course::numeric()), course_->progress(), QStringLiteral("en"));
    QCOMPARE(numeric.findChild<QLineEdit *>(QStringLiteral("numberField"))->text(), QStringLiteral("−0.75"));
    QCOMPARE(numeric.verdictText(), QStringLiteral("Correct."));

    QuestionView mask(course_->question(Course::mask()), course_->progress(), QStringLiteral("en"));
    auto *strip = mask.findChild<PackedBlockStrip *>(QStringLiteral("strip"));
    QCOMPARE(strip->selectedSlots(), (QList<int>{4, 5, 6, 7}));
    QVERIFY(strip->isExtra(4));
    QCOMPARE(mask.findChild<QLabel *>(QStringLiteral("keyReport"))->text(), QStringLiteral("Extra keys (selected, but not allowed): 4."));

    // Restoring does not count: still the saved attempts.
    QCOMPARE(course_->progress().record(Course::single()).attempts, 2);
    QCOMPARE(course_->progress().record(Course::mask()).attempts, 1);
}

void TestQuestionView::followsExternalReset()
{
    const QuestionSpec &q = course_->question(Course::single());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    QuestionView twin(q, course_->progress(), QStringLiteral("en"));
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    TYPE(Qt::Key_Down);
    TYPE(Qt::Key_Space);
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    // Another view of the same question follows the record.
    QVERIFY(twin.isGraded());
    QVERIFY(choice(twin, 1)->isChecked());
    course_->progress().resetQuestions({q.id});
    QVERIFY(!view.isGraded());
    QVERIFY(!choice(view, 1)->isChecked());
    QVERIFY(!view.findChild<QLabel *>(QStringLiteral("attempts"))->isVisibleTo(&view));
    QVERIFY(!twin.isGraded());
}

void TestQuestionView::tabOrder()
{
    const QuestionSpec &q = course_->question(Course::single());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    QCOMPARE(QApplication::focusWidget(), choice(view, 0));
    // Radio buttons of one group: Tab leaves the group (arrows move inside it).
    TYPE(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), child<QPushButton>(view, "check"));
    TYPE(Qt::Key_Tab, Qt::ShiftModifier);
    QCOMPARE(QApplication::focusWidget(), choice(view, 0));

    QuestionView numeric(course_->question(Course::numeric()), course_->progress(), QStringLiteral("en"));
    numeric.show();
    QVERIFY(QTest::qWaitForWindowActive(&numeric));
    QCOMPARE(QApplication::focusWidget(), child<QLineEdit>(numeric, "numberField"));
    TYPE(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), child<QPushButton>(numeric, "check"));

    QuestionView mask(course_->question(Course::mask()), course_->progress(), QStringLiteral("en"));
    mask.show();
    QVERIFY(QTest::qWaitForWindowActive(&mask));
    QCOMPARE(QApplication::focusWidget(), child<PackedBlockStrip>(mask, "strip"));
    TYPE(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), child<QPushButton>(mask, "check"));
    TYPE(Qt::Key_Space); // Check with nothing selected: not counted, focus stays on Check
    QCOMPARE(QApplication::focusWidget(), child<QPushButton>(mask, "check"));
}

void TestQuestionView::shuffledChoicesByKeyboard()
{
    // The learner's own order: the keys walk the choices as shown, and the verdict, the record
    // and the feedback speak of the authored choice.
    Course course(Course::Shuffled);
    QVERIFY(course.isValid());
    const QuestionSpec &q = course.question(Course::multiple()); // answer {0, 1} of 3, as written
    while (course.progress().choiceOrder(q) == QList<int>{0, 1, 2})
        course.progress().drawLearnerSeed();
    const QList<int> shown = course.progress().choiceOrder(q);
    QuestionView view(q, course.progress(), QStringLiteral("en"));
    QCOMPARE(view.displayedChoiceOrder(), shown);
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    for (int k = 1; k < shown.size(); ++k)
        QVERIFY(choice(view, shown.at(k - 1))->y() < choice(view, shown.at(k))->y());
    QCOMPARE(choicesInFocusChain(view), shown);
    // Focus starts at the top and Tab goes down the list: tick what is right, skip the rest.
    for (int k = 0; k < shown.size(); ++k) {
        QCOMPARE(QApplication::focusWidget(), choice(view, shown.at(k)));
        if (q.correctChoices.contains(shown.at(k)))
            TYPE(Qt::Key_Space);
        TYPE(Qt::Key_Tab);
    }
    QCOMPARE(QApplication::focusWidget(), child<QPushButton>(view, "check"));
    TYPE(Qt::Key_Space);
    QVERIFY(view.isGraded());
    QCOMPARE(view.verdictText(), QStringLiteral("Correct."));
    const QuestionRecord record = course.progress().record(q.id);
    QCOMPARE(record.lastAnswer, QJsonValue(QJsonArray{0, 1}));
    QCOMPARE(labelText(view, "feedback0"), q.choices.at(0).feedback.text());
    QCOMPARE(labelText(view, "feedback1"), q.choices.at(1).feedback.text());
    QVERIFY(labelText(view, "feedback2").isEmpty());
    // Each feedback sits right under its own choice, wherever that is shown.
    auto *feedback1 = child<QLabel>(view, "feedback1");
    QVERIFY(feedback1->y() > choice(view, 1)->y());
    const int below = static_cast<int>(shown.indexOf(1)) + 1;
    if (below < shown.size())
        QVERIFY(feedback1->y() < choice(view, shown.at(below))->y());

    // A restart: the same order, the answer restored on the same (authored) choices.
    course.reopen();
    QCOMPARE(course.progress().choiceOrder(q), shown);
    QuestionView again(q, course.progress(), QStringLiteral("en"));
    QCOMPARE(again.displayedChoiceOrder(), shown);
    QVERIFY(choice(again, 0)->isChecked() && choice(again, 1)->isChecked() && !choice(again, 2)->isChecked());
    QVERIFY(again.isGraded() && again.shownResult()->isCorrect());
}

void TestQuestionView::newLearnerSeedRearrangesTheChoices()
{
    Course course(Course::Shuffled);
    const QuestionSpec &q = course.question(Course::single());
    QuestionView view(q, course.progress(), QStringLiteral("en"));
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    const QList<int> before = view.displayedChoiceOrder();
    while (course.progress().choiceOrder(q) == before)
        course.progress().drawLearnerSeed();
    const QList<int> after = view.displayedChoiceOrder();
    QCOMPARE(after, course.progress().choiceOrder(q));
    for (int turn = 0; turn < 4; ++turn)
        QApplication::processEvents();
    for (int k = 1; k < after.size(); ++k)
        QVERIFY(choice(view, after.at(k - 1))->y() < choice(view, after.at(k))->y());
    // The focus chain follows the new order.
    QCOMPARE(choicesInFocusChain(view), after);
    // Picking by position gives the authored choice shown there.
    choice(view, after.constFirst())->setFocus();
    TYPE(Qt::Key_Space);
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(course.progress().record(q.id).lastAnswer, QJsonValue(QJsonArray{after.constFirst()}));
}

void TestQuestionView::accessibleNames()
{
    const QuestionSpec &q = course_->question(Course::numeric());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    QCOMPARE(view.accessibleName(), q.prompt.text());
    auto *field = child<QLineEdit>(view, "numberField");
    QCOMPARE(field->accessibleName(), QStringLiteral("Your answer"));
    QVERIFY(field->accessibleDescription().contains(q.unit.text()));
    QVERIFY(child<QPushButton>(view, "check")->accessibleDescription().contains(QStringLiteral("Ctrl+Return")));
    QCOMPARE(child<QLabel>(view, "unit")->buddy(), field);

    QuestionView single(course_->question(Course::single()), course_->progress(), QStringLiteral("en"));
    QAccessibleInterface *button = QAccessible::queryAccessibleInterface(choice(single, 1));
    QCOMPARE(button->text(QAccessible::Name), course_->question(Course::single()).choices.at(1).text.text());
    single.check();
    // The verdict is read out by name, not only seen.
    QCOMPARE(QAccessible::queryAccessibleInterface(child<QLabel>(single, "verdict"))->text(QAccessible::Name),
             QStringLiteral("Not an answer yet. Choose one answer. This did not count as an attempt."));
}

void TestQuestionView::setLanguageRendersContent()
{
    const QuestionSpec &q = course_->question(Course::multiple());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    QCOMPARE(child<QLabel>(view, "prompt")->text(), QStringLiteral("Which vectors enter the attention scores?"));
    view.setLanguage(QStringLiteral("de_CH"));
    QCOMPARE(view.language(), QStringLiteral("de_CH"));
    QCOMPARE(child<QLabel>(view, "prompt")->text(), QStringLiteral("Welche Vektoren gehen in die Attention-Scores ein?"));
    QCOMPARE(view.accessibleName(), child<QLabel>(view, "prompt")->text());
    QCOMPARE(choice(view, 0)->text(), QStringLiteral("Queries (Anfragen)"));
    QCOMPARE(choice(view, 2)->text(), QStringLiteral("Values")); // no German: English
    view.setLanguage(QStringLiteral("en"));
    QCOMPARE(choice(view, 0)->text(), QStringLiteral("Queries"));
}

void TestQuestionView::languageChangeRetranslates()
{
    const QuestionSpec &q = course_->question(Course::mask());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    QCOMPARE(child<QPushButton>(view, "check")->text(), QStringLiteral("Check"));
    TYPE(Qt::Key_Return, Qt::ControlModifier); // not counted: nothing selected
    QVERIFY(view.invalidMessage().contains(QStringLiteral("Select at least one key.")));

    FakeGerman german;
    QVERIFY(QCoreApplication::installTranslator(&german));
    QCoreApplication::processEvents();
    QCOMPARE(child<QPushButton>(view, "check")->text(), QStringLiteral("Prüfen"));
    QVERIFY2(view.invalidMessage().contains(QStringLiteral("Wähle mindestens einen Schlüssel.")), qPrintable(view.invalidMessage()));

    TYPE(Qt::Key_Space); // select slot 0: wrong
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(view.verdictText().startsWith(QStringLiteral("Noch nicht.")));
    QCOMPARE(labelText(view, "attempts").left(20), QStringLiteral("Bisherige Versuche: "));

    QCoreApplication::removeTranslator(&german);
    QCoreApplication::processEvents();
    QVERIFY(view.verdictText().startsWith(QStringLiteral("Not yet.")));
    QCOMPARE(child<QPushButton>(view, "check")->text(), QStringLiteral("Check"));
}

// §4: a numeric answer field under pasted NaN, ∞, 1e309, a matrix and ten megabytes: none of
// them is graded or recorded (an attempt would count a non-number), each says why.
void TestQuestionView::numericHostileAnswersAreNotGraded()
{
    const QuestionSpec &q = course_->question(Course::numeric());
    QuestionView view(q, course_->progress(), QStringLiteral("en"));
    QSignalSpy answered(&view, &QuestionView::answered);
    view.show();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    QLineEdit *field = child<QLineEdit>(view, "numberField");
    for (const QString &text : HostileInput::texts()) {
        if (text == QStringLiteral("1e-400") || text == QStringLiteral("-99999999999999999999")
            || text == QStringLiteral("99999999999999999999999999999") || text == QStringLiteral("1e308") || text == QStringLiteral("-1e308"))
            continue; // finite numbers: a wrong answer, graded as one
        HostileInput::paste(field, text);
        QVERIFY2(!view.isGraded(), qPrintable(text.left(20)));
        QVERIFY2(!view.invalidMessage().isEmpty() && view.invalidMessage().size() < 300, qPrintable(view.invalidMessage().left(300)));
    }
    QCOMPARE(course_->progress().record(q.id).attempts, 0);
    QCOMPARE(answered.count(), 0);
}

ATLAS_TEST_MAIN(TestQuestionView)
#include "tst_questionview.moc"
