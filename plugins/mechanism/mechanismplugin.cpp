#include "mechanismplugin.h"

#include "mechanismpage.h"
#include "mechanismparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

void MechanismPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    MechanismParams::read(params, report);
}

ChapterPage *MechanismPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    // Called only for params without errors: the report stays empty, defaults fill what is absent.
    ParamsReport report;
    return new MechanismPage(context, MechanismParams::read(context.chapter().params, report), parent);
}

} // namespace atlas

#include "moc_mechanismplugin.cpp"
