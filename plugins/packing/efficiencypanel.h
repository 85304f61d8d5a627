// How much of the T × T score matrix the packing needs: allowed (query, key) pairs against T²
// and against the plain causal T(T+1)/2, for the current block and for all blocks, with the
// ideal speedups of computing only allowed pairs, or only tiles that contain one (the engine's
// MaskStatistics), and a chart of the three counts per block. Beside the ideal speedup, the
// measured one: the engine's tiled kernel timed on the current block with the document-aware
// mask against the plain causal mask over the whole row, scaled to a length worth timing
// (PackingSpeedup, on a worker thread with progress and Cancel). The scope is stated: what is
// measured (a CPU, one thread), and what is not (fused GPU kernels, tensor units).
#pragma once

#include "packingspeedup.h"

#include "sdk/backgroundmeasurement.h"

#include <atlas/maskstatistics.h>

#include <QWidget>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QChartView;
class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;
class QValueAxis;

namespace atlas {

class PackingSession;
class TaskControls;

class EfficiencyPanel : public QWidget {
    Q_OBJECT

public:
    explicit EfficiencyPanel(PackingSession &session, QWidget *parent = nullptr);

    const MaskStatistics &blockStatistics() const { return block_; }
    // Sums over every block (length, speedups recomputed from the sums).
    const MaskStatistics &totalStatistics() const { return total_; }
    QChartView *chartView() const { return chartView_; }

    // The measured speed-up: the worker and the sentence that reports it.
    BackgroundMeasurement<PackingSpeedup> &speedup() { return speedup_; }
    QString measuredText() const;
    void measure();
    // Measures the current block if its measurement is not shown yet, and waits for it.
    void prepareForScreenshot();

private:
    // What Measure would measure now: the current block at the chosen length.
    PackingSpeedup::Settings speedupSettings() const;
    void refresh();
    void showChartTexts();
    void showMeasurement();

    PackingSession &session_;
    MaskStatistics block_;
    MaskStatistics total_;
    QSpinBox *tile_;
    QTableWidget *table_;
    QChartView *chartView_;
    QBarSeries *series_;
    QBarSet *denseSet_;
    QBarSet *causalSet_;
    QBarSet *allowedSet_;
    QBarCategoryAxis *blockAxis_;
    QValueAxis *pairAxis_;
    QComboBox *rowLength_;
    QLabel *measured_;
    BackgroundMeasurement<PackingSpeedup> speedup_;
    TaskControls *controls_;
};

} // namespace atlas
