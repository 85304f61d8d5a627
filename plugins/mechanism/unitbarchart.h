// A bar chart of weights or probabilities (a query's weights over the keys, the next-token
// distribution): one bar series over a category axis, read against a value axis from 0 to 1
// in tenths, drawn without animation so that it follows every edit at once.
#pragma once

class QBarCategoryAxis;
class QBarSeries;
class QChartView;

namespace atlas {

class UnitBarChart {
public:
    // Puts `series` into `view`'s chart over `categories` (at the bottom) and a 0 … 1 axis
    // (at the left), both of which the chart then owns.
    static void setUp(QChartView *view, QBarSeries *series, QBarCategoryAxis *categories);
};

} // namespace atlas
