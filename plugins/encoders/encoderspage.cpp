#include "encoderspage.h"

#include "encoderslab.h"
#include "encoderssession.h"

namespace atlas {

EncodersPage::EncodersPage(ChapterContext &context, const EncodersParams &params, QWidget *parent)
    : LabChapterPage(context, parent), session_(new EncodersSession(params, this)), lab_(new EncodersLab(*session_))
{
    setSectionedLab(lab_);
}

} // namespace atlas

#include "moc_encoderspage.cpp"
