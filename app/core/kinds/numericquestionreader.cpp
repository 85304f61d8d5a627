#include "numericquestionreader.h"

#include "core/jsonreader.h"

#include <QJsonArray>

#include <limits>

namespace atlas {

void NumericQuestionReader::read(QuestionFields &fields, QuestionSpec &question)
{
    QuestionFields &diagnostics = fields;
    const QJsonObject &object = fields.object();
    const JsonPath &path = fields.path();
    JsonReader reader(diagnostics);
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
    if (const std::optional<LocalizedText> unit = fields.text(object, QStringLiteral("unit"), path, false))
        question.unit = *unit;
    if (const std::optional<LocalizedText> f = fields.text(object, QStringLiteral("feedback"), path, false))
        question.answerFeedback = *f;
    if (const std::optional<LocalizedText> f = fields.text(object, QStringLiteral("otherwise"), path, false))
        question.otherFeedback = *f;
    const JsonPath morePath = path / QStringLiteral("more_answers");
    const QJsonValue more = object.value(QLatin1String("more_answers"));
    if (!more.isUndefined()) {
        if (!more.isArray() || more.toArray().size() > maxMoreAnswers) {
            reader.fail(morePath, DiagnosticCode::WrongType,
                        tr("expected an array of at most %1 answers {\"answer\", \"tolerance\", \"fraction\", \"feedback\"}").arg(maxMoreAnswers));
        } else {
            const QJsonArray list = more.toArray();
            for (qsizetype i = 0; i < list.size(); ++i) {
                const JsonPath at = morePath / i;
                const std::optional<QJsonObject> item = reader.object(list.at(i), at);
                if (!item)
                    continue;
                fields.unknownKeys(*item, at, {QStringLiteral("answer"), QStringLiteral("tolerance"), QStringLiteral("fraction"), QStringLiteral("feedback")});
                NumericAnswerSpec a;
                const auto number = [&](const char *key, double fallback, double low, double high, const QString &expected) {
                    const QString name = QLatin1String(key);
                    if (!item->contains(name))
                        return fallback;
                    const std::optional<double> x = reader.number(item->value(name), at / name);
                    if (x && (*x < low || *x > high)) {
                        reader.fail(at / name, DiagnosticCode::OutOfRange, expected.arg(*x));
                        return fallback;
                    }
                    return x.value_or(fallback);
                };
                if (!item->contains(QLatin1String("answer")))
                    reader.fail(at / QStringLiteral("answer"), DiagnosticCode::Missing, tr("missing (the number)"));
                a.value = number("answer", 0, -std::numeric_limits<double>::max(), std::numeric_limits<double>::max(), tr("expected a number, got %1"));
                a.tolerance = number("tolerance", 0, 0, std::numeric_limits<double>::max(), tr("expected a number ≥ 0, got %1"));
                if (!item->contains(QLatin1String("fraction")))
                    reader.fail(at / QStringLiteral("fraction"), DiagnosticCode::Missing, tr("missing (the credit it earns, from 0 to 1)"));
                a.fraction = number("fraction", 0, 0, 1, tr("expected the credit from 0 to 1 (0.5 is half), got %1"));
                if (const std::optional<LocalizedText> f = fields.text(*item, QStringLiteral("feedback"), at, false))
                    a.feedback = *f;
                question.moreAnswers.append(a);
            }
        }
    }
}

} // namespace atlas
