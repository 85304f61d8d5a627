// The part of a question's view that its kind owns: the inputs a learner answers with, and
// what they show of a verdict (the feedback under each picked choice, the missed keys marked
// in a block). QuestionView owns the rest, the same for every kind: the prompt, Check and Try
// again, the verdict line, the hint, the solution and the attempts.
//
// An input speaks of answers in its kind's form (QuizAnswer), works by keyboard alone (its
// widgets in reading order, so Tab follows them), names each of its widgets for a screen
// reader, and follows the palette and the font size. Locked, it keeps its look and its place
// in the tab order (a screen reader can still read the answer) but refuses changes.
#pragma once

#include "sdk/sdkexport.h"

#include "core/questionspec.h"
#include "core/quizanswer.h"
#include "core/quizgrader.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <optional>

namespace atlas {

class ATLAS_SDK_EXPORT QuestionInput : public QWidget {
    Q_OBJECT

public:
    QuestionInput(const QuestionSpec &question, QWidget *parent = nullptr);
    ~QuestionInput() override;

    const QuestionSpec &question() const;

    // The answer the inputs hold, or why they hold none ("not a number"). An empty selection
    // is still an answer: grading says what is missing.
    struct Input {
        std::optional<QuizAnswer> answer;
        QString error;
    };
    virtual Input currentInput() const = 0;
    // Shows `answer` (a stored or graded one) in the inputs.
    virtual void setAnswer(const QuizAnswer &answer) = 0;
    virtual void clear() = 0;
    virtual void setLocked(bool locked) = 0;
    // Whether the question can be answered at all (a block that cannot be built: no).
    virtual bool isUsable() const { return true; }

    // The kind's part of a verdict, or none (nullopt: cleared).
    virtual void showResult(const std::optional<GradeResult> &result) = 0;
    // What the verdict line cannot say, in words, under it ("Missed keys: 5, 6."); "" if nothing.
    // Before the solution is visible it must not give the answer away (a mask question names
    // the learner's extra keys, but only counts the missed ones).
    virtual QString resultReport(const GradeResult &result) const;

    // Whether the learner may see the solution now (after a right answer, the second miss, or
    // on request); the view sets it before it shows a result. Kinds whose marks would reveal
    // the answer (the missed keys of a mask question) show them only then.
    virtual void setSolutionVisible(bool visible);
    bool isSolutionVisible() const;

    // The content language ("de"): the texts of choices, the unit…
    virtual void setLanguage(const QString &language) = 0;
    // The interface's own texts (accessible names, hints) after a language change.
    virtual void retranslateUi() {}
    // The locale changed: numbers shown as the new locale writes them.
    virtual void localeChanged() {}
    // Focus on the first input (or the checked one).
    virtual void focusFirst() = 0;

    // Kinds with items in the learner's order: the authored indices top to bottom; else empty.
    virtual QList<int> displayedOrder() const { return {}; }

Q_SIGNALS:
    // The learner asked to check the answer from inside the input (Return in a text field).
    void submitRequested();

protected:
    // The accessible name of the field the learner types the answer in: "Your answer", or
    // "Gap 2: your answer" when the input is one gap of several (its own accessible name is
    // then the gap's), so that a screen reader tells the fields apart.
    QString answerFieldName() const;

    // The content language the kind's setLanguage was last given ("" before): a kind's
    // setLanguage keeps it with setContentLanguage.
    QString contentLanguage() const;
    void setContentLanguage(const QString &language);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace atlas
