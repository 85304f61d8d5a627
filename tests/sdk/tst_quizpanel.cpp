// QuizPanel: the title, one view per question, and a score line that follows the progress
// live — from its own views, from elsewhere, and across a reset.
#include "quiztestsupport.h"
#include "suiteregistry.h"

#include "sdk/questionview.h"
#include "sdk/quizpanel.h"

#include <QAbstractButton>
#include <QLabel>
#include <QSignalSpy>

using namespace atlas;
using quiztest::Course;

class TestQuizPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void scoreLine();
    void numbersAndLanguage();
    void emptyPanel();
};

void TestQuizPanel::scoreLine()
{
    Course course;
    QVERIFY(course.isValid());
    const QList<QuestionSpec> questions{course.question(Course::single()), course.question(Course::numeric()),
                                        course.question(Course::mask())};
    QuizPanel panel(questions, course.progress(), QStringLiteral("en"));
    QSignalSpy scoreChanged(&panel, &QuizPanel::scoreChanged);
    QSignalSpy answered(&panel, &QuizPanel::answered);
    QCOMPARE(panel.title(), QStringLiteral("Check your understanding"));
    QCOMPARE(panel.accessibleName(), panel.title());
    QCOMPARE(panel.views().size(), 3);
    QCOMPARE(panel.scoreText(), QStringLiteral("3 questions, none answered yet."));

    panel.show();
    QVERIFY(QTest::qWaitForWindowActive(&panel));
    // The first question, by keyboard inside the panel: right on the first try.
    QCOMPARE(QApplication::focusWidget(), panel.views().at(0)->findChild<QAbstractButton *>(QStringLiteral("choice0")));
    TYPE(Qt::Key_Down);
    TYPE(Qt::Key_Space);
    TYPE(Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(answered.count(), 1);
    QCOMPARE(panel.scoreText(), QStringLiteral("1 of 3 correct, 1 on the first try"));
    QCOMPARE(scoreChanged.count(), 1);
    // Ctrl+Return belongs to the question that has the focus: the others are untouched.
    QCOMPARE(course.progress().record(Course::numeric()).attempts, 0);
    QCOMPARE(course.progress().record(Course::mask()).attempts, 0);

    // The second: wrong, then right (recorded elsewhere; the panel follows).
    course.progress().submit(course.question(Course::numeric()), QuizAnswer::numeric(0.75));
    QCOMPARE(panel.scoreText(), QStringLiteral("1 of 3 correct, 1 on the first try"));
    course.progress().submit(course.question(Course::numeric()), QuizAnswer::numeric(-0.75));
    QCOMPARE(panel.scoreText(), QStringLiteral("2 of 3 correct, 1 on the first try"));
    QVERIFY(panel.views().at(1)->isGraded());

    // A record outside the panel does not move its score.
    const int changes = scoreChanged.count();
    course.progress().submit(course.question(Course::multiple()), QuizAnswer::choices({0, 1}));
    QCOMPARE(scoreChanged.count(), changes);

    // The third, wrong: still 2 correct.
    course.progress().submit(course.question(Course::mask()), QuizAnswer::keys({4}));
    QCOMPARE(panel.scoreText(), QStringLiteral("2 of 3 correct, 1 on the first try"));

    course.progress().resetQuestions({Course::single(), Course::numeric(), Course::mask()});
    QCOMPARE(panel.scoreText(), QStringLiteral("3 questions, none answered yet."));
}

void TestQuizPanel::numbersAndLanguage()
{
    Course course;
    QVERIFY(course.isValid());
    QuizPanel panel({course.question(Course::single()), course.question(Course::multiple())}, course.progress(),
                    QStringLiteral("en"));
    QCOMPARE(panel.views().at(1)->findChild<QLabel *>(QStringLiteral("questionNumber"))->text(), QStringLiteral("Question 2 of 2"));
    panel.setLanguage(QStringLiteral("de"));
    QCOMPARE(panel.language(), QStringLiteral("de"));
    QCOMPARE(panel.views().at(1)->language(), QStringLiteral("de"));
    QCOMPARE(panel.views().at(1)->findChild<QLabel *>(QStringLiteral("prompt"))->text(),
             QStringLiteral("Welche Vektoren gehen in die Attention-Scores ein?"));
}

void TestQuizPanel::emptyPanel()
{
    Course course;
    QVERIFY(course.isValid());
    QuizPanel panel({}, course.progress(), QStringLiteral("en"));
    QVERIFY(panel.views().isEmpty());
    QCOMPARE(panel.scoreText(), QStringLiteral("This chapter has no questions."));
}

ATLAS_TEST_MAIN(TestQuizPanel)
#include "tst_quizpanel.moc"
