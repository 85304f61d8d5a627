#include "packingplugin.h"

#include "packingpage.h"

namespace atlas {

void PackingPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), {});
    report.take(reader);
}

ChapterPage *PackingPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    return new PackingPage(context, parent);
}

} // namespace atlas
