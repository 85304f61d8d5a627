// "Distinctions and trade-offs": four statements the history supports, each with how far it
// goes and a demonstration computed by the engine —
//   1. attention weights are not a complete explanation (WeightsExplanationDemo);
//   2. dense attention has quadratic pairwise work in T (PairwiseWorkDemo);
//   3. IO-aware kernels change memory traffic, not the mathematics (IoAwareDemo: counted and
//      compared), and what that is worth on this machine (KernelScalingDemo: measured);
//   4. attention makes relationships within the context available to each token
//      (ContextReachDemo).
#pragma once

#include "sdk/chapterpage.h"

#include <QList>
#include <QWidget>

class QLabel;

namespace atlas {

class ContextReachDemo;
class DistinctionCard;
class IoAwareDemo;
class KernelScalingDemo;
class PairwiseWorkDemo;
class WeightsExplanationDemo;

class HistoryDistinctions final : public QWidget {
    Q_OBJECT

public:
    explicit HistoryDistinctions(QWidget *parent = nullptr);

    // The demonstrations' charts and the context-reach heatmap, under their export names.
    QList<ExportableFigure> figures() const;
    // Finishes the comparison run and measures the kernels' default (short) sweep.
    void prepareForScreenshot();

private:
    void showCardTexts();

    WeightsExplanationDemo *weights_;
    PairwiseWorkDemo *pairwiseWork_;
    IoAwareDemo *ioAware_;
    KernelScalingDemo *kernelScaling_;
    ContextReachDemo *contextReach_;
    QList<DistinctionCard *> cards_;
};

} // namespace atlas
