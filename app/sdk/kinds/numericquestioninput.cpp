#include "numericquestioninput.h"

#include "core/numberinput.h"
#include "core/questionkind.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace atlas {

NumericQuestionInput::NumericQuestionInput(const QuestionSpec &question, QWidget *parent)
    : QuestionInput(question, parent), field_(new QLineEdit(this)), unitLabel_(new QLabel(this)), feedback_(new QLabel(this))
{
    field_->setObjectName(QStringLiteral("numberField"));
    unitLabel_->setObjectName(QStringLiteral("unit"));
    unitLabel_->setTextFormat(Qt::PlainText);
    unitLabel_->setWordWrap(true);
    unitLabel_->setBuddy(field_);
    feedback_->setObjectName(QStringLiteral("answerFeedback"));
    feedback_->setTextFormat(Qt::PlainText);
    feedback_->setWordWrap(true);
    feedback_->setVisible(false);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(4);
    auto *row = new QHBoxLayout;
    row->addWidget(field_, 0, Qt::AlignLeft | Qt::AlignVCenter); // left even when there is no unit
    row->addWidget(unitLabel_, 1);
    column->addLayout(row);
    column->addWidget(feedback_);
    connect(field_, &QLineEdit::returnPressed, this, &QuestionInput::submitRequested);
}

QString NumericQuestionInput::numberText(double value) const
{
    return QuestionKind::numberText(value, locale());
}

QuestionInput::Input NumericQuestionInput::currentInput() const
{
    const NumberParse parsed = NumberInput::parse(field_->text(), locale(), -std::numeric_limits<double>::infinity(),
                                                  std::numeric_limits<double>::infinity());
    if (parsed.ok)
        return Input{QuizAnswer::numeric(parsed.value), QString()};
    return Input{std::nullopt, parsed.error};
}

void NumericQuestionInput::setAnswer(const QuizAnswer &answer)
{
    field_->setText(std::isfinite(answer.number) ? numberText(answer.number) : QString());
}

void NumericQuestionInput::clear()
{
    field_->clear();
}

void NumericQuestionInput::setLocked(bool locked)
{
    field_->setReadOnly(locked);
}

void NumericQuestionInput::showResult(const std::optional<GradeResult> &result)
{
    shown_ = result;
    QString text;
    if (result) {
        const QuestionSpec &q = question();
        const int matched = result->pickedChoices.isEmpty() ? -1 : result->pickedChoices.constFirst();
        if (matched == 0)
            text = q.answerFeedback.text(contentLanguage());
        else if (matched > 0 && matched <= q.moreAnswers.size())
            text = q.moreAnswers.at(matched - 1).feedback.text(contentLanguage());
        else
            text = q.otherFeedback.text(contentLanguage());
    }
    feedback_->setText(text);
    feedback_->setVisible(!text.isEmpty());
}

void NumericQuestionInput::setLanguage(const QString &language)
{
    setContentLanguage(language);
    showResult(shown_);
    const QString unit = question().unit.text(language);
    unitLabel_->setText(unit);
    unitLabel_->setVisible(!unit.isEmpty());
    retranslateUi();
}

void NumericQuestionInput::retranslateUi()
{
    field_->setAccessibleName(answerFieldName());
    if (question().unit.isEmpty())
        field_->setAccessibleDescription(tr("A number. Press Return to check it."));
    else
        //: %1 is the unit of the expected number.
        field_->setAccessibleDescription(tr("A number, in %1. Press Return to check it.").arg(question().unit.text(contentLanguage())));
    // The example shows the decimal separator; it is positive so as not to hint at a sign.
    //: Placeholder of the number field; %1 is an example number in the learner's locale.
    field_->setPlaceholderText(tr("a number, e.g. %1").arg(numberText(0.5)));
    // Wide enough for the placeholder in any language.
    const QFontMetrics fm(field_->font());
    const int wanted = fm.horizontalAdvance(field_->placeholderText()) + 24;
    field_->setMinimumWidth(std::max(fm.averageCharWidth() * 10, wanted));
    field_->setMaximumWidth(std::max(fm.averageCharWidth() * 22, wanted));
}

void NumericQuestionInput::focusFirst()
{
    field_->selectAll();
    field_->setFocus(Qt::OtherFocusReason);
}

} // namespace atlas

#include "moc_numericquestioninput.cpp"
