#include "encoderspage.h"

#include "encoderslab.h"
#include "encoderssession.h"

namespace atlas {

EncodersPage::EncodersPage(ChapterContext &context, const EncodersParams &params, QWidget *parent)
    : LabChapterPage(context, parent)
{
    auto *session = new EncodersSession(params, this);
    setChapterLab(new EncodersLab(*session));
}

} // namespace atlas

#include "moc_encoderspage.cpp"
