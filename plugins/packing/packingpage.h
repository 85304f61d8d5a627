// The packing chapter's page: the body and questions on the left, the packing lab on the
// right (block strip, mask, leakage meter, corpus editor, export, efficiency).
#pragma once

#include "packingparams.h"

#include "sdk/standardchapterpage.h"

namespace atlas {

class PackingLab;
class PackingSession;

class PackingPage final : public StandardChapterPage {
    Q_OBJECT

public:
    PackingPage(ChapterContext &context, const PackingParams &params, QWidget *parent = nullptr);

    QList<ExportableFigure> figures() const override;
    void prepareForScreenshot() override;

private:
    PackingSession *session_;
    PackingLab *lab_;
};

} // namespace atlas
