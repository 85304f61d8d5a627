#include "labchartview.h"

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

} // namespace atlas
