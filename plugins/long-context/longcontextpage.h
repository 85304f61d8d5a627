// The long-context chapter's page: the body and questions on the left, the lab
// (LongContextLab) on the right. The page owns the session.
#pragma once

#include "longcontextparams.h"

#include "sdk/standardchapterpage.h"

namespace atlas {

class LongContextLab;
class LongContextSession;

class LongContextPage final : public StandardChapterPage {
    Q_OBJECT

public:
    LongContextPage(ChapterContext &context, const LongContextParams &params, QWidget *parent = nullptr);

    QList<ExportableFigure> figures() const override;
    // The band as the pack gives it, the decoders trained and measured (on this thread, or
    // taken from an earlier page of this process), the window's speed-up measured.
    void prepareForScreenshot() override;

    LongContextSession *session() const { return session_; }
    LongContextLab *longContextLab() const { return lab_; }

private:
    LongContextSession *session_;
    LongContextLab *lab_;
};

} // namespace atlas
