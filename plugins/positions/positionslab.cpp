#include "positionslab.h"

#include "absolutepanel.h"
#include "alibipanel.h"
#include "orderpanel.h"
#include "positionidspanel.h"
#include "positionssession.h"
#include "rotarypairchart.h"
#include "rotarypanel.h"

#include "sdk/chapterpage.h"
#include "sdk/labsections.h"
#include "sdk/matrixheatmap.h"

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
    retranslate();
}

QList<ExportableFigure> PositionsLab::figures() const
{
    QList<ExportableFigure> list;
    const auto add = [&list](const char *name, MatrixHeatmap *m) {
        list.append({QString::fromLatin1(name), m, m->model()});
    };
    add("order-outputs", order_->original());
    add("order-outputs-permuted", order_->permuted());
    add("order-difference", order_->difference());
    add("sinusoidal-table", absolute_->sinusoidal());
    add("sinusoidal-similarity", absolute_->sinusoidalSimilarity());
    if (session_.hasLearnedTable()) {
        add("learned-table", absolute_->learned());
        add("learned-similarity", absolute_->learnedSimilarity());
    }
    list.append({QStringLiteral("position-similarity-by-distance"), absolute_->distanceChart(), nullptr});
    list.append({QStringLiteral("rotary-pair"), rotary_->pairChart(), nullptr});
    add("alibi-bias", alibi_->bias());
    add("alibi-weights-mask-only", alibi_->maskOnly());
    add("alibi-weights-with-bias", alibi_->withBias());
    add("position-ids", ids_->ids());
    return list;
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
