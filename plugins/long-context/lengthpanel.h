// Section 3 of the long-context lab: positions beyond the trained length. Both decoders
// (LongContextSession) read windows of the same copy text 1, 2 and 4 times as long as those
// they were trained on; the chart draws the loss on the copied tokens against the length read,
// for the rotary decoder as trained, with positions interpolated and NTK-scaled, and for the
// ALiBi decoder, beside a uniform guess. Fine-tune (on a worker, with the training bar's progress
// and Cancel) trains each rotary reading a little at each longer length, as Chen et al. do after
// interpolating, and a second chart sets the loss at four times the length before and after.
#pragma once

#include "sdk/chapterpage.h"

#include <QWidget>

class QBarSet;
class QLabel;
class QPushButton;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace atlas {

class ChartFigure;
class LongContextSession;

class LengthPanel : public QWidget {
    Q_OBJECT

public:
    explicit LengthPanel(LongContextSession &session, QWidget *parent = nullptr);

    // Its charts, named for File → Export Figures.
    QList<ExportableFigure> figures() const;

private:
    void refresh();
    void showReading();
    // Four times the trained length, the longest read, in the locale's digits.
    static QString longestText();

    LongContextSession &session_;
    QLineSeries *series_[4];
    QLineSeries *uniform_;
    QLogValueAxis *lengthAxis_;
    QValueAxis *lossAxis_;
    ChartFigure *figure_;
    QLabel *reading_;
    QPushButton *fineTune_;
    QBarSet *untuned_, *tuned_;
    QValueAxis *tunedLossAxis_;
    ChartFigure *tunedFigure_;
};

} // namespace atlas
