// A chart of the long-context lab, set up the one way its figures want: no animation, no legend
// (the ChartFigure's key wraps instead), narrow margins, antialiased, at least 300 pixels wide.
#pragma once

#include <QChartView>

namespace atlas {

class LabChartView final : public QChartView {
public:
    LabChartView(const QString &objectName, int minimumHeight, QWidget *parent = nullptr);
};

} // namespace atlas
