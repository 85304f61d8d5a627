// The decoding lab's sampling controls and the next token's distribution: the sampling
// temperature τₛ (a slider on a logarithmic scale), top-k, the greedy choice and the sampler's
// seed, with the most likely next tokens as bars. τₛ and k act on the output logits only.
#pragma once

#include "sdk/chapterpage.h"

#include <atlas/types.h>

#include <QWidget>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalBarSeries;
class QTimer;
class QChartView;
class QCheckBox;
class QLabel;
class QSlider;
class QSpinBox;
class QValueAxis;

namespace atlas {

class DecodingSession;

class SamplingPanel : public QWidget {
    Q_OBJECT

public:
    static constexpr int shownTokens = 10;

    explicit SamplingPanel(DecodingSession &session, QWidget *parent = nullptr);

    // The next token's distribution, under its export name.
    QList<ExportableFigure> figures() const;
    // The bars' probabilities as drawn, most likely first.
    QList<double> shownProbabilities() const;

    // τₛ ↔ slider position: 0.05 · 100^(position/1000), so 0…1000 spans 0.05–5 evenly in log τₛ.
    static double temperatureAt(int position);
    static int positionOf(double temperature);

    void refresh();
    // While the learner's last change is shown: the probabilities before it, beside the bars
    // (empty otherwise).
    QList<double> beforeProbabilities() const;

private:
    void load();

    DecodingSession &session_;
    QLabel *temperatureValue_;
    QSlider *temperature_;
    QSpinBox *topK_, *seed_;
    QCheckBox *greedy_;
    QChartView *chart_;
    QBarSet *bars_;
    QBarSet *before_; // the bars before the learner's last change, for a moment
    QHorizontalBarSeries *series_;
    QTimer *beforeFade_;
    RowVector<double> shownDistribution_;
    QBarCategoryAxis *tokensAxis_;
    QValueAxis *probabilityAxis_;
};

} // namespace atlas
