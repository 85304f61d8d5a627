#include "historyplugin.h"

#include "historypage.h"

namespace atlas {

void HistoryPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), {});
    report.take(reader);
}

ChapterPage *HistoryPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    return new HistoryPage(context, parent);
}

} // namespace atlas
