// The decoding chapter's page: the body and questions on the left, the lab (DecodingLab) on
// the right. The page owns the session, which trains the chapter's decoder on the corpus in the
// background as the page opens, and the cost measurement.
#pragma once

#include "decodingparams.h"

#include "sdk/labchapterpage.h"

namespace atlas {

class DecodingPage final : public LabChapterPage {
    Q_OBJECT

public:
    DecodingPage(ChapterContext &context, const DecodingParams &params, QWidget *parent = nullptr);
};

} // namespace atlas
