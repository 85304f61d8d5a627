#include "questioninput.h"

namespace atlas {

QuestionInput::QuestionInput(const QuestionSpec &question, QWidget *parent) : QWidget(parent), question_(question)
{
    setFocusPolicy(Qt::NoFocus);
}

QString QuestionInput::resultReport(const GradeResult &) const
{
    return {};
}

QString QuestionInput::answerFieldName() const
{
    if (accessibleName().isEmpty())
        //: Accessible name of the field where the learner types an answer.
        return tr("Your answer");
    //: Accessible name of the field of one gap; %1 is the gap, e.g. "Gap 2".
    return tr("%1: your answer").arg(accessibleName());
}

} // namespace atlas

#include "moc_questioninput.cpp"
