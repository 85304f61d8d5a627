// The input of ordering questions: the items in a list, first shown in the learner's own
// order (never the right one, OrderingQuestionKind::startingOrder). The mouse drags an item to
// its place; the keyboard moves the current item with Alt+Up and Alt+Down (or the Move up /
// Move down buttons beside the list), so that Tab reaches the list and the buttons and the
// arrow keys pick an item. Every row starts with its position ("2. "), which a screen reader
// reads with the item. Once graded, each row whose next row is its right successor says so in
// words, never colour alone.
#pragma once

#include "sdk/questioninput.h"

#include "core/courseprogress.h"

class QListWidget;
class QPushButton;

namespace atlas {

class OrderingQuestionInput final : public QuestionInput {
    Q_OBJECT

public:
    OrderingQuestionInput(const QuestionSpec &question, CourseProgress &progress, QWidget *parent = nullptr);

    Input currentInput() const override;
    void setAnswer(const QuizAnswer &answer) override;
    void clear() override;
    void setLocked(bool locked) override;
    void showResult(const std::optional<GradeResult> &result) override;
    QString resultReport(const GradeResult &result) const override;
    void setLanguage(const QString &language) override;
    void retranslateUi() override;
    void focusFirst() override;
    QList<int> displayedOrder() const override { return order_; }

    // Moves the current item one place up (−1) or down (+1), keeping it current.
    void moveCurrent(int step);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Rebuilds the rows from order_ (positions, texts, verdict marks), keeping the current row.
    void showOrder();
    // Sizes the rows to their wrapped texts and the list to its rows.
    void fitRows();
    // order_ from the rows after the mouse moved one.
    void readOrder();
    void updateButtons();

    CourseProgress &progress_;
    QListWidget *list_;
    QPushButton *up_;
    QPushButton *down_;
    QList<int> order_; // authored item indices, top to bottom
    std::optional<GradeResult> shown_;
    bool locked_ = false;
    bool rebuilding_ = false;
};

} // namespace atlas
