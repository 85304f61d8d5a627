// The scaling-variance laboratory: draw random queries and keys, and watch the variance of
// q·k grow with the head width dₖ, the 1/√dₖ scaling hold it at 1, and the softmax saturate
// without it. The argument's assumptions are stated, and two controls break them (the
// coordinates' standard deviation σ and their correlation ρ) so its prediction visibly fails.
//
// Controls stay at the top; the charts scroll beneath them. Every experiment runs in the
// background (VarianceSweep) with progress and cancel; results are cached per setting.
#pragma once

#include "scalingvarianceparams.h"

#include "sdk/chapterpage.h"

#include "sdk/chapterlab.h"

class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace atlas {

class FormulaView;
class SaturationChart;
class SettingChangeLine;
class ScoreHistogramChart;
class LabSections;
class VarianceChart;
class VarianceSweep;
class WidthControl;

class ScalingVarianceLab : public ChapterLab {
    Q_OBJECT

public:
    explicit ScalingVarianceLab(const ScalingVarianceParams &params, QWidget *parent = nullptr);

    QList<ExportableFigure> figures() const override;
    // Waits for the experiments in progress and shows their results (screenshots, tests).
    void finishPendingWork();
    void prepareForScreenshot() override { finishPendingWork(); }
    // The setting the controls show.
    ScalingVarianceParams settings() const;
    int width() const;

private:
    void settingsChanged();
    void widthChanged();
    void request();
    void showResults();
    void showReadout();
    void updateRunState(bool running);

    ScalingVarianceParams params_;
    VarianceSweep *sweep_;
    WidthControl *width_;
    QSpinBox *samples_, *seed_, *keys_;
    QDoubleSpinBox *std_, *correlation_;
    QPushButton *restore_, *run_;
    QProgressBar *progress_;
    QLabel *status_;
    SettingChangeLine *change_;
    class QTimer *beforeFade_; // the curve before a change goes a moment after the new one is measured
    ScalingVarianceParams shown_; // the setting before the learner's last change
    LabSections *scroll_;
    QWidget *sections_; // scroll_'s column
    FormulaView *argument_;
    FormulaView *brokenFormula_;
    QLabel *readout_;
    QLabel *assumptionNote_;
    ScoreHistogramChart *histogram_;
    QLabel *histogramNote_;
    VarianceChart *variance_;
    SaturationChart *largest_;
    SaturationChart *entropy_;
    bool running_ = false;
};

} // namespace atlas
