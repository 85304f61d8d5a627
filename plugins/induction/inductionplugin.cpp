#include "inductionplugin.h"

#include "inductionpage.h"
#include "inductionparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void InductionPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    InductionParams::read(params, report);
}

ChapterPage *InductionPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new InductionPage(context, InductionParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_inductionplugin.cpp"
