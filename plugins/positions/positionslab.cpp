#include "positionslab.h"

#include "absolutepanel.h"
#include "alibipanel.h"
#include "orderpanel.h"
#include "positionidspanel.h"
#include "positionssession.h"
#include "rotarypairchart.h"
#include "rotarypanel.h"

#include "sdk/labsections.h"
#include "sdk/matrixheatmap.h"

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
    // The figures, found by the object names the panels give them: a table's is its export name.
    const auto tables = [this](const QStringList &names) {
        for (const QString &name : names)
            addFigure(name, findChild<MatrixHeatmap *>(name));
    };
    tables({QStringLiteral("order-outputs"), QStringLiteral("order-outputs-permuted"), QStringLiteral("order-difference"),
            QStringLiteral("sinusoidal-table"), QStringLiteral("sinusoidal-similarity")});
    if (session_.hasLearnedTable())
        tables({QStringLiteral("learned-table"), QStringLiteral("learned-similarity")});
    addFigure(QStringLiteral("position-similarity-by-distance"), findChild<QChartView *>(QStringLiteral("distanceChart")));
    addFigure(QStringLiteral("rotary-pair"), findChild<RotaryPairChart *>(QStringLiteral("rotaryPairChart")));
    tables({QStringLiteral("alibi-bias"), QStringLiteral("alibi-weights-mask-only"), QStringLiteral("alibi-weights-with-bias")});
    addFigure(QStringLiteral("position-ids"), findChild<MatrixHeatmap *>(QStringLiteral("positionIds")));
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
