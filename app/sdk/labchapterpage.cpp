#include "labchapterpage.h"

#include "chapterlab.h"
#include "chaptercontext.h"

namespace atlas {

QList<ExportableFigure> LabChapterPage::figures() const
{
    return chapterLab_ ? chapterLab_->figures() : QList<ExportableFigure>();
}

void LabChapterPage::prepareForScreenshot()
{
    if (chapterLab_)
        chapterLab_->prepareForScreenshot();
}

void LabChapterPage::setChapterLab(ChapterLab *lab)
{
    chapterLab_ = lab;
    setLab(lab);
}

void LabChapterPage::reloadContent()
{
    StandardChapterPage::reloadContent();
    if (chapterLab_)
        chapterLab_->setContentLanguage(context().language());
}

} // namespace atlas

#include "moc_labchapterpage.cpp"
