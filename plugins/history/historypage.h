// The history chapter's page.
#pragma once

#include "sdk/standardchapterpage.h"

namespace atlas {

class HistoryPage final : public StandardChapterPage {
    Q_OBJECT

public:
    HistoryPage(ChapterContext &context, QWidget *parent = nullptr);
};

} // namespace atlas
