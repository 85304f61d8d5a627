#include "packingplugin.h"

#include "packingpage.h"
#include "packingparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void PackingPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    JsonReader reader;
    PackingParams::read(params, reader);
    report.take(reader);
}

ChapterPage *PackingPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Only called for params without errors; read again, defaults fill what is absent.
    JsonReader reader;
    return new PackingPage(context, PackingParams::read(context.chapter().params, reader), parent);
}

} // namespace atlas
