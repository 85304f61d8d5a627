#include "longcontextplugin.h"

#include "longcontextpage.h"
#include "longcontextparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void LongContextPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    LongContextParams::read(params, report);
}

ChapterPage *LongContextPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new LongContextPage(context, LongContextParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_longcontextplugin.cpp"
