// "Measured on this machine": the IO-aware distinction's lab. The learner picks the range of T
// (256 … 8192), heads, dₖ, precision, threads, the number of documents and of timed runs, and
// presses Measure; KernelScalingSweep times the dense kernel, the tiled one and the tiled one
// with a document mask on a worker thread, with progress and Cancel (the window stays
// responsive and Cancel returns at once). Two log–log charts show time and extra memory
// against T, measured (points) beside the counted model (dashed), and a table gives every
// figure; a sentence says what this machine is: its hardware threads, the threads and the
// precision measured, and the matrix-product ceiling measured in the same run.
//
// Nothing is measured until Measure is pressed (a benchmark loads the machine); the counted
// model is drawn from the start. prepareForScreenshot() runs the default, short sweep.
#pragma once

#include "kernelscalingsweep.h"

#include "sdk/taskcontrols.h"

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QLineSeries;
class QLogValueAxis;
class QSpinBox;
class QTableWidget;

namespace atlas {

class KernelScalingDemo final : public QWidget {
    Q_OBJECT

public:
    explicit KernelScalingDemo(QWidget *parent = nullptr);

    KernelScalingSweep::Settings settings() const;
    void setSettings(const KernelScalingSweep::Settings &settings);
    KernelScalingSweep &sweep() { return sweep_; }

    void measure();
    // Measures the current settings if nothing has been measured yet, and waits for the end.
    void prepareForScreenshot();

    QString statusText() const;
    QString machineText() const;
    QChartView *timeChartView() const { return timeView_; }
    QChartView *memoryChartView() const { return memoryView_; }
    // The measured series of `kernel` in the time chart (one point per measured T).
    QLineSeries *measuredTimeSeries(KernelScalingSweep::Kernel kernel) const;

private:
    void settingsEdited();
    void showStopping();
    void showPoints();
    void showModel();
    void nameSeries();
    void updateStatus();
    void retranslateFigures();
    QString kernelName(KernelScalingSweep::Kernel kernel) const;

    KernelScalingSweep sweep_;
    QComboBox *fromBox_, *toBox_, *headsBox_, *widthBox_, *precisionBox_;
    QSpinBox *threadsBox_, *documentsBox_, *repeatsBox_;
    TaskControls *controls_;
    QLabel *status_;
    QLabel *machine_;
    QChart *timeChart_, *memoryChart_;
    QChartView *timeView_, *memoryView_;
    QLogValueAxis *timeX_, *timeY_, *memoryX_, *memoryY_;
    QList<QLineSeries *> measuredTime_, measuredMemory_; // one per kernel
    QLineSeries *countedDenseTime_, *countedTiledTime_, *countedDenseMemory_, *countedTiledMemory_;
    QTableWidget *table_;
    bool measuredOnce_ = false;
};

} // namespace atlas
