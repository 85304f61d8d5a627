#include "headslab.h"

#include "circuitspanel.h"
#include "compositionpanel.h"
#include "headssession.h"
#include "rankpanel.h"

#include "sdk/labsections.h"
#include "sdk/matrixheatmap.h"

namespace atlas {

HeadsLab::HeadsLab(HeadsSession &session, QWidget *parent)
    : SectionedLab(parent), session_(session),
      rank_(new RankPanel(session, sections()->widget())), circuits_(new CircuitsPanel(session, sections()->widget())),
      composition_(new CompositionPanel(session, sections()->widget()))
{
    setObjectName(QStringLiteral("headsLab"));
    for (QWidget *panel : QList<QWidget *>{rank_, circuits_, composition_})
        addSection(panel);
    // The session has its model, or never will, before the lab is made: the figures it can show.
    addFigure(QStringLiteral("qk-low-rank"), rank_->qk());
    if (session_.hasModel()) {
        addFigure(QStringLiteral("qk-over-tokens"), circuits_->qk());
        addFigure(QStringLiteral("ov-over-tokens"), circuits_->ov());
    }
    if (!session_.composition().empty()) {
        addFigure(QStringLiteral("q-composition"), composition_->qComposition());
        addFigure(QStringLiteral("k-composition"), composition_->kComposition());
        addFigure(QStringLiteral("v-composition"), composition_->vComposition());
    }
    retranslate();
}

void HeadsLab::resetExamples()
{
    session_.reset();
}

void HeadsLab::retranslate()
{
    sections()->setAccessibleName(tr("Heads lab"));
    sections()->setHeadings({tr("1 · Where a head looks"), tr("2 · A trained decoder's heads"), tr("3 · How heads compose")});
}

} // namespace atlas

#include "moc_headslab.cpp"
