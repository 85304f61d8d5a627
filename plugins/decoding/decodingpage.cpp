#include "decodingpage.h"

#include "costsweep.h"
#include "decodinglab.h"
#include "decodingsession.h"

namespace atlas {

DecodingPage::DecodingPage(ChapterContext &context, const DecodingParams &params, QWidget *parent)
    : StandardChapterPage(context, parent), session_(new DecodingSession(params, this)),
      sweep_(new CostSweep(DecodingSession::modelConfig(session_->corpus().size()), this)),
      lab_(new DecodingLab(*session_, *sweep_))
{
    setLab(lab_);
    session_->train();
}

QList<ExportableFigure> DecodingPage::figures() const
{
    return lab_->figures();
}

void DecodingPage::prepareForScreenshot()
{
    session_->waitForTraining();
    if (!session_->isReady())
        session_->trainNow();
    session_->reset();
    session_->generate(24);
    if (!sweep_->isRunning() && sweep_->timings().size() < CostSweep::lengths().size())
        sweep_->measure();
    sweep_->finishNow();
}

} // namespace atlas

#include "moc_decodingpage.cpp"
