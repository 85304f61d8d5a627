#include "inductionpage.h"

#include "inductionlab.h"
#include "inductionsession.h"

#include "core/chapterpack.h"
#include "core/packpaths.h"
#include "core/trainedmodelstore.h"
#include "sdk/chaptercontext.h"
#include "sdk/labsections.h"

namespace atlas {

InductionPage::InductionPage(ChapterContext &context, const InductionParams &params, QWidget *parent,
                             const QString &storePath)
    : StandardChapterPage(context, parent), session_(new InductionSession(params, this)),
      lab_(new InductionLab(*session_))
{
    QString notice;
    // The pack's trained model first; the learner's own, when there is one, replaces it.
    if (!params.trainedModel.isEmpty()) {
        QString problem;
        const std::optional<QByteArray> bytes = context.paths().read(params.trainedModel, TrainedModelStore::maxFileBytes, &problem);
        if (bytes && session_->loadModel(*bytes, &problem))
            packModel_ = *bytes;
        if (!problem.isEmpty())
            //: %1 the model file of the pack, %2 why it cannot be used.
            notice = tr("The pack's trained model %1 cannot be used: %2").arg(params.trainedModel, problem);
    }
    const QString path = storePath.isEmpty()
        ? TrainedModelStore::defaultFilePath(context.pack().id + QLatin1Char('-') + context.chapter().id)
        : storePath;
    const QString restored = session_->attachStore(std::make_unique<TrainedModelStore>(path));
    if (!restored.isEmpty())
        notice = notice.isEmpty() ? restored : notice + QLatin1Char(' ') + restored;
    lab_->setNotice(notice);
    setLab(lab_);
}

QList<ExportableFigure> InductionPage::figures() const
{
    return lab_->figures();
}

void InductionPage::prepareForScreenshot()
{
    session_->setSaving(false);
    if (session_->state() != InductionSession::State::Idle) {
        session_->cancel();
        session_->waitForWorker();
    }
    if (packModel_.isEmpty() || !session_->loadModel(packModel_)) {
        InductionTrainingConfig settings = session_->params().config;
        settings.threads = session_->settings().threads;
        session_->setSettings(settings);
        session_->reset();
        // Until the rule marks the head as formed and a little after, within the run's steps.
        constexpr std::int64_t chunk = 100;
        std::int64_t done = 0;
        while (done < settings.steps && !session_->curve().formedAt()) {
            const std::int64_t made = session_->trainNow(std::min(chunk, settings.steps - done));
            if (made == 0)
                break; // diverged at once: show what there is
            done += made;
        }
        if (done < settings.steps)
            session_->trainNow(std::min(chunk, settings.steps - done));
    }
    session_->setAllHeadsOn();
    session_->requestHeadReports();
    session_->waitForHeadReports(); // the table filled, as a learner sees it a moment later
    lab_->setNotice(QString());
    lab_->sections()->scrollToSection(1);
}

} // namespace atlas

#include "moc_inductionpage.cpp"
