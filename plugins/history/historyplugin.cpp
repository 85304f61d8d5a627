#include "historyplugin.h"

#include "historypage.h"
#include "historyparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void HistoryPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    HistoryParams::read(params, report);
}

ChapterPage *HistoryPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new HistoryPage(context, HistoryParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_historyplugin.cpp"
