#include "shortanswerquestionkind.h"

#include "core/jsonreader.h"
#include "core/moodleexportcontext.h"
#include "core/moodleimportcontext.h"
#include "core/packlimits.h"
#include "core/questionfields.h"
#include "core/questionjson.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace atlas {

namespace {

// The accepted answer's text as a learner would type it: "\*" is a literal asterisk.
QString typedForm(const QString &pattern)
{
    QString out = pattern;
    return out.replace(QLatin1String("\\*"), QLatin1String("*"));
}

// The full-credit answers, in the order written.
QList<int> fullCredit(const QuestionSpec &question)
{
    QList<int> out;
    for (qsizetype i = 0; i < question.choices.size(); ++i)
        if (question.choices.at(i).fraction.value_or(1) >= 1)
            out.append(static_cast<int>(i));
    return out;
}

} // namespace

QString ShortAnswerQuestionKind::name() const
{
    return QStringLiteral("short");
}

QJsonObject ShortAnswerQuestionKind::schema() const
{
    static_assert(PackLimits::maxChoices == 12, "the schema below says 1 to 12 answers");
    return schemaFromJson(R"json({
      "required": ["answers"],
      "properties": {
        "answers": {"type": "array", "items": {"$ref": "#/$defs/short-answer"}, "minItems": 1, "maxItems": 12,
                    "contains": {"anyOf": [{"$ref": "#/$defs/text"}, {"type": "object", "not": {"required": ["fraction"]}}, {"type": "object", "properties": {"fraction": {"const": 1}}}]},
                    "description": "at least one answer gives full credit"},
        "case_sensitive": {"type": "boolean", "default": false, "description": "whether case matters"}
      },
      "$defs": {
        "short-answer": {
          "description": "An answer a short-answer question accepts: a text, or the text with the credit it gives (0 to 1) and its feedback",
          "oneOf": [
            {"$ref": "#/$defs/text"},
            {"type": "object", "required": ["text"], "properties": {"text": {"$ref": "#/$defs/text"}, "fraction": {"type": "number", "minimum": 0, "maximum": 1}, "feedback": {"$ref": "#/$defs/text"}}}
          ]
        }
      }
    })json");
}

QString ShortAnswerQuestionKind::normalized(const QString &text)
{
    return text.normalized(QString::NormalizationForm_C).simplified();
}

bool ShortAnswerQuestionKind::matches(const QString &pattern, const QString &typed, bool caseSensitive)
{
    const QString p = normalized(pattern);
    QString expression;
    for (qsizetype i = 0; i < p.size(); ++i) {
        if (p.at(i) == QLatin1Char('\\') && i + 1 < p.size() && p.at(i + 1) == QLatin1Char('*')) {
            expression += QLatin1String("\\*");
            ++i;
        } else if (p.at(i) == QLatin1Char('*')) {
            expression += QLatin1String(".*");
        } else {
            expression += QRegularExpression::escape(p.at(i));
        }
    }
    QRegularExpression::PatternOptions options = QRegularExpression::DotMatchesEverythingOption;
    if (!caseSensitive)
        options |= QRegularExpression::CaseInsensitiveOption;
    const QRegularExpression re(QRegularExpression::anchoredPattern(expression), options);
    return re.match(normalized(typed)).hasMatch();
}

void ShortAnswerQuestionKind::read(QuestionFields &fields, QuestionSpec &question) const
{
    JsonReader reader(fields);
    if (fields.has(QStringLiteral("case_sensitive")))
        question.caseSensitive = reader.boolean(fields.value(QStringLiteral("case_sensitive")), fields.at(QStringLiteral("case_sensitive"))).value_or(false);
    const JsonPath answersPath = fields.at(QStringLiteral("answers"));
    const QJsonValue value = fields.value(QStringLiteral("answers"));
    if (!fields.has(QStringLiteral("answers"))) {
        fields.error(answersPath, DiagnosticCode::Missing, tr("missing (the answers accepted: [{\"text\": …, \"fraction\": 1}, …])"));
    } else if (!value.isArray()) {
        fields.error(answersPath, DiagnosticCode::WrongType, tr("expected an array of answers, got %1").arg(JsonReader::typeName(value)));
    } else if (const QJsonArray list = value.toArray(); list.isEmpty() || list.size() > PackLimits::maxChoices) {
        fields.error(answersPath, DiagnosticCode::OutOfRange, tr("expected 1 to %1 answers, got %2").arg(PackLimits::maxChoices).arg(list.size()));
    } else {
        QSet<QString> seen;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const JsonPath path = answersPath / i;
            const QJsonValue item = list.at(i);
            ChoiceSpec answer;
            if (item.isString()) {
                if (const std::optional<LocalizedText> t = fields.textValue(item, path))
                    answer.text = *t;
            } else if (item.isObject()) {
                const QJsonObject object = item.toObject();
                fields.unknownKeys(object, path, {QStringLiteral("text"), QStringLiteral("fraction"), QStringLiteral("feedback")});
                if (const std::optional<LocalizedText> t = fields.text(object, QStringLiteral("text"), path, true))
                    answer.text = *t;
                if (const std::optional<LocalizedText> f = fields.text(object, QStringLiteral("feedback"), path, false))
                    answer.feedback = *f;
                if (object.contains(QLatin1String("fraction"))) {
                    const JsonPath fractionPath = path / QStringLiteral("fraction");
                    if (const std::optional<double> f = reader.number(object.value(QLatin1String("fraction")), fractionPath)) {
                        if (*f < 0 || *f > 1)
                            reader.fail(fractionPath, DiagnosticCode::OutOfRange, tr("expected the credit from 0 to 1 (0.5 is half), got %1").arg(*f));
                        else
                            answer.fraction = *f;
                    }
                }
            } else {
                fields.error(path, DiagnosticCode::WrongType,
                             tr("expected an answer: {\"text\": …, \"fraction\": …, \"feedback\": …} or a text, got %1").arg(JsonReader::typeName(item)));
            }
            for (const QString &language : answer.text.languages()) {
                if (normalized(answer.text.text(language)).isEmpty())
                    fields.error(path, DiagnosticCode::Invalid, tr("an empty answer (white space only) matches nothing a learner can type"));
            }
            const QString key = normalized(answer.text.text(LocalizedText::defaultLanguage()));
            if (!key.isEmpty() && seen.contains(question.caseSensitive ? key : key.toCaseFolded()))
                fields.warning(path, DiagnosticCode::Duplicate, tr("the same text as an earlier answer: only the earlier one can match"));
            seen.insert(question.caseSensitive ? key : key.toCaseFolded());
            question.choices.append(answer);
        }
        if (fullCredit(question).isEmpty())
            fields.error(answersPath, DiagnosticCode::Inconsistent, tr("no answer gives full credit (\"fraction\": 1, the default)"));
    }
}

void ShortAnswerQuestionKind::writeJson(const QuestionSpec &question, QuestionJsonMembers &members) const
{
    QStringList answers;
    for (const ChoiceSpec &a : question.choices) {
        QString answer = QStringLiteral("{\"text\": ") + QuestionJson::text(a.text);
        if (a.fraction.value_or(1) != 1)
            answer += QStringLiteral(", \"fraction\": ") + QuestionJson::number(*a.fraction);
        if (!a.feedback.isEmpty())
            answer += QStringLiteral(", \"feedback\": ") + QuestionJson::text(a.feedback);
        answers.append(answer + QLatin1Char('}'));
    }
    members.add(QStringLiteral("answers"), members.itemLines(answers));
    if (question.caseSensitive)
        members.add(QStringLiteral("case_sensitive"), QStringLiteral("true"));
}

bool ShortAnswerQuestionKind::takesMoodle(const MoodleQuestion &question) const
{
    return question.type == QLatin1String("shortanswer");
}

bool ShortAnswerQuestionKind::fromMoodle(const MoodleQuestion &q, QuestionSpec &spec, MoodleImportContext &context) const
{
    if (q.answers.isEmpty() || q.answers.size() > PackLimits::maxChoices) {
        context.warn(q.line, tr("skipped: %n answer(s); a pack short-answer question accepts 1 to %1", nullptr, static_cast<int>(q.answers.size()))
                                 .arg(PackLimits::maxChoices));
        return false;
    }
    spec.caseSensitive = q.caseSensitive;
    for (qsizetype i = 0; i < q.answers.size(); ++i) {
        const MoodleAnswer &a = q.answers.at(i);
        const int number = static_cast<int>(i) + 1;
        ChoiceSpec answer;
        answer.text = context.text(a.text, tr("answer %1").arg(number));
        answer.feedback = context.text(a.feedback, tr("the feedback of answer %1").arg(number));
        if (normalized(answer.text.text()).isEmpty()) {
            context.warn(a.line, tr("skipped: answer %1 has no text").arg(number));
            return false;
        }
        if (a.fraction < 0) {
            context.warn(a.line, tr("answer %1 takes away %2 of the credit; a typed answer earns 0 at least, so it gives 0")
                                     .arg(number).arg(MoodleImportContext::percent(-a.fraction)));
        }
        if (!MoodleImportContext::isFullCredit(a.fraction)) // full credit is the default
            answer.fraction = std::clamp(a.fraction, 0.0, 1.0);
        spec.choices.append(answer);
    }
    if (fullCredit(spec).isEmpty()) {
        context.warn(q.line, tr("skipped: no answer is fully correct (100%)"));
        return false;
    }
    // GIFT's {true} (lower case) is a short answer, as Moodle reads it; the author may have
    // meant a true/false question.
    if (q.answers.size() == 1) {
        const QString typed = q.answers.constFirst().text.text.trimmed().toLower();
        if (QStringList{QStringLiteral("true"), QStringLiteral("false"), QStringLiteral("t"), QStringLiteral("f")}.contains(typed))
            context.warn(q.line, tr("imported as a short-answer question (the learner types '%1'), as Moodle reads it; "
                                    "a true/false question is written {T}, {TRUE}, {F} or {FALSE}, in capitals")
                                     .arg(q.answers.constFirst().text.text.trimmed()));
    }
    return true;
}

bool ShortAnswerQuestionKind::toMoodle(const QuestionSpec &question, MoodleQuestion &q, MoodleExportContext &context) const
{
    q.type = QStringLiteral("shortanswer");
    q.caseSensitive = question.caseSensitive;
    for (qsizetype i = 0; i < question.choices.size(); ++i) {
        const ChoiceSpec &c = question.choices.at(i);
        MoodleAnswer a;
        a.text = context.text(c.text, tr("answer %1").arg(i + 1));
        a.feedback = context.text(c.feedback, tr("the feedback of answer %1").arg(i + 1));
        a.fraction = c.fraction.value_or(1);
        q.answers.append(a);
    }
    return true;
}

GradeResult ShortAnswerQuestionKind::grade(const QuestionSpec &question, const QuizAnswer &answer) const
{
    if (normalized(answer.text).isEmpty())
        return GradeResult::invalid(tr("Type an answer."));
    GradeResult r;
    r.outcome = GradeResult::Outcome::Incorrect;
    for (qsizetype i = 0; i < question.choices.size(); ++i) {
        const ChoiceSpec &accepted = question.choices.at(i);
        const QStringList languages = accepted.text.languages();
        const bool match = std::any_of(languages.cbegin(), languages.cend(), [&](const QString &language) {
            return matches(accepted.text.text(language), answer.text, question.caseSensitive);
        });
        if (!match)
            continue;
        r.pickedChoices = {static_cast<int>(i)};
        r.fraction = accepted.fraction.value_or(1);
        r.outcome = r.fraction >= 1 ? GradeResult::Outcome::Correct : GradeResult::Outcome::Incorrect;
        break;
    }
    r.correctChoices = fullCredit(question);
    return r;
}

QJsonValue ShortAnswerQuestionKind::answerToJson(const QuizAnswer &answer) const
{
    return answer.text;
}

std::optional<QuizAnswer> ShortAnswerQuestionKind::answerFromJson(const QJsonValue &value) const
{
    if (!value.isString() || value.toString().size() > PackLimits::maxTextLength)
        return std::nullopt;
    return QuizAnswer::typed(value.toString());
}

QuizAnswer ShortAnswerQuestionKind::correctAnswer(const QuestionSpec &question) const
{
    const QList<int> full = fullCredit(question);
    return QuizAnswer::typed(full.isEmpty() ? QString() : typedForm(question.choices.at(full.constFirst()).text.text()));
}

QString ShortAnswerQuestionKind::describeAnswer(const QuestionSpec &, const QuizAnswer &answer, const QString &,
                                                const QLocale &) const
{
    const QString typed = normalized(answer.text);
    //: When a short answer was left empty.
    return typed.isEmpty() ? tr("nothing typed")
                           //: A typed answer, quoted: “softmax”.
                           : tr("“%1”").arg(typed);
}

QString ShortAnswerQuestionKind::describeCorrect(const QuestionSpec &question, const QString &language, const QLocale &) const
{
    QStringList texts;
    for (int i : fullCredit(question))
        texts.append(tr("“%1”").arg(question.choices.at(i).text.text(language)));
    //: Between the accepted answers of a short-answer question: “softmax” or “soft-max”.
    return texts.join(tr(" or "));
}

QStringList ShortAnswerQuestionKind::printLines(const QuestionSpec &, const QString &, const QLocale &) const
{
    //: On a printed handout, where a learner writes a word or a phrase.
    return {tr("Answer: ____________________")};
}

} // namespace atlas
