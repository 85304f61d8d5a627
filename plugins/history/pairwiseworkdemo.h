// "Dense attention has quadratic pairwise work in sequence length", in numbers: for a chosen
// T, the query–key pairs one head scores (T²) and the floating-point operations of Q·Kᵀ and
// P·V (2·T²·(dₖ + dᵥ), from AttentionCost) at T/2, T and 2T — every doubling multiplies them
// by four — and a log–log chart of pairs against T beside T itself, slope 2 against slope 1.
// Whether the scores are stored (dense) or streamed through tiles (IO-aware) does not change
// these counts.
#pragma once

#include <atlas/types.h>

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QGridLayout;

namespace atlas {

class PairwiseWorkDemo final : public QWidget {
    Q_OBJECT

public:
    static constexpr Index headWidth = 64; // dₖ = dᵥ

    explicit PairwiseWorkDemo(QWidget *parent = nullptr);

    void setLength(Index length); // one of lengths()
    Index length() const;
    static QList<Index> lengths();

    // The shown numbers: rows T/2, T, 2T; columns T, pairs, operations, ratio to the row above.
    QString cellText(int row, int column) const;
    QChartView *chartView() const { return chartView_; }

private:
    void updateTable();

    QComboBox *lengthBox_;
    QGridLayout *table_;
    QList<QList<QLabel *>> cells_;
    QList<QLabel *> headers_;
    QChart *chart_;
    QChartView *chartView_;
};

} // namespace atlas
