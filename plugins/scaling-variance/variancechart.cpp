#include "variancechart.h"

#include "variancesweep.h"

#include "sdk/colorscale.h"
#include "sdk/retranslator.h"

#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace atlas {

VarianceChart::VarianceChart(QWidget *parent)
    : SweepChartView(QSize(360, 360), parent), measured_(new QLineSeries), scaled_(new QLineSeries), assumed_(new QLineSeries),
      exact_(new QLineSeries), before_(new QLineSeries), current_(new QScatterSeries), widthAxis_(new QLogValueAxis), varianceAxis_(new QLogValueAxis)
{
    measured_->setObjectName(QStringLiteral("measured"));
    measured_->setPen(QPen(ColorScale::category(0), 2.5));
    measured_->setPointsVisible(true);
    scaled_->setObjectName(QStringLiteral("scaled"));
    scaled_->setPen(QPen(ColorScale::category(4), 2.5));
    scaled_->setPointsVisible(true);
    QPen assumedPen(QColor(0x33, 0x33, 0x33), 1.5, Qt::DashLine);
    assumed_->setObjectName(QStringLiteral("assumed"));
    assumed_->setPen(assumedPen);
    // Apart from the measured colours (orange, blue), so "exact" never reads as "measured".
    QPen exactPen(ColorScale::category(6), 3, Qt::DotLine);
    exact_->setObjectName(QStringLiteral("exact"));
    exact_->setPen(exactPen);
    QPen beforePen(QColor(0x77, 0x77, 0x77), 2, Qt::DashDotLine);
    before_->setPen(beforePen);
    before_->setPointsVisible(true);
    current_->setObjectName(QStringLiteral("current"));
    current_->setColor(Qt::black);
    current_->setMarkerSize(11);
    current_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    // Ticks at 1, 4, 16, …, 1024: eleven powers of two do not fit a narrow chart side by side.
    widthAxis_->setBase(4);
    widthAxis_->setRange(1, ScalingVarianceParams::maxWidth);
    widthAxis_->setLabelFormat(QStringLiteral("%g"));
    widthAxis_->setMinorTickCount(0);
    varianceAxis_->setBase(10);
    varianceAxis_->setLabelFormat(QStringLiteral("%g"));
    chart()->addAxis(widthAxis_, Qt::AlignBottom);
    chart()->addAxis(varianceAxis_, Qt::AlignLeft);
    for (QAbstractSeries *s : QList<QAbstractSeries *>{assumed_, exact_, before_, measured_, scaled_, current_}) {
        chart()->addSeries(s);
        s->attachAxis(widthAxis_);
        s->attachAxis(varianceAxis_);
    }
    auto *texts = new Retranslator(this);
    texts->bind([this] { showTexts(); });
}

void VarianceChart::show(const QMap<int, VarianceResult> &results, const ScalingVarianceParams &settings, int currentDk)
{
    currentDk_ = currentDk;
    QList<QPointF> measured, scaled, assumed, exact, current;
    double low = 1, high = ScalingVarianceParams::maxWidth;
    const auto extend = [&](double v) {
        if (v > 0 && std::isfinite(v)) {
            low = std::min(low, v);
            high = std::max(high, v);
        }
    };
    const QList<int> widths = VarianceSweep::sweepWidths();
    for (int dk : widths) {
        assumed.append({double(dk), double(dk)});
        if (!settings.assumptionsHold()) {
            // The exact variance for these σ, ρ, from the engine, drawn whether or not a
            // measurement is in yet.
            const double v = ScalingVarianceExperiment::predictedVariance(dk, settings.coordinateStd, settings.correlation);
            exact.append({double(dk), v});
            extend(v);
        }
    }
    for (auto it = results.constBegin(); it != results.constEnd(); ++it) {
        if (!widths.contains(it.key()))
            continue;
        // A log axis cannot show 0 (a sample variance is 0 only if every draw was equal).
        if (it->variance > 0)
            measured.append({double(it.key()), it->variance});
        if (it->scaledVariance > 0)
            scaled.append({double(it.key()), it->scaledVariance});
        extend(it->variance);
        extend(it->scaledVariance);
    }
    if (const auto it = results.constFind(currentDk); it != results.constEnd()) {
        if (it->variance > 0)
            current.append({double(currentDk), it->variance});
        if (it->scaledVariance > 0)
            current.append({double(currentDk), it->scaledVariance});
    }
    measured_->replace(measured);
    scaled_->replace(scaled);
    assumed_->replace(assumed);
    exact_->replace(exact);
    exact_->setVisible(!exact.isEmpty());
    current_->replace(current);
    // Whole powers of ten around everything shown.
    varianceAxis_->setRange(std::pow(10.0, std::floor(std::log10(low) - 0.05)), std::pow(10.0, std::ceil(std::log10(high) + 0.05)));
    showTexts();
}

void VarianceChart::showBefore(const QList<QPointF> &measured)
{
    before_->replace(measured);
    showTexts(); // named (in the key) only while drawn
}

void VarianceChart::showTexts()
{
    //: Legend: the measured variance before the learner's last change of a setting, shown for a moment.
    before_->setName(before_->count() > 0 ? tr("Var(q·k) before your change") : QString());
    // Short names: five entries share one legend line.
    measured_->setName(tr("Var(q·k)"));
    scaled_->setName(tr("Var(q·k/√dₖ)"));
    assumed_->setName(tr("argument: dₖ"));
    exact_->setName(tr("exact for σ, ρ"));
    current_->setName(tr("dₖ = %1").arg(currentDk_));
    chart()->setTitle(tr("Measured variance of the scores against the head width"));
    widthAxis_->setTitleText(tr("head width dₖ (coordinates, log scale)"));
    varianceAxis_->setTitleText(tr("score² (log scale)"));
    syncFigure();
}

} // namespace atlas

#include "moc_variancechart.cpp"
