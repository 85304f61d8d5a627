// The lab's third panel: padding a batch. The learner types the batch's sequence lengths and
// picks one sequence; the heatmap shows its bidirectional weights in the padded array (padded
// keys masked for every query; padded query rows still computed), a button fills the padded
// slots with new values (no real row moves), and a line counts what padding computes for
// nothing and what packing saves.
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace atlas {

class EncodersSession;
class MatrixHeatmap;

class PaddingPanel final : public QWidget {
    Q_OBJECT

public:
    explicit PaddingPanel(EncodersSession &session, QWidget *parent = nullptr);

private:
    void apply();
    void refresh();
    // The texts that follow the batch: the sequences to pick, the title, the counts.
    void showState();

    EncodersSession &session_;
    QLineEdit *lengths_;
    QComboBox *sequence_;
    QPushButton *redraw_;
    QLabel *problem_;
    MatrixHeatmap *weights_;
    QLabel *invariance_, *counts_;
};

} // namespace atlas
