// The lab's first panel: encoder or decoder. One head over the same sentence, bidirectional
// (every word reads every word) beside causal (each reads itself and earlier words), and a
// switch that changes the last word: the line under it says how many output rows moved in each.
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;

namespace atlas {

class EncodersSession;
class MatrixHeatmap;

class DirectionPanel final : public QWidget {
    Q_OBJECT

public:
    explicit DirectionPanel(EncodersSession &session, QWidget *parent = nullptr);

private:
    void refresh();
    void showReading();

    EncodersSession &session_;
    QCheckBox *changeLast_;
    MatrixHeatmap *encoder_, *decoder_;
    QLabel *reading_;
};

} // namespace atlas
