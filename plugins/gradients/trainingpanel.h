// Training the decoder on its own token sequence: SGD or Adam for a number of steps, run off the
// GUI thread (BackgroundTask) with a progress bar and Cancel while the rest of the chapter stays
// usable. The
// loss curve grows as the steps arrive; when the run ends (or is cancelled) the trained
// parameters replace the decoder's, so the graph, the gradient check and the prefix panel show
// the trained model. A step that makes a parameter non-finite (learning rate far too high) is
// undone and the run stops with an explanation, never a NaN.
//
// Watching and replaying. Beside the curve, a TrainingWatch shows what the decoder does at the
// newest weights the worker sent (each head's attention, each next token's probability);
// while a run goes the settings fold away so the curve and the watch stay in view, and
// "Slow enough to watch" spreads the run over watchablePace. The panel keeps the weights at
// evenly spaced steps (TrainingHistory); after a run a replay bar scrubs back through them:
// the watch and a cursor on the curve show that step, while the graph and the other panels
// keep the newest weights.
#pragma once

#include "gradientsparams.h"

#include "core/backgroundtask.h"
#include "sdk/traininghistory.h"

#include <atlas/tinydecoder.h>

#include <QWidget>

#include <chrono>
#include <optional>
#include <vector>

class QChartView;
class QBoxLayout;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QLineSeries;
class QPushButton;
class QSpinBox;
class QValueAxis;

namespace atlas {

class DecoderSession;
class ReplayBar;
class TaskControls;
class TrainingWatch;

class TrainingPanel : public QWidget {
    Q_OBJECT

public:
    explicit TrainingPanel(DecoderSession &session, QWidget *parent = nullptr);
    ~TrainingPanel() override;

    void train();
    void cancel() { task_.cancel(); }
    // Until onFinished() has handled the run, not merely until the worker returned.
    bool isRunning() const { return task_.isRunning(); }
    void waitForFinished() { task_.finishNow(); }
    // Fresh parameters from the seed and an empty loss curve.
    void reset();

    void setOptimizer(DecoderParams::Optimizer optimizer);
    DecoderParams::Optimizer optimizer() const;
    bool setLearningRateText(const QString &text); // false: refused, see statusText()
    double learningRate() const { return learningRate_; }
    void setSteps(int steps);
    int steps() const;

    QChartView *chartView() const { return chartView_; }
    QString statusText() const;
    bool diverged() const { return diverged_; }

    // Watching and replaying.
    using History = TrainingHistory<DecoderParameters<double>>;
    static constexpr std::chrono::seconds watchablePace{20};
    const History &history() const { return history_; }
    int replayIndex() const { return replayIndex_; } // −1: the newest weights
    void showSnapshot(int index);
    void showLatest();

Q_SIGNALS:
    void trainingStarted();
    void trainingFinished();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // What the worker sends per step of the run: the loss, and now and then the weights it was
    // computed with (for the watch and the history).
    struct Tick {
        int step = 0;
        double loss = 0;
        std::optional<DecoderParameters<double>> snapshot;
    };
    // What the run reached, cancelled or not.
    struct Outcome {
        DecoderParameters<double> parameters;
        int stepsDone = 0;
        bool diverged = false;
    };

    void onResults(std::vector<Tick> ticks);
    void updateWatch();
    void updateReplay();
    void onFinished();
    void updateAxes();
    void setStatus(const QString &text);

    DecoderSession &session_;
    BackgroundTask<Outcome, Tick> task_;
    History history_;
    int replayIndex_ = -1;
    std::int64_t watchStep_ = 0; // the step of the weights the watch shows while a run goes
    std::optional<DecoderParameters<double>> runWeights_;
    double learningRate_;
    int totalSteps_ = 0;   // steps on the curve so far
    int runStart_ = 0;     // the curve's step at the start of this run
    int runSteps_ = 0;
    bool discard_ = false; // the model changed during the run: its parameters no longer fit
    bool diverged_ = false;
    double lowest_ = 0, highest_ = 1;

    QWidget *settings_;
    QComboBox *optimizerBox_;
    QLineEdit *rateEdit_;
    QSpinBox *stepsBox_;
    TaskControls *controls_;
    QPushButton *resetButton_;
    QCheckBox *pace_;
    QLabel *status_;
    QChartView *chartView_;
    QLineSeries *loss_;
    QLineSeries *uniform_;
    QValueAxis *stepAxis_;
    QValueAxis *lossAxis_;
    QLineSeries *replayLine_;
    TrainingWatch *watch_;
    ReplayBar *replay_;
    QBoxLayout *body_; // the watch beside the curve, or above it when narrow
};

} // namespace atlas
