// The input of short-answer questions: a text field; Return in it checks the answer. Once
// graded, the feedback of the accepted answer that matched shows under the field.
#pragma once

#include "sdk/questioninput.h"

class QLabel;
class QLineEdit;

namespace atlas {

class ShortAnswerQuestionInput final : public QuestionInput {
    Q_OBJECT

public:
    explicit ShortAnswerQuestionInput(const QuestionSpec &question, QWidget *parent = nullptr);

    Input currentInput() const override;
    void setAnswer(const QuizAnswer &answer) override;
    void clear() override;
    void setLocked(bool locked) override;
    void showResult(const std::optional<GradeResult> &result) override;
    void setLanguage(const QString &language) override;
    void retranslateUi() override;
    void focusFirst() override;

private:
    QLineEdit *field_;
    QLabel *feedback_;
    std::optional<GradeResult> shown_;
};

} // namespace atlas
