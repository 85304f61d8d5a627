#include "questionkinds.h"

#include "kinds/choicequestionkind.h"
#include "kinds/clozequestionkind.h"
#include "kinds/gapselectquestionkind.h"
#include "kinds/maskquestionkind.h"
#include "kinds/matchingquestionkind.h"
#include "kinds/numericquestionkind.h"
#include "kinds/orderingquestionkind.h"
#include "kinds/shortanswerquestionkind.h"

#include <QRegularExpression>

namespace atlas {

namespace {

QList<const QuestionKind *> &kinds()
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
    static QList<const QuestionKind *> list{&single, &multiple, &numeric, &mask, &shortAnswer, &matching, &ordering, &gapSelect, &cloze};
    return list;
}

} // namespace

const QList<const QuestionKind *> &QuestionKinds::all()
{
    return kinds();
}

bool QuestionKinds::add(const QuestionKind &kind, QString &error)
{
    static const QRegularExpression namePattern(QStringLiteral("^[a-z][a-z0-9-]{0,63}$"));
    const QString name = kind.name();
    if (!namePattern.match(name).hasMatch()) {
        error = tr("'%1' is not a question kind's name: lowercase letters, digits and '-', starting with a letter").arg(name);
        return false;
    }
    if (find(name)) {
        error = tr("the question kind '%1' already exists").arg(name);
        return false;
    }
    kinds().append(&kind);
    return true;
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
