// Measured variance of q·k against the head width (log–log), with the argument's prediction
// Var = dₖ as a line, the variance after the 1/√dₖ scaling, and — when the learner breaks an
// assumption — the exact variance for those σ and ρ, σ⁴dₖ(1 + ρ²(dₖ − 1)), so the prediction
// visibly fails. The current width is marked. For a moment after the learner changes a
// setting, the measured curve before the change stays beside the new one (grey, dashed).
#pragma once

#include "scalingvarianceparams.h"
#include "sweepchartview.h"

#include <QMap>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace atlas {

class VarianceChart : public SweepChartView {
    Q_OBJECT

public:
    explicit VarianceChart(QWidget *parent = nullptr);

    void show(const QMap<int, VarianceResult> &results, const ScalingVarianceParams &settings, int currentDk);

    // The measured variance before the learner's last change (empty: not shown).
    void showBefore(const QList<QPointF> &measured);
    QLineSeries *beforeSeries() const { return before_; }

private:
    void showTexts();

    int currentDk_ = 0;
    QLineSeries *measured_, *scaled_, *assumed_, *exact_, *before_;
    QScatterSeries *current_;
    QLogValueAxis *widthAxis_, *varianceAxis_;
};

} // namespace atlas
