// The q·k scores of the experiment at one head width, unscaled and divided by √dₖ, as two
// overlaid histograms over the same bins: the unscaled spread grows like √dₖ, the scaled one
// stays near a standard deviation of 1 (when the assumptions hold).
#pragma once

#include "sweepchartview.h"

#include <atlas/scalingvariance.h>

class QAreaSeries;
class QLineSeries;
class QValueAxis;

namespace atlas {

class ScoreHistogramChart : public SweepChartView {
    Q_OBJECT

public:
    explicit ScoreHistogramChart(QWidget *parent = nullptr);

    void show(const VarianceResult &result, int dk, int samples);
    void clear();

    // The step outline of a histogram: (edge, 0), (edge₀, share₀), (edge₁, share₀), …
    static QList<QPointF> outline(const Histogram &histogram, int samples);

private:
    void showTexts();

    int dk_ = 0;
    QLineSeries *unscaledLine_;
    QLineSeries *scaledLine_;
    QAreaSeries *unscaled_;
    QAreaSeries *scaled_;
    QValueAxis *scoreAxis_;
    QValueAxis *shareAxis_;
};

} // namespace atlas
