// Two distinctions, shown with the example's own numbers rather than stated:
//
// 1. Attention temperature τ is not sampling temperature τₛ. τ sits inside the softmax of the
//    scores and changes A; τₛ divides the output logits of a (toy, tied) unembedding of Y and
//    changes only the next-token distribution. After every change the panel measures what
//    moved: A, Y and the distribution.
// 2. Attention weights are not a complete explanation. Drawing another Wv (or editing Wv or
//    Wo) leaves every A bit-identical while Y changes: the weights say which tokens are read,
//    not what is taken from them or how it is used.
#pragma once

#include "mechanismstate.h"

#include <QWidget>

class QBarCategoryAxis;
class QBarSet;
class QChart;
class QChartView;
class QLabel;
class QPushButton;

namespace atlas {

class MatrixHeatmap;
class StageHeader;
class TemperatureSlider;

class DistinctionsView : public QWidget {
    Q_OBJECT

public:
    explicit DistinctionsView(QWidget *parent = nullptr);

    void show(const MechanismState &state);

    TemperatureSlider *samplingSlider() const { return sampling_; }
    QChartView *distributionChart() const { return chartView_; }
    MatrixHeatmap *outputBefore() const { return before_; }
    MatrixHeatmap *outputAfter() const { return after_; }
    // The three lines of "what your last change did".
    QString effectText() const;

Q_SIGNALS:
    void samplingTemperatureChanged(double temperature);
    void newValueWeightsRequested();

private:
    // The texts of what is shown, in the current language (again after a language change).
    void showTexts();
    QString effectTitle(MechanismState::Change change) const;
    QString movement(bool identical, double maxChange) const;

    const MechanismState *state_ = nullptr;
    StageHeader *samplingHeader_;
    TemperatureSlider *sampling_;
    QChart *chart_;
    QChartView *chartView_;
    QBarSet *probabilities_;
    QBarCategoryAxis *vocabulary_;
    QLabel *effectTitle_;
    QLabel *effect_;
    StageHeader *explanationHeader_;
    QPushButton *newValues_;
    MatrixHeatmap *before_, *after_;
    QLabel *explanation_;
};

} // namespace atlas
