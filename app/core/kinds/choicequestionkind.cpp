#include "choicequestionkind.h"

#include "choicequestionreader.h"
#include "gapselectquestionkind.h"

#include "core/moodleexportcontext.h"
#include "core/moodleimportcontext.h"
#include "core/packlimits.h"
#include "core/questionjson.h"

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {

QList<int> sortedUnique(QList<int> values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

// Whether a multiple question grades by its choices' fractions (Moodle's rule) rather than
// all-or-nothing.
bool isWeighted(const QuestionSpec &question)
{
    return std::any_of(question.choices.cbegin(), question.choices.cend(), [](const ChoiceSpec &c) { return c.fraction.has_value(); });
}

// What names a choice whatever its position: its English text.
QString choiceKey(const ChoiceSpec &choice)
{
    return choice.text.text(LocalizedText::defaultLanguage());
}

} // namespace

QString ChoiceQuestionKind::name() const
{
    return answers_ == Answers::One ? QStringLiteral("single") : QStringLiteral("multiple");
}

QJsonObject ChoiceQuestionKind::schema() const
{
    static_assert(PackLimits::maxChoices == 12, "the schema below says 2 to 12 choices");
    QJsonObject schema = schemaFromJson(R"json({
      "required": ["choices", "answer"],
      "properties": {
        "choices": {"type": "array", "items": {"$ref": "#/$defs/choice"}, "minItems": 2, "maxItems": 12}
      },
      "$defs": {
        "choice": {
          "oneOf": [
            {"$ref": "#/$defs/text"},
            {
              "type": "object", "required": ["text"],
              "properties": {"text": {"$ref": "#/$defs/text"}, "feedback": {"$ref": "#/$defs/text"}, "fraction": {"type": "number", "minimum": -1, "maximum": 1, "description": "the credit when picked: single, a choice other than the answer, 0 to 1; multiple, -1 to 1, graded as Moodle does"}},
              "description": "Other keys are reported as warnings and ignored, as everywhere in the manifest outside a kind's params."
            }
          ]
        }
      }
    })json");
    QJsonObject properties = schema.value(QLatin1String("properties")).toObject();
    properties.insert(QStringLiteral("answer"),
                      answers_ == Answers::One
                          ? schemaFromJson(R"json({"type": "integer", "minimum": 0, "description": "the right choice's index, from 0 as written"})json")
                          : schemaFromJson(R"json({"type": "array", "items": {"type": "integer", "minimum": 0}, "minItems": 1, "description": "the right choices' indices, from 0 as written"})json"));
    schema.insert(QStringLiteral("properties"), properties);
    return schema;
}

bool ChoiceQuestionKind::hasShuffle() const
{
    return true;
}

void ChoiceQuestionKind::read(QuestionFields &fields, QuestionSpec &question) const
{
    ChoiceQuestionReader::read(fields, question, answers_ == Answers::One);
}

void ChoiceQuestionKind::writeJson(const QuestionSpec &question, QuestionJsonMembers &members) const
{
    QStringList choices;
    for (const ChoiceSpec &c : question.choices) {
        QString choice = QStringLiteral("{\"text\": ") + QuestionJson::text(c.text);
        if (!c.feedback.isEmpty())
            choice += QStringLiteral(", \"feedback\": ") + QuestionJson::text(c.feedback);
        if (c.fraction)
            choice += QStringLiteral(", \"fraction\": ") + QuestionJson::number(*c.fraction);
        choices.append(choice + QLatin1Char('}'));
    }
    members.add(QStringLiteral("choices"), members.itemLines(choices));
    members.add(QStringLiteral("answer"), answers_ == Answers::One ? QString::number(question.correctChoices.value(0))
                                                                  : QuestionJson::integers(question.correctChoices));
}

bool ChoiceQuestionKind::takesMoodle(const MoodleQuestion &question) const
{
    if (question.type == QLatin1String("truefalse"))
        return answers_ == Answers::One;
    return question.type == QLatin1String("multichoice") && question.single == (answers_ == Answers::One)
        && !GapSelectQuestionKind::isMissingWord(question);
}

bool ChoiceQuestionKind::fromMoodle(const MoodleQuestion &q, QuestionSpec &spec, MoodleImportContext &context) const
{
    if (q.type == QLatin1String("truefalse"))
        return fromTrueFalse(q, spec, context);
    if (q.answers.size() < 2 || q.answers.size() > PackLimits::maxChoices) {
        context.warn(q.line, tr("skipped: %n answer(s); a pack question has 2 to %1 choices", nullptr, static_cast<int>(q.answers.size()))
                                 .arg(PackLimits::maxChoices));
        return false;
    }
    spec.shuffle = q.shuffle;
    QList<int> correct;
    QList<double> weights;
    for (qsizetype i = 0; i < q.answers.size(); ++i) {
        const MoodleAnswer &a = q.answers.at(i);
        const int number = static_cast<int>(i) + 1;
        ChoiceSpec choice;
        choice.text = context.text(a.text, tr("answer %1").arg(number));
        choice.feedback = context.text(a.feedback, tr("the feedback of answer %1").arg(number));
        if (choice.text.isEmpty()) {
            context.warn(a.line, tr("skipped: answer %1 has no text").arg(number));
            return false;
        }
        spec.choices.append(choice);
        if (q.single) {
            if (MoodleImportContext::isFullCredit(a.fraction)) {
                correct.append(static_cast<int>(i));
            } else if (a.fraction > 0) {
                spec.choices.last().fraction = a.fraction; // partial credit
            } else if (a.fraction < 0) {
                context.warn(a.line, tr("answer %1 takes away %2 of the credit; a pack question's credit is 0 at least, so it gives 0")
                                         .arg(number).arg(MoodleImportContext::percent(-a.fraction)));
            }
        } else if (a.fraction > 0) {
            correct.append(static_cast<int>(i));
            weights.append(a.fraction);
        }
    }
    if (q.single) {
        if (correct.size() != 1) {
            context.warn(q.line, correct.isEmpty() ? tr("skipped: no answer is fully correct (100%)")
                                                   : tr("skipped: %1 answers are fully correct; a single-answer question has one").arg(correct.size()));
            return false;
        }
    } else {
        if (correct.isEmpty()) {
            context.warn(q.line, tr("skipped: no answer has a positive weight"));
            return false;
        }
        // Equal shares of 100% for the correct answers and −100% for each wrong one are how
        // an all-or-nothing question is exported (MoodleExport): that comes back as one. Any
        // other weights are kept, and graded as Moodle grades them, when they add up to 100%.
        double sum = 0;
        bool equal = true;
        for (double w : weights) {
            sum += w;
            equal = equal && std::abs(w - weights.constFirst()) < 1e-5;
        }
        const bool wrongTakeAll = std::all_of(q.answers.cbegin(), q.answers.cend(), [](const MoodleAnswer &a) {
            return a.fraction > 0 || a.fraction <= -1 + 1e-7;
        });
        if (std::abs(sum - 1) > 0.005) {
            QStringList shown;
            for (double w : weights)
                shown.append(MoodleImportContext::percent(w));
            context.warn(q.line, tr("the correct answers weigh %1, not 100% in all; every answer of positive weight is imported as correct, graded all-or-nothing")
                                     .arg(shown.join(QLatin1String(", "))));
        } else if (!(equal && wrongTakeAll)) {
            for (qsizetype i = 0; i < q.answers.size(); ++i)
                spec.choices[i].fraction = MoodleImportContext::isFullCredit(q.answers.at(i).fraction) ? 1.0 : q.answers.at(i).fraction;
        }
    }
    spec.correctChoices = correct;
    return true;
}

bool ChoiceQuestionKind::fromTrueFalse(const MoodleQuestion &q, QuestionSpec &spec, MoodleImportContext &context) const
{
    spec.shuffle = false; // True before False, as Moodle shows them
    int correct = -1;
    for (const MoodleAnswer &a : q.answers) {
        const bool isTrue = a.text.text.trimmed().compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
        ChoiceSpec choice;
        choice.text.set(context.language(), isTrue
                                                //: A choice of a true/false question imported from Moodle.
                                                ? tr("True")
                                                //: A choice of a true/false question imported from Moodle.
                                                : tr("False"));
        choice.feedback = context.text(a.feedback, isTrue ? tr("the feedback for True") : tr("the feedback for False"));
        if (MoodleImportContext::isFullCredit(a.fraction))
            correct = static_cast<int>(spec.choices.size());
        spec.choices.append(choice);
    }
    if (spec.choices.size() != 2 || correct < 0) {
        context.warn(q.line, tr("skipped: a true/false question needs the answers true and false, one of them at 100%"));
        return false;
    }
    spec.correctChoices = {correct};
    return true;
}

bool ChoiceQuestionKind::toMoodle(const QuestionSpec &question, MoodleQuestion &q, MoodleExportContext &context) const
{
    q.type = QStringLiteral("multichoice");
    q.single = answers_ == Answers::One;
    const qsizetype k = question.correctChoices.size();
    for (qsizetype i = 0; i < question.choices.size(); ++i) {
        const ChoiceSpec &c = question.choices.at(i);
        MoodleAnswer a;
        a.text = context.text(c.text, tr("choice %1").arg(i + 1));
        a.feedback = context.text(c.feedback, tr("the feedback of choice %1").arg(i + 1));
        const bool correct = question.correctChoices.contains(static_cast<int>(i));
        if (c.fraction)
            a.fraction = correct && q.single ? 1.0 : *c.fraction;
        else
            a.fraction = q.single ? (correct ? 1.0 : 0.0) : (correct ? 1.0 / static_cast<double>(k) : -1.0);
        q.answers.append(a);
    }
    if (!q.single && !isWeighted(question))
        context.noteShare(k);
    return true;
}

GradeResult ChoiceQuestionKind::grade(const QuestionSpec &question, const QuizAnswer &answer) const
{
    const QList<int> picked = sortedUnique(answer.selection);
    if (picked.isEmpty())
        return GradeResult::invalid(answers_ == Answers::One ? tr("Choose one answer.") : tr("Choose at least one answer."));
    if (answers_ == Answers::One && picked.size() != 1)
        return GradeResult::invalid(tr("Choose exactly one answer."));
    for (int index : picked)
        if (index < 0 || index >= question.choices.size())
            return GradeResult::invalid(tr("Choice %1 does not exist.").arg(qint64(index) + 1)); // numbered from 1
    GradeResult r;
    r.pickedChoices = picked;
    r.correctChoices = sortedUnique(question.correctChoices);
    r.outcome = picked == r.correctChoices ? GradeResult::Outcome::Correct : GradeResult::Outcome::Incorrect;
    r.fraction = r.isCorrect() ? 1 : 0;
    if (answers_ == Answers::One) {
        // A choice other than the answer may give part of the credit.
        if (!r.isCorrect())
            r.fraction = std::clamp(question.choices.at(picked.constFirst()).fraction.value_or(0), 0.0, 1.0);
    } else if (isWeighted(question)) {
        // Moodle's rule: the picked choices' fractions added up, kept between 0 and 1; full
        // credit is correct (the correct set, or it with choices that weigh nothing).
        double sum = 0;
        for (int index : picked)
            sum += question.choices.at(index).fraction.value_or(0);
        r.fraction = std::clamp(sum, 0.0, 1.0);
        if (r.fraction >= 1 - 1e-7) {
            r.fraction = 1;
            r.outcome = GradeResult::Outcome::Correct;
        } else {
            r.outcome = GradeResult::Outcome::Incorrect;
        }
    }
    return r;
}

QJsonValue ChoiceQuestionKind::answerToJson(const QuizAnswer &answer) const
{
    return QuizAnswer::indicesToJson(answer.selection);
}

std::optional<QuizAnswer> ChoiceQuestionKind::answerFromJson(const QJsonValue &value) const
{
    if (const std::optional<QList<int>> indices = QuizAnswer::indicesFromJson(value))
        return QuizAnswer::choices(*indices);
    return std::nullopt;
}

QuizAnswer ChoiceQuestionKind::correctAnswer(const QuestionSpec &question) const
{
    return QuizAnswer::choices(question.correctChoices);
}

QString ChoiceQuestionKind::describeAnswer(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                                           const QLocale &) const
{
    QStringList texts;
    for (int index : answer.selection) {
        if (index >= 0 && index < question.choices.size())
            texts.append(question.choices.at(index).text.text(language));
        else
            //: A choice index the question does not have.
            texts.append(tr("choice %1").arg(index + 1));
    }
    //: When nothing was chosen.
    return texts.isEmpty() ? tr("nothing chosen") : texts.join(QLatin1String("; "));
}

int ChoiceQuestionKind::itemCount(const QuestionSpec &question) const
{
    return static_cast<int>(question.choices.size());
}

QStringList ChoiceQuestionKind::answerKeys(const QuestionSpec &question, const QuizAnswer &answer) const
{
    QStringList keys;
    for (int index : answer.selection)
        keys.append(index >= 0 && index < question.choices.size() ? choiceKey(question.choices.at(index)) : QString());
    return keys;
}

std::optional<QuizAnswer> ChoiceQuestionKind::answerFromKeys(const QuestionSpec &question, const QStringList &keys) const
{
    QList<int> indices;
    for (const QString &key : keys) {
        const auto found = std::find_if(question.choices.cbegin(), question.choices.cend(),
                                        [&key](const ChoiceSpec &c) { return choiceKey(c) == key; });
        if (found == question.choices.cend())
            return std::nullopt;
        indices.append(static_cast<int>(found - question.choices.cbegin()));
    }
    if (answers_ == Answers::Several)
        std::sort(indices.begin(), indices.end());
    return QuizAnswer::choices(indices);
}

QStringList ChoiceQuestionKind::printLines(const QuestionSpec &question, const QString &language, const QLocale &) const
{
    // A circle to fill for one answer, a box to tick for several.
    QStringList lines;
    for (const ChoiceSpec &choice : question.choices)
        lines.append((answers_ == Answers::One ? QStringLiteral("○ ") : QStringLiteral("☐ ")) + choice.text.text(language));
    return lines;
}

} // namespace atlas
