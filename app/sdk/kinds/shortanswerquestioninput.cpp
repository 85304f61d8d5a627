#include "shortanswerquestioninput.h"

#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <algorithm>

namespace atlas {

ShortAnswerQuestionInput::ShortAnswerQuestionInput(const QuestionSpec &question, QWidget *parent)
    : QuestionInput(question, parent), field_(new QLineEdit(this)), feedback_(new QLabel(this))
{
    field_->setObjectName(QStringLiteral("answerField"));
    field_->setMaxLength(1000);
    feedback_->setObjectName(QStringLiteral("answerFeedback"));
    feedback_->setTextFormat(Qt::PlainText);
    feedback_->setWordWrap(true);
    feedback_->setVisible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(field_, 0, Qt::AlignLeft);
    layout->addWidget(feedback_);
    connect(field_, &QLineEdit::returnPressed, this, &QuestionInput::submitRequested);
}

QuestionInput::Input ShortAnswerQuestionInput::currentInput() const
{
    return Input{QuizAnswer::typed(field_->text()), QString()};
}

void ShortAnswerQuestionInput::setAnswer(const QuizAnswer &answer)
{
    field_->setText(answer.text);
}

void ShortAnswerQuestionInput::clear()
{
    field_->clear();
}

void ShortAnswerQuestionInput::setLocked(bool locked)
{
    field_->setReadOnly(locked);
}

void ShortAnswerQuestionInput::showResult(const std::optional<GradeResult> &result)
{
    shown_ = result;
    QString text;
    if (result && !result->pickedChoices.isEmpty()) {
        const int matched = result->pickedChoices.constFirst();
        if (matched >= 0 && matched < question().choices.size())
            text = question().choices.at(matched).feedback.text(contentLanguage());
    }
    feedback_->setText(text);
    feedback_->setVisible(!text.isEmpty());
}

void ShortAnswerQuestionInput::setLanguage(const QString &language)
{
    setContentLanguage(language);
    showResult(shown_);
}

void ShortAnswerQuestionInput::retranslateUi()
{
    field_->setAccessibleName(answerFieldName());
    field_->setAccessibleDescription(tr("A word or a few words. Press Return to check it."));
    //: Placeholder of the field of a short-answer question.
    field_->setPlaceholderText(tr("type your answer"));
    const QFontMetrics fm(field_->font());
    field_->setMinimumWidth(std::max(fm.averageCharWidth() * 28, fm.horizontalAdvance(field_->placeholderText()) + 24));
}

void ShortAnswerQuestionInput::focusFirst()
{
    field_->selectAll();
    field_->setFocus(Qt::OtherFocusReason);
}

} // namespace atlas

#include "moc_shortanswerquestioninput.cpp"
