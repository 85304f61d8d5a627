#include "scalingvariancepage.h"

#include "scalingvariancelab.h"

namespace atlas {

ScalingVariancePage::ScalingVariancePage(ChapterContext &context, const ScalingVarianceParams &params, QWidget *parent)
    : LabChapterPage(context, parent)
{
    setChapterLab(new ScalingVarianceLab(params));
}

} // namespace atlas

#include "moc_scalingvariancepage.cpp"
