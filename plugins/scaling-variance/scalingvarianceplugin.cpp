#include "scalingvarianceplugin.h"

#include "scalingvariancepage.h"
#include "scalingvarianceparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void ScalingVariancePlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    ScalingVarianceParams::read(params, report);
}

ChapterPage *ScalingVariancePlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new ScalingVariancePage(context, ScalingVarianceParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_scalingvarianceplugin.cpp"
