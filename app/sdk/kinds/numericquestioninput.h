// The input of numeric questions: a number field read in the learner's locale ("−0,75" in
// German; NumberInput), the unit beside it. Return in the field checks the answer. Once
// graded, the feedback of the answer the number matched (or for any other number) shows
// under the field.
#pragma once

#include "sdk/questioninput.h"

#include <QCoreApplication>

class QLabel;
class QLineEdit;

namespace atlas {

class NumericQuestionInput final : public QuestionInput {
    Q_OBJECT

public:
    explicit NumericQuestionInput(const QuestionSpec &question, QWidget *parent = nullptr);

    Input currentInput() const override;
    void setAnswer(const QuizAnswer &answer) override;
    void clear() override;
    void setLocked(bool locked) override;
    void showResult(const std::optional<GradeResult> &result) override;
    void setLanguage(const QString &language) override;
    void retranslateUi() override;
    void localeChanged() override { retranslateUi(); }
    void focusFirst() override;

private:
    // A number as the locale writes it, with the typographic minus.
    QString numberText(double value) const;

    QLineEdit *field_;
    QLabel *unitLabel_;
    QLabel *feedback_;
    std::optional<GradeResult> shown_;
};

} // namespace atlas
