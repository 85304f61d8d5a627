#include "scalingvariancepage.h"

#include "scalingvariancelab.h"
#include "scalingvarianceparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

ScalingVariancePage::ScalingVariancePage(ChapterContext &context, QWidget *parent) : StandardChapterPage(context, parent)
{
    // The params were validated before the page was created, so the report stays empty.
    ParamsReport report;
    lab_ = new ScalingVarianceLab(ScalingVarianceParams::read(context.chapter().params, report));
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
