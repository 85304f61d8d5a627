#include "packingpage.h"

namespace atlas {

PackingPage::PackingPage(ChapterContext &context, QWidget *parent) : StandardChapterPage(context, parent) {}

} // namespace atlas
