// The packing chapter's page.
#pragma once

#include "sdk/standardchapterpage.h"

namespace atlas {

class PackingPage final : public StandardChapterPage {
    Q_OBJECT

public:
    PackingPage(ChapterContext &context, QWidget *parent = nullptr);
};

} // namespace atlas
