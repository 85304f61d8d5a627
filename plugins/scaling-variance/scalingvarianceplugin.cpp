#include "scalingvarianceplugin.h"

#include "scalingvariancepage.h"

namespace atlas {

void ScalingVariancePlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), {});
    report.take(reader);
}

ChapterPage *ScalingVariancePlugin::createPage(ChapterContext &context, QWidget *parent)
{
    return new ScalingVariancePage(context, parent);
}

} // namespace atlas
