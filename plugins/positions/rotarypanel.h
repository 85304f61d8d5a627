// The lab's third panel: rotary position embedding. The learner sets the query's position m,
// the key's n, a shift s added to both, the pair drawn and the base; the panel shows the score
// of q at m and k at n beside the score at m + s and n + s (equal to rounding: it depends on
// m − n only), the pair in the plane, and every pair's frequency and period.
#pragma once

#include <QWidget>

class QLabel;
class QSlider;
class QSpinBox;

namespace atlas {

class BaseSlider;
class PositionsSession;
class RotaryPairChart;

class RotaryPanel final : public QWidget {
    Q_OBJECT

public:
    explicit RotaryPanel(PositionsSession &session, QWidget *parent = nullptr);

private:
    void refresh();
    void showReading();

    PositionsSession &session_;
    QSpinBox *m_, *n_, *shift_, *pair_;
    QSlider *shiftSlider_;
    BaseSlider *base_;
    QLabel *scores_;
    RotaryPairChart *chart_;
    QLabel *frequencies_;
};

} // namespace atlas
