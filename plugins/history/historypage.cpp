#include "historypage.h"

#include "historylab.h"

#include "sdk/chaptercontext.h"

namespace atlas {

HistoryPage::HistoryPage(ChapterContext &context, const HistoryParams &params, QWidget *parent)
    : LabChapterPage(context, parent)
{
    setChapterLab(new HistoryLab(params, context.language()));
}

} // namespace atlas

#include "moc_historypage.cpp"
