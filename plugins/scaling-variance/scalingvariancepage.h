// The scaling-variance chapter's page: the body and questions beside the laboratory.
#pragma once

#include "scalingvarianceparams.h"

#include "sdk/standardchapterpage.h"

namespace atlas {

class ScalingVarianceLab;

class ScalingVariancePage final : public StandardChapterPage {
    Q_OBJECT

public:
    ScalingVariancePage(ChapterContext &context, const ScalingVarianceParams &params, QWidget *parent = nullptr);

    QList<ExportableFigure> figures() const override;
    void prepareForScreenshot() override;

private:
    ScalingVarianceLab *lab_;
};

} // namespace atlas
