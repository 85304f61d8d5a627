// A chart of the history chapter's demonstrations, drawn as they all draw it: no animation,
// the legend below, narrow margins, square corners, antialiased, at least `minimumHeight`
// pixels high and out of the focus chain (the controls above it take the keyboard).
#pragma once

#include <QChartView>

namespace atlas {

class DemoChartView final : public QChartView {
    Q_OBJECT

public:
    // Takes ownership of `chart`.
    DemoChartView(QChart *chart, int minimumHeight, QWidget *parent);
};

} // namespace atlas
