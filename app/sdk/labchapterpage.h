// A chapter page whose lab is a ChapterLab: the page's figures are the lab's, before a
// screenshot the lab gets itself ready, and a change of the content language reaches it.
#pragma once

#include "sdk/sdkexport.h"
#include "sdk/standardchapterpage.h"

namespace atlas {

class ChapterLab;

class ATLAS_SDK_EXPORT LabChapterPage : public StandardChapterPage {
    Q_OBJECT

public:
    using StandardChapterPage::StandardChapterPage;

    QList<ExportableFigure> figures() const override;
    void prepareForScreenshot() override;

protected:
    // The page takes ownership (StandardChapterPage::setLab).
    void setChapterLab(ChapterLab *lab);
    void reloadContent() override;

private:
    ChapterLab *chapterLab_ = nullptr;
};

} // namespace atlas
