#include "estimatequestionview.h"

#include "estimatequestioninput.h"

namespace estimate {

QString EstimateQuestionView::name() const
{
    return QStringLiteral("estimate");
}

atlas::QuestionInput *EstimateQuestionView::createInput(const atlas::QuestionSpec &question, atlas::CourseProgress &, const QString &language,
                                                        QWidget *parent) const
{
    auto *input = new EstimateQuestionInput(question, parent);
    input->setLanguage(language);
    input->retranslateUi();
    return input;
}

} // namespace estimate
