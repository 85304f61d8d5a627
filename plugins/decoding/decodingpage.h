// The decoding chapter's page: the body and questions on the left, the lab (DecodingLab) on
// the right. The page owns the session, which trains the chapter's decoder on the corpus in the
// background as the page opens, and the cost measurement.
#pragma once

#include "decodingparams.h"

#include "sdk/standardchapterpage.h"

namespace atlas {

class CostSweep;
class DecodingLab;
class DecodingSession;

class DecodingPage final : public StandardChapterPage {
    Q_OBJECT

public:
    DecodingPage(ChapterContext &context, const DecodingParams &params, QWidget *parent = nullptr);

    QList<ExportableFigure> figures() const override;
    // Trains the decoder on this thread if it is not ready, generates 24 tokens from the
    // prompt with the params' sampling settings, and measures the cost chart to the end.
    void prepareForScreenshot() override;

private:
    DecodingSession *session_;
    CostSweep *sweep_;
    DecodingLab *lab_;
};

} // namespace atlas
