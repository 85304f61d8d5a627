// One coordinate pair of a rotary query and key drawn in the plane: q at m and k at n (solid),
// q at m + s and k at n + s (dashed), on circles of their lengths. Rotation keeps each length,
// and shifting both positions turns both arrows by the same angle, so the angle between q and
// k — what their score sees — stays. Equal scales on both axes; animations off.
#pragma once

#include <QChartView>

class QLineSeries;
class QValueAxis;

namespace atlas {

class RotaryPairChart final : public QChartView {
    Q_OBJECT

public:
    explicit RotaryPairChart(QWidget *parent = nullptr);

    // The pair's index i, the positions, and the six points (PositionsSession::Rotary).
    void setPair(int pair, int m, int n, int shift, const QPointF &queryAt, const QPointF &keyAt,
                 const QPointF &queryShifted, const QPointF &keyShifted);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // The title, axes and legend entries, which name the pair and the positions.
    void showNames();
    void fitRanges();

    QValueAxis *xAxis_, *yAxis_;
    QLineSeries *queryCircle_, *keyCircle_;
    QLineSeries *queryAt_, *keyAt_, *queryShifted_, *keyShifted_;
    int pair_ = 0, m_ = 0, n_ = 0, shift_ = 0;
    double radius_ = 1;
};

} // namespace atlas
