#include "positionslab.h"

#include "absolutepanel.h"
#include "alibipanel.h"
#include "orderpanel.h"
#include "positionidspanel.h"
#include "positionssession.h"
#include "rotarypairchart.h"
#include "rotarypanel.h"

#include "sdk/changemarking.h"
#include "sdk/changesummaryline.h"
#include "sdk/chapterpage.h"
#include "sdk/labsections.h"
#include "sdk/matrixheatmap.h"

#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace atlas {

PositionsLab::PositionsLab(PositionsSession &session, QWidget *parent)
    : QWidget(parent), session_(session), reset_(new QPushButton(this)), sections_(new LabSections(this)),
      order_(new OrderPanel(session, sections_->widget())), absolute_(new AbsolutePanel(session, sections_->widget())),
      rotary_(new RotaryPanel(session, sections_->widget())), alibi_(new AlibiPanel(session, sections_->widget())),
      ids_(new PositionIdsPanel(session, sections_->widget()))
{
    setObjectName(QStringLiteral("positionsLab"));
    reset_->setObjectName(QStringLiteral("resetButton"));
    for (QWidget *panel : QList<QWidget *>{order_, absolute_, rotary_, alibi_, ids_}) {
        sections_->addHeading();
        sections_->addWidget(panel);
    }
    // Beside the reset button, what the last change did: never stale, never another lab's.
    auto *top = new QHBoxLayout;
    top->addWidget(new ChangeSummaryLine(this, this), 1);
    top->addWidget(reset_, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(sections_, 1);
    connect(reset_, &QPushButton::clicked, this, [this] { ChangeMarking marking(this); session_.reset(); });
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

void PositionsLab::retranslate()
{
    reset_->setText(tr("Reset the examples"));
    sections_->setAccessibleName(tr("Positions lab"));
    sections_->setHeadings({tr("1 · Does attention see order?"), tr("2 · Absolute positions: a table P"),
                            tr("3 · Rotary positions (RoPE)"), tr("4 · ALiBi: a soft mask"),
                            tr("5 · Position ids in packed sequences")});
}

void PositionsLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_positionslab.cpp"
