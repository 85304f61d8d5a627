// The lab's second panel: absolute position tables. The sinusoidal P (rows = positions,
// columns = dimensions) and the cosine similarity of its rows, the same for a learned P (the
// position table of a trained decoder, when the pack gives one), and a chart of how alike two
// positions are against their distance, for both tables.
#pragma once

#include <QWidget>

class QChartView;
class QLabel;
class QLineSeries;
class QSpinBox;
class QValueAxis;

namespace atlas {

class BaseSlider;
class MatrixHeatmap;
class PositionsSession;

class AbsolutePanel final : public QWidget {
    Q_OBJECT

public:
    explicit AbsolutePanel(PositionsSession &session, QWidget *parent = nullptr);

    // Says why the learned table is missing (the pack's file could not be read); empty: hidden.
    void setLearnedNotice(const QString &notice);

private:
    void refresh();
    // The texts that follow the learned table (or its absence).
    void showLearned();

    PositionsSession &session_;
    BaseSlider *base_;
    QSpinBox *length_;
    MatrixHeatmap *sinusoidal_, *sinusoidalSimilarity_;
    QLabel *learnedIntro_;
    MatrixHeatmap *learned_, *learnedSimilarity_;
    QChartView *chart_;
    QValueAxis *distanceAxis_, *similarityAxis_;
    QLineSeries *sinusoidalSeries_, *learnedSeries_;
    QString learnedNotice_;
};

} // namespace atlas
