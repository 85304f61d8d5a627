#include "rotarypairchart.h"

#include "linechart.h"

#include "sdk/chartfigure.h"
#include "sdk/colorscale.h"
#include "sdk/retranslator.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace atlas {

namespace {

QLineSeries *arrowSeries(const QColor &color, Qt::PenStyle style, QObject *parent)
{
    auto *series = new QLineSeries(parent);
    QPen pen(color);
    pen.setWidthF(3);
    pen.setStyle(style);
    series->setPen(pen);
    series->setPointsVisible(true);
    return series;
}

QList<QPointF> circle(double radius)
{
    QList<QPointF> points;
    constexpr int steps = 96;
    for (int i = 0; i <= steps; ++i) {
        const double a = 2 * std::numbers::pi * i / steps;
        points.append(QPointF(radius * std::cos(a), radius * std::sin(a)));
    }
    return points;
}

} // namespace

RotaryPairChart::RotaryPairChart(QWidget *parent)
    : QChartView(new QChart, parent), xAxis_(new QValueAxis(this)), yAxis_(new QValueAxis(this)),
      queryCircle_(new QLineSeries(this)), keyCircle_(new QLineSeries(this)),
      queryAt_(arrowSeries(ColorScale::category(5), Qt::SolidLine, this)),
      keyAt_(arrowSeries(ColorScale::category(6), Qt::SolidLine, this)),
      queryShifted_(arrowSeries(ColorScale::category(5), Qt::DashLine, this)),
      keyShifted_(arrowSeries(ColorScale::category(6), Qt::DashLine, this))
{
    setObjectName(QStringLiteral("rotaryPairChart"));
    for (QValueAxis *axis : {xAxis_, yAxis_}) {
        axis->setTickCount(5);
        axis->setLabelFormat(QStringLiteral("%.1f"));
    }
    QPen circlePen(QColor(0x99, 0x99, 0x99));
    circlePen.setWidthF(1);
    circlePen.setStyle(Qt::DotLine);
    for (QLineSeries *s : {queryCircle_, keyCircle_})
        s->setPen(circlePen);
    QChart *c = chart();
    LineChart::setUp(c, xAxis_, yAxis_, {queryCircle_, keyCircle_, queryAt_, keyAt_, queryShifted_, keyShifted_});
    // The circles explain themselves; the legend names the four arrows.
    c->legend()->markers(queryCircle_).constFirst()->setVisible(false);
    c->legend()->markers(keyCircle_).constFirst()->setVisible(false);
    ChartFigure::leaveOutOfKey(queryCircle_);
    ChartFigure::leaveOutOfKey(keyCircle_);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(260, 420);
    auto *texts = new Retranslator(this);
    texts->bind([this] { showNames(); });
}

void RotaryPairChart::setPair(int pair, int m, int n, int shift, const QPointF &queryAt, const QPointF &keyAt,
                              const QPointF &queryShifted, const QPointF &keyShifted)
{
    pair_ = pair;
    m_ = m;
    n_ = n;
    shift_ = shift;
    const double rq = std::hypot(queryAt.x(), queryAt.y()), rk = std::hypot(keyAt.x(), keyAt.y());
    queryCircle_->replace(circle(rq));
    keyCircle_->replace(circle(rk));
    queryAt_->replace({QPointF(0, 0), queryAt});
    keyAt_->replace({QPointF(0, 0), keyAt});
    queryShifted_->replace({QPointF(0, 0), queryShifted});
    keyShifted_->replace({QPointF(0, 0), keyShifted});
    radius_ = std::max({rq, rk, 0.1}) * 1.15;
    fitRanges();
    showNames();
}

void RotaryPairChart::fitRanges()
{
    // Equal scales: the axis along the longer side of the plot area gets the longer range, so a
    // circle is drawn round and an angle as it is.
    const QRectF area = chart()->plotArea();
    const double ratio = area.height() > 0 && area.width() > 0 ? area.width() / area.height() : 1.0;
    xAxis_->setRange(-radius_ * std::max(ratio, 1.0), radius_ * std::max(ratio, 1.0));
    yAxis_->setRange(-radius_ / std::min(ratio, 1.0), radius_ / std::min(ratio, 1.0));
}

void RotaryPairChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitRanges();
}

void RotaryPairChart::showNames()
{
    //: %1 is the pair's index i; the pair is coordinates 2i and 2i+1 of q and k.
    chart()->setTitle(tr("Pair %1 of q and k, rotated by their positions").arg(pair_));
    //: Axis title: coordinate 2i of the pair (%1 is its index).
    xAxis_->setTitleText(tr("coordinate %1").arg(2 * pair_));
    yAxis_->setTitleText(tr("coordinate %1").arg(2 * pair_ + 1));
    //: Legend entries: q at position %1 (m), k at position %1 (n); dashed: at m + s and n + s.
    queryAt_->setName(tr("q at %1").arg(m_));
    keyAt_->setName(tr("k at %1").arg(n_));
    queryShifted_->setName(tr("q at %1 (shifted)").arg(qint64(m_) + shift_));
    keyShifted_->setName(tr("k at %1 (shifted)").arg(qint64(n_) + shift_));
    queryCircle_->setName(tr("length of q's pair"));
    keyCircle_->setName(tr("length of k's pair"));
    setAccessibleName(chart()->title());
    // The key under the chart wraps where the chart's own legend would cut an entry short.
    if (ChartFigure *figure = ChartFigure::of(this))
        figure->updateKey();
}

} // namespace atlas

#include "moc_rotarypairchart.cpp"
