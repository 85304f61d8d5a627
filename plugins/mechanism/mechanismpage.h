// The mechanism chapter's page: the body and questions beside the mechanism lab.
#pragma once

#include "mechanismparams.h"

#include "sdk/labchapterpage.h"

namespace atlas {

class MechanismPage final : public LabChapterPage {
    Q_OBJECT

public:
    MechanismPage(ChapterContext &context, const MechanismParams &params, QWidget *parent = nullptr);
};

} // namespace atlas
