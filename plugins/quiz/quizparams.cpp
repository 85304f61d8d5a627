#include "quizparams.h"

#include "core/jsonreader.h"
#include "core/paramsfields.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace atlas {

namespace {

namespace field = declared::quiz;

static_assert(field::count::maximum == field::questions::maxItems, "an attempt asks no more than a quiz may list");

} // namespace

QuizParams QuizParams::read(const QJsonObject &params, ParamsReport &report)
{
    // Question ids as the pack loader accepts them.
    static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$"));
    QuizParams result;
    JsonReader reader(report);
    ParamsFields fields(params, reader, field::declaredKeys);

    const JsonPath questionsPath = fields.path(field::questions::key);
    if (fields.has(field::questions::key)) {
        const QJsonValue value = fields.value(field::questions::key);
        if (!value.isArray()) {
            reader.fail(questionsPath, DiagnosticCode::WrongType, tr("expected an array of question ids, got %1").arg(JsonReader::typeName(value)));
        } else if (value.toArray().size() < field::questions::minItems || value.toArray().size() > declared::quiz::questions::maxItems) {
            reader.fail(questionsPath, DiagnosticCode::OutOfRange, tr("expected 1 to %1 question ids, got %2").arg(declared::quiz::questions::maxItems).arg(value.toArray().size()));
        } else {
            const QJsonArray list = value.toArray();
            QSet<QString> seen;
            for (qsizetype i = 0; i < list.size(); ++i) {
                const std::optional<QString> id = reader.string(list.at(i), questionsPath / i);
                if (!id)
                    continue;
                if (!idPattern.match(*id).hasMatch()) {
                    reader.fail(questionsPath / i, DiagnosticCode::Invalid, tr("'%1' is not a question id").arg(id->left(80)));
                } else if (seen.contains(*id)) {
                    reader.fail(questionsPath / i, DiagnosticCode::Duplicate, tr("question '%1' is listed twice").arg(*id));
                } else {
                    seen.insert(*id);
                    result.questions.append(*id);
                    // Whether a question has this id, only the loader knows.
                    report.referToQuestion(questionsPath / i, *id);
                }
            }
        }
    }
    fields.read<field::seed>(result.seed);
    if (qint64 count = 0; fields.read<field::count>(count)) {
        if (!result.questions.isEmpty() && count > result.questions.size())
            reader.fail(fields.path(field::count::key), DiagnosticCode::Inconsistent, tr("%1 questions per attempt, but only %2 are listed in \"questions\"").arg(count).arg(result.questions.size()));
        else
            result.count = static_cast<int>(count);
    }
    // The quiz is complete when its whole pool has been answered correctly, over any attempts.
    if (result.questions.isEmpty())
        report.gatherEveryOtherChapter();
    else
        report.gatherQuestions(result.questions);
    return result;
}

} // namespace atlas
