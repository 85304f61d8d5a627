// The decoding lab's view of the KV cache: for one layer, the cached keys K and values V (one
// row per position, the newest at the bottom and marked) and the newest query's attention
// weights over the cached positions, one row per head. Each redraw checks nothing itself: the
// session reports whether earlier rows changed.
#pragma once

#include "sdk/chapterpage.h"

#include <QWidget>

class QLabel;
class QSpinBox;

namespace atlas {

class DecodingSession;
class MatrixHeatmap;

class CachePanel : public QWidget {
    Q_OBJECT

public:
    explicit CachePanel(DecodingSession &session, QWidget *parent = nullptr);

    // The keys, the values and the newest query's attention, under their export names.
    QList<ExportableFigure> figures() const;
    void refresh();

private:
    DecodingSession &session_;
    QSpinBox *layer_;
    MatrixHeatmap *keys_, *values_, *attention_;
    QLabel *summary_;
};

} // namespace atlas
