#include "quizgrader.h"

#include "maskquestion.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace atlas {

namespace {

QList<int> sortedUnique(QList<int> values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

GradeResult invalid(const QString &reason)
{
    GradeResult r;
    r.outcome = GradeResult::Outcome::Invalid;
    r.invalidReason = reason;
    return r;
}

} // namespace

GradeResult QuizGrader::grade(const QuestionSpec &question, const QuizAnswer &answer)
{
    GradeResult r;
    switch (question.type) {
    case QuestionType::Single:
    case QuestionType::Multiple: {
        const QList<int> picked = sortedUnique(answer.selection);
        if (picked.isEmpty())
            return invalid(question.type == QuestionType::Single ? tr("Choose one answer.")
                                                                 : tr("Choose at least one answer."));
        if (question.type == QuestionType::Single && picked.size() != 1)
            return invalid(tr("Choose exactly one answer."));
        for (int index : picked)
            if (index < 0 || index >= question.choices.size())
                return invalid(tr("Choice %1 does not exist.").arg(qint64(index) + 1)); // numbered from 1
        r.pickedChoices = picked;
        r.correctChoices = sortedUnique(question.correctChoices);
        r.outcome = picked == r.correctChoices ? GradeResult::Outcome::Correct
                                               : GradeResult::Outcome::Incorrect;
        return r;
    }
    case QuestionType::Numeric: {
        if (!std::isfinite(answer.number))
            return invalid(tr("Type a number."));
        r.error = std::fabs(answer.number - question.numericAnswer);
        const double slack = 4 * std::numeric_limits<double>::epsilon()
            * std::max({std::fabs(answer.number), std::fabs(question.numericAnswer), 1.0});
        // An overflowing difference is larger than any tolerance, even one whose slack
        // overflows too (inf ≤ inf would say correct).
        r.outcome = std::isfinite(r.error) && r.error <= question.tolerance + slack ? GradeResult::Outcome::Correct
                                                                                    : GradeResult::Outcome::Incorrect;
        return r;
    }
    case QuestionType::Mask: {
        const std::optional<PackedBlock> block = MaskQuestion::block(question.mask);
        if (!block)
            return invalid(tr("This question's block cannot be built."));
        const QList<int> picked = sortedUnique(answer.selection);
        if (picked.isEmpty())
            return invalid(tr("Select at least one key."));
        for (int slot : picked)
            if (slot < 0 || slot >= block->length())
                return invalid(tr("Slot %1 is not in the block.").arg(slot));
        r.correctKeys = MaskQuestion::allowedKeys(question.mask);
        const QSet<int> chosen(picked.begin(), picked.end());
        const QSet<int> allowed(r.correctKeys.begin(), r.correctKeys.end());
        for (int k : r.correctKeys)
            if (!chosen.contains(k))
                r.missedKeys.append(k);
        for (int k : picked)
            if (!allowed.contains(k))
                r.extraKeys.append(k);
        r.outcome = r.missedKeys.isEmpty() && r.extraKeys.isEmpty()
            ? GradeResult::Outcome::Correct
            : GradeResult::Outcome::Incorrect;
        return r;
    }
    }
    return invalid(tr("Unknown question type."));
}

} // namespace atlas
