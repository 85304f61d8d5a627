#include "mechanismpage.h"

#include "mechanismlab.h"

namespace atlas {

MechanismPage::MechanismPage(ChapterContext &context, const MechanismParams &params, QWidget *parent)
    : StandardChapterPage(context, parent), lab_(new MechanismLab(params))
{
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

#include "moc_mechanismpage.cpp"
