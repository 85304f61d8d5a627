// The input of an estimate question: a number field (the learner's locale or the C locale,
// "4,3e9" or "4.3e9"), Return checks; once graded, a line saying how far off the estimate was,
// in words ("off by a factor of 3.1"), never colour alone.
#pragma once

#include "sdk/questioninput.h"

class QLabel;
class QLineEdit;

namespace estimate {

class EstimateQuestionInput final : public atlas::QuestionInput {
    Q_OBJECT

public:
    explicit EstimateQuestionInput(const atlas::QuestionSpec &question, QWidget *parent = nullptr);

    Input currentInput() const override;
    void setAnswer(const atlas::QuizAnswer &answer) override;
    void clear() override;
    void setLocked(bool locked) override;
    void showResult(const std::optional<atlas::GradeResult> &result) override;
    void setLanguage(const QString &language) override;
    void retranslateUi() override;
    void focusFirst() override;

private:
    QLineEdit *field_;
    QLabel *result_;
    std::optional<atlas::GradeResult> shown_;
};

} // namespace estimate
