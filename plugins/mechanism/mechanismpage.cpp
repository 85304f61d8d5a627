#include "mechanismpage.h"

#include "mechanismlab.h"
#include "mechanismparams.h"

#include "sdk/chaptercontext.h"

namespace atlas {

MechanismPage::MechanismPage(ChapterContext &context, QWidget *parent) : StandardChapterPage(context, parent)
{
    // The plugin validated the params before the page was created; anything wrong would have
    // kept the page from opening, so the report is empty here.
    ParamsReport report;
    lab_ = new MechanismLab(MechanismParams::read(context.chapter().params, report));
    setLab(lab_);
}

QList<ExportableFigure> MechanismPage::figures() const
{
    return lab_->figures();
}

void MechanismPage::prepareForScreenshot()
{
    // Everything is computed synchronously. The representative view: one head stage by
    // stage, from the scores to the attention weights, for the last token (which may read
    // every key under the causal mask).
    lab_->scrollToSection(1);
}

} // namespace atlas
