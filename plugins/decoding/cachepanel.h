// The decoding lab's view of the KV cache: for one layer, the cached keys K and values V (one
// row per position, the newest at the bottom and marked) and the newest query's attention
// weights over the cached positions, one row per head. Each redraw checks nothing itself: the
// session reports whether earlier rows changed.
#pragma once

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

    MatrixHeatmap *keys() const { return keys_; }
    MatrixHeatmap *values() const { return values_; }
    MatrixHeatmap *attention() const { return attention_; }
    QSpinBox *layerBox() const { return layer_; }
    QLabel *summary() const { return summary_; }
    void refresh();

private:
    DecodingSession &session_;
    QSpinBox *layer_;
    MatrixHeatmap *keys_, *values_, *attention_;
    QLabel *summary_;
};

} // namespace atlas
