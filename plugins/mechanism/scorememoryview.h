// The engineering view of the T × T score matrix: how much memory the dense form needs per
// layer as the sequence grows (T² per head) against a tiled, IO-aware computation that never
// stores it (one tile and two running statistics per query), with the current example marked;
// and the arithmetic intensity of the matrix products, which is why attention is computed as
// products of blocks on tensor units. Counts from formulas (AttentionCost): nothing is run
// or timed.
#pragma once

#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QTableWidget;

namespace atlas {

class ChartFigure;
class StageHeader;

class ScoreMemoryView : public QWidget {
    Q_OBJECT

public:
    static constexpr int bytesPerElement = 2; // fp16 / bf16, as tensor units use
    static constexpr int tileSize = 64;       // Br = Bc
    static constexpr int longContext = 4096;
    static constexpr int longHeadWidth = 128;

    explicit ScoreMemoryView(QWidget *parent = nullptr);

    // The example's sequence length, heads and widths.
    void show(int length, int heads, int keyWidth, int valueWidth);

    // The chart with its title and key: what File → Export Figures saves.
    ChartFigure *memoryFigure() const { return figure_; }
    // The chart plots log₁₀ of T and of bytes; these undo it.
    static double lengthAt(double x);
    static double bytesAt(double y);

private:
    void rebuild();

    int length_ = 6, heads_ = 1, keyWidth_ = 2, valueWidth_ = 2;
    StageHeader *header_;
    QChart *chart_;
    QChartView *chartView_;
    ChartFigure *figure_;
    QLineSeries *dense_;
    QLineSeries *tiled_;
    QScatterSeries *example_;
    QLabel *intensityIntro_;
    QTableWidget *table_;
    QLabel *scope_;
};

} // namespace atlas
