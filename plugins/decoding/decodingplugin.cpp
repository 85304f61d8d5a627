#include "decodingplugin.h"

#include "decodingpage.h"
#include "decodingparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void DecodingPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    DecodingParams::read(params, report);
}

ChapterPage *DecodingPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new DecodingPage(context, DecodingParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_decodingplugin.cpp"
