#include "sweepchartview.h"

#include "sdk/chartfigure.h"

#include <QLegend>

namespace atlas {

SweepChartView::SweepChartView(QSize minimum, QWidget *parent) : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(minimum);
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->legend()->setAlignment(Qt::AlignBottom);
}

void SweepChartView::syncFigure()
{
    if (ChartFigure *figure = ChartFigure::of(this))
        figure->syncFromChart();
}

} // namespace atlas

#include "moc_sweepchartview.cpp"
