#include "choicequestioninput.h"

#include "sdk/wrappingchoicebutton.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QRadioButton>
#include <QStyle>
#include <QVBoxLayout>

namespace atlas {

namespace {

// A button text is a mnemonic template: an authored "Q & A" must not turn into "Q _A".
QString buttonText(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('&'), QLatin1String("&&"));
    return escaped;
}

// The feedback of a picked choice: indented to the choice's text, with a bar on its left that
// sets it apart from the choices (drawn in the palette's mid colour, so it follows dark mode).
class FeedbackLabel final : public QLabel {
public:
    FeedbackLabel(int indent, QWidget *parent) : QLabel(parent), indent_(indent)
    {
        setContentsMargins(indent_ + barWidth + 8, 1, 0, 1);
    }

protected:
    void paintEvent(QPaintEvent *event) override
    {
        {
            QPainter p(this);
            p.fillRect(QRect(indent_, 0, barWidth, height()), palette().color(QPalette::Mid));
        }
        QLabel::paintEvent(event);
    }

private:
    static constexpr int barWidth = 3;
    int indent_;
};

} // namespace

ChoiceQuestionInput::ChoiceQuestionInput(const QuestionSpec &question, CourseProgress &progress, bool single, QWidget *parent)
    : QuestionInput(question, parent), progress_(progress), layout_(new QVBoxLayout(this))
{
    layout_->setContentsMargins(0, 0, 0, 0);
    layout_->setSpacing(4);
    if (single) {
        radioGroup_ = new QButtonGroup(this);
        radioGroup_->setExclusive(true);
    }
    // Buttons are indexed by the authored choice (their names say it: "choice1" is the
    // authored second choice) and laid out in the learner's order.
    const qsizetype count = question.choices.size();
    buttons_.resize(count, nullptr);
    feedbackLabels_.resize(count, nullptr);
    for (int i : progress_.choiceOrder(question)) {
        // Long choices wrap instead of widening the question beyond its column.
        QAbstractButton *button = single ? static_cast<QAbstractButton *>(new WrappingChoiceButton<QRadioButton>(this))
                                         : static_cast<QAbstractButton *>(new WrappingChoiceButton<QCheckBox>(this));
        button->setObjectName(QStringLiteral("choice%1").arg(i));
        button->installEventFilter(this);
        if (radioGroup_)
            radioGroup_->addButton(button, i);
        buttons_[i] = button;
        // The feedback of a picked choice appears right under it, indented to its text.
        const int indent = style()->pixelMetric(single ? QStyle::PM_ExclusiveIndicatorWidth : QStyle::PM_IndicatorWidth, nullptr, button)
            + style()->pixelMetric(single ? QStyle::PM_RadioButtonLabelSpacing : QStyle::PM_CheckBoxLabelSpacing, nullptr, button);
        auto *feedback = new FeedbackLabel(indent, this);
        feedback->setObjectName(QStringLiteral("feedback%1").arg(i));
        feedback->setTextFormat(Qt::PlainText);
        feedback->setWordWrap(true);
        feedback->setVisible(false);
        feedbackLabels_[i] = feedback;
    }
    arrange();
    connect(&progress_, &CourseProgress::choiceOrderChanged, this, &ChoiceQuestionInput::arrange);
}

void ChoiceQuestionInput::arrange()
{
    const QList<int> order = progress_.choiceOrder(question());
    if (order.size() != buttons_.size())
        return;
    // The widget before the choices in the focus chain: the choices follow it in the new order.
    QWidget *before = nullptr;
    if (!displayOrder_.isEmpty())
        before = buttons_.at(displayOrder_.constFirst())->previousInFocusChain();
    for (QAbstractButton *button : std::as_const(buttons_))
        layout_->removeWidget(button);
    for (QLabel *feedback : std::as_const(feedbackLabels_))
        layout_->removeWidget(feedback);
    for (int k = 0; k < order.size(); ++k) {
        const int i = order.at(k);
        layout_->insertWidget(2 * k, buttons_.at(i));
        layout_->insertWidget(2 * k + 1, feedbackLabels_.at(i));
    }
    if (before) {
        QWidget *previous = before;
        for (int i : order) {
            QWidget::setTabOrder(previous, buttons_.at(i));
            previous = buttons_.at(i);
        }
    }
    displayOrder_ = order;
}

QuestionInput::Input ChoiceQuestionInput::currentInput() const
{
    QList<int> picked;
    for (qsizetype i = 0; i < buttons_.size(); ++i)
        if (buttons_.at(i)->isChecked())
            picked.append(static_cast<int>(i));
    return Input{QuizAnswer::choices(picked), QString()};
}

void ChoiceQuestionInput::setAnswer(const QuizAnswer &answer)
{
    clear();
    for (int index : answer.selection)
        if (index >= 0 && index < buttons_.size())
            buttons_.at(index)->setChecked(true);
}

void ChoiceQuestionInput::clear()
{
    if (radioGroup_)
        radioGroup_->setExclusive(false); // an exclusive group refuses to uncheck its last button
    for (QAbstractButton *button : std::as_const(buttons_))
        button->setChecked(false);
    if (radioGroup_)
        radioGroup_->setExclusive(true);
}

void ChoiceQuestionInput::setLocked(bool locked)
{
    locked_ = locked; // the event filter refuses changes to the buttons
}

void ChoiceQuestionInput::showResult(const std::optional<GradeResult> &result)
{
    for (qsizetype i = 0; i < feedbackLabels_.size(); ++i)
        feedbackLabels_.at(i)->setVisible(result && result->pickedChoices.contains(static_cast<int>(i))
                                          && !feedbackLabels_.at(i)->text().isEmpty());
}

void ChoiceQuestionInput::setLanguage(const QString &language)
{
    setContentLanguage(language);
    for (qsizetype i = 0; i < buttons_.size(); ++i) {
        const ChoiceSpec &choice = question().choices.at(i);
        buttons_.at(i)->setText(buttonText(choice.text.text(language)));
        feedbackLabels_.at(i)->setText(choice.feedback.text(language));
    }
}

void ChoiceQuestionInput::focusFirst()
{
    QWidget *target = nullptr;
    for (int i : std::as_const(displayOrder_))
        if (QAbstractButton *button = buttons_.at(i); !target || button->isChecked()) {
            target = button;
            if (button->isChecked())
                break;
        }
    if (target)
        target->setFocus(Qt::OtherFocusReason);
}

bool ChoiceQuestionInput::eventFilter(QObject *watched, QEvent *event)
{
    // Arrow keys in a single-choice question choose, as in any radio group: the next choice
    // (in the learner's order, wrapping around) takes the focus and is selected. Qt moves only
    // the focus while nothing is selected yet.
    if (!locked_ && radioGroup_ && event->type() == QEvent::KeyPress && buttons_.contains(watched)) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        const bool forward = key == Qt::Key_Down || key == Qt::Key_Right;
        if ((forward || key == Qt::Key_Up || key == Qt::Key_Left) && !displayOrder_.isEmpty()) {
            const qsizetype here = displayOrder_.indexOf(int(buttons_.indexOf(static_cast<QAbstractButton *>(watched))));
            const qsizetype count = displayOrder_.size();
            QAbstractButton *next = buttons_.at(displayOrder_.at((here + (forward ? 1 : count - 1)) % count));
            next->setFocus(Qt::TabFocusReason);
            next->click();
            return true;
        }
    }
    // A locked answer's buttons keep focus and their look but ignore clicks, Space and (radio
    // buttons select on arrows) arrow keys.
    if (locked_ && buttons_.contains(watched)) {
        switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseButtonDblClick:
            return true;
        case QEvent::KeyPress:
        case QEvent::KeyRelease: {
            const int key = static_cast<QKeyEvent *>(event)->key();
            if (key == Qt::Key_Space || key == Qt::Key_Select)
                return true;
            if (radioGroup_ && (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_Left || key == Qt::Key_Right))
                return true;
            break;
        }
        default:
            break;
        }
    }
    return QuestionInput::eventFilter(watched, event);
}

} // namespace atlas

#include "moc_choicequestioninput.cpp"
