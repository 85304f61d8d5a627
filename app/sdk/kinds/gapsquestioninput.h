// The input of gap-select and cloze questions: the prompt (above, in QuestionView) shows each
// gap as a numbered blank; here each gap gets a heading ("Gap 1") and the input of its own
// kind — choices for "single" and "multiple", a text field for "short", a number field for
// "numeric" — so every gap works, reads to a screen reader and shows its verdict and
// feedback as a question of that kind does. Tab walks the gaps in order.
#pragma once

#include "sdk/questioninput.h"

#include "core/courseprogress.h"

#include <QList>

class QLabel;

namespace atlas {

class GapsQuestionInput final : public QuestionInput {
    Q_OBJECT

public:
    GapsQuestionInput(const QuestionSpec &question, CourseProgress &progress, QWidget *parent = nullptr);

    Input currentInput() const override;
    void setAnswer(const QuizAnswer &answer) override;
    void clear() override;
    void setLocked(bool locked) override;
    void showResult(const std::optional<GradeResult> &result) override;
    void setLanguage(const QString &language) override;
    void retranslateUi() override;
    void localeChanged() override;
    void focusFirst() override;

private:
    QList<QLabel *> headings_;
    QList<QuestionInput *> gaps_;
    std::optional<GradeResult> shown_;
};

} // namespace atlas
