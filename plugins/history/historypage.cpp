#include "historypage.h"

namespace atlas {

HistoryPage::HistoryPage(ChapterContext &context, QWidget *parent) : StandardChapterPage(context, parent) {}

} // namespace atlas
