#include "encoderspage.h"

#include "encoderslab.h"
#include "encoderssession.h"

#include "sdk/labsections.h"

namespace atlas {

EncodersPage::EncodersPage(ChapterContext &context, const EncodersParams &params, QWidget *parent)
    : StandardChapterPage(context, parent), session_(new EncodersSession(params, this)), lab_(new EncodersLab(*session_))
{
    setLab(lab_);
}

QList<ExportableFigure> EncodersPage::figures() const
{
    return lab_->figures();
}

void EncodersPage::prepareForScreenshot()
{
    session_->reset();
    lab_->sections()->scrollToSection(0);
}

} // namespace atlas

#include "moc_encoderspage.cpp"
