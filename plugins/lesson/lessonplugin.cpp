#include "lessonplugin.h"

#include "lessonpage.h"
#include "lessonparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void LessonPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    LessonParams::read(params, report);
}

ChapterPage *LessonPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new LessonPage(context, LessonParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_lessonplugin.cpp"
