#include "packingpage.h"

#include "packinglab.h"
#include "packingsession.h"

namespace atlas {

PackingPage::PackingPage(ChapterContext &context, const PackingParams &params, QWidget *parent)
    : StandardChapterPage(context, parent), session_(new PackingSession(params, this)), lab_(new PackingLab(*session_))
{
    setLab(lab_);
}

QList<ExportableFigure> PackingPage::figures() const
{
    return lab_->figures();
}

void PackingPage::prepareForScreenshot()
{
    lab_->prepareForScreenshot();
}

} // namespace atlas

#include "moc_packingpage.cpp"
