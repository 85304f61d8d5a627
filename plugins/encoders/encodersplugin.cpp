#include "encodersplugin.h"

#include "encoderspage.h"
#include "encodersparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void EncodersPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    EncodersParams::read(params, report);
}

ChapterPage *EncodersPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new EncodersPage(context, EncodersParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_encodersplugin.cpp"
