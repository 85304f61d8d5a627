// The encoders chapter's page: the body and questions on the left, the lab (EncodersLab) on the
// right. The page owns the session. Everything is computed synchronously: a screenshot shows
// the examples as the pack gives them, the lab at its first section (LabChapterPage).
#pragma once

#include "encodersparams.h"

#include "sdk/labchapterpage.h"

namespace atlas {

class EncodersPage final : public LabChapterPage {
    Q_OBJECT

public:
    EncodersPage(ChapterContext &context, const EncodersParams &params, QWidget *parent = nullptr);
};

} // namespace atlas
