#include "scorehistogramchart.h"

#include "sdk/colorscale.h"
#include "sdk/retranslator.h"

#include <QAreaSeries>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace atlas {

namespace {

QAreaSeries *area(QLineSeries *line, const QColor &color)
{
    auto *series = new QAreaSeries(line);
    QColor fill = color;
    fill.setAlphaF(0.4f);
    series->setBrush(fill);
    series->setPen(QPen(color.darker(120), 2));
    return series;
}

} // namespace

ScoreHistogramChart::ScoreHistogramChart(QWidget *parent)
    : SweepChartView(QSize(360, 300), parent), unscaledLine_(new QLineSeries(this)), scaledLine_(new QLineSeries(this)),
      unscaled_(area(unscaledLine_, ColorScale::category(0))), scaled_(area(scaledLine_, ColorScale::category(4))),
      scoreAxis_(new QValueAxis), shareAxis_(new QValueAxis)
{
    unscaled_->setObjectName(QStringLiteral("unscaled"));
    chart()->addSeries(unscaled_);
    scaled_->setObjectName(QStringLiteral("scaled"));
    chart()->addSeries(scaled_);
    chart()->addAxis(scoreAxis_, Qt::AlignBottom);
    chart()->addAxis(shareAxis_, Qt::AlignLeft);
    for (QAreaSeries *s : {unscaled_, scaled_}) {
        s->attachAxis(scoreAxis_);
        s->attachAxis(shareAxis_);
    }
    shareAxis_->setLabelFormat(QStringLiteral("%.2f"));
    scoreAxis_->setLabelFormat(QStringLiteral("%g"));
    auto *texts = new Retranslator(this);
    texts->bind([this] { showTexts(); });
}

QList<QPointF> ScoreHistogramChart::outline(const Histogram &histogram, int samples)
{
    QList<QPointF> points;
    if (histogram.counts.empty() || samples <= 0)
        return points;
    points.append({histogram.edges.front(), 0});
    for (std::size_t b = 0; b < histogram.counts.size(); ++b) {
        const double share = static_cast<double>(histogram.counts[b]) / samples;
        points.append({histogram.edges[b], share});
        points.append({histogram.edges[b + 1], share});
    }
    points.append({histogram.edges.back(), 0});
    return points;
}

void ScoreHistogramChart::show(const VarianceResult &result, int dk, int samples)
{
    dk_ = dk;
    unscaledLine_->replace(outline(result.unscaled, samples));
    scaledLine_->replace(outline(result.scaled, samples));
    if (!result.unscaled.edges.empty()) {
        // Round tick values (…, −10, 0, 10, …) rather than the bins' own edges.
        scoreAxis_->setRange(result.unscaled.edges.front(), result.unscaled.edges.back());
        scoreAxis_->setTickCount(9);
        scoreAxis_->applyNiceNumbers();
    }
    double top = 0;
    for (const QPointF &p : scaledLine_->points() + unscaledLine_->points())
        top = std::max(top, p.y());
    shareAxis_->setRange(0, std::max(0.01, top * 1.05));
    shareAxis_->setTickCount(6);
    shareAxis_->applyNiceNumbers();
    showTexts();
}

void ScoreHistogramChart::clear()
{
    unscaledLine_->clear();
    scaledLine_->clear();
}

void ScoreHistogramChart::showTexts()
{
    unscaled_->setName(tr("q·k, unscaled"));
    scaled_->setName(tr("q·k / √dₖ, scaled"));
    scoreAxis_->setTitleText(tr("score (dimensionless)"));
    shareAxis_->setTitleText(tr("share per bin"));
    chart()->setTitle(dk_ > 0 ? tr("Scores at dₖ = %1: unscaled and scaled, same bins").arg(dk_)
                              : tr("Scores: unscaled and scaled, same bins"));
    syncFigure();
}

} // namespace atlas

#include "moc_scorehistogramchart.cpp"
