// A chapter page whose lab is a SectionedLab: the page's figures are the lab's, and before a
// screenshot the lab shows its examples as the chapter gave them, at its first section.
#pragma once

#include "sdk/sdkexport.h"
#include "sdk/standardchapterpage.h"

namespace atlas {

class SectionedLab;

class ATLAS_SDK_EXPORT LabChapterPage : public StandardChapterPage {
    Q_OBJECT

public:
    using StandardChapterPage::StandardChapterPage;

    QList<ExportableFigure> figures() const override;
    void prepareForScreenshot() override;

protected:
    // The page takes ownership (StandardChapterPage::setLab).
    void setSectionedLab(SectionedLab *lab);

private:
    SectionedLab *sectionedLab_ = nullptr;
};

} // namespace atlas
