#include "estimatequestionkind.h"

#include "core/questionfields.h"
#include "core/questionjson.h"

#include <algorithm>
#include <cmath>

using namespace atlas;

namespace estimate {

QString EstimateQuestionKind::name() const
{
    return QStringLiteral("estimate");
}

QJsonObject EstimateQuestionKind::schema() const
{
    // The kind's fields, declared once: read() below checks what this says and more, and
    // `attention-atlas-cli schema` puts this in the schema editors use.
    return schemaFromJson(R"json({
      "required": ["answer"],
      "properties": {
        "answer": {"type": "number", "exclusiveMinimum": 0, "description": "the true value"},
        "within": {"type": "number", "exclusiveMinimum": 1, "default": 2, "description": "the factor an estimate may be off by (2: from half to double)"}
      }
    })json");
}

double EstimateQuestionKind::answer(const QuestionSpec &question)
{
    return question.kindData.value(QLatin1String("answer")).toDouble();
}

double EstimateQuestionKind::within(const QuestionSpec &question)
{
    return question.kindData.value(QLatin1String("within")).toDouble(2);
}

void EstimateQuestionKind::read(QuestionFields &fields, QuestionSpec &question) const
{
    // Every defect reported where it is, as the built-in kinds report theirs.
    const QJsonValue answer = fields.value(QStringLiteral("answer"));
    if (!fields.has(QStringLiteral("answer")))
        fields.error(fields.at(QStringLiteral("answer")), DiagnosticCode::Missing, tr("missing (the true value, a positive number)"));
    else if (!answer.isDouble() || !std::isfinite(answer.toDouble()) || answer.toDouble() <= 0)
        fields.error(fields.at(QStringLiteral("answer")), DiagnosticCode::OutOfRange, tr("expected a positive number (an estimate is judged by ratios)"));
    else
        question.kindData.insert(QStringLiteral("answer"), answer);
    if (fields.has(QStringLiteral("within"))) {
        const QJsonValue within = fields.value(QStringLiteral("within"));
        if (!within.isDouble() || !std::isfinite(within.toDouble()) || within.toDouble() <= 1)
            fields.error(fields.at(QStringLiteral("within")), DiagnosticCode::OutOfRange,
                         tr("expected the factor an estimate may be off by, a number above 1 (2: from half to double)"));
        else
            question.kindData.insert(QStringLiteral("within"), within);
    }
}

void EstimateQuestionKind::writeJson(const QuestionSpec &question, QuestionJsonMembers &members) const
{
    members.add(QStringLiteral("answer"), QuestionJson::number(answer(question)));
    if (question.kindData.contains(QLatin1String("within")))
        members.add(QStringLiteral("within"), QuestionJson::number(within(question)));
}

GradeResult EstimateQuestionKind::grade(const QuestionSpec &question, const QuizAnswer &answer) const
{
    if (!std::isfinite(answer.number))
        return GradeResult::invalid(tr("Type a number."));
    if (answer.number <= 0)
        return GradeResult::invalid(tr("An estimate here is a positive number."));
    const double truth = EstimateQuestionKind::answer(question);
    const double factor = within(question);
    const double off = std::max(answer.number / truth, truth / answer.number); // ≥ 1
    GradeResult r;
    r.error = std::abs(answer.number - truth);
    r.fraction = off <= factor ? 1.0 : off <= factor * factor ? 0.5 : 0.0;
    r.outcome = r.fraction >= 1 ? GradeResult::Outcome::Correct : GradeResult::Outcome::Incorrect;
    return r;
}

QJsonValue EstimateQuestionKind::answerToJson(const QuizAnswer &answer) const
{
    return std::isfinite(answer.number) ? QJsonValue(answer.number) : QJsonValue();
}

std::optional<QuizAnswer> EstimateQuestionKind::answerFromJson(const QJsonValue &value) const
{
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        return std::nullopt;
    return QuizAnswer::numeric(value.toDouble());
}

QuizAnswer EstimateQuestionKind::correctAnswer(const QuestionSpec &question) const
{
    return QuizAnswer::numeric(answer(question));
}

QString EstimateQuestionKind::describeAnswer(const QuestionSpec &, const QuizAnswer &answer, const QString &, const QLocale &locale) const
{
    return numberText(answer.number, locale);
}

QString EstimateQuestionKind::describeCorrect(const QuestionSpec &question, const QString &, const QLocale &locale) const
{
    //: The right answer of an estimate question: "about 4.3e+09 (within a factor of 2)".
    return tr("about %1 (within a factor of %2)").arg(numberText(answer(question), locale), numberText(within(question), locale));
}

} // namespace estimate
