#include "questionspec.h"

namespace atlas {

QString QuestionSpec::typeName(QuestionType type)
{
    switch (type) {
    case QuestionType::Single: return QStringLiteral("single");
    case QuestionType::Multiple: return QStringLiteral("multiple");
    case QuestionType::Numeric: return QStringLiteral("numeric");
    case QuestionType::Mask: return QStringLiteral("mask");
    }
    return QString();
}

std::optional<QuestionType> QuestionSpec::typeFromName(const QString &name)
{
    for (QuestionType type : {QuestionType::Single, QuestionType::Multiple, QuestionType::Numeric, QuestionType::Mask})
        if (typeName(type) == name)
            return type;
    return std::nullopt;
}

} // namespace atlas
