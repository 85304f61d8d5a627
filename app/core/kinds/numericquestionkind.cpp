#include "numericquestionkind.h"

#include "numericquestionreader.h"

#include "core/moodleexportcontext.h"
#include "core/moodleimportcontext.h"
#include "core/questionjson.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace atlas {

namespace {

// |x − value| ≤ tolerance, with a few ulps of slack so that a typed boundary value is not lost
// to binary rounding. An overflowing difference is larger than any tolerance, even one whose
// slack overflows too (inf ≤ inf would say correct).
bool within(double x, double value, double tolerance)
{
    const double error = std::fabs(x - value);
    const double slack = 4 * std::numeric_limits<double>::epsilon() * std::max({std::fabs(x), std::fabs(value), 1.0});
    return std::isfinite(error) && error <= tolerance + slack;
}

} // namespace

QString NumericQuestionKind::name() const
{
    return QStringLiteral("numeric");
}

QJsonObject NumericQuestionKind::schema() const
{
    static_assert(NumericQuestionReader::maxMoreAnswers == 12, "the schema below says at most 12 more answers");
    return schemaFromJson(R"json({
      "required": ["answer", "tolerance"],
      "properties": {
        "answer": {"type": "number"},
        "tolerance": {"type": "number", "minimum": 0},
        "unit": {"$ref": "#/$defs/text"},
        "feedback": {"$ref": "#/$defs/text", "description": "shown when the answer is right"},
        "more_answers": {"type": "array", "maxItems": 12, "description": "tried in order when the answer is not right", "items": {"type": "object", "required": ["answer", "fraction"], "properties": {"answer": {"type": "number"}, "tolerance": {"type": "number", "minimum": 0}, "fraction": {"type": "number", "minimum": 0, "maximum": 1}, "feedback": {"$ref": "#/$defs/text"}}}},
        "otherwise": {"$ref": "#/$defs/text", "description": "shown when no answer holds the number"}
      }
    })json");
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
    if (!question.answerFeedback.isEmpty())
        members.add(QStringLiteral("feedback"), QuestionJson::text(question.answerFeedback));
    if (!question.moreAnswers.isEmpty()) {
        QStringList more;
        for (const NumericAnswerSpec &a : question.moreAnswers) {
            QString item = QStringLiteral("{\"answer\": ") + QuestionJson::number(a.value) + QStringLiteral(", \"tolerance\": ")
                + QuestionJson::number(a.tolerance) + QStringLiteral(", \"fraction\": ") + QuestionJson::number(a.fraction);
            if (!a.feedback.isEmpty())
                item += QStringLiteral(", \"feedback\": ") + QuestionJson::text(a.feedback);
            more.append(item + QLatin1Char('}'));
        }
        members.add(QStringLiteral("more_answers"), members.itemLines(more));
    }
    if (!question.otherFeedback.isEmpty())
        members.add(QStringLiteral("otherwise"), QuestionJson::text(question.otherFeedback));
}

bool NumericQuestionKind::takesMoodle(const MoodleQuestion &question) const
{
    return question.type == QLatin1String("numerical");
}

bool NumericQuestionKind::fromMoodle(const MoodleQuestion &q, QuestionSpec &spec, MoodleImportContext &context) const
{
    // Moodle tries the answers in order: the first 100% one is the pack's answer, the others
    // (partial credit, or more full-credit ranges) its further answers, "*" any other number.
    const MoodleAnswer *correct = nullptr;
    QList<const MoodleAnswer *> more;
    for (qsizetype i = 0; i < q.answers.size(); ++i) {
        const MoodleAnswer &a = q.answers.at(i);
        const int number = static_cast<int>(i) + 1;
        if (a.text.text.trimmed() == QLatin1String("*")) {
            if (a.fraction > 0) {
                context.warn(a.line, a.fraction >= 1 - 1e-7 ? tr("skipped: '*' accepts any answer as correct")
                                                            : tr("skipped: '*' gives %1 of the credit for any number").arg(MoodleImportContext::percent(a.fraction)));
                return false;
            }
            spec.otherFeedback = context.text(a.feedback, tr("the feedback for any other answer"));
            continue;
        }
        if (a.fraction < 0) {
            context.warn(a.line, tr("answer %1 takes away %2 of the credit; a pack question's credit is 0 at least, so it gives 0")
                                     .arg(number).arg(MoodleImportContext::percent(-a.fraction)));
        }
        if (!correct && MoodleImportContext::isFullCredit(a.fraction))
            correct = &a;
        else
            more.append(&a);
    }
    if (!correct) {
        context.warn(q.line, tr("skipped: no answer is fully correct (100%)"));
        return false;
    }
    const auto parse = [&](const MoodleAnswer &a, double &value) {
        bool ok = false;
        value = a.text.text.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(value) || !std::isfinite(a.tolerance) || a.tolerance < 0) {
            context.warn(a.line, tr("skipped: the answer '%1' is not a number").arg(a.text.text));
            return false;
        }
        return true;
    };
    if (!parse(*correct, spec.numericAnswer))
        return false;
    spec.tolerance = correct->tolerance;
    spec.answerFeedback = context.text(correct->feedback, tr("the feedback of answer %1").arg(correct - q.answers.constData() + 1));
    for (const MoodleAnswer *a : std::as_const(more)) {
        NumericAnswerSpec extra;
        if (!parse(*a, extra.value))
            return false;
        extra.tolerance = a->tolerance;
        extra.fraction = MoodleImportContext::isFullCredit(a->fraction) ? 1.0 : std::clamp(a->fraction, 0.0, 1.0);
        extra.feedback = context.text(a->feedback, tr("the feedback of answer %1").arg(a - q.answers.constData() + 1));
        spec.moreAnswers.append(extra);
    }
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
    a.feedback = context.text(question.answerFeedback, tr("the feedback of the answer"));
    q.answers.append(a);
    for (qsizetype i = 0; i < question.moreAnswers.size(); ++i) {
        const NumericAnswerSpec &more = question.moreAnswers.at(i);
        MoodleAnswer m;
        m.text = MoodleExportContext::plain(QuestionJson::number(more.value));
        m.fraction = more.fraction;
        m.tolerance = more.tolerance;
        m.feedback = context.text(more.feedback, tr("the feedback of answer %1").arg(i + 2));
        q.answers.append(m);
    }
    if (!question.otherFeedback.isEmpty()) {
        MoodleAnswer other; // Moodle's "*": any other number
        other.text = MoodleExportContext::plain(QStringLiteral("*"));
        other.feedback = context.text(question.otherFeedback, tr("the feedback for any other answer"));
        q.answers.append(other);
    }
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
    r.outcome = within(answer.number, question.numericAnswer, question.tolerance) ? GradeResult::Outcome::Correct
                                                                                  : GradeResult::Outcome::Incorrect;
    r.fraction = r.isCorrect() ? 1 : 0;
    if (r.isCorrect()) {
        r.pickedChoices = {0};
        return r;
    }
    // The further answers, in order: the first that holds the number decides.
    for (qsizetype i = 0; i < question.moreAnswers.size(); ++i) {
        const NumericAnswerSpec &more = question.moreAnswers.at(i);
        if (!within(answer.number, more.value, more.tolerance))
            continue;
        r.pickedChoices = {static_cast<int>(i) + 1};
        r.fraction = more.fraction;
        if (more.fraction >= 1)
            r.outcome = GradeResult::Outcome::Correct;
        break;
    }
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

QStringList NumericQuestionKind::printLines(const QuestionSpec &question, const QString &language, const QLocale &) const
{
    //: On a printed handout, where a learner writes a number: "Answer: ________ value units".
    return {tr("Answer: ________ %1").arg(question.unit.text(language)).trimmed()};
}

} // namespace atlas
