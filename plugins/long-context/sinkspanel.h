// Section 2 of the long-context lab: attention sinks. The rotary decoder (LongContextSession)
// reads a long stream through a cache of its training window: how much weight each head puts on
// the first token, the loss after eviction with 0 … 4 first tokens kept, and the loss along the
// stream, step by step, with and without the first token — the jump where eviction starts.
#pragma once

#include "sdk/chapterpage.h"

#include <QWidget>

class QBarCategoryAxis;
class QBarSet;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace atlas {

class ChartFigure;
class LongContextSession;

class SinksPanel : public QWidget {
    Q_OBJECT

public:
    explicit SinksPanel(LongContextSession &session, QWidget *parent = nullptr);

    // Its charts, named for File → Export Figures.
    QList<ExportableFigure> figures() const;

private:
    void refresh();
    void showReading();

    LongContextSession &session_;
    QBarSet *mass_, *even_, *kept_;
    QBarCategoryAxis *headAxis_;
    QValueAxis *keptLossAxis_, *stepAxis_, *streamLossAxis_;
    QLineSeries *evicted_, *keptFirst_, *full_;
    ChartFigure *massFigure_, *keptFigure_, *streamFigure_;
    QLabel *reading_;
};

} // namespace atlas
