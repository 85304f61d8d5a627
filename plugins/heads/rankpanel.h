// The lab's first panel: where a head looks. W_QK = W_q W_kᵀ of a seeded head whose width dₖ the
// learner sets; its singular values show the rank (at most dₖ), and a line counts what H narrow
// heads cost against one wide one.
#pragma once

#include <QWidget>

class QLabel;
class QSpinBox;

namespace atlas {

class HeadsSession;
class MatrixHeatmap;

class RankPanel final : public QWidget {
    Q_OBJECT

public:
    explicit RankPanel(HeadsSession &session, QWidget *parent = nullptr);

private:
    void refresh();
    void showReading();

    HeadsSession &session_;
    QSpinBox *headWidth_;
    MatrixHeatmap *qk_;
    QLabel *reading_;
};

} // namespace atlas
