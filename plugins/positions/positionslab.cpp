#include "positionslab.h"

#include "absolutepanel.h"
#include "alibipanel.h"
#include "orderpanel.h"
#include "positionidspanel.h"
#include "positionssession.h"
#include "rotarypairchart.h"
#include "rotarypanel.h"

#include "sdk/labsections.h"

#include <QChartView>

namespace atlas {

PositionsLab::PositionsLab(PositionsSession &session, QWidget *parent)
    : SectionedLab(parent), session_(session),
      order_(new OrderPanel(session, sections()->widget())), absolute_(new AbsolutePanel(session, sections()->widget())),
      rotary_(new RotaryPanel(session, sections()->widget())), alibi_(new AlibiPanel(session, sections()->widget())),
      ids_(new PositionIdsPanel(session, sections()->widget()))
{
    setObjectName(QStringLiteral("positionsLab"));
    for (QWidget *panel : QList<QWidget *>{order_, absolute_, rotary_, alibi_, ids_})
        addSection(panel);
    addFigure(QStringLiteral("order-outputs"), order_->original());
    addFigure(QStringLiteral("order-outputs-permuted"), order_->permuted());
    addFigure(QStringLiteral("order-difference"), order_->difference());
    addFigure(QStringLiteral("sinusoidal-table"), absolute_->sinusoidal());
    addFigure(QStringLiteral("sinusoidal-similarity"), absolute_->sinusoidalSimilarity());
    if (session_.hasLearnedTable()) {
        addFigure(QStringLiteral("learned-table"), absolute_->learned());
        addFigure(QStringLiteral("learned-similarity"), absolute_->learnedSimilarity());
    }
    addFigure(QStringLiteral("position-similarity-by-distance"), absolute_->distanceChart());
    addFigure(QStringLiteral("rotary-pair"), rotary_->pairChart());
    addFigure(QStringLiteral("alibi-bias"), alibi_->bias());
    addFigure(QStringLiteral("alibi-weights-mask-only"), alibi_->maskOnly());
    addFigure(QStringLiteral("alibi-weights-with-bias"), alibi_->withBias());
    addFigure(QStringLiteral("position-ids"), ids_->ids());
    retranslate();
}

void PositionsLab::resetExamples()
{
    session_.reset();
}

void PositionsLab::retranslate()
{
    sections()->setAccessibleName(tr("Positions lab"));
    sections()->setHeadings({tr("1 · Does attention see order?"), tr("2 · Absolute positions: a table P"),
                            tr("3 · Rotary positions (RoPE)"), tr("4 · ALiBi: a soft mask"),
                            tr("5 · Position ids in packed sequences")});
}

} // namespace atlas

#include "moc_positionslab.cpp"
