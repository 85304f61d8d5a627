// The history chapter's page: the body and questions on the left, the HistoryLab on the right.
#pragma once

#include "historyparams.h"

#include "sdk/standardchapterpage.h"

namespace atlas {

class HistoryLab;

class HistoryPage final : public StandardChapterPage {
    Q_OBJECT

public:
    HistoryPage(ChapterContext &context, const HistoryParams &params, QWidget *parent = nullptr);

    QList<ExportableFigure> figures() const override;
    void prepareForScreenshot() override;

protected:
    void reloadContent() override;

private:
    HistoryLab *lab_ = nullptr;
};

} // namespace atlas
