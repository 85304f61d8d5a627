// The lab's second panel: the pack's trained decoder taken apart. For the head the learner picks:
// its QK circuit over the vocabulary (which key token each query token looks for) and its OV
// circuit (which logit reading a token raises), with its copying score and the scores and
// ablation the induction chapter measures.
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace atlas {

class HeadsSession;
class MatrixHeatmap;

class CircuitsPanel final : public QWidget {
    Q_OBJECT

public:
    explicit CircuitsPanel(HeadsSession &session, QWidget *parent = nullptr);

private:
    void refresh();
    void showReading();

    HeadsSession &session_;
    QLabel *notice_, *headLabel_ = nullptr; // the label hides with the head box
    QComboBox *head_;
    MatrixHeatmap *qk_, *ov_;
    QLabel *reading_;
};

} // namespace atlas
