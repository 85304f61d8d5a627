#include "linechart.h"

#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

namespace atlas {

void LineChart::setUp(QChart *chart, QValueAxis *horizontal, QValueAxis *vertical, const QList<QLineSeries *> &series)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setLocalizeNumbers(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->addAxis(horizontal, Qt::AlignBottom);
    chart->addAxis(vertical, Qt::AlignLeft);
    for (QLineSeries *s : series) {
        chart->addSeries(s);
        s->attachAxis(horizontal);
        s->attachAxis(vertical);
    }
}

} // namespace atlas
