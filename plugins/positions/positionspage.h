// The positions chapter's page: the body and questions on the left, the lab (PositionsLab) on
// the right. The page owns the session and reads the pack's learned model file (params
// "learned_model") once, so the lab can show a table that was trained, not drawn. Everything
// is computed synchronously: a screenshot shows the examples as the pack gives them, the lab
// at its first section (LabChapterPage).
#pragma once

#include "positionsparams.h"

#include "sdk/labchapterpage.h"

namespace atlas {

class PositionsPage final : public LabChapterPage {
    Q_OBJECT

public:
    PositionsPage(ChapterContext &context, const PositionsParams &params, QWidget *parent = nullptr);
};

} // namespace atlas
