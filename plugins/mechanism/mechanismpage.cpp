#include "mechanismpage.h"

namespace atlas {

MechanismPage::MechanismPage(ChapterContext &context, QWidget *parent) : StandardChapterPage(context, parent) {}

} // namespace atlas
