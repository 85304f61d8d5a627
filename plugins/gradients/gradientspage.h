// The gradients chapter's page.
#pragma once

#include "sdk/standardchapterpage.h"

namespace atlas {

class GradientsPage final : public StandardChapterPage {
    Q_OBJECT

public:
    GradientsPage(ChapterContext &context, QWidget *parent = nullptr);
};

} // namespace atlas
