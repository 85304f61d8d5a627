// The scaling-variance chapter's page: the body and questions beside the laboratory.
#pragma once

#include "scalingvarianceparams.h"

#include "sdk/labchapterpage.h"

namespace atlas {

class ScalingVariancePage final : public LabChapterPage {
    Q_OBJECT

public:
    ScalingVariancePage(ChapterContext &context, const ScalingVarianceParams &params, QWidget *parent = nullptr);
};

} // namespace atlas
