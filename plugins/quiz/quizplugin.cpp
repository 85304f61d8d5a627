#include "quizplugin.h"

#include "quizpage.h"
#include "quizparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void QuizPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    QuizParams::read(params, report);
}

ChapterPage *QuizPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new QuizPage(context, QuizParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_quizplugin.cpp"
