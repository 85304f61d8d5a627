#include "headslab.h"

#include "circuitspanel.h"
#include "compositionpanel.h"
#include "headssession.h"
#include "rankpanel.h"

#include "sdk/chapterpage.h"
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
