#include "scalingvariancepage.h"

#include "scalingvariancelab.h"

namespace atlas {

ScalingVariancePage::ScalingVariancePage(ChapterContext &context, const ScalingVarianceParams &params, QWidget *parent)
    : StandardChapterPage(context, parent), lab_(new ScalingVarianceLab(params))
{
    setLab(lab_);
}

QList<ExportableFigure> ScalingVariancePage::figures() const
{
    return lab_->figures();
}

void ScalingVariancePage::prepareForScreenshot()
{
    lab_->finishPendingWork();
}

} // namespace atlas

#include "moc_scalingvariancepage.cpp"
