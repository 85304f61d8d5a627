#include "choicequestionkind.h"

#include <algorithm>

namespace atlas {

namespace {

QList<int> sortedUnique(QList<int> values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
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

} // namespace atlas
