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

} // namespace atlas

#include "moc_questioninput.cpp"
