#include "gradientspage.h"

#include "decoderlab.h"
#include "decodersession.h"
#include "scoresweepchart.h"
#include "workedrelationpanel.h"

#include "sdk/retranslator.h"

#include <QTabWidget>

namespace atlas {

GradientsPage::GradientsPage(ChapterContext &context, const GradientsParams &params, QWidget *parent)
    : StandardChapterPage(context, parent), session_(new DecoderSession(params.decoder, this)), tabs_(new QTabWidget),
      worked_(new WorkedRelationPanel(params.worked, tabs_)), decoder_(new DecoderLab(*session_, tabs_))
{
    // Object names let tests that open the page through its plugin find the parts.
    tabs_->setObjectName(QStringLiteral("gradientsLab"));
    tabs_->addTab(worked_, QString());
    tabs_->addTab(decoder_, QString());
    (new Retranslator(this))->bind([this] {
        //: Tab title: the worked example of the relation between softmax scores and the output's derivatives.
        tabs_->setTabText(0, tr("Worked relation"));
        tabs_->setTabText(1, tr("Executable decoder"));
        tabs_->setAccessibleName(tr("Gradients lab"));
    });
    setLab(tabs_);
}

QList<ExportableFigure> GradientsPage::figures() const
{
    return QList<ExportableFigure>{{QStringLiteral("worked-relation-sweep"), worked_->chart(), nullptr}} + decoder_->figures();
}

void GradientsPage::prepareForScreenshot()
{
    // The seed's example, finished: the first thing a learner sees.
    tabs_->setCurrentWidget(worked_);
    decoder_->waitForRuns();
}

} // namespace atlas

#include "moc_gradientspage.cpp"
