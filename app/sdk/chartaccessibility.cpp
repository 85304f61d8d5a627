#include "chartaccessibility.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QAccessibleWidget>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QStringList>

namespace atlas {

namespace {

class AccessibleChartView final : public QAccessibleWidget {
public:
    explicit AccessibleChartView(QChartView *view) : QAccessibleWidget(view, QAccessible::Chart) {}

    QString text(QAccessible::Text t) const override
    {
        const auto *view = static_cast<const QChartView *>(widget());
        const QChart *chart = view->chart();
        // A name set on purpose wins; otherwise the chart speaks its title.
        if (t == QAccessible::Name && view->accessibleName().isEmpty() && chart)
            return chart->title();
        if (t == QAccessible::Description && view->accessibleDescription().isEmpty() && chart) {
            QStringList parts;
            for (const QAbstractAxis *axis : chart->axes())
                if (!axis->titleText().isEmpty())
                    parts.append(QCoreApplication::translate("atlas::ChartAccessibility", "axis: %1").arg(axis->titleText()));
            for (const QAbstractSeries *series : chart->series())
                if (!series->name().isEmpty())
                    parts.append(QCoreApplication::translate("atlas::ChartAccessibility", "series: %1").arg(series->name()));
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
