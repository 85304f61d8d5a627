// Section 3 of the long-context lab: positions beyond the trained length. Both decoders
// (LongContextSession) read windows of the same copy text 1, 2 and 4 times as long as those
// they were trained on; the chart draws the loss on the copied tokens against the length read,
// for the rotary decoder as trained, with positions interpolated and NTK-scaled, and for the
// ALiBi decoder, beside a uniform guess. Fine-tune (on a worker, with the training bar's progress
// and Cancel) trains each rotary reading a little at each longer length, as Chen et al. do after
// interpolating, and a second chart sets the loss at four times the length before and after.
#pragma once

#include <QWidget>

class QBarCategoryAxis;
class QBarSet;
class QChartView;
class QLabel;
class QPushButton;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace atlas {

class ChartFigure;
class DecoderTrainingBar;
class LongContextSession;

class LengthPanel : public QWidget {
    Q_OBJECT

public:
    explicit LengthPanel(LongContextSession &session, QWidget *parent = nullptr);

    ChartFigure *figure() const { return figure_; }
    QLineSeries *series(int variant) const { return series_[variant]; }
    QLabel *reading() const { return reading_; }
    QPushButton *fineTuneButton() const { return fineTune_; }
    ChartFigure *tunedFigure() const { return tunedFigure_; }
    QBarSet *tunedBars() const { return tuned_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();

    LongContextSession &session_;
    QLabel *intro_;
    DecoderTrainingBar *training_;
    QLineSeries *series_[4];
    QLineSeries *uniform_;
    QLogValueAxis *lengthAxis_;
    QValueAxis *lossAxis_;
    ChartFigure *figure_;
    QLabel *reading_;
    QPushButton *fineTune_;
    QLabel *tuneNote_;
    QBarSet *untuned_, *tuned_;
    QBarCategoryAxis *readingAxis_;
    QValueAxis *tunedLossAxis_;
    ChartFigure *tunedFigure_;
};

} // namespace atlas
