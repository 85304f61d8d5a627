#include "gradientsplugin.h"

#include "gradientspage.h"
#include "gradientsparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void GradientsPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    JsonReader reader;
    GradientsParams::read(params, reader);
    report.take(reader);
}

ChapterPage *GradientsPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Only called for params without errors; read again, defaults fill what is absent.
    JsonReader reader;
    return new GradientsPage(context, GradientsParams::read(context.chapter().params, reader), parent);
}

} // namespace atlas
