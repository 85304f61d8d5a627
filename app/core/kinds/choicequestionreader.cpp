#include "choicequestionreader.h"

#include "core/jsonreader.h"
#include "core/packlimits.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <cmath>

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
            // {"text": …, "feedback": …, "fraction": …}
            fields.unknownKeys(itemObject, choicePath, {QStringLiteral("text"), QStringLiteral("feedback"), QStringLiteral("fraction")});
            if (const std::optional<LocalizedText> t = fields.text(itemObject, QStringLiteral("text"), choicePath, true))
                choice.text = *t;
            if (const std::optional<LocalizedText> f = fields.text(itemObject, QStringLiteral("feedback"), choicePath, false))
                choice.feedback = *f;
            if (itemObject.contains(QLatin1String("fraction"))) {
                JsonReader numbers(fields);
                const JsonPath fractionPath = choicePath / QStringLiteral("fraction");
                if (const std::optional<double> f = numbers.number(itemObject.value(QLatin1String("fraction")), fractionPath)) {
                    if (*f < (single ? 0.0 : -1.0) || *f > 1)
                        numbers.fail(fractionPath, DiagnosticCode::OutOfRange,
                                     single ? tr("expected the credit from 0 to 1 (0.5 is half), got %1").arg(*f)
                                            : tr("expected the credit from -1 to 1 (a wrong choice may take credit away), got %1").arg(*f));
                    else
                        choice.fraction = *f;
                }
            }
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
    JsonReader reader(diagnostics);
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
    checkFractions(fields, question, single);
}

void ChoiceQuestionReader::checkFractions(QuestionFields &fields, const QuestionSpec &question, bool single)
{
    const JsonPath choicesPath = fields.at(QStringLiteral("choices"));
    const auto at = [&](qsizetype i) { return choicesPath / i / QStringLiteral("fraction"); };
    if (single) {
        // The answer gives full credit; another choice may give part of it.
        for (qsizetype i = 0; i < question.choices.size(); ++i) {
            const std::optional<double> f = question.choices.at(i).fraction;
            if (!f)
                continue;
            if (question.correctChoices.contains(static_cast<int>(i)) && *f != 1)
                fields.error(at(i), DiagnosticCode::Inconsistent, tr("the answer gives full credit: its fraction is 1 (or leave it out), got %1").arg(*f));
            else if (!question.correctChoices.contains(static_cast<int>(i)) && *f >= 1)
                fields.error(at(i), DiagnosticCode::Inconsistent, tr("only the answer gives full credit: a fraction of 1 here makes it a second answer"));
        }
        return;
    }
    // Multiple: with fractions, Moodle's grading — the credit of the picked choices, added up
    // and kept between 0 and 1. The answer is then the set of positive fractions, and they add
    // up to 1 (or no answer would be fully right).
    const bool weighted = std::any_of(question.choices.cbegin(), question.choices.cend(), [](const ChoiceSpec &c) { return c.fraction.has_value(); });
    if (!weighted)
        return;
    double sum = 0;
    for (qsizetype i = 0; i < question.choices.size(); ++i) {
        const bool correct = question.correctChoices.contains(static_cast<int>(i));
        const std::optional<double> f = question.choices.at(i).fraction;
        if (correct && (!f || *f <= 0))
            fields.error(at(i), DiagnosticCode::Inconsistent, tr("a correct choice of a question whose choices have fractions needs a positive fraction"));
        else if (!correct && f && *f > 0)
            fields.error(at(i), DiagnosticCode::Inconsistent, tr("a choice that is not in \"answer\" gives no credit: its fraction is 0 or below, got %1").arg(*f));
        if (correct && f && *f > 0)
            sum += *f;
    }
    if (std::abs(sum - 1) > 0.005)
        fields.error(fields.at(QStringLiteral("answer")), DiagnosticCode::Inconsistent,
                     tr("the fractions of the correct choices add up to %1; they must add up to 1").arg(sum));
}

} // namespace atlas
