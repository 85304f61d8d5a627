// The input of mask questions: the question's packed block (PackedBlockStrip) with the query
// marked; the learner selects keys with the mouse or the arrow keys and Space. Once graded,
// the missed and the extra keys are marked in the block and listed under the verdict.
#pragma once

#include "sdk/questioninput.h"

class QLabel;

namespace atlas {

class PackedBlockStrip;

class MaskQuestionInput final : public QuestionInput {
    Q_OBJECT

public:
    explicit MaskQuestionInput(const QuestionSpec &question, QWidget *parent = nullptr);

    Input currentInput() const override;
    void setAnswer(const QuizAnswer &answer) override;
    void clear() override;
    void setLocked(bool locked) override;
    bool isUsable() const override { return blockUsable_; }
    void showResult(const std::optional<GradeResult> &result) override;
    QString resultReport(const GradeResult &result) const override;
    void setSolutionVisible(bool visible) override;
    void setLanguage(const QString &language) override;
    void retranslateUi() override;
    void focusFirst() override;

private:
    std::optional<GradeResult> shown_;
    PackedBlockStrip *strip_;
    QLabel *hint_;
    bool blockUsable_ = true; // the block could be built
};

} // namespace atlas
