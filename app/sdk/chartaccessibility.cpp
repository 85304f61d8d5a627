#include "chartaccessibility.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAbstractSeries>
#include <QAccessibleWidget>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QLineSeries>
#include <QLocale>
#include <QStringList>
#include <QXYSeries>

#include <algorithm>

namespace atlas {

namespace {

QString number(double value)
{
    return QLocale().toString(value, 'g', 3);
}

// A bar set read out bar by bar ("The 0.12, cat 0.3"), or by its range when it has too many
// bars to listen to.
QString barSetSummary(const QBarSet *set, const QStringList &categories)
{
    constexpr int readOutLimit = 12;
    const int count = set->count();
    if (count == 0)
        return QCoreApplication::translate("atlas::ChartAccessibility", "no bars");
    if (count <= readOutLimit) {
        QStringList bars;
        for (int i = 0; i < count; ++i)
            bars.append(i < categories.size() ? categories.at(i) + QLatin1Char(' ') + number(set->at(i)) : number(set->at(i)));
        return bars.join(QLatin1String(", "));
    }
    double low = set->at(0), high = set->at(0);
    for (int i = 1; i < count; ++i) {
        low = std::min(low, set->at(i));
        high = std::max(high, set->at(i));
    }
    //: Screen-reader summary of a long bar series; %2, %3: its smallest and largest value.
    return QCoreApplication::translate("atlas::ChartAccessibility", "%n bars from %2 to %3", nullptr, count).arg(number(low), number(high));
}

QString pointsSummary(const QList<QPointF> &points)
{
    if (points.isEmpty())
        return QCoreApplication::translate("atlas::ChartAccessibility", "no points");
    double xLow = points.first().x(), xHigh = xLow, yLow = points.first().y(), yHigh = yLow;
    for (const QPointF &p : points) {
        xLow = std::min(xLow, p.x());
        xHigh = std::max(xHigh, p.x());
        yLow = std::min(yLow, p.y());
        yHigh = std::max(yHigh, p.y());
    }
    const int count = static_cast<int>(points.size());
    //: Screen-reader summary of a line or scatter series: %2 to %3 along the horizontal axis,
    //: %4 to %5 along the vertical one.
    return QCoreApplication::translate("atlas::ChartAccessibility", "%n points, horizontally from %2 to %3, vertically from %4 to %5", nullptr, count)
        .arg(number(xLow), number(xHigh), number(yLow), number(yHigh));
}

// Each series by its name (or its number) with what it holds.
QStringList seriesSummaries(QChart *chart)
{
    QStringList parts;
    const QList<QAbstractSeries *> series = chart->series();
    for (qsizetype i = 0; i < series.size(); ++i) {
        QAbstractSeries *one = series.at(i);
        if (!one->isVisible())
            continue;
        // A series without a name is called by its number.
        const QString name = one->name().isEmpty() ? QString::number(i + 1) : one->name();
        if (const auto *bars = qobject_cast<const QAbstractBarSeries *>(one)) {
            QStringList categories;
            for (QAbstractAxis *axis : one->attachedAxes())
                if (auto *categoryAxis = qobject_cast<QBarCategoryAxis *>(axis))
                    categories = categoryAxis->categories();
            const QList<QBarSet *> sets = bars->barSets();
            for (const QBarSet *set : sets) {
                const QString setName = set->label().isEmpty() || sets.size() == 1 ? name : set->label();
                //: Screen-reader summary of one chart series; %1 is its name, %2 what it holds.
                parts.append(QCoreApplication::translate("atlas::ChartAccessibility", "series %1: %2").arg(setName, barSetSummary(set, categories)));
            }
        } else if (const auto *xy = qobject_cast<const QXYSeries *>(one)) {
            parts.append(QCoreApplication::translate("atlas::ChartAccessibility", "series %1: %2").arg(name, pointsSummary(xy->points())));
        } else if (const auto *area = qobject_cast<const QAreaSeries *>(one)) {
            const QList<QPointF> upper = area->upperSeries() ? area->upperSeries()->points() : QList<QPointF>();
            parts.append(QCoreApplication::translate("atlas::ChartAccessibility", "series %1: %2").arg(name, pointsSummary(upper)));
        } else {
            //: Screen-reader summary of a chart series of another kind; %1 is its name.
            parts.append(QCoreApplication::translate("atlas::ChartAccessibility", "series %1").arg(name));
        }
    }
    return parts;
}

class AccessibleChartView final : public QAccessibleWidget {
public:
    explicit AccessibleChartView(QChartView *view) : QAccessibleWidget(view, QAccessible::Chart) {}

    QString text(QAccessible::Text t) const override
    {
        const auto *view = static_cast<const QChartView *>(widget());
        QChart *chart = view->chart();
        // A name set on purpose wins; otherwise the chart speaks its title.
        if (t == QAccessible::Name && view->accessibleName().isEmpty() && chart)
            return chart->title();
        if (t == QAccessible::Description && chart) {
            // A description set on purpose says what the axes mean; the series follow it.
            QStringList parts;
            if (!view->accessibleDescription().isEmpty())
                parts.append(view->accessibleDescription());
            else
                for (const QAbstractAxis *axis : chart->axes())
                    if (!axis->titleText().isEmpty())
                        parts.append(QCoreApplication::translate("atlas::ChartAccessibility", "axis: %1").arg(axis->titleText()));
            parts.append(seriesSummaries(chart));
            return parts.join(QLatin1String("; "));
        }
        return QAccessibleWidget::text(t);
    }
};

} // namespace

QAccessibleInterface *ChartAccessibility::factory(const QString &, QObject *object)
{
    if (auto *view = qobject_cast<QChartView *>(object))
        return new AccessibleChartView(view);
    return nullptr;
}

} // namespace atlas

namespace {

void installChartAccessibility()
{
    QAccessible::installFactory(&atlas::ChartAccessibility::factory);
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installChartAccessibility)
