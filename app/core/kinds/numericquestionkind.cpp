#include "numericquestionkind.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace atlas {

QString NumericQuestionKind::name() const
{
    return QStringLiteral("numeric");
}

GradeResult NumericQuestionKind::grade(const QuestionSpec &question, const QuizAnswer &answer) const
{
    if (!std::isfinite(answer.number))
        return GradeResult::invalid(tr("Type a number."));
    GradeResult r;
    r.error = std::fabs(answer.number - question.numericAnswer);
    const double slack = 4 * std::numeric_limits<double>::epsilon()
        * std::max({std::fabs(answer.number), std::fabs(question.numericAnswer), 1.0});
    // An overflowing difference is larger than any tolerance, even one whose slack overflows
    // too (inf ≤ inf would say correct).
    r.outcome = std::isfinite(r.error) && r.error <= question.tolerance + slack ? GradeResult::Outcome::Correct
                                                                                : GradeResult::Outcome::Incorrect;
    return r;
}

QJsonValue NumericQuestionKind::answerToJson(const QuizAnswer &answer) const
{
    return std::isfinite(answer.number) ? QJsonValue(answer.number) : QJsonValue();
}

std::optional<QuizAnswer> NumericQuestionKind::answerFromJson(const QJsonValue &value) const
{
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        return std::nullopt;
    return QuizAnswer::numeric(value.toDouble());
}

QuizAnswer NumericQuestionKind::correctAnswer(const QuestionSpec &question) const
{
    return QuizAnswer::numeric(question.numericAnswer);
}

QString NumericQuestionKind::describeAnswer(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                                            const QLocale &locale) const
{
    if (!std::isfinite(answer.number))
        return tr("no number");
    const QString unit = question.unit.text(language);
    const QString number = numberText(answer.number, locale);
    return unit.isEmpty() ? number : number + QLatin1Char(' ') + unit;
}

QString NumericQuestionKind::describeCorrect(const QuestionSpec &question, const QString &language, const QLocale &locale) const
{
    const QString text = describeAnswer(question, correctAnswer(question), language, locale);
    if (question.tolerance > 0)
        //: A numeric answer and its tolerance, e.g. "−0.75 value units (± 0.005)".
        return tr("%1 (± %2)").arg(text, numberText(question.tolerance, locale));
    return text;
}

} // namespace atlas
