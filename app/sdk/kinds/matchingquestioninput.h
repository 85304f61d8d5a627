// The input of matching questions: each item (in the order written) over a drop-down list
// of the matches in the learner's order (CourseProgress::choiceOrder), "Choose…" until one is
// picked; Tab moves between the lists, the arrow keys choose. Once graded, each row says
// whether its match is right, in words and a mark, never colour alone. A list is named by its
// item for a screen reader, and by its authored index ("match0").
#pragma once

#include "sdk/questioninput.h"

#include "core/courseprogress.h"

#include <QList>

class QComboBox;
class QLabel;

namespace atlas {

class MatchingQuestionInput final : public QuestionInput {
    Q_OBJECT

public:
    MatchingQuestionInput(const QuestionSpec &question, CourseProgress &progress, QWidget *parent = nullptr);

    Input currentInput() const override;
    void setAnswer(const QuizAnswer &answer) override;
    void clear() override;
    void setLocked(bool locked) override;
    void showResult(const std::optional<GradeResult> &result) override;
    void setLanguage(const QString &language) override;
    void retranslateUi() override;
    void focusFirst() override;
    QList<int> displayedOrder() const override { return order_; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Fills every list with the matches in the learner's order, keeping each one's choice.
    void fillLists();

    CourseProgress &progress_;
    QList<QLabel *> itemLabels_;
    QList<QComboBox *> lists_;
    QList<QLabel *> marks_;
    QList<int> order_; // authored match indices, top to bottom
    std::optional<GradeResult> shown_;
    bool locked_ = false;
};

} // namespace atlas
