#include "labchapterpage.h"

#include "sectionedlab.h"

namespace atlas {

QList<ExportableFigure> LabChapterPage::figures() const
{
    return sectionedLab_ ? sectionedLab_->figures() : QList<ExportableFigure>();
}

void LabChapterPage::prepareForScreenshot()
{
    if (sectionedLab_)
        sectionedLab_->showStart();
}

void LabChapterPage::setSectionedLab(SectionedLab *lab)
{
    sectionedLab_ = lab;
    setLab(lab);
}

} // namespace atlas

#include "moc_labchapterpage.cpp"
