// Training the decoder on its own token sequence: SGD or Adam for a number of steps, run in a
// worker thread with a progress bar and Cancel while the rest of the chapter stays usable. The
// loss curve grows as the steps arrive; when the run ends (or is cancelled) the trained
// parameters replace the decoder's, so the graph, the gradient check and the prefix panel show
// the trained model. A step that makes a parameter non-finite (learning rate far too high) is
// undone and the run stops with an explanation, never a NaN.
#pragma once

#include "gradientsparams.h"

#include <atlas/tinydecoder.h>

#include <QFutureWatcher>
#include <QWidget>

#include <memory>

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QLineSeries;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QValueAxis;

namespace atlas {

class DecoderSession;

class TrainingPanel : public QWidget {
    Q_OBJECT

public:
    explicit TrainingPanel(DecoderSession &session, QWidget *parent = nullptr);
    ~TrainingPanel() override;

    void train();
    void cancel();
    bool isRunning() const;
    void waitForFinished();
    // Fresh parameters from the seed and an empty loss curve.
    void reset();

    void setOptimizer(DecoderParams::Optimizer optimizer);
    DecoderParams::Optimizer optimizer() const;
    bool setLearningRateText(const QString &text); // false: refused, see statusText()
    double learningRate() const { return learningRate_; }
    void setSteps(int steps);
    int steps() const;

    QChartView *chartView() const { return chartView_; }
    QLineSeries *lossSeries() const { return loss_; }
    QLineSeries *uniformSeries() const { return uniform_; }
    QProgressBar *progressBar() const { return progress_; }
    QPushButton *trainButton() const { return trainButton_; }
    QPushButton *cancelButton() const { return cancelButton_; }
    QString statusText() const;
    bool diverged() const { return diverged_; }

Q_SIGNALS:
    void trainingStarted();
    void trainingFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Outcome {
        DecoderParameters<double> parameters;
        int stepsDone = 0;
        bool diverged = false;
    };

    void onResults(int begin, int end);
    void onFinished();
    void updateAxes();
    void retranslate();
    void setStatus(const QString &text);

    DecoderSession &session_;
    QFutureWatcher<double> watcher_;
    std::shared_ptr<Outcome> outcome_;
    double learningRate_;
    int totalSteps_ = 0;   // steps on the curve so far
    int runStart_ = 0;     // the curve's step at the start of this run
    int runSteps_ = 0;
    bool running_ = false; // from train() until onFinished() has handled the run
    bool discard_ = false; // the model changed during the run: its parameters no longer fit
    bool diverged_ = false;
    double lowest_ = 0, highest_ = 1;

    QLabel *intro_;
    QLabel *optimizerLabel_;
    QComboBox *optimizerBox_;
    QLabel *rateLabel_;
    QLineEdit *rateEdit_;
    QLabel *stepsLabel_;
    QSpinBox *stepsBox_;
    QPushButton *trainButton_;
    QPushButton *cancelButton_;
    QPushButton *resetButton_;
    QProgressBar *progress_;
    QLabel *status_;
    QChartView *chartView_;
    QLineSeries *loss_;
    QLineSeries *uniform_;
    QValueAxis *stepAxis_;
    QValueAxis *lossAxis_;
};

} // namespace atlas
