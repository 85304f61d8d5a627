#include "historydistinctions.h"

#include "contextreachdemo.h"
#include "distinctioncard.h"
#include "headinglabel.h"
#include "ioawaredemo.h"
#include "kernelscalingdemo.h"
#include "pairwiseworkdemo.h"
#include "weightsexplanationdemo.h"

#include "sdk/boxlayout.h"
#include "sdk/matrixheatmap.h"
#include "sdk/retranslator.h"

#include <QChartView>
#include <QLabel>
#include <QVBoxLayout>

namespace atlas {

HistoryDistinctions::HistoryDistinctions(QWidget *parent)
    : QWidget(parent), weights_(new WeightsExplanationDemo),
      pairwiseWork_(new PairwiseWorkDemo), ioAware_(new IoAwareDemo), kernelScaling_(new KernelScalingDemo),
      contextReach_(new ContextReachDemo)
{
    setObjectName(QStringLiteral("distinctions"));
    auto *texts = new Retranslator(this);
    auto *title = new HeadingLabel(1.3, this);
    title->setObjectName(QStringLiteral("distinctionsTitle"));
    texts->text(title, [] {
        //: Section title in the history chapter's lab.
        return tr("Distinctions and trade-offs");
    });
    auto *intro = texts->paragraph([] {
        return tr("Four statements the history above supports, each with how far it goes. Every number below is computed "
                  "by the attention engine as you change the settings.");
    });
    QVBoxLayout *layout = BoxLayout::column(this, {title, intro});
    layout->setSpacing(10);
    // The IO-aware card shows the counted comparison, then the measurement on this machine.
    auto *ioAwareBoth = new QWidget;
    BoxLayout::column(ioAwareBoth, {ioAware_, kernelScaling_})->setSpacing(14);
    for (QWidget *demo : std::initializer_list<QWidget *>{weights_, pairwiseWork_, ioAwareBoth, contextReach_}) {
        auto *card = new DistinctionCard(demo, this);
        cards_.append(card);
        layout->addWidget(card);
    }
    texts->bind([this] { showCardTexts(); });
}

QList<ExportableFigure> HistoryDistinctions::figures() const
{
    return {{QStringLiteral("weights-not-explanation"), weights_->chartView(), nullptr},
            {QStringLiteral("quadratic-pairwise-work"), pairwiseWork_->chartView(), nullptr},
            {QStringLiteral("kernel-time-measured"), kernelScaling_->timeChartView(), nullptr},
            {QStringLiteral("kernel-memory-measured"), kernelScaling_->memoryChartView(), nullptr},
            {QStringLiteral("context-reach-weights"), contextReach_->heatmap(), contextReach_->heatmap()->model()}};
}

void HistoryDistinctions::prepareForScreenshot()
{
    ioAware_->waitForResult();
    kernelScaling_->prepareForScreenshot();
}

void HistoryDistinctions::showCardTexts()
{
    cards_[0]->setTexts(tr("Attention weights are not a complete explanation of a model's reasoning."),
                        tr("A weight says how much of a value vector a query mixes in. It does not say what the values carry, "
                           "what later layers do with the mixture, or whether quite different weights would give the same "
                           "result. Below, two keys hold the same value: however the weight is split between them, the "
                           "output is identical."));
    cards_[1]->setTexts(tr("Dense attention has quadratic pairwise work in sequence length."),
                        tr("Each query is scored against each key: T² pairs per head and layer for T tokens (about half of "
                           "them under a causal mask, which is still quadratic). Doubling the context multiplies this work by "
                           "four. Sparse attention (2019) scores only chosen pairs; exact IO-aware kernels (2022, 2023) still score them all."));
    cards_[2]->setTexts(tr("IO-aware kernels reduce memory traffic while implementing the same attention mathematics, up to "
                           "finite-precision differences."),
                        tr("FlashAttention computes exact attention tile by tile in fast on-chip memory, keeping a running "
                           "maximum and sum for every query, so the T × T matrix is never written out. What changes is the "
                           "movement of numbers, not the function: the outputs agree up to rounding, and the pairs scored "
                           "are the same. Below, first the two computed side by side and counted, then both timed on this "
                           "machine."));
    cards_[3]->setTexts(tr("Attention makes relationships within the context available to each token."),
                        tr("In one attention layer a token reads every token the mask allows, directly: a path of one step, "
                           "whatever the distance. Which relationships a trained model uses, and whether it uses them well, is "
                           "learned; the mechanism only makes them available."));
}

} // namespace atlas

#include "moc_historydistinctions.cpp"
