// The induction chapter's page: the body and questions on the left, the lab (InductionLab) on
// the right. The page owns the session and keeps the learner's trained model between runs of
// the application (TrainedModelStore, one file per pack and chapter); a pack may ship a trained
// model (params "trained_model") that the learner opens without waiting.
#pragma once

#include "inductionparams.h"

#include "sdk/standardchapterpage.h"


namespace atlas {

class InductionLab;
class InductionSession;

class InductionPage final : public StandardChapterPage {
    Q_OBJECT

public:
    // `storePath`: where the learner's model is kept; empty: TrainedModelStore's default
    // path for this pack and chapter.
    InductionPage(ChapterContext &context, const InductionParams &params, QWidget *parent = nullptr,
                  const QString &storePath = QString());

    QList<ExportableFigure> figures() const override;
    // The pack's trained model (or, without one, a fresh model from the chapter's settings
    // trained on this thread until the induction head has formed), never saved, with the lab
    // scrolled to the training curve: the same picture whatever the learner trained.
    void prepareForScreenshot() override;

private:
    InductionSession *session_;
    InductionLab *lab_;
    QByteArray packModel_; // the pack's trained model file, as read; empty: none or unusable
};

} // namespace atlas
