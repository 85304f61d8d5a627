// The lab's fourth panel: ALiBi as a soft mask. The bias B = −m·|i − j| is added to the scaled
// scores exactly where the causal mask M is; the panel shows B and the attention weights with
// the hard mask alone, softmax(S + M), beside softmax(S + B + M), live as the slope m moves.
#pragma once

#include <QWidget>

class QLabel;
class QSlider;

namespace atlas {

class FormulaView;
class MatrixHeatmap;
class PositionsSession;

class AlibiPanel final : public QWidget {
    Q_OBJECT

public:
    explicit AlibiPanel(PositionsSession &session, QWidget *parent = nullptr);

    QSlider *slopeSlider() const { return slope_; }
    MatrixHeatmap *bias() const { return bias_; }
    MatrixHeatmap *maskOnly() const { return maskOnly_; }
    MatrixHeatmap *withBias() const { return withBias_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();

    PositionsSession &session_;
    QLabel *intro_;
    FormulaView *formula_;
    QLabel *slopeLabel_;
    QSlider *slope_;
    QLabel *slopeValue_;
    MatrixHeatmap *bias_, *maskOnly_, *withBias_;
    QLabel *reading_;
};

} // namespace atlas
