#include "decoderlab.h"

#include "decoderinputbar.h"
#include "decodersession.h"
#include "gradientcheckpanel.h"
#include "gradientgraphview.h"
#include "nodeinspector.h"
#include "prefixinvariancepanel.h"
#include "trainingpanel.h"

#include "sdk/changesummaryline.h"

#include <QEvent>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace atlas {

DecoderLab::DecoderLab(DecoderSession &session, QWidget *parent)
    : QWidget(parent), session_(session), inputBar_(new DecoderInputBar(session, this)), tabs_(new QTabWidget(this)),
      graphPage_(new QWidget(tabs_)), graphHint_(new QLabel(graphPage_)), graphView_(new GradientGraphView(graphPage_)),
      inspector_(new NodeInspector(graphPage_)), check_(new GradientCheckPanel(session, tabs_)),
      prefix_(new PrefixInvariancePanel(session, tabs_)), training_(new TrainingPanel(session, tabs_))
{
    setObjectName(QStringLiteral("decoderLab"));
    tabs_->setObjectName(QStringLiteral("decoderViews"));
    auto *graphLayout = new QVBoxLayout(graphPage_);
    graphHint_->setWordWrap(true);
    graphLayout->addWidget(graphHint_);
    graphLayout->addWidget(graphView_);
    graphLayout->addWidget(inspector_);
    graphLayout->addStretch(1);
    tabs_->addTab(graphPage_, QString());
    tabs_->addTab(check_, QString());
    tabs_->addTab(prefix_, QString());
    tabs_->addTab(training_, QString());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(inputBar_);
    // What the last edit of the input did to the numbers shown: never stale.
    layout->addWidget(new ChangeSummaryLine(this, this));
    layout->addWidget(tabs_, 1);

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
    retranslate();
    showGraph();
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

void DecoderLab::retranslate()
{
    tabs_->setTabText(0, tr("Gradient graph"));
    tabs_->setTabText(1, tr("Gradient check"));
    tabs_->setTabText(2, tr("Prefix invariance"));
    tabs_->setTabText(3, tr("Training"));
    tabs_->setAccessibleName(tr("Views of the decoder"));
    graphHint_->setText(tr("Every node the loss depends on. An arrow runs from an input to the node computed "
                           "from it; the backward pass sends ∂L along every arrow in reverse. Select a node "
                           "(click, or the arrow keys) to see its value and its gradient."));
}

void DecoderLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_decoderlab.cpp"
