#include "headcombinationview.h"

#include "flowlayout.h"
#include "stageheader.h"
#include "tokenlabels.h"

#include "sdk/boxlayout.h"
#include "sdk/matrixheatmap.h"
#include "sdk/retranslator.h"


namespace atlas {

HeadCombinationView::HeadCombinationView(QWidget *parent)
    : QWidget(parent), headsHeader_(new StageHeader(QStringLiteral("A_1, \\ldots, A_H"), this)), grid_(nullptr),
      concatenated_(new MatrixHeatmap(this)), output_(new MatrixHeatmap(this))
{
    auto *heads = new QWidget(this);
    grid_ = new FlowLayout(heads);
    auto *concatHeader = new StageHeader(QStringLiteral("C = [\\, Y_1 \\; Y_2 \\; \\cdots \\; Y_H \\,]"), this);
    auto *outputHeader = new StageHeader(QStringLiteral("\\operatorname{MHA}(X) = C \\, W_o"), this);
    concatenated_->model()->setScale(MatrixModel::Scale::Signed);
    output_->model()->setScale(MatrixModel::Scale::Signed);

    BoxLayout::column(this, {headsHeader_, heads, concatHeader, BoxLayout::aligned(concatenated_, Qt::AlignLeft), outputHeader,
                             BoxLayout::aligned(output_, Qt::AlignLeft)});
    auto *texts = new Retranslator(this);
    texts->bind([this, concatHeader, outputHeader] {
        concatHeader->setExplanation(tr("The head outputs side by side: columns h1:… come from head 1, h2:… from head 2."));
        concatenated_->setTitle(tr("Concatenated heads C"));
        concatenated_->setAxisCaptions(tr("rows: tokens"), tr("columns: head outputs"));
        concatenated_->model()->setAxisNames(tr("token"), tr("column"));
        outputHeader->setExplanation(tr("Wo mixes the heads' results into one vector per token, as wide as X: "
                                        "what the layer adds to each token's representation."));
        output_->setTitle(tr("Layer output MHA(X)"));
        output_->setAxisCaptions(tr("rows: tokens"), tr("columns: output features"));
        output_->model()->setAxisNames(tr("token"), tr("feature"));
    });
    texts->bind([this] { showTexts(); });
}

void HeadCombinationView::show(const MechanismState &state)
{
    state_ = &state;
    const AttentionTrace<double> &trace = state.trace();
    const int heads = static_cast<int>(trace.heads.size());
    while (heads_.size() > heads)
        delete heads_.takeLast();
    while (heads_.size() < heads) {
        auto *m = new MatrixHeatmap(grid_->parentWidget());
        m->model()->setScale(MatrixModel::Scale::Probability);
        // One legend for all: the scale is the same [0, 1].
        m->setShowLegend(false);
        connect(m, &MatrixHeatmap::rowSelected, this, &HeadCombinationView::querySelected);
        grid_->addWidget(m);
        heads_.append(m);
    }
    const QStringList tokens = TokenLabels::unique(state.tokens());
    for (int h = 0; h < heads; ++h) {
        MatrixHeatmap *m = heads_.at(h);
        m->model()->setMatrix(trace.heads[static_cast<std::size_t>(h)].probabilities);
        m->model()->setMask(trace.allowed);
        m->model()->setRowLabels(tokens);
        m->model()->setColumnLabels(tokens);
        m->setSelectedRow(state.query());
        m->setShowLegend(h == heads - 1);
    }
    concatenated_->model()->setMatrix(trace.concatenated);
    concatenated_->model()->setRowLabels(tokens);
    concatenated_->model()->setColumnLabels(TokenLabels::perHead(heads, state.valueWidth()));
    concatenated_->setSelectedRow(state.query());
    output_->model()->setMatrix(trace.output);
    output_->model()->setRowLabels(tokens);
    output_->model()->setColumnLabels(TokenLabels::numbered(QStringLiteral("y"), static_cast<int>(trace.output.cols())));
    output_->setSelectedRow(state.query());
    showTexts();
}

void HeadCombinationView::showTexts()
{
    for (qsizetype h = 0; h < heads_.size(); ++h) {
        heads_.at(h)->setTitle(tr("A%1 (head %2)").arg(TokenLabels::subscript(static_cast<int>(h) + 1)).arg(h + 1));
        heads_.at(h)->model()->setAxisNames(tr("query"), tr("key"));
    }
    headsHeader_->setExplanation(heads_.size() > 1
        ? tr("Every head reads the same tokens through its own projections, so it forms its own mixture: "
             "compare where each row puts its weight.")
        : tr("With one head there is one mixture per token. Add heads above to see several side by side."));
}

} // namespace atlas

#include "moc_headcombinationview.cpp"
