#include "gradientsplugin.h"

#include "gradientspage.h"

namespace atlas {

void GradientsPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), {});
    report.take(reader);
}

ChapterPage *GradientsPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    return new GradientsPage(context, parent);
}

} // namespace atlas
