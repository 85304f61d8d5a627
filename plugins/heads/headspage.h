// The heads chapter's page: the body and questions on the left, the lab (HeadsLab) on the right.
// The page owns the session and reads the pack's trained model (params "trained_model") once.
#pragma once

#include "headsparams.h"

#include "sdk/labchapterpage.h"

namespace atlas {

class HeadsPage final : public LabChapterPage {
    Q_OBJECT

public:
    HeadsPage(ChapterContext &context, const HeadsParams &params, QWidget *parent = nullptr);
};

} // namespace atlas
