// The encoders chapter's page: the body and questions on the left, the lab (EncodersLab) on the
// right. The page owns the session.
#pragma once

#include "encodersparams.h"

#include "sdk/standardchapterpage.h"

namespace atlas {

class EncodersLab;
class EncodersSession;

class EncodersPage final : public StandardChapterPage {
    Q_OBJECT

public:
    EncodersPage(ChapterContext &context, const EncodersParams &params, QWidget *parent = nullptr);

    QList<ExportableFigure> figures() const override;
    // Everything is computed synchronously: the examples as the pack gives them, the lab at
    // its first section.
    void prepareForScreenshot() override;

    EncodersSession *session() const { return session_; }
    EncodersLab *encodersLab() const { return lab_; }

private:
    EncodersSession *session_;
    EncodersLab *lab_;
};

} // namespace atlas
