#include "historyplugin.h"

#include "historypage.h"
#include "historyparams.h"

namespace atlas {

void HistoryPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    HistoryParams::read(params, report);
}

ChapterPage *HistoryPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    return new HistoryPage(context, parent);
}

} // namespace atlas
