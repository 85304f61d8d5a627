#include "mechanismplugin.h"

#include "mechanismpage.h"
#include "mechanismparams.h"

namespace atlas {

void MechanismPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    MechanismParams::read(params, report);
}

ChapterPage *MechanismPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    return new MechanismPage(context, parent);
}

} // namespace atlas
