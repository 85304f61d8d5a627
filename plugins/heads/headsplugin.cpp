#include "headsplugin.h"

#include "headspage.h"
#include "headsparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void HeadsPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    HeadsParams::read(params, report);
}

ChapterPage *HeadsPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new HeadsPage(context, HeadsParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_headsplugin.cpp"
