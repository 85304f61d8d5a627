#include "longcontextpage.h"

#include "longcontextlab.h"
#include "longcontextsession.h"
#include "windowpanel.h"

#include <QCoreApplication>
#include <QEvent>

namespace atlas {

LongContextPage::LongContextPage(ChapterContext &context, const LongContextParams &params, QWidget *parent)
    : LabChapterPage(context, parent), session_(new LongContextSession(params, this)), lab_(new LongContextLab(*session_))
{
    setChapterLab(lab_);
}

void LongContextPage::prepareForScreenshot()
{
    LabChapterPage::prepareForScreenshot(); // the session reset, the first section at the top
    session_->trainNow();
    lab_->windowPanel()->prepareForScreenshot();
    // The figures grew when the findings came in: lay out every level now (each pass posts
    // the next level's request), not at the next turn of the event loop after the grab.
    for (int level = 0; level < 6; ++level)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

} // namespace atlas

#include "moc_longcontextpage.cpp"
