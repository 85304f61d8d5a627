// A chart of the scaling-variance lab: antialiased, drawn at once (no animation), its legend
// below, at least `minimum` in size. The lab shows it in a ChartFigure, where its title and key
// live outside the chart and wrap instead of being cut (syncFigure, after each change of them).
#pragma once

#include <QChartView>

namespace atlas {

class SweepChartView : public QChartView {
    Q_OBJECT

public:
    explicit SweepChartView(QSize minimum, QWidget *parent = nullptr);

protected:
    // The chart's title and key, as now, into its figure (if it is in one yet).
    void syncFigure();
};

} // namespace atlas
