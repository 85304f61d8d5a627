#include "positionspage.h"

#include "positionslab.h"
#include "positionssession.h"

#include "core/packpaths.h"
#include "core/trainedmodelstore.h"
#include "sdk/chaptercontext.h"

namespace atlas {

PositionsPage::PositionsPage(ChapterContext &context, const PositionsParams &params, QWidget *parent)
    : LabChapterPage(context, parent)
{
    auto *session = new PositionsSession(params, this);
    QString problem;
    if (!params.learnedModel.isEmpty()) {
        const std::optional<QByteArray> model = context.paths().read(params.learnedModel, TrainedModelStore::maxFileBytes, &problem);
        if (model)
            session->loadLearnedTable(*model, &problem);
    }
    QString notice;
    if (!problem.isEmpty())
        //: %1 the model file of the pack, %2 why it cannot be used.
        notice = tr("The pack's model %1 cannot be used: %2").arg(params.learnedModel, problem);
    // The lab after the table: it names the learned table's figures only when there is one.
    setChapterLab(new PositionsLab(*session, notice));
}

} // namespace atlas

#include "moc_positionspage.cpp"
