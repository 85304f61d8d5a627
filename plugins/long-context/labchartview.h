// A chart of the long-context lab, set up the one way its figures want: no animation, no legend
// (the ChartFigure's key wraps instead), narrow margins, antialiased, at least 300 pixels wide;
// every series drawn against an axis below and one on the left.
#pragma once

#include <QChartView>

class QAbstractAxis;
class QAbstractSeries;

namespace atlas {

class LabChartView final : public QChartView {
public:
    LabChartView(const QString &objectName, int minimumHeight, QWidget *parent = nullptr);

    // Adds `series`, drawn against `x` (below) and `y` (on the left), which join the chart the
    // first time a series uses them.
    void plot(QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y);
};

} // namespace atlas
