// The mechanism chapter's page.
#pragma once

#include "sdk/standardchapterpage.h"

namespace atlas {

class MechanismPage final : public StandardChapterPage {
    Q_OBJECT

public:
    MechanismPage(ChapterContext &context, QWidget *parent = nullptr);
};

} // namespace atlas
