#include "headslab.h"

#include "circuitspanel.h"
#include "compositionpanel.h"
#include "headssession.h"
#include "rankpanel.h"

#include "sdk/changemarking.h"
#include "sdk/changesummaryline.h"
#include "sdk/chapterpage.h"
#include "sdk/labsections.h"
#include "sdk/matrixheatmap.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace atlas {

HeadsLab::HeadsLab(HeadsSession &session, QWidget *parent)
    : QWidget(parent), session_(session), reset_(new QPushButton(this)), sections_(new LabSections(this)),
      rank_(new RankPanel(session, sections_->widget())), circuits_(new CircuitsPanel(session, sections_->widget())),
      composition_(new CompositionPanel(session, sections_->widget()))
{
    setObjectName(QStringLiteral("headsLab"));
    reset_->setObjectName(QStringLiteral("resetButton"));
    for (QWidget *panel : QList<QWidget *>{rank_, circuits_, composition_}) {
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

QList<ExportableFigure> HeadsLab::figures() const
{
    QList<ExportableFigure> list;
    const auto add = [&list](const char *name, MatrixHeatmap *m) { list.append({QString::fromLatin1(name), m, m->model()}); };
    add("qk-low-rank", rank_->qk());
    if (session_.hasModel()) {
        add("qk-over-tokens", circuits_->qk());
        add("ov-over-tokens", circuits_->ov());
    }
    if (!session_.composition().empty()) {
        add("q-composition", composition_->qComposition());
        add("k-composition", composition_->kComposition());
        add("v-composition", composition_->vComposition());
    }
    return list;
}

void HeadsLab::retranslate()
{
    reset_->setText(tr("Reset the examples"));
    sections_->setAccessibleName(tr("Heads lab"));
    sections_->setHeadings({tr("1 · Where a head looks"), tr("2 · A trained decoder's heads"), tr("3 · How heads compose")});
}

void HeadsLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_headslab.cpp"
