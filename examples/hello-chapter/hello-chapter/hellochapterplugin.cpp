#include "hellochapterplugin.h"

#include "hellochapterpage.h"
#include "hellochapterparams.h"

#include "sdk/chaptercontext.h"

namespace hello {

void HelloChapterPlugin::validateParams(const QJsonObject &params, atlas::ParamsReport &report) const
{
    HelloChapterParams::read(params, report);
}

atlas::ChapterPage *HelloChapterPlugin::createPage(atlas::ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    atlas::ParamsReport report;
    return new HelloChapterPage(context, HelloChapterParams::read(context.chapter().params, report), parent);
}

} // namespace hello
