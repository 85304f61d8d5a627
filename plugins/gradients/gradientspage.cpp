#include "gradientspage.h"

#include "decoderlab.h"
#include "decodersession.h"
#include "gradientcheckpanel.h"
#include "nodeinspector.h"
#include "prefixinvariancepanel.h"
#include "scoresweepchart.h"
#include "trainingpanel.h"
#include "workedrelationpanel.h"

#include "sdk/matrixheatmap.h"
#include "sdk/retranslator.h"

#include <QChartView>
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
    QList<ExportableFigure> list{{QStringLiteral("worked-relation-sweep"), worked_->chart(), nullptr}};
    const NodeInspector *inspector = decoder_->inspector();
    const QString node = inspector->nodeId();
    list.append({QStringLiteral("value-") + node, inspector->valueMap(), inspector->valueMap()->model()});
    if (inspector->gradientMap()->isVisibleTo(inspector))
        list.append({QStringLiteral("gradient-") + node, inspector->gradientMap(), inspector->gradientMap()->model()});
    list.append({QStringLiteral("gradient-check-error"), decoder_->checkPanel()->errorMap(),
                 decoder_->checkPanel()->errorMap()->model()});
    list.append({QStringLiteral("prefix-invariance"), decoder_->prefixPanel()->chartView(), nullptr});
    list.append({QStringLiteral("training-loss"), decoder_->trainingPanel()->chartView(), nullptr});
    return list;
}

void GradientsPage::prepareForScreenshot()
{
    // The seed's example, finished: the first thing a learner sees.
    tabs_->setCurrentWidget(worked_);
    decoder_->checkPanel()->waitForFinished();
    decoder_->trainingPanel()->waitForFinished();
}

} // namespace atlas

#include "moc_gradientspage.cpp"
