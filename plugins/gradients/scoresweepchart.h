// The sweep of one score as a chart: the output o (left axis, value units), every probability
// a_l (right axis, 0–1), the tangent of o at the current score (slope ∂o/∂s_j) and the current
// point. The vertical axes are named in horizontal lines under the chart's title. Animations are
// off so a screenshot shows the final state.
#pragma once

#include "scoresweep.h"

#include <QChartView>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace atlas {

class ScoreSweepChart : public QChartView {
    Q_OBJECT

public:
    explicit ScoreSweepChart(QWidget *parent = nullptr);

    void setSweep(const ScoreSweepResult &sweep);
    const ScoreSweepResult &sweep() const { return sweep_; }

    const QList<QLineSeries *> &probabilitySeries() const { return probabilities_; }

private:
    // The title, the axes' and the series' names for the sweep shown, in the current language.
    void showTexts();
    void rebuildProbabilitySeries(int count);

    ScoreSweepResult sweep_;
    QValueAxis *scoreAxis_;
    QValueAxis *outputAxis_;
    QValueAxis *probabilityAxis_;
    QLineSeries *output_;
    QLineSeries *tangent_;
    QScatterSeries *current_;
    QList<QLineSeries *> probabilities_;
};

} // namespace atlas
