#include "headspage.h"

#include "headslab.h"
#include "headssession.h"

#include "core/packpaths.h"
#include "core/trainedmodelstore.h"
#include "sdk/chaptercontext.h"

#include <QLabel>

namespace atlas {

HeadsPage::HeadsPage(ChapterContext &context, const HeadsParams &params, QWidget *parent)
    : LabChapterPage(context, parent)
{
    auto *session = new HeadsSession(params, this);
    QString problem;
    if (!params.trainedModel.isEmpty()) {
        if (const std::optional<QByteArray> model = context.paths().read(params.trainedModel, TrainedModelStore::maxFileBytes, &problem))
            session->loadModel(*model, &problem);
    }
    auto *lab = new HeadsLab(*session);
    if (!problem.isEmpty())
        // The circuits panel's notice says there is no model; here, why.
        //: %1 the model file of the pack, %2 why it cannot be used.
        lab->findChild<QLabel *>(QStringLiteral("modelNotice"))->setText(tr("The pack's model %1 cannot be used: %2").arg(params.trainedModel, problem));
    setChapterLab(lab);
}

} // namespace atlas

#include "moc_headspage.cpp"
