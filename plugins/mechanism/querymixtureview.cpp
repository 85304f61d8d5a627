#include "querymixtureview.h"

#include "stageheader.h"
#include "tokenlabels.h"
#include "unitbarchart.h"

#include "core/numberinput.h"
#include "sdk/boxlayout.h"
#include "sdk/colorscale.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <atlas/attentionmixture.h>

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLabel>

namespace atlas {

QueryMixtureView::QueryMixtureView(QWidget *parent)
    : QWidget(parent), chart_(new QChart), chartView_(new QChartView(chart_, this)), bars_(new QBarSeries),
      keys_(new QBarCategoryAxis), mixture_(new MatrixHeatmap(this)), verification_(new ParagraphLabel(this))
{
    auto *header = new StageHeader(QStringLiteral("a_{ij} = (A_h)_{ij}, \\quad \\sum_j a_{ij} = 1"), this);
    auto *maskNote = new ParagraphLabel(this);
    auto *mixtureHeader = new StageHeader(QStringLiteral("y_i = \\sum_j a_{ij} \\, v_j"), this);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    // The series and axes live as long as the chart; show() replaces their contents, so no
    // label of an earlier query lingers.
    UnitBarChart::setUp(chartView_, bars_, keys_);
    chartView_->setMinimumHeight(280);
    mixture_->model()->setScale(MatrixModel::Scale::Signed);
    mixture_->model()->setMaskedText(QStringLiteral("0"));

    BoxLayout::column(this, {header, chartView_, maskNote, mixtureHeader, BoxLayout::aligned(mixture_, Qt::AlignLeft),
                             verification_});
    auto *texts = new Retranslator(this);
    texts->text(maskNote, [] { return tr("⊘ a masked key: this query may not read it, so its weight is exactly 0 (no bar)."); });
    texts->bind([this, header, mixtureHeader] {
        keys_->setTitleText(tr("key (token it may read)"));
        for (QAbstractAxis *axis : chart_->axes(Qt::Vertical))
            axis->setTitleText(tr("weight aᵢⱼ"));
        header->setExplanation(tr("Click a row of a score or weight matrix (or pick the query above) to read it here."));
        mixtureHeader->setExplanation(tr("The mixture: each value vector scaled by its weight; the last row is their sum."));
        mixture_->model()->setAxisNames(tr("term"), tr("value coordinate"));
        mixture_->setAxisCaptions(tr("rows: aⱼ·vⱼ per key j"), tr("columns: value coordinates"));
    });
    texts->bind([this] {
        if (state_)
            show(*state_, head_);
        else
            showTexts();
    });
}

void QueryMixtureView::show(const MechanismState &state, int head)
{
    state_ = &state;
    const AttentionTrace<double> &trace = state.trace();
    if (trace.heads.empty())
        return;
    head_ = std::clamp(head, 0, static_cast<int>(trace.heads.size()) - 1);
    const int query = state.query();
    const QStringList tokens = TokenLabels::unique(state.tokens());

    // The bar chart: one set per head, keys along the axis.
    QStringList categories;
    for (int j = 0; j < state.length(); ++j)
        //: A masked key on the chart's axis; ⊘ is explained below the chart.
        categories.append(trace.allowed(query, j) ? tokens.at(j) : tr("%1 ⊘").arg(tokens.at(j)));
    bars_->clear();
    keys_->setCategories(categories);
    for (std::size_t h = 0; h < trace.heads.size(); ++h) {
        auto *set = new QBarSet(tr("head %1").arg(h + 1));
        set->setColor(ColorScale::category(static_cast<int>(h)));
        set->setBorderColor(ColorScale::category(static_cast<int>(h)).darker(130));
        for (int j = 0; j < state.length(); ++j)
            set->append(trace.heads[h].probabilities(query, j));
        bars_->append(set);
    }
    chart_->legend()->setVisible(trace.heads.size() > 1);

    // The mixture of the pipeline's head: aⱼvⱼ per key, and their sum.
    const HeadTrace<double> &h = trace.heads[static_cast<std::size_t>(head_)];
    const Matrix<double> &terms = state.mixture(head_);
    if (terms.rows() == state.length()) {
        const RowVector<double> total = AttentionMixture::sum(terms);
        Matrix<double> table(terms.rows() + 1, terms.cols());
        table.topRows(terms.rows()) = terms;
        table.row(terms.rows()) = total;
        BoolMatrix allowed(table.rows(), table.cols());
        for (Index j = 0; j < terms.rows(); ++j)
            allowed.row(j).setConstant(trace.allowed(query, j));
        allowed.row(terms.rows()).setConstant(true);
        QStringList rows;
        for (int j = 0; j < state.length(); ++j)
            rows.append(QStringLiteral("%1 × v(%2)").arg(NumberInput::format(h.probabilities(query, j), locale(), 2), tokens.at(j)));
        rows.append(tr("Σ = y(%1)").arg(tokens.at(query)));
        mixture_->model()->setMatrix(table);
        mixture_->model()->setMask(allowed);
        mixture_->model()->setRowLabels(rows);
        mixture_->model()->setColumnLabels(TokenLabels::numbered(QStringLiteral("v"), static_cast<int>(terms.cols())));
        discrepancy_ = (total - h.output.row(query)).cwiseAbs().maxCoeff();
    }
    showTexts();
}

QString QueryMixtureView::verification() const
{
    return verification_->text();
}

void QueryMixtureView::showTexts()
{
    if (!state_ || state_->trace().heads.empty())
        return;
    const QString token = TokenLabels::unique(state_->tokens()).value(state_->query());
    chart_->setTitle(tr("Weights of query “%1” over the keys").arg(token));
    mixture_->setTitle(tr("Mixture for query “%1”, head %2").arg(token).arg(head_ + 1));
    //: %1 is a query token, %2 a head number, %3 a small number such as 2.2e-16.
    verification_->setText(tr("Check: the Σ row equals row “%1” of Y%2 computed by the engine "
                              "(largest difference %3).")
                               .arg(token, TokenLabels::subscript(head_ + 1))
                               .arg(locale().toString(discrepancy_, 'g', 2)));
}

} // namespace atlas

#include "moc_querymixtureview.cpp"
