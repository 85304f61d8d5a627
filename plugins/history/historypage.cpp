#include "historypage.h"

#include "historylab.h"

#include "sdk/chaptercontext.h"

namespace atlas {

HistoryPage::HistoryPage(ChapterContext &context, const HistoryParams &params, QWidget *parent)
    : StandardChapterPage(context, parent)
{
    lab_ = new HistoryLab(params, context.language());
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

#include "moc_historypage.cpp"
