// Section 1 of the long-context lab: sliding-window attention. The learner sets T, W and the
// number of layers L; a heatmap shows, for every query (row) and key (column), how many layers
// it takes the key to reach the query — 1 is the window itself, the band; cells beyond L
// layers or in the future are masked — and a line counts the band's pairs against the causal
// mask's, the receptive field after L layers and the rolling buffer's slots. Below, the tiled
// kernel is timed with and without a window at a length worth timing (WindowSpeedup, on a
// worker with progress and Cancel), the measured speed-up beside the ideal one.
#pragma once

#include "windowspeedup.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace atlas {

class LongContextSession;
class MatrixHeatmap;

class WindowPanel : public QWidget {
    Q_OBJECT

public:
    explicit WindowPanel(LongContextSession &session, QWidget *parent = nullptr);

    MatrixHeatmap *reach() const { return reach_; }
    QSpinBox *lengthBox() const { return length_; }
    QSpinBox *windowBox() const { return window_; }
    QSpinBox *layersBox() const { return layers_; }
    QLabel *facts() const { return facts_; }

    QComboBox *benchLengthBox() const { return benchLength_; }
    QSpinBox *benchWindowBox() const { return benchWindow_; }
    QPushButton *measureButton() const { return measure_; }
    QPushButton *cancelButton() const { return cancel_; }
    QLabel *measured() const { return measured_; }
    WindowSpeedup &speedup() { return speedup_; }
    WindowSpeedup::Settings speedupSettings() const;
    void measure();
    // Measures the current settings if they are not shown yet, and waits for it.
    void prepareForScreenshot();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();
    void showMeasurement();

    LongContextSession &session_;
    QLabel *intro_;
    QLabel *lengthLabel_, *windowLabel_, *layersLabel_;
    QSpinBox *length_, *window_, *layers_;
    MatrixHeatmap *reach_;
    QLabel *facts_;
    QLabel *measuredTitle_;
    QLabel *benchLengthLabel_, *benchWindowLabel_;
    QComboBox *benchLength_;
    QSpinBox *benchWindow_;
    QPushButton *measure_, *cancel_;
    QProgressBar *progress_;
    QLabel *measured_;
    QLabel *scope_;
    WindowSpeedup speedup_;
};

} // namespace atlas
