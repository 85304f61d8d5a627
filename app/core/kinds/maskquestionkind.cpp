#include "maskquestionkind.h"

#include "core/maskquestion.h"

#include <QSet>

#include <algorithm>

namespace atlas {

QString MaskQuestionKind::name() const
{
    return QStringLiteral("mask");
}

GradeResult MaskQuestionKind::grade(const QuestionSpec &question, const QuizAnswer &answer) const
{
    const std::optional<PackedBlock> block = MaskQuestion::block(question.mask);
    if (!block)
        return GradeResult::invalid(tr("This question's block cannot be built."));
    QList<int> picked = answer.selection;
    std::sort(picked.begin(), picked.end());
    picked.erase(std::unique(picked.begin(), picked.end()), picked.end());
    if (picked.isEmpty())
        return GradeResult::invalid(tr("Select at least one key."));
    for (int slot : picked)
        if (slot < 0 || slot >= block->length())
            return GradeResult::invalid(tr("Slot %1 is not in the block.").arg(slot));
    GradeResult r;
    r.correctKeys = MaskQuestion::allowedKeys(question.mask);
    const QSet<int> chosen(picked.begin(), picked.end());
    const QSet<int> allowed(r.correctKeys.begin(), r.correctKeys.end());
    for (int k : r.correctKeys)
        if (!chosen.contains(k))
            r.missedKeys.append(k);
    for (int k : picked)
        if (!allowed.contains(k))
            r.extraKeys.append(k);
    r.outcome = r.missedKeys.isEmpty() && r.extraKeys.isEmpty() ? GradeResult::Outcome::Correct : GradeResult::Outcome::Incorrect;
    return r;
}

QJsonValue MaskQuestionKind::answerToJson(const QuizAnswer &answer) const
{
    return QuizAnswer::indicesToJson(answer.selection);
}

std::optional<QuizAnswer> MaskQuestionKind::answerFromJson(const QJsonValue &value) const
{
    if (const std::optional<QList<int>> slots = QuizAnswer::indicesFromJson(value))
        return QuizAnswer::keys(*slots);
    return std::nullopt;
}

QuizAnswer MaskQuestionKind::correctAnswer(const QuestionSpec &question) const
{
    return QuizAnswer::keys(MaskQuestion::allowedKeys(question.mask));
}

QString MaskQuestionKind::describeAnswer(const QuestionSpec &, const QuizAnswer &answer, const QString &, const QLocale &) const
{
    if (answer.selection.isEmpty())
        return tr("no key selected");
    QStringList slots;
    for (int slot : answer.selection)
        slots.append(QString::number(slot));
    //: The key slots of a mask answer, e.g. "keys 5, 6, 7" (or "key 5"); %n is how many there are.
    return tr("key(s) %1", nullptr, int(slots.size())).arg(slots.join(QLatin1String(", ")));
}

} // namespace atlas
