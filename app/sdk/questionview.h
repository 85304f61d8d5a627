// One check-your-understanding question, of any kind, answered against the learner's progress.
// The inputs are the kind's (QuestionKindViews makes its QuestionInput):
//
//   single    radio buttons          multiple  check boxes
//   numeric   a number field (the learner's locale: "−0,75" in German) with the unit beside it
//   mask      the question's packed block (PackedBlockStrip) with the query marked; the learner
//             selects the keys the query may attend to
//
// "Check" (Ctrl+Return anywhere in the question, Return in the number field) submits through
// CourseProgress, which grades and records. A graded answer locks the inputs and shows the
// verdict (icon and words, never colour alone), the feedback of each picked choice, the extra
// keys of a mask question, the attempts so far and whether the first try was right; "Try again"
// unlocks the inputs, keeping the answer to adjust. An answer that is not an answer (nothing
// chosen, not a number) says why and is not counted.
//
// The retry loop is honest: a miss shows the hint (the question's own, or a pointer to its
// chapter), not the solution. The solution — the right answer, the explanation, a mask
// question's missed keys — is shown after a right answer, after the second graded try, or on
// request ("Show the solution", offered once the learner has tried), which CourseProgress
// records: the question then no longer counts as right on the first try.
//
// Choices are shown in the learner's order (CourseProgress::choiceOrder) and rearranged when
// it changes; every answer, verdict and feedback speaks of the authored choice, and a choice's
// button is named by its authored index ("choice1").
//
// Created for a question that was answered before, the view shows the last answer and its
// verdict. It follows the record when someone else changes it (another view of the same
// question, a reset).
#pragma once

#include "sdk/sdkexport.h"

#include "questioninput.h"

#include "core/courseprogress.h"
#include "core/questionspec.h"
#include "core/quizgrader.h"

#include <QFrame>
#include <QList>
#include <QPointer>

#include <optional>

class QLabel;
class QPushButton;

namespace atlas {

class ATLAS_SDK_EXPORT QuestionView : public QFrame {
    Q_OBJECT

public:
    QuestionView(const QuestionSpec &question, CourseProgress &progress, const QString &language,
                 QWidget *parent = nullptr);

    const QuestionSpec &question() const { return question_; }

    // The content language ("de", "de_CH"): prompt, choices, feedback, unit, explanation.
    void setLanguage(const QString &language);
    QString language() const { return language_; }

    // "Question 2 of 5" above the prompt; count 0 hides it.
    void setNumber(int number, int count);

    // Whether the inputs show a graded answer (locked until "Try again").
    bool isGraded() const { return graded_.has_value(); }
    // The verdict shown, if any.
    std::optional<GradeResult> shownResult() const { return graded_; }
    // The message about an answer that was not counted ("" if none is shown).
    QString invalidMessage() const;
    // The verdict line as plain text ("Correct.", "Not yet. …", "Not counted. …"; "" if none).
    QString verdictText() const { return verdictText_; }
    // Whether the solution (answer and explanation) is on show, and whether the hint is.
    bool isSolutionVisible() const;
    bool isHintVisible() const;
    // The hint a miss shows: the authored one, or one naming the question's chapter.
    QString hintText() const;

    // The answer the inputs currently hold, or why they hold none (numeric text that is not a
    // number). Single, multiple and mask answers may be empty: grading says so.
    using Input = QuestionInput::Input;
    Input currentInput() const;

    // The authored indices of the choices in the order shown, top to bottom.
    QList<int> displayedChoiceOrder() const;

public Q_SLOTS:
    void check();
    void tryAgain();
    // Records that the learner asked for the solution, and shows it.
    void showSolution();

Q_SIGNALS:
    void answered(const QString &questionId, bool correct);

protected:
    void changeEvent(QEvent *event) override;
    // Enter or Return on a focused Check or Try again button presses it, as Space does.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void renderContent();
    void retranslateUi();
    void restoreFromProgress();
    void setInputs(const QuizAnswer &answer);
    void clearInputs();
    void setLocked(bool locked);
    void showGraded(const GradeResult &result);
    void showInvalid(const QString &message);
    void setVerdict(int verdict, const QString &head, const QString &tail);
    void clearResult();
    void updateResultTexts();
    void updateAttempts();
    void updateSolution();
    void focusFirstInput();

    QuestionSpec question_;
    CourseProgress &progress_;
    QString language_;
    int number_ = 0, count_ = 0;

    QLabel *numberLabel_;
    QLabel *promptLabel_;
    QuestionInput *input_ = nullptr;
    QPushButton *checkButton_;
    QPushButton *tryAgainButton_;
    QWidget *resultBox_;
    QLabel *verdictIcon_;
    QLabel *verdictLabel_;
    QLabel *keyReportLabel_;
    QLabel *hintLabel_;
    QWidget *solutionBox_;
    QLabel *answerLabel_;
    QLabel *explanationLabel_;
    QPushButton *showSolutionButton_;
    QLabel *attemptsLabel_;

    std::optional<GradeResult> graded_;   // the verdict on show (inputs locked)
    QString verdictText_;                 // the verdict line as plain text
    bool invalidShown_ = false;           // an uncounted answer's reason is on show
    bool submitting_ = false;             // our own submit: don't re-sync on recordChanged
};

} // namespace atlas
