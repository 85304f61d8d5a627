#include "saturationchart.h"

#include "variancesweep.h"

#include "sdk/colorscale.h"
#include "sdk/retranslator.h"

#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace atlas {

SaturationChart::SaturationChart(Measure measure, QWidget *parent)
    : SweepChartView(QSize(320, 300), parent), measure_(measure), unscaled_(new QLineSeries), scaled_(new QLineSeries),
      uniform_(new QLineSeries), current_(new QScatterSeries), widthAxis_(new QLogValueAxis), valueAxis_(new QValueAxis)
{
    unscaled_->setObjectName(QStringLiteral("unscaled"));
    unscaled_->setPen(QPen(ColorScale::category(0), 2.5));
    unscaled_->setPointsVisible(true);
    scaled_->setObjectName(QStringLiteral("scaled"));
    scaled_->setPen(QPen(ColorScale::category(4), 2.5));
    scaled_->setPointsVisible(true);
    uniform_->setObjectName(QStringLiteral("uniform"));
    uniform_->setPen(QPen(QColor(0x33, 0x33, 0x33), 1.5, Qt::DashLine));
    current_->setObjectName(QStringLiteral("current"));
    current_->setColor(Qt::black);
    current_->setMarkerSize(10);
    current_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    // Ticks at 1, 4, 16, …, 1024: eleven powers of two do not fit a narrow chart side by side.
    widthAxis_->setBase(4);
    widthAxis_->setRange(1, ScalingVarianceParams::maxWidth);
    widthAxis_->setLabelFormat(QStringLiteral("%g"));
    widthAxis_->setMinorTickCount(0);
    valueAxis_->setLabelFormat(measure_ == Measure::LargestProbability ? QStringLiteral("%.2f") : QStringLiteral("%.1f"));
    chart()->addAxis(widthAxis_, Qt::AlignBottom);
    chart()->addAxis(valueAxis_, Qt::AlignLeft);
    for (QAbstractSeries *s : QList<QAbstractSeries *>{uniform_, unscaled_, scaled_, current_}) {
        chart()->addSeries(s);
        s->attachAxis(widthAxis_);
        s->attachAxis(valueAxis_);
    }
    auto *texts = new Retranslator(this);
    texts->bind([this] { showTexts(); });
}

double SaturationChart::valueOf(const SaturationStatistics &s) const
{
    return measure_ == Measure::LargestProbability ? s.meanMaxProbability : s.meanEntropy;
}

void SaturationChart::show(const QMap<int, VarianceResult> &results, int keys, int currentDk)
{
    keys_ = keys;
    currentDk_ = currentDk;
    QList<QPointF> unscaled, scaled, current;
    const QList<int> widths = VarianceSweep::sweepWidths();
    for (auto it = results.constBegin(); it != results.constEnd(); ++it) {
        if (!it->unscaledSaturation || !it->scaledSaturation)
            continue;
        if (widths.contains(it.key())) {
            unscaled.append({double(it.key()), valueOf(*it->unscaledSaturation)});
            scaled.append({double(it.key()), valueOf(*it->scaledSaturation)});
        }
        if (it.key() == currentDk) {
            current.append({double(it.key()), valueOf(*it->unscaledSaturation)});
            current.append({double(it.key()), valueOf(*it->scaledSaturation)});
        }
    }
    unscaled_->replace(unscaled);
    scaled_->replace(scaled);
    current_->replace(current);
    // Uniform weights over T keys: the largest is 1/T, the entropy ln T (the most it can be).
    const double uniform = measure_ == Measure::LargestProbability ? 1.0 / keys : std::log(static_cast<double>(keys));
    uniform_->replace({{1.0, uniform}, {double(ScalingVarianceParams::maxWidth), uniform}});
    // Round ticks: 0, 0.25, … 1 for probabilities; whole and half nats for the entropy.
    if (measure_ == Measure::LargestProbability) {
        valueAxis_->setRange(0, 1);
        valueAxis_->setTickCount(5);
    } else {
        const double top = std::ceil(uniform * 2.0 + 0.2) / 2.0;
        valueAxis_->setRange(0, top);
        valueAxis_->setTickCount(static_cast<int>(std::lround(top * 2)) + 1);
    }
    showTexts();
}

void SaturationChart::showTexts()
{
    const bool largest = measure_ == Measure::LargestProbability;
    chart()->setTitle(largest ? tr("Mean largest softmax probability over T = %1 keys").arg(keys_)
                              : tr("Mean softmax entropy over T = %1 keys").arg(keys_));
    unscaled_->setName(tr("unscaled q·k"));
    scaled_->setName(tr("scaled q·k/√dₖ"));
    uniform_->setName(largest ? tr("uniform: 1/T") : tr("uniform: ln T"));
    current_->setName(tr("dₖ = %1").arg(currentDk_));
    widthAxis_->setTitleText(tr("head width dₖ (log scale)"));
    valueAxis_->setTitleText(largest ? tr("largest probability") : tr("entropy (nats)"));
    syncFigure();
}

} // namespace atlas

#include "moc_saturationchart.cpp"
