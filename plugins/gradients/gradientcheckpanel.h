// The gradient check, run in the background: every entry of every node of the decoder is
// nudged by ±h and the loss's central difference compared with the analytic gradient
// (TinyDecoder::gradientCheck). A table lists each node's largest relative error; the largest
// of all is shown prominently, and the selected node's elementwise error as a heatmap.
//
// The check re-runs by itself when the decoder changes while the panel is visible (a new one
// cancels the old); a progress bar and Cancel keep the learner in control.
#pragma once

#include "core/backgroundtask.h"

#include <atlas/tinydecoder.h>

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QTableWidget;
class QTimer;

namespace atlas {

class DecoderSession;
class MatrixHeatmap;
class TaskControls;

class GradientCheckPanel : public QWidget {
    Q_OBJECT

public:
    explicit GradientCheckPanel(DecoderSession &session, QWidget *parent = nullptr);
    ~GradientCheckPanel() override;

    void run();
    void cancel();
    // Until onFinished() has handled the check, not merely until the worker returned.
    bool isRunning() const { return task_.isRunning(); }
    // Blocks until the running check ends (screenshots, tests).
    void waitForFinished();

    // The last check that completed.
    const std::optional<GradientCheckReport<double>> &report() const { return task_.result(); }
    bool isStale() const { return stale_; }
    double step() const;
    void setStep(double h);
    bool selectNode(const QString &id);

    MatrixHeatmap *errorMap() const { return errorMap_; }
    QString summaryText() const;

Q_SIGNALS:
    void finished();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void onFinished();
    void showReport();
    void showNodeError(int row);

    DecoderSession &session_;
    BackgroundTask<GradientCheckReport<double>> task_;
    bool stale_ = true;
    bool restart_ = false;

    QComboBox *stepBox_;
    TaskControls *controls_;
    QLabel *summary_;
    QTableWidget *table_;
    MatrixHeatmap *errorMap_;
    QTimer *debounce_;
};

} // namespace atlas
