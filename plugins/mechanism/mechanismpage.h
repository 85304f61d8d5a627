// The mechanism chapter's page: the body and questions beside the mechanism lab.
#pragma once

#include "mechanismparams.h"

#include "sdk/standardchapterpage.h"

namespace atlas {

class MechanismLab;

class MechanismPage final : public StandardChapterPage {
    Q_OBJECT

public:
    MechanismPage(ChapterContext &context, const MechanismParams &params, QWidget *parent = nullptr);

    QList<ExportableFigure> figures() const override;
    void prepareForScreenshot() override;

private:
    MechanismLab *lab_;
};

} // namespace atlas
