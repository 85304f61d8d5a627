// The packing chapter's page: the body and questions on the left, the packing lab on the
// right (block strip, mask, leakage meter, corpus editor, export, efficiency).
#pragma once

#include "packingparams.h"

#include "sdk/labchapterpage.h"

namespace atlas {

class PackingPage final : public LabChapterPage {
    Q_OBJECT

public:
    PackingPage(ChapterContext &context, const PackingParams &params, QWidget *parent = nullptr);
};

} // namespace atlas
