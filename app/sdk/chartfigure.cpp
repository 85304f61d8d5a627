#include "chartfigure.h"

#include <QAreaSeries>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVBoxLayout>

namespace atlas {

namespace {

QString entry(const QColor &color, const QString &sample, const QString &name)
{
    return QStringLiteral("<span style=\"white-space:nowrap\"><span style=\"color:%1\">%2</span>&nbsp;%3</span>")
        .arg(color.name(), sample, name.toHtmlEscaped());
}

QString lineSample(Qt::PenStyle style)
{
    switch (style) {
    case Qt::DashLine:
        return QStringLiteral("\u2505\u2505"); // ┅┅
    case Qt::DotLine:
        return QStringLiteral("\u2509\u2509"); // ┉┉
    case Qt::DashDotLine:
        return QStringLiteral("\u2501\u00b7\u2501"); // ━·━
    default:
        return QStringLiteral("\u2501\u2501"); // ━━
    }
}

constexpr const char *leftOutProperty = "atlasLeftOutOfKey";

} // namespace

void ChartFigure::leaveOutOfKey(QAbstractSeries *series)
{
    series->setProperty(leftOutProperty, true);
}

ChartFigure::ChartFigure(QChartView *view, QWidget *parent)
    : QWidget(parent), view_(view), title_(new QLabel(this)), key_(new QLabel(this))
{
    view_->setParent(this);
    title_->setObjectName(QStringLiteral("chartTitle"));
    title_->setTextFormat(Qt::PlainText);
    title_->setWordWrap(true);
    title_->setAlignment(Qt::AlignHCenter);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    title_->hide();
    key_->setObjectName(QStringLiteral("chartKey"));
    key_->setTextFormat(Qt::RichText);
    key_->setWordWrap(true);
    key_->setContentsMargins(12, 0, 12, 8);
    key_->hide();
    view_->chart()->legend()->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(title_);
    layout->addWidget(view_, 1);
    layout->addWidget(key_);
    // Renamed series (a language switch) update the key once, after all of them are renamed.
    const auto watch = [this](QAbstractSeries *series) {
        connect(series, &QAbstractSeries::nameChanged, this, [this] {
            if (!keyPending_) {
                keyPending_ = true;
                QMetaObject::invokeMethod(this, [this] { keyPending_ = false; updateKey(); }, Qt::QueuedConnection);
            }
        });
    };
    for (QAbstractSeries *series : view_->chart()->series())
        watch(series);
    updateKey();
}

ChartFigure *ChartFigure::of(QChartView *view)
{
    return view ? qobject_cast<ChartFigure *>(view->parentWidget()) : nullptr;
}

void ChartFigure::syncFromChart()
{
    if (const QString title = view_->chart()->title(); !title.isEmpty())
        setTitle(title);
    updateKey();
}

void ChartFigure::setTitle(const QString &title)
{
    view_->chart()->setTitle(QString());
    title_->setText(title);
    title_->setVisible(!title.isEmpty());
    view_->setAccessibleName(title);
}

void ChartFigure::updateKey()
{
    view_->chart()->legend()->hide();
    const QString text = keyText(view_->chart());
    key_->setText(text);
    key_->setVisible(!text.isEmpty());
}

QString ChartFigure::keyText(QChart *chart)
{
    QStringList entries;
    for (QAbstractSeries *s : chart->series()) {
        if (s->property(leftOutProperty).toBool())
            continue;
        if (auto *scatter = qobject_cast<QScatterSeries *>(s)) {
            if (!scatter->name().isEmpty())
                entries.append(entry(scatter->color(), scatter->markerShape() == QScatterSeries::MarkerShapeRectangle
                                                           ? QStringLiteral("\u25a0") // ■
                                                           : QStringLiteral("\u25cf"), // ●
                                     scatter->name()));
        } else if (auto *line = qobject_cast<QLineSeries *>(s)) { // and spline series
            if (!line->name().isEmpty())
                entries.append(entry(line->pen().color(), lineSample(line->pen().style()), line->name()));
        } else if (auto *area = qobject_cast<QAreaSeries *>(s)) {
            if (!area->name().isEmpty())
                entries.append(entry(area->brush().color(), QStringLiteral("\u2588\u2588"), area->name()));
        } else if (auto *bars = qobject_cast<QAbstractBarSeries *>(s)) {
            for (const QBarSet *set : bars->barSets())
                if (!set->label().isEmpty())
                    entries.append(entry(set->brush().color(), QStringLiteral("\u2588"), set->label()));
        }
    }
    return entries.join(QStringLiteral(" &nbsp; "));
}

} // namespace atlas

#include "moc_chartfigure.cpp"
