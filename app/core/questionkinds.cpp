#include "questionkinds.h"

#include "kinds/choicequestionkind.h"
#include "kinds/maskquestionkind.h"
#include "kinds/numericquestionkind.h"

#include <array>

namespace atlas {

const QuestionKind *QuestionKinds::find(const QString &name)
{
    static const ChoiceQuestionKind single(ChoiceQuestionKind::Answers::One);
    static const ChoiceQuestionKind multiple(ChoiceQuestionKind::Answers::Several);
    static const NumericQuestionKind numeric;
    static const MaskQuestionKind mask;
    static const std::array<const QuestionKind *, 4> all{&single, &multiple, &numeric, &mask};
    for (const QuestionKind *kind : all)
        if (kind->name() == name)
            return kind;
    return nullptr;
}

const QuestionKind &QuestionKinds::of(const QuestionSpec &question)
{
    const QuestionKind *kind = find(question.kindName());
    Q_ASSERT(kind);
    return kind ? *kind : *find(QStringLiteral("single"));
}

} // namespace atlas
