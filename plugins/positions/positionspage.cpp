#include "positionspage.h"

#include "absolutepanel.h"
#include "positionslab.h"
#include "positionssession.h"

#include "core/packpaths.h"
#include "core/trainedmodelstore.h"
#include "sdk/chaptercontext.h"
#include "sdk/labsections.h"

#include <QFile>

namespace atlas {

PositionsPage::PositionsPage(ChapterContext &context, const PositionsParams &params, QWidget *parent)
    : StandardChapterPage(context, parent), session_(new PositionsSession(params, this)),
      lab_(new PositionsLab(*session_))
{
    if (!params.learnedModel.isEmpty()) {
        const PackPaths::Resolution file = context.paths().resolve(params.learnedModel);
        QFile model(file.absolutePath);
        QString problem;
        if (!file.error.isEmpty())
            problem = file.error;
        else if (!model.open(QIODevice::ReadOnly))
            problem = model.errorString();
        else
            session_->loadLearnedTable(model.read(TrainedModelStore::maxFileBytes), &problem);
        if (!problem.isEmpty())
            //: %1 the model file of the pack, %2 why it cannot be used.
            lab_->absolute()->setLearnedNotice(tr("The pack's model %1 cannot be used: %2").arg(params.learnedModel, problem));
    }
    setLab(lab_);
}

QList<ExportableFigure> PositionsPage::figures() const
{
    return lab_->figures();
}

void PositionsPage::prepareForScreenshot()
{
    session_->reset();
    lab_->sections()->scrollToSection(0);
}

} // namespace atlas

#include "moc_positionspage.cpp"
