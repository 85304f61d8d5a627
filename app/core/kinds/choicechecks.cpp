#include "choicechecks.h"

#include <algorithm>

namespace atlas {

QList<ChoiceChecks::Finding> ChoiceChecks::clusteredAnswers(const ChapterPack &pack)
{
    struct Place {
        qsizetype chapter;
        qsizetype question;
        int answer;
    };
    int eligible = 0;
    QList<Place> pinned;
    for (qsizetype c = 0; c < pack.chapters.size(); ++c) {
        const QList<QuestionSpec> &questions = pack.chapters.at(c).questions;
        for (qsizetype q = 0; q < questions.size(); ++q) {
            const QuestionSpec &question = questions.at(q);
            if (question.type != QLatin1String("single") || question.choices.size() < 3 || question.correctChoices.size() != 1)
                continue;
            ++eligible;
            if (!question.shuffle)
                pinned.append({c, q, question.correctChoices.constFirst()});
        }
    }
    QList<Finding> findings;
    if (eligible < minimumQuestions || pinned.size() < 2)
        return findings;
    const int position = pinned.constFirst().answer;
    if (!std::all_of(pinned.cbegin(), pinned.cend(), [position](const Place &p) { return p.answer == position; }))
        return findings;
    for (const Place &p : std::as_const(pinned))
        findings.append({p.chapter, p.question,
                         //: %1: how many questions; %2: a choice index, counted from 0 as in "answer".
                         tr("all %1 single-choice questions that keep their written order (\"shuffle\": false) have their answer at index %2, "
                            "so a learner can guess them by position; move some of those answers, or let the questions shuffle")
                             .arg(pinned.size())
                             .arg(position)});
    return findings;
}

} // namespace atlas
