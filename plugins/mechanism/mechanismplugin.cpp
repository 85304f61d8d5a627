#include "mechanismplugin.h"

#include "mechanismpage.h"

namespace atlas {

void MechanismPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), {});
    report.take(reader);
}

ChapterPage *MechanismPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    return new MechanismPage(context, parent);
}

} // namespace atlas
