// The history chapter's page: the body and questions on the left, the HistoryLab on the right.
#pragma once

#include "historyparams.h"

#include "sdk/labchapterpage.h"

namespace atlas {

class HistoryPage final : public LabChapterPage {
    Q_OBJECT

public:
    HistoryPage(ChapterContext &context, const HistoryParams &params, QWidget *parent = nullptr);
};

} // namespace atlas
