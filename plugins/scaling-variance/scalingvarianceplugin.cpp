#include "scalingvarianceplugin.h"

#include "scalingvariancepage.h"
#include "scalingvarianceparams.h"

namespace atlas {

void ScalingVariancePlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    ScalingVarianceParams::read(params, report);
}

ChapterPage *ScalingVariancePlugin::createPage(ChapterContext &context, QWidget *parent)
{
    return new ScalingVariancePage(context, parent);
}

} // namespace atlas
