#include "decodingpage.h"

#include "cachepanel.h"
#include "costpanel.h"
#include "costsweep.h"
#include "decodinglab.h"
#include "decodingsession.h"
#include "samplingpanel.h"

#include "sdk/matrixheatmap.h"

#include <QChartView>

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
    CachePanel *cache = lab_->cache();
    return {{QStringLiteral("kv-cache-keys"), cache->keys(), cache->keys()->model()},
            {QStringLiteral("kv-cache-values"), cache->values(), cache->values()->model()},
            {QStringLiteral("kv-cache-newest-attention"), cache->attention(), cache->attention()->model()},
            {QStringLiteral("next-token-distribution"), lab_->sampling()->chart(), nullptr},
            {QStringLiteral("cost-measured"), lab_->cost()->timeChart(), nullptr},
            {QStringLiteral("cost-counted"), lab_->cost()->workChart(), nullptr}};
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
