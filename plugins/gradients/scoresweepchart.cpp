#include "scoresweepchart.h"

#include "shortnumber.h"

#include "sdk/chartfigure.h"
#include "sdk/colorscale.h"
#include "sdk/retranslator.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace atlas {

namespace {

// Okabe–Ito without its yellow, which is too pale for a thin line on white.
QColor keyColor(int key)
{
    static constexpr std::array<int, 6> categories{0, 1, 2, 4, 5, 6};
    return ColorScale::category(categories[std::size_t(key) % categories.size()]);
}

constexpr double tangentHalfWidth = 1.5;

} // namespace

ScoreSweepChart::ScoreSweepChart(QWidget *parent)
    : QChartView(new QChart, parent), scoreAxis_(new QValueAxis(this)), outputAxis_(new QValueAxis(this)),
      probabilityAxis_(new QValueAxis(this)), output_(new QLineSeries(this)), tangent_(new QLineSeries(this)),
      current_(new QScatterSeries(this))
{
    // Object names let tests find the series.
    output_->setObjectName(QStringLiteral("sweepOutput"));
    tangent_->setObjectName(QStringLiteral("sweepTangent"));
    current_->setObjectName(QStringLiteral("sweepCurrentPoint"));
    QChart *c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->addAxis(scoreAxis_, Qt::AlignBottom);
    c->addAxis(outputAxis_, Qt::AlignLeft);
    c->addAxis(probabilityAxis_, Qt::AlignRight);
    probabilityAxis_->setRange(0, 1);
    probabilityAxis_->setTickCount(6);
    probabilityAxis_->setLabelFormat(QStringLiteral("%.1f"));
    // Named under the chart's title (see showTexts); the titles stay for accessibility.
    outputAxis_->setTitleVisible(false);
    probabilityAxis_->setTitleVisible(false);
    scoreAxis_->setTickCount(7);
    outputAxis_->setTickCount(6);
    outputAxis_->setLabelFormat(QStringLiteral("%.3g"));

    output_->setPen(QPen(Qt::black, 3));
    tangent_->setPen(QPen(QColor(0x55, 0x55, 0x55), 2, Qt::DashLine));
    current_->setColor(Qt::black);
    current_->setBorderColor(Qt::white);
    current_->setMarkerSize(11);

    for (QAbstractSeries *series : {static_cast<QAbstractSeries *>(output_), static_cast<QAbstractSeries *>(tangent_),
                                    static_cast<QAbstractSeries *>(current_)}) {
        c->addSeries(series);
        series->attachAxis(scoreAxis_);
        series->attachAxis(outputAxis_);
    }
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(300);
    (new Retranslator(this))->bind([this] { showTexts(); });
}

void ScoreSweepChart::rebuildProbabilitySeries(int count)
{
    while (probabilities_.size() > count) {
        QLineSeries *series = probabilities_.takeLast();
        chart()->removeSeries(series);
        delete series;
    }
    while (probabilities_.size() < count) {
        auto *series = new QLineSeries(this);
        series->setPen(QPen(keyColor(int(probabilities_.size())), 2, Qt::DotLine));
        chart()->addSeries(series);
        series->attachAxis(scoreAxis_);
        series->attachAxis(probabilityAxis_);
        probabilities_.append(series);
    }
}

void ScoreSweepChart::setSweep(const ScoreSweepResult &sweep)
{
    sweep_ = sweep;
    rebuildProbabilitySeries(int(sweep.probabilities.size()));

    QList<QPointF> points;
    points.reserve(qsizetype(sweep.scores.size()));
    double low = sweep.currentOutput, high = sweep.currentOutput;
    for (std::size_t p = 0; p < sweep.scores.size(); ++p) {
        points.append(QPointF(sweep.scores[p], sweep.outputs[p]));
        low = std::min(low, sweep.outputs[p]);
        high = std::max(high, sweep.outputs[p]);
    }
    output_->replace(points);
    for (std::size_t l = 0; l < sweep.probabilities.size(); ++l) {
        QList<QPointF> curve;
        curve.reserve(qsizetype(sweep.scores.size()));
        for (std::size_t p = 0; p < sweep.scores.size(); ++p)
            curve.append(QPointF(sweep.scores[p], sweep.probabilities[l][p]));
        probabilities_[qsizetype(l)]->replace(curve);
    }
    const double s = sweep.currentScore, o = sweep.currentOutput;
    tangent_->replace({QPointF(s - tangentHalfWidth, o - sweep.slope * tangentHalfWidth),
                       QPointF(s + tangentHalfWidth, o + sweep.slope * tangentHalfWidth)});
    current_->replace({QPointF(s, o)});

    if (!sweep.scores.empty())
        scoreAxis_->setRange(sweep.scores.front(), sweep.scores.back());
    // The output always lies between the smallest and largest allowed value; pad so the curve
    // does not run along the frame, give a flat curve some room, and round to readable ticks.
    const double pad = high - low < 1e-9 ? std::max(1.0, 0.1 * std::abs(high)) : 0.05 * (high - low);
    outputAxis_->setRange(low - pad, high + pad);
    outputAxis_->applyNiceNumbers();
    showTexts();
}

void ScoreSweepChart::showTexts()
{
    const QString j = ShortNumber::subscript(sweep_.key + 1);
    //: Chart title; %1 is the swept score's subscript (s₁).
    const QString title = tr("Sweeping s%1: the output and every probability").arg(j);
    //: Under the chart's title: what the left vertical axis shows.
    const QString left = tr("left axis: output o (value units)");
    //: Under the chart's title: what the right vertical axis shows.
    const QString right = tr("right axis: probability a (dimensionless)");
    // The vertical axes are named in horizontal lines under the title rather than by titles
    // turned along the axes: a chart cut by the edge of the lab's scrolled column (the tour at
    // 1024 × 700) showed those only as fragments ("…ten)"), and turned text is harder to read.
    chart()->setTitle(QStringLiteral("%1<br/>%2<br/>%3").arg(title.toHtmlEscaped(), left.toHtmlEscaped(), right.toHtmlEscaped()));
    //: Axis title; %1 is a subscript.
    scoreAxis_->setTitleText(tr("score s%1 (dimensionless)").arg(j));
    outputAxis_->setTitleText(tr("output o (value units)"));
    probabilityAxis_->setTitleText(tr("probability a (dimensionless)"));
    output_->setName(tr("output o"));
    //: Legend entry; %1 is a subscript.
    tangent_->setName(tr("tangent, slope ∂o/∂s%1 = %2").arg(j, ShortNumber::format(sweep_.slope)));
    current_->setName(tr("current score"));
    for (qsizetype l = 0; l < probabilities_.size(); ++l)
        probabilities_[l]->setName(std::size_t(l) < sweep_.allowed.size() && !sweep_.allowed[std::size_t(l)]
                                       //: Legend entry of a masked key's probability (always 0).
                                       ? tr("a%1 (masked)").arg(ShortNumber::subscript(int(l) + 1))
                                       : tr("a%1").arg(ShortNumber::subscript(int(l) + 1)));
    setAccessibleName(title);
    setAccessibleDescription(left + QStringLiteral("; ") + right);
    // The key under the chart wraps where the chart's own legend would cut an entry short.
    if (ChartFigure *figure = ChartFigure::of(this))
        figure->updateKey();
}

} // namespace atlas

#include "moc_scoresweepchart.cpp"
