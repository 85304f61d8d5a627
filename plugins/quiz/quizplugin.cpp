#include "quizplugin.h"

#include "quizpage.h"
#include "quizparams.h"

namespace atlas {

void QuizPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    QuizParams::read(params, report);
}

ChapterPage *QuizPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    return new QuizPage(context, parent);
}

} // namespace atlas
