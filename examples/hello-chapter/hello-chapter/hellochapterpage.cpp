#include "hellochapterpage.h"

#include "hellochapterlab.h"
#include "hellochaptersession.h"

#include "sdk/matrixheatmap.h"

namespace hello {

HelloChapterPage::HelloChapterPage(atlas::ChapterContext &context, const HelloChapterParams &params, QWidget *parent)
    : atlas::StandardChapterPage(context, parent), session_(new HelloChapterSession(params, this)),
      lab_(new HelloChapterLab(*session_))
{
    setLab(lab_);
}

QList<atlas::ExportableFigure> HelloChapterPage::figures() const
{
    return {{QStringLiteral("hello-weights"), lab_->weightsMap(), lab_->weightsMap()->model()}};
}

} // namespace hello
