#include "questioninput.h"

namespace atlas {

struct QuestionInput::Private {
    QuestionSpec question;
    QString language;
    bool solutionVisible = false;
};

QuestionInput::QuestionInput(const QuestionSpec &question, QWidget *parent)
    : QWidget(parent), d(std::make_unique<Private>(Private{question, QString(), false}))
{
    setFocusPolicy(Qt::NoFocus);
}

QuestionInput::~QuestionInput() = default;

const QuestionSpec &QuestionInput::question() const
{
    return d->question;
}

void QuestionInput::setSolutionVisible(bool visible)
{
    d->solutionVisible = visible;
}

bool QuestionInput::isSolutionVisible() const
{
    return d->solutionVisible;
}

QString QuestionInput::contentLanguage() const
{
    return d->language;
}

void QuestionInput::setContentLanguage(const QString &language)
{
    d->language = language;
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
