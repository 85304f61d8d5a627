// "Attention weights are not a complete explanation", computed: one query reads three keys
// with scalar values v = (2, 2, 6). The slider moves weight between k₁ and k₂ — whose values
// are equal — while k₃ keeps half of it. The engine (WorkedRelation) recomputes the weights,
// the output and the score derivatives ∂o/∂sⱼ = aⱼ(vⱼ − o) at every step: the weights say k₁
// matters most, then k₂, yet the output is the same 4 value units throughout. Very different
// weights, one output — the observation Jain and Wallace made about trained models, here in
// its smallest form. The derivatives show that a weight is not an influence either.
//
// Scores: s = (δ, −δ, ln(e^δ + e^−δ)), so a₃ = ½ and a₁ + a₂ = ½ for every δ.
#pragma once

#include <atlas/workedrelation.h>

#include <QWidget>

class QBarSet;
class QChart;
class QChartView;
class QLabel;
class QSlider;

namespace atlas {

class WeightsExplanationDemo final : public QWidget {
    Q_OBJECT

public:
    static constexpr int sliderSteps = 30; // δ from −3 to 3 in steps of 0.1

    explicit WeightsExplanationDemo(QWidget *parent = nullptr);

    void setShift(double delta); // δ, clamped to [−3, 3]
    double shift() const;
    const WorkedRelationResult<double> &result() const { return result_; }
    // The output at the slider's two ends, for the claim that it never moves.
    double outputAtEnds(bool low) const;

    QChartView *chartView() const { return chartView_; }
    QString outputText() const;
    QString influenceText() const;

    static Vector<double> scores(double delta);
    static Vector<double> values();

private:
    void recompute();
    void updateTexts();

    QSlider *slider_;
    QLabel *shiftValue_;
    QChart *chart_;
    QChartView *chartView_;
    QBarSet *weights_;
    QLabel *output_;
    QLabel *influence_;
    WorkedRelationResult<double> result_;
    double lowEnd_ = 0, highEnd_ = 0;
};

} // namespace atlas
