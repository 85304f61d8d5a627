// The input of single- and multiple-choice questions: radio buttons (single) or check boxes
// (multiple) in the learner's order (CourseProgress::choiceOrder), rearranged when it changes,
// each followed by its feedback, shown once graded when the choice was picked. A button is
// named by its authored index ("choice1" is the authored second choice), and every answer
// speaks of authored indices.
#pragma once

#include "sdk/questioninput.h"

#include "core/courseprogress.h"

#include <QList>

class QAbstractButton;
class QButtonGroup;
class QLabel;
class QVBoxLayout;

namespace atlas {

class ChoiceQuestionInput final : public QuestionInput {
    Q_OBJECT

public:
    ChoiceQuestionInput(const QuestionSpec &question, CourseProgress &progress, bool single, QWidget *parent = nullptr);

    Input currentInput() const override;
    void setAnswer(const QuizAnswer &answer) override;
    void clear() override;
    void setLocked(bool locked) override;
    void showResult(const std::optional<GradeResult> &result) override;
    void setLanguage(const QString &language) override;
    void focusFirst() override;
    QList<int> displayedOrder() const override { return displayOrder_; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void arrange();

    CourseProgress &progress_;
    QVBoxLayout *layout_;
    QList<QAbstractButton *> buttons_; // by authored index
    QList<QLabel *> feedbackLabels_;   // by authored index
    QList<int> displayOrder_;          // authored indices, top to bottom
    QButtonGroup *radioGroup_ = nullptr;
    bool locked_ = false;
};

} // namespace atlas
