#include "labchartview.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QChart>
#include <QLegend>

namespace atlas {

LabChartView::LabChartView(const QString &objectName, int minimumHeight, QWidget *parent) : QChartView(new QChart, parent)
{
    setObjectName(objectName);
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->legend()->hide();
    chart()->setMargins(QMargins(4, 4, 4, 4));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(minimumHeight);
    setMinimumWidth(300);
}

void LabChartView::plot(QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart()->addSeries(series);
    for (const auto &[axis, side] : {std::pair{x, Qt::AlignBottom}, std::pair{y, Qt::AlignLeft}}) {
        if (!chart()->axes().contains(axis))
            chart()->addAxis(axis, side);
        series->attachAxis(axis);
    }
}

} // namespace atlas
