// The positions lab's line charts set up alike: no animation, numbers in the learner's
// locale, the legend below, narrow margins, and every series drawn against one horizontal and
// one vertical value axis.
#pragma once

#include <QList>

class QChart;
class QLineSeries;
class QValueAxis;

namespace atlas {

class LineChart {
public:
    static void setUp(QChart *chart, QValueAxis *horizontal, QValueAxis *vertical, const QList<QLineSeries *> &series);
};

} // namespace atlas
