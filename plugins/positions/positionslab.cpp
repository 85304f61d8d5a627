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

PositionsLab::PositionsLab(PositionsSession &session, const QString &learnedNotice, QWidget *parent)
    : SectionedLab(parent), session_(session)
{
    setObjectName(QStringLiteral("positionsLab"));
    auto *order = new OrderPanel(session, sections()->widget());
    auto *absolute = new AbsolutePanel(session, sections()->widget());
    auto *rotary = new RotaryPanel(session, sections()->widget());
    auto *alibi = new AlibiPanel(session, sections()->widget());
    auto *ids = new PositionIdsPanel(session, sections()->widget());
    for (QWidget *panel : QList<QWidget *>{order, absolute, rotary, alibi, ids})
        addSection(panel);
    if (!learnedNotice.isEmpty())
        absolute->setLearnedNotice(learnedNotice);
    addFigure(QStringLiteral("order-outputs"), order->original());
    addFigure(QStringLiteral("order-outputs-permuted"), order->permuted());
    addFigure(QStringLiteral("order-difference"), order->difference());
    addFigure(QStringLiteral("sinusoidal-table"), absolute->sinusoidal());
    addFigure(QStringLiteral("sinusoidal-similarity"), absolute->sinusoidalSimilarity());
    if (session_.hasLearnedTable()) {
        addFigure(QStringLiteral("learned-table"), absolute->learned());
        addFigure(QStringLiteral("learned-similarity"), absolute->learnedSimilarity());
    }
    addFigure(QStringLiteral("position-similarity-by-distance"), absolute->distanceChart());
    addFigure(QStringLiteral("rotary-pair"), rotary->pairChart());
    addFigure(QStringLiteral("alibi-bias"), alibi->bias());
    addFigure(QStringLiteral("alibi-weights-mask-only"), alibi->maskOnly());
    addFigure(QStringLiteral("alibi-weights-with-bias"), alibi->withBias());
    addFigure(QStringLiteral("position-ids"), ids->ids());
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
