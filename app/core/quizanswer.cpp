#include "quizanswer.h"

#include <QJsonArray>

#include <cmath>

namespace atlas {

QJsonValue QuizAnswer::toJson(QuestionType type) const
{
    if (type == QuestionType::Numeric)
        return std::isfinite(number) ? QJsonValue(number) : QJsonValue();
    QJsonArray array;
    for (int index : selection)
        array.append(index);
    return array;
}

std::optional<QuizAnswer> QuizAnswer::fromJson(QuestionType type, const QJsonValue &value)
{
    if (type == QuestionType::Numeric) {
        if (!value.isDouble() || !std::isfinite(value.toDouble()))
            return std::nullopt;
        return numeric(value.toDouble());
    }
    if (!value.isArray())
        return std::nullopt;
    QuizAnswer answer;
    for (const QJsonValue &item : value.toArray()) {
        const double x = item.toDouble(-1);
        if (!item.isDouble() || x < 0 || x > 1e6 || std::floor(x) != x)
            return std::nullopt;
        answer.selection.append(static_cast<int>(x));
    }
    return answer;
}

} // namespace atlas
