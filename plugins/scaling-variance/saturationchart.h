// Softmax saturation against the head width, over T keys: either the mean largest
// probability (1/T when uniform, → 1 when one key takes everything) or the mean entropy in
// nats (ln T when uniform, → 0), each with and without the 1/√dₖ scaling and the uniform
// reference. Without scaling the softmax saturates as dₖ grows; with it, it does not.
#pragma once

#include "scalingvarianceparams.h"
#include "sweepchartview.h"

#include <QMap>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace atlas {

class SaturationChart : public SweepChartView {
    Q_OBJECT

public:
    enum class Measure { LargestProbability, Entropy };

    explicit SaturationChart(Measure measure, QWidget *parent = nullptr);

    void show(const QMap<int, VarianceResult> &results, int keys, int currentDk);

    Measure measure() const { return measure_; }

private:
    void showTexts();
    double valueOf(const SaturationStatistics &s) const;

    Measure measure_;
    int keys_ = 0;
    int currentDk_ = 0;
    QLineSeries *unscaled_, *scaled_, *uniform_;
    QScatterSeries *current_;
    QLogValueAxis *widthAxis_;
    QValueAxis *valueAxis_;
};

} // namespace atlas
