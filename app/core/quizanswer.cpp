#include "quizanswer.h"

#include "questionkinds.h"

#include <QJsonArray>

#include <cmath>

namespace atlas {

QJsonValue QuizAnswer::toJson(const QString &type) const
{
    const QuestionKind *kind = QuestionKinds::find(type);
    return kind ? kind->answerToJson(*this) : QJsonValue();
}

std::optional<QuizAnswer> QuizAnswer::fromJson(const QString &type, const QJsonValue &value)
{
    const QuestionKind *kind = QuestionKinds::find(type);
    return kind ? kind->answerFromJson(value) : std::nullopt;
}

QJsonValue QuizAnswer::indicesToJson(const QList<int> &indices)
{
    QJsonArray array;
    for (int index : indices)
        array.append(index);
    return array;
}

std::optional<QList<int>> QuizAnswer::indicesFromJson(const QJsonValue &value)
{
    if (!value.isArray())
        return std::nullopt;
    QList<int> indices;
    for (const QJsonValue &item : value.toArray()) {
        const double x = item.toDouble(-1);
        if (!item.isDouble() || x < 0 || x > 1e6 || std::floor(x) != x)
            return std::nullopt;
        indices.append(static_cast<int>(x));
    }
    return indices;
}

} // namespace atlas
