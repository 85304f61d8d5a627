#include "gradientsplugin.h"

#include "gradientspage.h"
#include "gradientsparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void GradientsPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    GradientsParams::read(params, report);
}

ChapterPage *GradientsPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new GradientsPage(context, GradientsParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_gradientsplugin.cpp"
