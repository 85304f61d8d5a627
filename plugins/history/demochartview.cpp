#include "demochartview.h"

#include <QChart>
#include <QLegend>

namespace atlas {

DemoChartView::DemoChartView(QChart *chart, int minimumHeight, QWidget *parent) : QChartView(chart, parent)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(minimumHeight);
    setFocusPolicy(Qt::NoFocus);
}

} // namespace atlas

#include "moc_demochartview.cpp"
