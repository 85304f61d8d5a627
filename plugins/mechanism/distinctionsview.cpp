#include "distinctionsview.h"

#include "flowlayout.h"
#include "stageheader.h"
#include "temperatureslider.h"
#include "tokenlabels.h"
#include "unitbarchart.h"

#include "core/numberinput.h"
#include "sdk/boxlayout.h"
#include "sdk/colorscale.h"
#include "sdk/enginematrix.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QPushButton>

namespace atlas {

DistinctionsView::DistinctionsView(QWidget *parent)
    : QWidget(parent),
      samplingHeader_(new StageHeader(QStringLiteral("p_j = \\frac{\\exp(z_j / \\tau_s)}{\\sum_l \\exp(z_l / \\tau_s)}, \\quad z_j = \\operatorname{MHA}(X)_i \\cdot x_j"), this)),
      sampling_(new TemperatureSlider(declared::mechanism::temperature::minimum, declared::mechanism::temperature::maximum, this)),
      chart_(new QChart), chartView_(new QChartView(chart_, this)), probabilities_(new QBarSet(QString())),
      vocabulary_(new QBarCategoryAxis), effectTitle_(new ParagraphLabel(this)),
      effect_(new ParagraphLabel(this, QString(), ParagraphLabel::Selection::ByMouse)),
      explanationHeader_(new StageHeader(QStringLiteral("A_h = \\operatorname{softmax}\\left(\\frac{Q_h K_h^\\top}{\\tau \\sqrt{d_k}} + M\\right), \\quad \\operatorname{MHA}(X) = [A_1 V_1 \\cdots A_H V_H] \\, W_o"), this)),
      newValues_(new QPushButton(this)), before_(new MatrixHeatmap(this)), after_(new MatrixHeatmap(this)),
      explanation_(new ParagraphLabel(this))
{
    newValues_->setObjectName(QStringLiteral("newValueWeights"));
    sampling_->setSymbol(QStringLiteral("τₛ"));
    chart_->legend()->setVisible(false);
    auto *series = new QBarSeries;
    probabilities_->setColor(ColorScale::category(4));
    probabilities_->setBorderColor(ColorScale::category(4).darker(130));
    series->append(probabilities_);
    UnitBarChart::setUp(chartView_, series, vocabulary_);
    chartView_->setMinimumHeight(260);
    QFont bold = effectTitle_->font();
    bold.setBold(true);
    effectTitle_->setFont(bold);
    for (MatrixHeatmap *m : {before_, after_})
        m->model()->setScale(MatrixModel::Scale::Signed);

    auto *pair = new QWidget(this);
    auto *flow = new FlowLayout(pair);
    before_->setParent(pair);
    after_->setParent(pair);
    before_->setChangesSticky(true);
    after_->setChangesSticky(true);
    flow->addWidget(before_);
    flow->addWidget(after_);
    BoxLayout::column(this, {samplingHeader_, sampling_, chartView_, effectTitle_, effect_, explanationHeader_,
                             BoxLayout::aligned(newValues_, Qt::AlignLeft), pair, explanation_});

    connect(sampling_, &TemperatureSlider::valueChanged, this, &DistinctionsView::samplingTemperatureChanged);
    connect(newValues_, &QPushButton::clicked, this, &DistinctionsView::newValueWeightsRequested);
    (new Retranslator(this))->bind([this] { showTexts(); });
}

void DistinctionsView::show(const MechanismState &state)
{
    state_ = &state;
    {
        const QSignalBlocker blocker(sampling_);
        sampling_->setValue(state.samplingTemperature());
    }
    const RowVector<double> &p = state.nextTokenDistribution();
    const QStringList tokens = TokenLabels::unique(state.tokens());
    vocabulary_->setCategories(tokens);
    QList<qreal> values;
    for (Index j = 0; j < p.size(); ++j)
        values.append(p(j));
    probabilities_->remove(0, probabilities_->count());
    probabilities_->append(values);

    const Matrix<double> &previous = state.outputBeforeLastChange();
    const bool comparable = state.lastEffect().comparable && previous.rows() == state.trace().output.rows()
        && previous.cols() == state.trace().output.cols();
    before_->model()->setMatrix(comparable ? previous : state.trace().output);
    after_->model()->setMatrix(state.trace().output);
    // Before and after, the cells the last change moved stay outlined in both.
    if (comparable) {
        before_->model()->markChangesAgainst(state.trace().output);
        after_->model()->markChangesAgainst(previous);
    } else {
        before_->model()->clearChanges();
        after_->model()->clearChanges();
    }
    // One colour range for both, so equal numbers look equal.
    const double limit = std::max({engineView(before_->model()->matrix()).cwiseAbs().maxCoeff(), engineView(after_->model()->matrix()).cwiseAbs().maxCoeff(), 1e-12});
    for (MatrixHeatmap *m : {before_, after_}) {
        m->model()->setFixedColorRange(std::make_pair(-limit, limit));
        m->model()->setRowLabels(tokens);
        m->model()->setColumnLabels(TokenLabels::numbered(QStringLiteral("y"), state.modelWidth()));
    }
    showTexts();
}

QString DistinctionsView::effectTitle(MechanismState::Change change) const
{
    // One whole heading per kind of change, so every language can build its own sentence.
    using C = MechanismState::Change;
    switch (change) {
    case C::None: return tr("What your last change did — nothing yet:");
    case C::Embeddings: return tr("What your last change did — an edit of X:");
    case C::QueryWeights: return tr("What your last change did — an edit of Wq:");
    case C::KeyWeights: return tr("What your last change did — an edit of Wk:");
    case C::ValueWeights: return tr("What your last change did — an edit of Wv:");
    case C::OutputWeights: return tr("What your last change did — an edit of Wo:");
    case C::Heads: return tr("What your last change did — a new number of heads:");
    case C::Causal: return tr("What your last change did — switching the causal mask:");
    case C::AttentionTemperature: return tr("What your last change did — the attention temperature τ:");
    case C::SamplingTemperature: return tr("What your last change did — the sampling temperature τₛ:");
    case C::NewWeights: return tr("What your last change did — new random weights:");
    case C::NewValueWeights: return tr("What your last change did — another Wv:");
    case C::Reset: return tr("What your last change did — resetting the example:");
    }
    return QString();
}

QString DistinctionsView::movement(bool identical, double maxChange) const
{
    if (identical)
        return tr("unchanged, bit for bit (max |Δ| = 0)");
    return tr("changed (max |Δ| = %1)").arg(locale().toString(maxChange, 'g', 3));
}

QString DistinctionsView::effectText() const
{
    return effect_->text();
}

void DistinctionsView::showTexts()
{
    sampling_->setAccessibleName(tr("Sampling temperature"));
    probabilities_->setLabel(tr("next-token probability"));
    //: The distribution chart's axis: the toy vocabulary is the example's own tokens. Short: the chart may be narrow.
    vocabulary_->setTitleText(tr("next token (the example's tokens)"));
    for (QAbstractAxis *axis : chart_->axes(Qt::Vertical))
        axis->setTitleText(tr("probability"));
    samplingHeader_->setExplanation(tr("A toy unembedding reads the selected token's row i of the layer output MHA(X) as logits over the example's tokens "
                                       "(zⱼ = MHA(X)ᵢ·xⱼ, tied to the inputs). The sampling temperature τₛ divides those logits: it acts "
                                       "after attention, on the output, and cannot change A."));
    newValues_->setText(tr("Draw another Wv"));
    newValues_->setToolTip(tr("Replace only the value projection by new random numbers; Wq, Wk and X stay."));
    explanationHeader_->setExplanation(tr("Attention weights are not a complete explanation: Wv and Wo do not enter A, "
                                          "so the same A can pass on very different information."));
    before_->setTitle(tr("MHA(X) before your last change"));
    after_->setTitle(tr("MHA(X) now"));
    for (MatrixHeatmap *m : {before_, after_}) {
        m->setAxisCaptions(tr("rows: tokens"), tr("columns: output features"));
        m->model()->setAxisNames(tr("token"), tr("feature"));
    }
    if (!state_)
        return;
    const QString token = TokenLabels::unique(state_->tokens()).value(state_->query());
    chart_->setTitle(tr("Next-token distribution after “%1” at τₛ = %2")
                         .arg(token, NumberInput::format(state_->samplingTemperature(), locale(), 2)));
    const MechanismState::ChangeEffect &e = state_->lastEffect();
    effectTitle_->setText(effectTitle(e.change));
    if (e.change == MechanismState::Change::None || !e.comparable) {
        effect_->setText(e.change == MechanismState::Change::None
                             ? tr("Move a temperature, edit a cell or press a button: the effect on A, MHA(X) and the "
                                  "next-token distribution is measured here.")
                             : tr("The shapes changed, so there is nothing to compare cell by cell."));
    } else {
        effect_->setText(tr("Attention weights A (every head): %1\nLayer output MHA(X): %2\nNext-token distribution p: %3")
                             .arg(movement(e.attentionIdentical, e.maxAttentionChange),
                                  movement(e.outputIdentical, e.maxOutputChange),
                                  movement(e.maxDistributionChange == 0, e.maxDistributionChange)));
    }
    using C = MechanismState::Change;
    const bool valuePath = e.comparable && (e.change == C::ValueWeights || e.change == C::NewValueWeights || e.change == C::OutputWeights);
    if (valuePath && e.attentionIdentical)
        explanation_->setText(tr("Every attention weight is the same, bit for bit, yet MHA(X) changed by up to %1. "
                                 "A says which tokens each query reads and how much; what is read (Wv) and how it is "
                                 "used (Wo, and every layer after) are elsewhere.")
                                  .arg(locale().toString(e.maxOutputChange, 'g', 3)));
    else
        explanation_->setText(tr("Press “Draw another Wv” (or edit Wv or Wo): every A stays bit-identical while MHA(X) changes."));
}

} // namespace atlas

#include "moc_distinctionsview.cpp"
