// How much of the T × T score matrix the packing needs: allowed (query, key) pairs against T²
// and against the plain causal T(T+1)/2, for the current block and for all blocks, with the
// ideal speedups of computing only allowed pairs, or only tiles that contain one (the engine's
// MaskStatistics), and a chart of the three counts per block. The scope is stated: the product
// builds the masks and arrays; it does not run fused variable-length kernels or time them.
#pragma once

#include <atlas/maskstatistics.h>

#include <QWidget>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QChartView;
class QLabel;
class QSpinBox;
class QTableWidget;
class QValueAxis;

namespace atlas {

class PackingSession;

class EfficiencyPanel : public QWidget {
    Q_OBJECT

public:
    explicit EfficiencyPanel(PackingSession &session, QWidget *parent = nullptr);

    const MaskStatistics &blockStatistics() const { return block_; }
    // Sums over every block (length, speedups recomputed from the sums).
    const MaskStatistics &totalStatistics() const { return total_; }
    QTableWidget *table() const { return table_; }
    QChartView *chartView() const { return chartView_; }
    QSpinBox *tileBox() const { return tile_; }
    QBarSet *allowedBars() const { return allowedSet_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();

    PackingSession &session_;
    MaskStatistics block_;
    MaskStatistics total_;
    QLabel *intro_;
    QLabel *tileLabel_;
    QSpinBox *tile_;
    QTableWidget *table_;
    QChartView *chartView_;
    QBarSeries *series_;
    QBarSet *denseSet_;
    QBarSet *causalSet_;
    QBarSet *allowedSet_;
    QBarCategoryAxis *blockAxis_;
    QValueAxis *pairAxis_;
    QLabel *scope_;
};

} // namespace atlas
