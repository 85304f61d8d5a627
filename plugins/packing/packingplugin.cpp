#include "packingplugin.h"

#include "packingpage.h"
#include "packingparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void PackingPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    PackingParams::read(params, report);
}

ChapterPage *PackingPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new PackingPage(context, PackingParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_packingplugin.cpp"
