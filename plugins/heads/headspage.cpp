#include "headspage.h"

#include "circuitspanel.h"
#include "headslab.h"
#include "headssession.h"

#include "core/packpaths.h"
#include "core/trainedmodelstore.h"
#include "sdk/chaptercontext.h"

#include <QLabel>

namespace atlas {

HeadsPage::HeadsPage(ChapterContext &context, const HeadsParams &params, QWidget *parent)
    : LabChapterPage(context, parent), session_(new HeadsSession(params, this))
{
    QString problem;
    if (!params.trainedModel.isEmpty()) {
        if (const std::optional<QByteArray> model = context.paths().read(params.trainedModel, TrainedModelStore::maxFileBytes, &problem))
            session_->loadModel(*model, &problem);
    }
    lab_ = new HeadsLab(*session_);
    if (!problem.isEmpty())
        //: %1 the model file of the pack, %2 why it cannot be used.
        lab_->circuits()->notice()->setText(tr("The pack's model %1 cannot be used: %2").arg(params.trainedModel, problem));
    setSectionedLab(lab_);
}

} // namespace atlas

#include "moc_headspage.cpp"
