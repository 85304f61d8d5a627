#include "gradientspage.h"

namespace atlas {

GradientsPage::GradientsPage(ChapterContext &context, QWidget *parent) : StandardChapterPage(context, parent) {}

} // namespace atlas
