// The lab's first panel: does attention see order? The learner edits the tokens, reorders
// them (reverse, rotate, shuffle), chooses what carries position (nothing, a sinusoidal table
// added by slot, rotary rotations) and the causal mask, and reads the layer's outputs for both
// orders side by side with their difference after un-permuting, Δ = Y(ΠX + P) − Π·Y(X + P), Y the head's output.
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace atlas {

class MatrixHeatmap;
class PositionsSession;

class OrderPanel final : public QWidget {
    Q_OBJECT

public:
    explicit OrderPanel(PositionsSession &session, QWidget *parent = nullptr);

private:
    void applyTokens();
    void refresh();
    void showReading();

    PositionsSession &session_;
    QLineEdit *tokens_;
    QLabel *tokensProblem_;
    QPushButton *reverse_, *rotate_, *shuffle_;
    QComboBox *positions_;
    QCheckBox *causal_;
    QLabel *order_;
    MatrixHeatmap *original_, *permuted_, *difference_;
    QLabel *verdict_;
};

} // namespace atlas
