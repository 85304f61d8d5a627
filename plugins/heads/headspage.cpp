#include "headspage.h"

#include "circuitspanel.h"
#include "headslab.h"
#include "headssession.h"

#include "core/packpaths.h"
#include "core/trainedmodelstore.h"
#include "sdk/chaptercontext.h"
#include "sdk/labsections.h"

#include <QFile>
#include <QLabel>

namespace atlas {

HeadsPage::HeadsPage(ChapterContext &context, const HeadsParams &params, QWidget *parent)
    : StandardChapterPage(context, parent), session_(new HeadsSession(params, this))
{
    QString problem;
    if (!params.trainedModel.isEmpty()) {
        const PackPaths::Resolution file = context.paths().resolve(params.trainedModel);
        QFile model(file.absolutePath);
        if (!file.error.isEmpty())
            problem = file.error;
        else if (!model.open(QIODevice::ReadOnly))
            problem = model.errorString();
        else
            session_->loadModel(model.read(TrainedModelStore::maxFileBytes), &problem);
    }
    lab_ = new HeadsLab(*session_);
    if (!problem.isEmpty())
        //: %1 the model file of the pack, %2 why it cannot be used.
        lab_->circuits()->notice()->setText(tr("The pack's model %1 cannot be used: %2").arg(params.trainedModel, problem));
    setLab(lab_);
}

QList<ExportableFigure> HeadsPage::figures() const
{
    return lab_->figures();
}

void HeadsPage::prepareForScreenshot()
{
    session_->reset();
    lab_->sections()->scrollToSection(0);
}

} // namespace atlas

#include "moc_headspage.cpp"
