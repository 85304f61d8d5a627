// The scaling-variance chapter's page.
#pragma once

#include "sdk/standardchapterpage.h"

namespace atlas {

class ScalingVariancePage final : public StandardChapterPage {
    Q_OBJECT

public:
    ScalingVariancePage(ChapterContext &context, QWidget *parent = nullptr);
};

} // namespace atlas
