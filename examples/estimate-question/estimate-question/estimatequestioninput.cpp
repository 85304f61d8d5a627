#include "estimatequestioninput.h"

#include "estimatequestionkind.h"

#include "core/numberinput.h"

#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace estimate {

EstimateQuestionInput::EstimateQuestionInput(const atlas::QuestionSpec &question, QWidget *parent)
    : QuestionInput(question, parent), field_(new QLineEdit(this)), result_(new QLabel(this))
{
    field_->setObjectName(QStringLiteral("estimateField"));
    field_->setMaxLength(static_cast<int>(atlas::NumberInput::maxLength));
    result_->setObjectName(QStringLiteral("estimateResult"));
    result_->setTextFormat(Qt::PlainText);
    result_->setWordWrap(true);
    result_->setVisible(false);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(field_, 0, Qt::AlignLeft);
    column->addWidget(result_);
    connect(field_, &QLineEdit::returnPressed, this, &QuestionInput::submitRequested);
}

atlas::QuestionInput::Input EstimateQuestionInput::currentInput() const
{
    const atlas::NumberParse parsed = atlas::NumberInput::parse(field_->text(), locale(), -std::numeric_limits<double>::infinity(),
                                                                std::numeric_limits<double>::infinity());
    if (parsed.ok)
        return Input{atlas::QuizAnswer::numeric(parsed.value), QString()};
    return Input{std::nullopt, parsed.error};
}

void EstimateQuestionInput::setAnswer(const atlas::QuizAnswer &answer)
{
    field_->setText(std::isfinite(answer.number) ? atlas::QuestionKind::numberText(answer.number, locale()) : QString());
}

void EstimateQuestionInput::clear()
{
    field_->clear();
}

void EstimateQuestionInput::setLocked(bool locked)
{
    field_->setReadOnly(locked);
}

void EstimateQuestionInput::showResult(const std::optional<atlas::GradeResult> &result)
{
    shown_ = result;
    retranslateUi();
}

void EstimateQuestionInput::setLanguage(const QString &language)
{
    setContentLanguage(language);
}

void EstimateQuestionInput::retranslateUi()
{
    //: Accessible name of an estimate question's number field.
    field_->setAccessibleName(tr("Your estimate"));
    const std::optional<atlas::QuizAnswer> given = currentInput().answer;
    if (!shown_ || !given || given->number <= 0) {
        result_->setVisible(false);
        return;
    }
    const double truth = EstimateQuestionKind::answer(question());
    const double off = std::max(given->number / truth, truth / given->number);
    //: After grading an estimate: how far it was from the true value, as a ratio ("off by a factor of 3.1").
    result_->setText(tr("Off by a factor of %1 (full credit within %2, half within %3).")
                         .arg(locale().toString(off, 'g', 3), locale().toString(EstimateQuestionKind::within(question()), 'g', 3),
                              locale().toString(std::pow(EstimateQuestionKind::within(question()), 2), 'g', 3)));
    result_->setAccessibleName(result_->text());
    result_->setVisible(true);
}

void EstimateQuestionInput::focusFirst()
{
    field_->setFocus(Qt::OtherFocusReason);
}

} // namespace estimate

#include "moc_estimatequestioninput.cpp"
