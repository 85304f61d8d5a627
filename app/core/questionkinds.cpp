#include "questionkinds.h"

#include "kinds/choicequestionkind.h"
#include "kinds/clozequestionkind.h"
#include "kinds/gapselectquestionkind.h"
#include "kinds/maskquestionkind.h"
#include "kinds/matchingquestionkind.h"
#include "kinds/numericquestionkind.h"
#include "kinds/orderingquestionkind.h"
#include "kinds/shortanswerquestionkind.h"

namespace atlas {

const QList<const QuestionKind *> &QuestionKinds::all()
{
    static const ChoiceQuestionKind single(ChoiceQuestionKind::Answers::One);
    static const ChoiceQuestionKind multiple(ChoiceQuestionKind::Answers::Several);
    static const NumericQuestionKind numeric;
    static const MaskQuestionKind mask;
    static const ShortAnswerQuestionKind shortAnswer;
    static const MatchingQuestionKind matching;
    static const OrderingQuestionKind ordering;
    static const GapSelectQuestionKind gapSelect;
    static const ClozeQuestionKind cloze;
    static const QList<const QuestionKind *> kinds{&single, &multiple, &numeric, &mask, &shortAnswer, &matching, &ordering, &gapSelect, &cloze};
    return kinds;
}

QStringList QuestionKinds::names()
{
    QStringList out;
    for (const QuestionKind *kind : all())
        out.append(kind->name());
    return out;
}

const QuestionKind *QuestionKinds::find(const QString &name)
{
    for (const QuestionKind *kind : all())
        if (kind->name() == name)
            return kind;
    return nullptr;
}

const QuestionKind &QuestionKinds::of(const QuestionSpec &question)
{
    const QuestionKind *kind = find(question.type);
    Q_ASSERT(kind);
    return kind ? *kind : *all().constFirst();
}

const QuestionKind *QuestionKinds::forMoodle(const MoodleQuestion &question)
{
    for (const QuestionKind *kind : all())
        if (kind->takesMoodle(question))
            return kind;
    return nullptr;
}

} // namespace atlas
