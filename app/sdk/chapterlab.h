// A chapter's lab: the interactive part on the right of a LabChapterPage. Besides being a
// widget it says which figures it shows (File → Export Figures), gets itself ready for a
// screenshot (the tour: pending work finished, a representative state shown) and may follow
// the content language (a lab that shows the pack's texts itself, such as the quiz's).
#pragma once

#include "sdk/sdkexport.h"

#include "sdk/chapterpage.h"

#include <QList>
#include <QWidget>

namespace atlas {

class ATLAS_SDK_EXPORT ChapterLab : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    virtual QList<ExportableFigure> figures() const { return {}; }
    // Finishes pending work synchronously and shows a representative state.
    virtual void prepareForScreenshot() {}
    // The pack's content language changed (ChapterContext::language()).
    virtual void setContentLanguage(const QString &language) { Q_UNUSED(language) }
};

} // namespace atlas
