#include "decodingpage.h"

#include "costsweep.h"
#include "decodinglab.h"
#include "decodingsession.h"

namespace atlas {

DecodingPage::DecodingPage(ChapterContext &context, const DecodingParams &params, QWidget *parent)
    : LabChapterPage(context, parent)
{
    auto *session = new DecodingSession(params, this);
    auto *sweep = new CostSweep(DecodingSession::modelConfig(session->corpus().size()), this);
    setChapterLab(new DecodingLab(*session, *sweep));
    session->train();
}

} // namespace atlas

#include "moc_decodingpage.cpp"
