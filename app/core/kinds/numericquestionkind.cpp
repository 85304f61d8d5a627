#include "numericquestionkind.h"

#include "numericquestionreader.h"

#include "core/moodleexportcontext.h"
#include "core/moodleimportcontext.h"
#include "core/questionjson.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace atlas {

QString NumericQuestionKind::name() const
{
    return QStringLiteral("numeric");
}

QStringList NumericQuestionKind::fieldNames() const
{
    return {QStringLiteral("answer"), QStringLiteral("tolerance"), QStringLiteral("unit")};
}

void NumericQuestionKind::read(QuestionFields &fields, QuestionSpec &question) const
{
    NumericQuestionReader::read(fields, question);
}

void NumericQuestionKind::writeJson(const QuestionSpec &question, QuestionJsonMembers &members) const
{
    members.add(QStringLiteral("answer"), QuestionJson::number(question.numericAnswer));
    members.add(QStringLiteral("tolerance"), QuestionJson::number(question.tolerance));
    if (!question.unit.isEmpty())
        members.add(QStringLiteral("unit"), QuestionJson::text(question.unit));
}

bool NumericQuestionKind::takesMoodle(const MoodleQuestion &question) const
{
    return question.type == QLatin1String("numerical");
}

bool NumericQuestionKind::fromMoodle(const MoodleQuestion &q, QuestionSpec &spec, MoodleImportContext &context) const
{
    const MoodleAnswer *correct = nullptr;
    for (qsizetype i = 0; i < q.answers.size(); ++i) {
        const MoodleAnswer &a = q.answers.at(i);
        const int number = static_cast<int>(i) + 1;
        if (a.text.text.trimmed() == QLatin1String("*")) {
            if (MoodleImportContext::isFullCredit(a.fraction)) {
                context.warn(a.line, tr("skipped: '*' accepts any answer as correct"));
                return false;
            }
            if (!a.feedback.text.isEmpty())
                context.warn(a.line, tr("the feedback for any other answer is dropped: a numeric question shows its explanation (general feedback) instead"));
            continue;
        }
        if (MoodleImportContext::isFullCredit(a.fraction)) {
            if (correct) {
                context.warn(a.line, tr("skipped: several answers are fully correct (100%); a pack numeric question has one answer and a tolerance"));
                return false;
            }
            correct = &a;
            if (!a.feedback.text.isEmpty())
                context.warn(a.line, tr("the feedback of answer %1 is dropped: a numeric question shows its explanation (general feedback) instead").arg(number));
        } else {
            context.warn(a.line, tr("answer %1 (%2 of the credit) is dropped: a pack numeric question has one correct answer and no partial credit")
                                     .arg(number).arg(MoodleImportContext::percent(a.fraction)));
        }
    }
    if (!correct) {
        context.warn(q.line, tr("skipped: no answer is fully correct (100%)"));
        return false;
    }
    bool ok = false;
    spec.numericAnswer = correct->text.text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(spec.numericAnswer) || !std::isfinite(correct->tolerance) || correct->tolerance < 0) {
        context.warn(correct->line, tr("skipped: the answer '%1' is not a number").arg(correct->text.text));
        return false;
    }
    spec.tolerance = correct->tolerance;
    bool unitTaken = false;
    for (const MoodleUnit &unit : q.units) {
        if (!unitTaken && std::abs(unit.multiplier - 1) < 1e-12) {
            spec.unit.set(context.language(), unit.name);
            unitTaken = true;
        } else {
            context.warn(q.line, tr("the unit '%1' (multiplier %2) is dropped: a pack question shows one unit and converts none")
                                     .arg(unit.name).arg(unit.multiplier));
        }
    }
    return true;
}

bool NumericQuestionKind::toMoodle(const QuestionSpec &question, MoodleQuestion &q, MoodleExportContext &context) const
{
    q.type = QStringLiteral("numerical");
    MoodleAnswer a;
    a.text = MoodleExportContext::plain(QuestionJson::number(question.numericAnswer));
    a.fraction = 1;
    a.tolerance = question.tolerance;
    q.answers.append(a);
    const QString unit = context.text(question.unit, tr("the unit")).text;
    if (!unit.isEmpty())
        q.units.append({unit, 1});
    return true;
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
    r.fraction = r.isCorrect() ? 1 : 0;
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
