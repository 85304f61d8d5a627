// The long-context chapter's page: the body and questions on the left, the lab
// (LongContextLab) on the right, whose figures it exports. The page owns the session.
#pragma once

#include "longcontextparams.h"

#include "sdk/labchapterpage.h"

namespace atlas {

class LongContextLab;
class LongContextSession;

class LongContextPage final : public LabChapterPage {
    Q_OBJECT

public:
    LongContextPage(ChapterContext &context, const LongContextParams &params, QWidget *parent = nullptr);

    // The band as the pack gives it, the decoders trained and measured (on this thread, or
    // taken from an earlier page of this process), the window's speed-up measured.
    void prepareForScreenshot() override;

private:
    LongContextSession *session_;
    LongContextLab *lab_;
};

} // namespace atlas
