// Section 3 of the long-context lab: positions beyond the trained length. Both decoders
// (LongContextSession) read windows of the same copy text 1, 2 and 4 times as long as those
// they were trained on; the chart draws the loss on the copied tokens against the length read,
// for the rotary decoder as trained, with positions interpolated and NTK-scaled, and for the
// ALiBi decoder, beside a uniform guess.
#pragma once

#include <QWidget>

class QChartView;
class QLabel;
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
};

} // namespace atlas
