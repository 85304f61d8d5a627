// The lab's fourth panel: ALiBi as a soft mask. The bias B = −m·|i − j| is added to the scaled
// scores exactly where the causal mask M is; the panel shows B and the attention weights with
// the hard mask alone, softmax(S + M), beside softmax(S + B + M), live as the slope m moves.
#pragma once

#include <QWidget>

class QLabel;
class QSlider;

namespace atlas {

class MatrixHeatmap;
class PositionsSession;

class AlibiPanel final : public QWidget {
    Q_OBJECT

public:
    explicit AlibiPanel(PositionsSession &session, QWidget *parent = nullptr);

private:
    void refresh();
    void showReading();

    PositionsSession &session_;
    QSlider *slope_;
    QLabel *slopeValue_;
    MatrixHeatmap *bias_, *maskOnly_, *withBias_;
    QLabel *reading_;
};

} // namespace atlas
