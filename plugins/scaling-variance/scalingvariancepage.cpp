#include "scalingvariancepage.h"

namespace atlas {

ScalingVariancePage::ScalingVariancePage(ChapterContext &context, QWidget *parent) : StandardChapterPage(context, parent) {}

} // namespace atlas
