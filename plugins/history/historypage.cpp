#include "historypage.h"

#include "historylab.h"
#include "historyparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

HistoryPage::HistoryPage(ChapterContext &context, QWidget *parent) : StandardChapterPage(context, parent)
{
    // The plugin validated the params before creating the page; read them again for the lab.
    ParamsReport ignored;
    lab_ = new HistoryLab(HistoryParams::read(context.chapter().params, ignored), context.language());
    setLab(lab_);
}

QList<ExportableFigure> HistoryPage::figures() const
{
    return lab_->figures();
}

void HistoryPage::prepareForScreenshot()
{
    lab_->prepareForScreenshot();
}

void HistoryPage::reloadContent()
{
    StandardChapterPage::reloadContent();
    if (lab_)
        lab_->setLanguage(context().language());
}

} // namespace atlas
