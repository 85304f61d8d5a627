#include "decoderlab.h"

#include "decoderinputbar.h"
#include "decodersession.h"
#include "gradientcheckpanel.h"
#include "gradientgraphview.h"
#include "nodeinspector.h"
#include "prefixinvariancepanel.h"
#include "trainingpanel.h"

#include "sdk/boxlayout.h"
#include "sdk/changesummaryline.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QChartView>
#include <QTabWidget>

namespace atlas {

DecoderLab::DecoderLab(DecoderSession &session, QWidget *parent)
    : QWidget(parent), session_(session), inputBar_(new DecoderInputBar(session, this)), tabs_(new QTabWidget(this)),
      graphView_(new GradientGraphView), inspector_(new NodeInspector), check_(new GradientCheckPanel(session, tabs_)),
      prefix_(new PrefixInvariancePanel(session, tabs_)), training_(new TrainingPanel(session, tabs_))
{
    setObjectName(QStringLiteral("decoderLab"));
    tabs_->setObjectName(QStringLiteral("decoderViews"));
    // Object names let tests find the parts.
    inputBar_->setObjectName(QStringLiteral("decoderInput"));
    graphView_->setObjectName(QStringLiteral("gradientGraph"));
    inspector_->setObjectName(QStringLiteral("nodeInspector"));
    auto *texts = new Retranslator(this);
    auto *graphPage = new QWidget(tabs_);
    auto *graphHint = new ParagraphLabel(graphPage);
    texts->text(graphHint, [] {
        return tr("Every node the loss depends on. An arrow runs from an input to the node computed "
                  "from it; the backward pass sends ∂L along every arrow in reverse. Select a node "
                  "(click, or the arrow keys) to see its value and its gradient.");
    });
    // The page's own margins, as the other tabs have.
    graphPage->setLayout(BoxLayout::column({graphHint, graphView_, inspector_, BoxLayout::stretch()}));
    for (QWidget *view : QList<QWidget *>{graphPage, check_, prefix_, training_})
        tabs_->addTab(view, QString());
    texts->bind([this] {
        const QStringList titles{tr("Gradient graph"), tr("Gradient check"), tr("Prefix invariance"), tr("Training")};
        for (int tab = 0; tab < titles.size(); ++tab)
            tabs_->setTabText(tab, titles.at(tab));
        tabs_->setAccessibleName(tr("Views of the decoder"));
    });

    // What the last edit of the input did to the numbers shown: never stale.
    BoxLayout::column(this, {inputBar_, new ChangeSummaryLine(this, this), BoxLayout::stretched(tabs_, 1)});

    connect(&session_, &DecoderSession::changed, this, &DecoderLab::showGraph);
    connect(graphView_, &GradientGraphView::nodeSelected, this, &DecoderLab::showSelectedNode);
    // The error map follows the node chosen in the graph.
    connect(graphView_, &GradientGraphView::nodeSelected, this, [this](int index) {
        if (index >= 0 && std::size_t(index) < session_.graph().nodes.size())
            check_->selectNode(QString::fromStdString(session_.graph().nodes[std::size_t(index)].id));
    });
    // Model sizes cannot change under a training run, and the input folds away while it goes so
    // that the watch and the loss curve move up into view.
    connect(training_, &TrainingPanel::trainingStarted, this, [this] {
        inputBar_->setEnabled(false);
        inputBar_->hide();
    });
    connect(training_, &TrainingPanel::trainingFinished, this, [this] {
        inputBar_->setEnabled(true);
        inputBar_->show();
    });
    showGraph();
}

QList<ExportableFigure> DecoderLab::figures() const
{
    const QString node = inspector_->nodeId();
    QList<ExportableFigure> list{{QStringLiteral("value-") + node, inspector_->valueMap(), inspector_->valueMap()->model()}};
    if (inspector_->gradientMap()->isVisibleTo(inspector_))
        list.append({QStringLiteral("gradient-") + node, inspector_->gradientMap(), inspector_->gradientMap()->model()});
    list.append({QStringLiteral("gradient-check-error"), check_->errorMap(), check_->errorMap()->model()});
    list.append({QStringLiteral("prefix-invariance"), prefix_->chartView(), nullptr});
    list.append({QStringLiteral("training-loss"), training_->chartView(), nullptr});
    return list;
}

void DecoderLab::waitForRuns()
{
    check_->waitForFinished();
    training_->waitForFinished();
}

void DecoderLab::showGraph()
{
    graphView_->setGraph(session_.graph(), session_.params().layers > 1);
    showSelectedNode();
}

void DecoderLab::showSelectedNode()
{
    const int index = graphView_->selectedNode();
    if (index < 0 || std::size_t(index) >= session_.graph().nodes.size())
        return;
    inspector_->setNode(session_.graph().nodes[std::size_t(index)], session_.tokens(), session_.vocabulary(),
                        session_.params().layers > 1);
}

} // namespace atlas

#include "moc_decoderlab.cpp"
