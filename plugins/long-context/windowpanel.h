// Section 1 of the long-context lab: sliding-window attention. The learner sets T, W and the
// number of layers L; a heatmap shows, for every query (row) and key (column), how many layers
// it takes the key to reach the query — 1 is the window itself, the band; cells beyond L
// layers or in the future are masked — and a line counts the band's pairs against the causal
// mask's, the receptive field after L layers and the rolling buffer's slots. Below, the tiled
// kernel is timed with and without a window at a length worth timing (WindowSpeedup, on a
// worker with progress and Cancel), the measured speed-up beside the ideal one.
#pragma once

#include "windowspeedup.h"

#include "sdk/backgroundmeasurement.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;

namespace atlas {

class LongContextSession;
class MatrixHeatmap;
class TaskControls;

class WindowPanel : public QWidget {
    Q_OBJECT

public:
    explicit WindowPanel(LongContextSession &session, QWidget *parent = nullptr);

    MatrixHeatmap *reach() const { return reach_; }
    // Measures the current settings if they are not shown yet, and waits for it.
    void prepareForScreenshot();

private:
    // What Measure would measure now: the chosen length and window.
    WindowSpeedup::Settings speedupSettings() const;
    void refresh();
    void showBand();
    void showMeasurement();

    LongContextSession &session_;
    QSpinBox *length_, *window_, *layers_;
    MatrixHeatmap *reach_;
    QLabel *facts_;
    QComboBox *benchLength_;
    QSpinBox *benchWindow_;
    QLabel *measured_;
    BackgroundMeasurement<WindowSpeedup> speedup_;
    TaskControls *controls_;
};

} // namespace atlas
