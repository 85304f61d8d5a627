#include "choicequestionreader.h"

#include "core/jsonreader.h"
#include "core/packlimits.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace atlas {

void ChoiceQuestionReader::read(QuestionFields &fields, QuestionSpec &question, bool single)
{
    QuestionFields &diagnostics = fields;
    const QJsonObject &object = fields.object();
    const JsonPath &path = fields.path();

    const JsonPath choicesPath = path / QStringLiteral("choices");
    const QJsonValue value = object.value(QLatin1String("choices"));
    if (!object.contains(QLatin1String("choices"))) {
        diagnostics.error(choicesPath, DiagnosticCode::Missing, tr("missing (at least two choices)"));
        return;
    }
    if (!value.isArray()) {
        diagnostics.error(choicesPath, DiagnosticCode::WrongType, tr("expected an array of choices, got %1").arg(JsonReader::typeName(value)));
        return;
    }
    const QJsonArray list = value.toArray();
    if (list.size() < 2 || list.size() > PackLimits::maxChoices) {
        diagnostics.error(choicesPath, DiagnosticCode::OutOfRange, tr("expected 2 to %1 choices, got %2").arg(PackLimits::maxChoices).arg(list.size()));
        return;
    }
    QSet<QString> seen;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonPath choicePath = choicesPath / i;
        const QJsonValue item = list.at(i);
        ChoiceSpec choice;
        const QJsonObject itemObject = item.toObject();
        const bool structured = item.isObject()
            && (itemObject.contains(QLatin1String("text")) || itemObject.contains(QLatin1String("feedback")));
        if (structured) {
            // {"text": …, "feedback": …}
            fields.unknownKeys(itemObject, choicePath, {QStringLiteral("text"), QStringLiteral("feedback")});
            if (const std::optional<LocalizedText> t = fields.text(itemObject, QStringLiteral("text"), choicePath, true))
                choice.text = *t;
            if (const std::optional<LocalizedText> f = fields.text(itemObject, QStringLiteral("feedback"), choicePath, false))
                choice.feedback = *f;
        } else if (item.isString() || item.isObject()) {
            // A bare text: a choice without feedback.
            if (const std::optional<LocalizedText> t = fields.textValue(item, choicePath))
                choice.text = *t;
        } else {
            diagnostics.error(choicePath, DiagnosticCode::WrongType, tr("expected a choice: {\"text\": …, \"feedback\": …} or a text, got %1").arg(JsonReader::typeName(item)));
        }
        const QString english = choice.text.text(LocalizedText::defaultLanguage());
        if (!english.isEmpty() && seen.contains(english))
            diagnostics.warning(choicePath, DiagnosticCode::Duplicate, tr("the same text as an earlier choice"));
        seen.insert(english);
        question.choices.append(choice);
    }

    const JsonPath answerPath = path / QStringLiteral("answer");
    if (!object.contains(QLatin1String("answer"))) {
        diagnostics.error(answerPath, DiagnosticCode::Missing, single
                                          ? tr("missing (the index of the correct choice, from 0)")
                                          : tr("missing (the indices of the correct choices, from 0)"));
        return;
    }
    JsonReader reader;
    const QJsonValue answer = object.value(QLatin1String("answer"));
    if (single) {
        if (const std::optional<qint64> index = reader.integer(answer, answerPath, 0, list.size() - 1))
            question.correctChoices = {static_cast<int>(*index)};
    } else {
        if (const std::optional<std::vector<qint64>> indices = reader.integers(answer, answerPath, PackLimits::maxChoices)) {
            QSet<int> unique;
            for (std::size_t i = 0; i < indices->size(); ++i) {
                const qint64 index = (*indices)[i];
                if (index < 0 || index >= list.size())
                    reader.fail(answerPath / static_cast<qsizetype>(i), DiagnosticCode::OutOfRange, tr("expected a choice index from 0 to %1, got %2").arg(list.size() - 1).arg(index));
                else if (unique.contains(static_cast<int>(index)))
                    diagnostics.warning(answerPath / static_cast<qsizetype>(i), DiagnosticCode::Duplicate, tr("choice %1 is listed twice").arg(index));
                unique.insert(static_cast<int>(index));
            }
            if (indices->empty())
                reader.fail(answerPath, DiagnosticCode::Missing, tr("expected at least one correct choice"));
            question.correctChoices = QList<int>(unique.begin(), unique.end());
            std::sort(question.correctChoices.begin(), question.correctChoices.end());
        }
    }
    diagnostics.take(reader);
}

} // namespace atlas
