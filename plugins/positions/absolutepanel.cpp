#include "absolutepanel.h"

#include "baseslider.h"
#include "linechart.h"
#include "positionssession.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/colorscale.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QChart>
#include <QChartView>
#include <QGridLayout>
#include <QLabel>
#include <QLineSeries>
#include <QPen>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QValueAxis>

#include <algorithm>

namespace atlas {

namespace {

MatrixHeatmap *tableHeatmap(const QString &exportName, int cell, QWidget *parent)
{
    auto *heatmap = new MatrixHeatmap(parent);
    heatmap->setObjectName(exportName);
    heatmap->model()->setScale(MatrixModel::Scale::Signed);
    heatmap->model()->setFixedColorRange(std::make_pair(-1.0, 1.0));
    heatmap->model()->setDecimals(3);
    heatmap->setCompactCellSize(cell);
    heatmap->setExportName(exportName);
    return heatmap;
}

// Labels 0, step, 2·step, … and nothing between, so that narrow columns stay legible (the
// tooltip and the accessible text still name each one).
QStringList sparseLabels(Index count, int step)
{
    QStringList labels;
    for (Index i = 0; i < count; ++i)
        labels.append(i % step == 0 ? QString::number(i) : QString());
    return labels;
}

QList<QPointF> curve(const std::vector<double> &values)
{
    QList<QPointF> points;
    for (std::size_t k = 0; k < values.size(); ++k)
        points.append(QPointF(double(k), values[k]));
    return points;
}

} // namespace

AbsolutePanel::AbsolutePanel(PositionsSession &session, QWidget *parent)
    : QWidget(parent), session_(session), base_(new BaseSlider(this)), length_(new QSpinBox(this)),
      sinusoidal_(tableHeatmap(QStringLiteral("sinusoidal-table"), 11, this)),
      sinusoidalSimilarity_(tableHeatmap(QStringLiteral("sinusoidal-similarity"), 11, this)),
      learnedIntro_(new ParagraphLabel(this, QStringLiteral("learnedIntro"))), learned_(tableHeatmap(QStringLiteral("learned-table"), 6, this)),
      learnedSimilarity_(tableHeatmap(QStringLiteral("learned-similarity"), 13, this)), chart_(new QChartView(new QChart, this)),
      distanceAxis_(new QValueAxis(this)), similarityAxis_(new QValueAxis(this)),
      sinusoidalSeries_(new QLineSeries(this)), learnedSeries_(new QLineSeries(this))
{
    setObjectName(QStringLiteral("absolutePanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("Added to the token vectors before the first layer, a table P gives every slot its own "
                  "vector. Sinusoidal: P[p, 2i] = sin(p·ωᵢ), P[p, 2i+1] = cos(p·ωᵢ), ωᵢ = base^(−2i/d) "
                  "(Vaswani et al. 2017). Each row is a position; the similarity of two rows falls, with "
                  "ripples, as the positions move apart.");
    });
    length_->setObjectName(QStringLiteral("tableLength"));
    length_->setRange(declared::positions::table_length::minimum, declared::positions::table_length::maximum);
    QLabel *lengthLabel = texts->label(length_, [] {
        //: The number of positions (rows) of the tables.
        return tr("Positions sho&wn:");
    });
    base_->setObjectName(QStringLiteral("absoluteBase"));
    sinusoidal_->model()->setDecimals(3);
    learned_->model()->setFixedColorRange(std::nullopt); // trained entries are not bounded by 1

    similarityAxis_->setRange(-1, 1);
    similarityAxis_->setTickCount(5);
    similarityAxis_->setLabelFormat(QStringLiteral("%.1f"));
    similarityAxis_->setTitleVisible(false);
    distanceAxis_->setLabelFormat(QStringLiteral("%.0f")); // localized numbers take f, e or g only
    QPen sinusoidalPen(ColorScale::category(5));
    sinusoidalPen.setWidthF(2.5);
    sinusoidalSeries_->setPen(sinusoidalPen);
    QPen learnedPen(ColorScale::category(6));
    learnedPen.setWidthF(2.5);
    learnedPen.setStyle(Qt::DashLine);
    learnedSeries_->setPen(learnedPen);
    LineChart::setUp(chart_->chart(), distanceAxis_, similarityAxis_, {sinusoidalSeries_, learnedSeries_});
    chart_->setObjectName(QStringLiteral("distanceChart"));
    chart_->setRenderHint(QPainter::Antialiasing);
    chart_->setMinimumHeight(300);
    texts->bind([this] {
        const QString positions = tr("positions"), dimensions = tr("dimensions");
        sinusoidal_->setTitle(tr("Sinusoidal P"));
        sinusoidal_->setAxisCaptions(positions, dimensions);
        sinusoidal_->model()->setAxisNames(tr("position"), tr("dimension"));
        //: cos(P_p, P_q): the cosine similarity of two rows of the table.
        sinusoidalSimilarity_->setTitle(tr("Sinusoidal: cos(P_p, P_q), i.e. P·Pᵀ with unit rows"));
        learned_->setTitle(tr("Learned P"));
        learned_->model()->setAxisNames(tr("position"), tr("dimension"));
        learnedSimilarity_->setTitle(tr("Learned: cos(P_p, P_q)"));
        for (MatrixHeatmap *similarity : {sinusoidalSimilarity_, learnedSimilarity_}) {
            similarity->setAxisCaptions(tr("positions p"), tr("positions q"));
            similarity->model()->setAxisNames(tr("position p"), tr("position q"));
        }
    });
    texts->bind([this] {
        QChart *chart = chart_->chart();
        const QString title = tr("How alike are two positions k apart?");
        //: Under the chart's title: what the vertical axis shows.
        const QString vertical = tr("vertical: mean cosine similarity (dimensionless)");
        // The vertical axis is named under the title: turned along a short axis it was cut off.
        chart->setTitle(QStringLiteral("%1<br/>%2").arg(title.toHtmlEscaped(), vertical.toHtmlEscaped()));
        distanceAxis_->setTitleText(tr("distance k = |p − q| (positions)"));
        similarityAxis_->setTitleText(tr("mean cosine similarity (dimensionless)"));
        sinusoidalSeries_->setName(tr("sinusoidal (d = %1)").arg(session_.width()));
        learnedSeries_->setName(tr("learned"));
        chart_->setAccessibleName(title);
        chart_->setAccessibleDescription(vertical);
    });

    auto *controls = new QGridLayout;
    controls->addWidget(base_, 0, 0, 1, 3);
    controls->addWidget(lengthLabel, 1, 0);
    controls->addWidget(length_, 1, 1);
    controls->setColumnStretch(2, 1);

    BoxLayout::column(this, {intro, controls, BoxLayout::aligned(sinusoidal_, Qt::AlignLeft),
                             BoxLayout::aligned(sinusoidalSimilarity_, Qt::AlignLeft), learnedIntro_,
                             BoxLayout::aligned(learned_, Qt::AlignLeft),
                             BoxLayout::aligned(learnedSimilarity_, Qt::AlignLeft), chart_});

    connect(base_, &BaseSlider::baseChanged, this, [this](double base) { ChangeMarking marking(this); session_.setBase(base); });
    connect(length_, &QSpinBox::valueChanged, this, [this](int length) { ChangeMarking marking(this); session_.setTableLength(length); });
    connect(&session_, &PositionsSession::changed, this, &AbsolutePanel::refresh);
    refresh();
    texts->bind([this] { showLearned(); });
}

void AbsolutePanel::setLearnedNotice(const QString &notice)
{
    learnedNotice_ = notice;
    showLearned();
}

void AbsolutePanel::refresh()
{
    base_->setBase(session_.base());
    {
        const QSignalBlocker blocker(length_);
        length_->setValue(session_.tableLength());
    }
    const Matrix<double> &table = session_.sinusoidalTable();
    // Square cells, as large as 11 pixels while the matrix stays within about 350 pixels: the
    // lab column of a 1024 × 700 window.
    const auto fit = [](MatrixHeatmap *heatmap, Index count) {
        const int cell = int(std::clamp<Index>(350 / std::max<Index>(count, 1), 5, 11));
        if (heatmap->compactCellSize() != cell)
            heatmap->setCompactCellSize(cell);
    };
    fit(sinusoidal_, table.cols());
    fit(sinusoidalSimilarity_, table.rows());
    sinusoidal_->model()->setMatrix(table);
    sinusoidal_->model()->setRowLabels(sparseLabels(table.rows(), 4));
    sinusoidal_->model()->setColumnLabels(sparseLabels(table.cols(), 2));
    sinusoidalSimilarity_->model()->setMatrix(session_.sinusoidalSimilarity());
    sinusoidalSimilarity_->model()->setRowLabels(sparseLabels(table.rows(), 4));
    sinusoidalSimilarity_->model()->setColumnLabels(sparseLabels(table.rows(), 4));
    sinusoidalSeries_->replace(curve(PositionsSession::meanByDistance(session_.sinusoidalSimilarity())));
    Index longest = table.rows();
    const bool learned = session_.hasLearnedTable();
    learned_->setVisible(learned);
    learnedSimilarity_->setVisible(learned);
    learnedSeries_->setVisible(learned);
    if (learned) {
        const Matrix<double> &p = session_.learnedTable();
        fit(learned_, p.cols());
        fit(learnedSimilarity_, p.rows());
        const double limit = std::max(p.cwiseAbs().maxCoeff(), 1e-9);
        learned_->model()->setMatrix(p);
        learned_->model()->setFixedColorRange(std::make_pair(-limit, limit));
        // Rows a few pixels high hold no legible label: the caption names the range instead.
        learned_->model()->setRowLabels(QStringList(p.rows(), QString()));
        learned_->model()->setColumnLabels(QStringList(p.cols(), QString()));
        learnedSimilarity_->model()->setMatrix(session_.learnedSimilarity());
        learnedSimilarity_->model()->setRowLabels(sparseLabels(p.rows(), 4));
        learnedSimilarity_->model()->setColumnLabels(sparseLabels(p.rows(), 4));
        learnedSeries_->replace(curve(PositionsSession::meanByDistance(session_.learnedSimilarity())));
        longest = std::max(longest, p.rows());
    }
    distanceAxis_->setRange(0, double(longest - 1));
    // Ticks at whole distances from 0: every 4 positions, every 8 for long tables.
    distanceAxis_->setTickType(QValueAxis::TicksDynamic);
    distanceAxis_->setTickAnchor(0);
    distanceAxis_->setTickInterval(longest > 40 ? 8 : 4);
    showLearned();
}

void AbsolutePanel::showLearned()
{
    //: Row caption of a table whose rows are too thin for labels; %1 is the last position.
    learned_->setAxisCaptions(tr("positions 0–%1").arg(std::max<Index>(session_.learnedTable().rows() - 1, 0)),
                              //: Column caption of a table whose columns are too narrow for labels; %1 is the last dimension.
                              tr("dimensions 0–%1").arg(std::max<Index>(session_.learnedTable().cols() - 1, 0)));
    if (session_.hasLearnedTable())
        learnedIntro_->setText(tr("Learned: the position table of the decoder trained in the chapter “Watch attention "
                                  "learn” (%1 positions, width %2), shaped by nothing but gradient descent on its task. "
                                  "Compare its similarities with the sinusoids' below.")
                                   .arg(session_.learnedTable().rows())
                                   .arg(session_.learnedTable().cols()));
    else if (!learnedNotice_.isEmpty())
        learnedIntro_->setText(learnedNotice_);
    else
        learnedIntro_->setText(tr("A learned table is trained like any weight; this chapter's pack gives none to show."));
}

} // namespace atlas

#include "moc_absolutepanel.cpp"
