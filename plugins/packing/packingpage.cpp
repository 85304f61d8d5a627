#include "packingpage.h"

#include "packinglab.h"
#include "packingsession.h"

namespace atlas {

PackingPage::PackingPage(ChapterContext &context, const PackingParams &params, QWidget *parent)
    : LabChapterPage(context, parent)
{
    setChapterLab(new PackingLab(*new PackingSession(params, this)));
}

} // namespace atlas

#include "moc_packingpage.cpp"
