// A chart as a figure a reader can read whole: its title above it and its key under it, both
// wrapping, so nothing is cut at any width or in any language. (Qt Charts shortens a title or
// a legend entry that does not fit to "…"; here the chart's own title stays empty and its
// legend hidden.) The figure is also what File → Export Figures saves: chart, title and key.
#pragma once

#include "sdk/sdkexport.h"

#include <QList>
#include <QWidget>

class QAbstractSeries;
class QChart;
class QChartView;
class QLabel;

namespace atlas {

class ATLAS_SDK_EXPORT ChartFigure : public QWidget {
    Q_OBJECT

public:
    // Takes `view` into the figure.
    explicit ChartFigure(QChartView *view, QWidget *parent = nullptr);

    QChartView *view() const { return view_; }
    QLabel *titleLabel() const { return title_; }
    QLabel *keyLabel() const { return key_; }

    void setTitle(const QString &title);
    // The key, from the chart's series as they are now (names, colours, line styles). Series
    // without a name are left out. Renaming a series updates it by itself.
    void updateKey();
    // Takes a title the chart was given (chart()->setTitle, as a chart written without this
    // figure does) into the figure's title, and updates the key: for chart classes that set
    // their own texts, after each change of them.
    void syncFromChart();
    // The figure around `view`, if it has one.
    static ChartFigure *of(QChartView *view);

    // The key of `chart` as rich text: each named series not left out, a sample of its line or
    // marker in its colour, then its name; entries never break inside, the key wraps between
    // them.
    static QString keyText(QChart *chart);
    // Leaves `series` out of the key (a series that explains itself on the chart).
    static void leaveOutOfKey(QAbstractSeries *series);

private:
    QChartView *view_;
    QLabel *title_;
    QLabel *key_;
    bool keyPending_ = false;
};

} // namespace atlas
