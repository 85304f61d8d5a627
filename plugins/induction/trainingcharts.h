// The training curve as two charts, one above the other: the loss of the first half and of
// the repeated half (with the loss of a uniform guess, ln V), and their accuracies (with
// chance, 1/V, and the 50 % the formation rule uses). The step at which the rule marks the
// induction head as formed (atlas/inductioncurve.h) is a vertical line on both, named in the
// legend. Points arrive during a run and are appended; nothing is redrawn from scratch.
#pragma once

#include <atlas/inductioncurve.h>

#include <QWidget>

#include <optional>

class QChartView;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace atlas {

class ChartFigure;

class TrainingCharts : public QWidget {
    Q_OBJECT

public:
    explicit TrainingCharts(QWidget *parent = nullptr);

    // Draws `curve` whole (a new model); `vocabulary` is V, for the chance lines.
    void reset(const InductionCurve &curve, int vocabulary);
    // Appends the points `curve` has beyond those drawn.
    void update(const InductionCurve &curve);
    // A solid vertical line at the step the lab replays (nullopt: none, the newest weights).
    void setReplayStep(std::optional<std::int64_t> step);

    // A chart with its key (the legend, wrapped under it): what File → Export Figures saves.
    ChartFigure *lossFigure() const { return lossFigure_; }
    ChartFigure *accuracyFigure() const { return accuracyFigure_; }

private:
    void updateAxes();
    void updateFormation();
    void updateReplay();
    // The legend entries that follow the run: V's chance lines, the formation, the replay.
    void showLegend();

    QChartView *lossView_, *accuracyView_;
    ChartFigure *lossFigure_ = nullptr, *accuracyFigure_ = nullptr;
    QLineSeries *firstLoss_, *repeatedLoss_, *chanceLoss_, *formedLoss_;
    QLineSeries *firstAccuracy_, *repeatedAccuracy_, *chanceAccuracy_, *threshold_, *formedAccuracy_;
    QLineSeries *replayLoss_, *replayAccuracy_;
    QValueAxis *lossSteps_, *lossAxis_, *accuracySteps_, *accuracyAxis_;
    QLabel *note_;
    int vocabulary_ = 2;
    std::size_t drawn_ = 0;
    std::int64_t lastStep_ = 0;
    double highestLoss_ = 0;
    std::optional<std::int64_t> formedAt_;
    std::optional<std::int64_t> replayStep_;
};

} // namespace atlas
