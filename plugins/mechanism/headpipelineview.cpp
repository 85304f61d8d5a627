#include "headpipelineview.h"

#include "flowlayout.h"
#include "stageheader.h"
#include "tokenlabels.h"

#include "core/numberinput.h"
#include "sdk/boxlayout.h"
#include "sdk/matrixheatmap.h"
#include "sdk/retranslator.h"

#include <QTabBar>

namespace atlas {

namespace {

// The object name is how tests find the stage.
MatrixHeatmap *newHeatmap(QWidget *parent, const QString &name, MatrixModel::Scale scale)
{
    auto *heatmap = new MatrixHeatmap(parent);
    heatmap->setObjectName(name);
    heatmap->model()->setScale(scale);
    return heatmap;
}

// Widgets side by side while they fit, wrapping when the lab is narrow.
QWidget *flow(QWidget *parent, const QList<QWidget *> &widgets)
{
    auto *box = new QWidget(parent);
    auto *layout = new FlowLayout(box);
    for (QWidget *w : widgets)
        layout->addWidget(w);
    return box;
}

// A stage: its heading above its matrix, as wide as the matrix.
QWidget *stage(QWidget *parent, StageHeader *header, MatrixHeatmap *matrix)
{
    auto *box = new QWidget(parent);
    BoxLayout::column(box, {header, BoxLayout::aligned(matrix, Qt::AlignLeft | Qt::AlignTop), BoxLayout::stretch()})
        ->setSpacing(2);
    return box;
}

} // namespace

HeadPipelineView::HeadPipelineView(QWidget *parent)
    : QWidget(parent), tabs_(new QTabBar(this)),
      projectionHeader_(new StageHeader(QStringLiteral("Q_h = X W_q^{(h)}, \\quad K_h = X W_k^{(h)}, \\quad V_h = X W_v^{(h)}"), this)),
      rawHeader_(new StageHeader(QStringLiteral("Q_h K_h^\\top"), this)),
      scaledHeader_(new StageHeader(QStringLiteral("S_h = \\frac{Q_h K_h^\\top}{\\tau \\sqrt{d_k}}"), this)),
      maskedHeader_(new StageHeader(QStringLiteral("S_h + M, \\quad M_{ij} \\in \\{0, -\\infty\\}"), this)),
      softmaxHeader_(new StageHeader(QString(), this)),
      outputHeader_(new StageHeader(QStringLiteral("Y_h = A_h V_h"), this)),
      q_(newHeatmap(this, QStringLiteral("queries"), MatrixModel::Scale::Signed)),
      k_(newHeatmap(this, QStringLiteral("keys"), MatrixModel::Scale::Signed)),
      v_(newHeatmap(this, QStringLiteral("values"), MatrixModel::Scale::Signed)),
      raw_(newHeatmap(this, QStringLiteral("rawScores"), MatrixModel::Scale::Signed)),
      scaled_(newHeatmap(this, QStringLiteral("scores"), MatrixModel::Scale::Signed)),
      masked_(newHeatmap(this, QStringLiteral("maskedScores"), MatrixModel::Scale::Signed)),
      weights_(newHeatmap(this, QStringLiteral("weights"), MatrixModel::Scale::Probability)),
      output_(newHeatmap(this, QStringLiteral("output"), MatrixModel::Scale::Signed))
{
    tabs_->setObjectName(QStringLiteral("headTabs"));
    tabs_->setExpanding(false);
    masked_->model()->setMaskedText(QStringLiteral("−∞"));
    // A masked weight is exactly 0 — hatched, so it never reads as a computed 0.
    weights_->model()->setMaskedText(QStringLiteral("0"));
    for (MatrixHeatmap *m : {q_, k_, v_, output_})
        m->setShowLegend(false);

    BoxLayout::column(this, {tabs_, projectionHeader_, flow(this, {q_, k_, v_}),
                             flow(this, {stage(this, rawHeader_, raw_), stage(this, scaledHeader_, scaled_),
                                         stage(this, maskedHeader_, masked_), stage(this, softmaxHeader_, weights_)}),
                             outputHeader_, BoxLayout::aligned(output_, Qt::AlignLeft)})
        ->setSpacing(4);

    connect(tabs_, &QTabBar::currentChanged, this, [this](int index) {
        if (index < 0 || index == head_)
            return;
        head_ = index;
        if (state_)
            show(*state_);
        Q_EMIT headChanged(head_);
    });
    for (MatrixHeatmap *m : {raw_, scaled_, masked_, weights_})
        connect(m, &MatrixHeatmap::rowSelected, this, &HeadPipelineView::querySelected);
    (new Retranslator(this))->bind([this] {
        showTexts();
        if (state_)
            show(*state_);
    });
}

QList<MatrixHeatmap *> HeadPipelineView::heatmaps() const
{
    return {q_, k_, v_, raw_, scaled_, masked_, weights_, output_};
}

void HeadPipelineView::setHead(int head)
{
    if (head >= 0 && head < tabs_->count())
        tabs_->setCurrentIndex(head);
}

void HeadPipelineView::show(const MechanismState &state)
{
    state_ = &state;
    const AttentionTrace<double> &trace = state.trace();
    if (trace.heads.empty())
        return;
    const int heads = static_cast<int>(trace.heads.size());
    {
        const QSignalBlocker blocker(tabs_);
        while (tabs_->count() > heads)
            tabs_->removeTab(tabs_->count() - 1);
        while (tabs_->count() < heads)
            tabs_->addTab(QString());
        head_ = std::min(head_, heads - 1);
        tabs_->setCurrentIndex(head_);
        for (int h = 0; h < heads; ++h)
            tabs_->setTabText(h, tr("Head %1").arg(h + 1));
    }
    const HeadTrace<double> &head = trace.heads[static_cast<std::size_t>(head_)];
    const QStringList tokens = TokenLabels::unique(state.tokens());
    const auto fill = [&](MatrixHeatmap *m, const Matrix<double> &values, const QStringList &columns) {
        m->model()->setMatrix(values);
        m->model()->setRowLabels(tokens);
        m->model()->setColumnLabels(columns);
        m->setSelectedRow(state.query());
    };
    fill(q_, head.q, TokenLabels::numbered(QStringLiteral("q"), static_cast<int>(head.q.cols())));
    fill(k_, head.k, TokenLabels::numbered(QStringLiteral("k"), static_cast<int>(head.k.cols())));
    fill(v_, head.v, TokenLabels::numbered(QStringLiteral("v"), static_cast<int>(head.v.cols())));
    fill(raw_, head.rawScores, tokens);
    fill(scaled_, head.scores, tokens);
    fill(masked_, head.scores, tokens);
    masked_->model()->setMask(trace.allowed);
    fill(weights_, head.probabilities, tokens);
    weights_->model()->setMask(trace.allowed);
    // Each stage's heading wraps to the width of its matrix.
    for (auto [header, matrix] : {std::pair{rawHeader_, raw_}, std::pair{scaledHeader_, scaled_},
                                  std::pair{maskedHeader_, masked_}, std::pair{softmaxHeader_, weights_}})
        header->setFixedWidth(std::max(matrix->sizeHint().width(), 220));
    fill(output_, head.output, TokenLabels::numbered(QStringLiteral("o"), static_cast<int>(head.output.cols())));
    showTexts();
}

void HeadPipelineView::showTexts()
{
    const QString h = TokenLabels::subscript(head_ + 1);
    q_->setTitle(tr("Queries Q%1").arg(h));
    k_->setTitle(tr("Keys K%1").arg(h));
    v_->setTitle(tr("Values V%1").arg(h));
    raw_->setTitle(tr("Dot products Q%1·K%1ᵀ").arg(h));
    scaled_->setTitle(tr("Scores S%1").arg(h));
    masked_->setTitle(tr("Masked scores S%1 + M").arg(h));
    weights_->setTitle(tr("Attention weights A%1").arg(h));
    output_->setTitle(tr("Head output Y%1").arg(h));
    for (MatrixHeatmap *m : {q_, k_, v_, output_}) {
        m->setAxisCaptions(tr("rows: tokens"), tr("columns: coordinates"));
        m->model()->setAxisNames(tr("token"), tr("coordinate"));
    }
    for (MatrixHeatmap *m : {raw_, scaled_, masked_, weights_})
        m->model()->setAxisNames(tr("query"), tr("key"));
    projectionHeader_->setExplanation(tr("Each token's row of X is projected three ways: what it looks for (query), "
                                         "what it offers to be found by (key), and what it passes on (value)."));
    rawHeader_->setExplanation(tr("Row i, column j: how well query i matches key j."));
    if (state_ && !state_->trace().heads.empty()) {
        const double c = state_->trace().heads.front().scale;
        //: %1 is the temperature τ, %2 the key width dₖ, %3 the factor 1/(τ√dₖ).
        scaledHeader_->setExplanation(tr("Divided by τ√dₖ: for query and key coordinates that are independent with mean 0 and variance 1, "
                                         "this keeps the spread of the scores from growing with the head width. "
                                         "Here τ = %1 and dₖ = %2, so every entry is multiplied by %3.")
                                          .arg(NumberInput::format(state_->temperature(), locale(), 2))
                                          .arg(state_->keyWidth())
                                          .arg(NumberInput::format(c, locale(), 3)));
    } else {
        scaledHeader_->setExplanation(tr("Divided by τ√dₖ: for query and key coordinates that are independent with mean 0 and variance 1, "
                                         "this keeps the spread of the scores from growing with the head width."));
    }
    maskedHeader_->setExplanation(state_ && !state_->causal()
                                      ? tr("No mask: every query may read every key (bidirectional).")
                                      : tr("The causal mask: a query may not read later tokens. Their scores become −∞."));
    //: Words inside the typeset formula "A = softmax(S + M) row by row": the softmax is taken over each row
    //: separately. Plain text only (no braces or backslashes).
    softmaxHeader_->setFormula(QStringLiteral("A_h = \\operatorname{softmax}(S_h + M) \\text{ %1}").arg(tr("row by row")));
    softmaxHeader_->setExplanation(tr("Each row sums to 1 over the keys it may read; masked keys get exactly 0."));
    outputHeader_->setExplanation(tr("Row i mixes the value vectors with row i of A as weights."));
}

} // namespace atlas

#include "moc_headpipelineview.cpp"
