#include "positionsplugin.h"

#include "positionspage.h"
#include "positionsparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void PositionsPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    PositionsParams::read(params, report);
}

ChapterPage *PositionsPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new PositionsPage(context, PositionsParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_positionsplugin.cpp"
