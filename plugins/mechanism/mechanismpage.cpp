#include "mechanismpage.h"

#include "mechanismlab.h"

namespace atlas {

MechanismPage::MechanismPage(ChapterContext &context, const MechanismParams &params, QWidget *parent)
    : LabChapterPage(context, parent)
{
    setChapterLab(new MechanismLab(params));
}

} // namespace atlas

#include "moc_mechanismpage.cpp"
