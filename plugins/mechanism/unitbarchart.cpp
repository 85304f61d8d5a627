#include "unitbarchart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QChart>
#include <QChartView>
#include <QValueAxis>

namespace atlas {

void UnitBarChart::setUp(QChartView *view, QBarSeries *series, QBarCategoryAxis *categories)
{
    QChart *chart = view->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->addSeries(series);
    auto *unit = new QValueAxis;
    unit->setRange(0, 1);
    unit->setTickCount(6);
    unit->setLabelFormat(QStringLiteral("%.1f"));
    chart->addAxis(categories, Qt::AlignBottom);
    chart->addAxis(unit, Qt::AlignLeft);
    series->attachAxis(categories);
    series->attachAxis(unit);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumWidth(360);
}

} // namespace atlas
