#include "numericquestionreader.h"

#include "core/jsonreader.h"

namespace atlas {

void NumericQuestionReader::read(QuestionFields &fields, QuestionSpec &question)
{
    QuestionFields &diagnostics = fields;
    const QJsonObject &object = fields.object();
    const JsonPath &path = fields.path();
    JsonReader reader;
    const JsonPath answerPath = path / QStringLiteral("answer");
    if (!object.contains(QLatin1String("answer")))
        diagnostics.error(answerPath, DiagnosticCode::Missing, tr("missing (the correct number)"));
    else if (const std::optional<double> answer = reader.number(object.value(QLatin1String("answer")), answerPath))
        question.numericAnswer = *answer;
    const JsonPath tolerancePath = path / QStringLiteral("tolerance");
    if (!object.contains(QLatin1String("tolerance"))) {
        diagnostics.error(tolerancePath, DiagnosticCode::Missing, tr("missing (the absolute error accepted, e.g. 0.005; 0 demands the exact number)"));
    } else if (const std::optional<double> tolerance = reader.number(object.value(QLatin1String("tolerance")), tolerancePath)) {
        if (*tolerance < 0)
            diagnostics.error(tolerancePath, DiagnosticCode::OutOfRange, tr("expected a number ≥ 0, got %1").arg(*tolerance));
        else
            question.tolerance = *tolerance;
    }
    diagnostics.take(reader);
    if (const std::optional<LocalizedText> unit = fields.text(object, QStringLiteral("unit"), path, false))
        question.unit = *unit;
}

} // namespace atlas
