// The selected query, read closely: a bar chart of its weights over the keys (one bar per
// head; masked keys marked and at exactly 0) and, for the head shown in the pipeline, the
// mixture itself — every value vector vⱼ scaled by its weight aⱼ, and their sum, which is the
// query's row of the head output (checked against the engine's Yₕ).
#pragma once

#include "mechanismstate.h"

#include <QWidget>

class QBarCategoryAxis;
class QBarSeries;
class QChart;
class QChartView;
class QLabel;

namespace atlas {

class MatrixHeatmap;

class QueryMixtureView : public QWidget {
    Q_OBJECT

public:
    explicit QueryMixtureView(QWidget *parent = nullptr);

    void show(const MechanismState &state, int head);

    QChartView *weightChart() const { return chartView_; }
    MatrixHeatmap *mixture() const { return mixture_; }
    // "max |Σ − Yₕ row|" of the last show().
    double mixtureDiscrepancy() const { return discrepancy_; }
    QString verification() const;

private:
    // The texts of what is shown, in the current language (again after a language change).
    void showTexts();

    const MechanismState *state_ = nullptr;
    int head_ = 0;
    double discrepancy_ = 0;
    QChart *chart_;
    QChartView *chartView_;
    QBarSeries *bars_;
    QBarCategoryAxis *keys_;
    MatrixHeatmap *mixture_;
    QLabel *verification_;
};

} // namespace atlas
