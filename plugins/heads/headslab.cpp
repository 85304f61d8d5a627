#include "headslab.h"

#include "circuitspanel.h"
#include "compositionpanel.h"
#include "figureheatmap.h"
#include "headssession.h"
#include "rankpanel.h"

#include "sdk/labsections.h"

namespace atlas {

HeadsLab::HeadsLab(HeadsSession &session, QWidget *parent)
    : SectionedLab(parent), session_(session)
{
    setObjectName(QStringLiteral("headsLab"));
    QWidget *column = sections()->widget();
    for (QWidget *panel : QList<QWidget *>{new RankPanel(session, column), new CircuitsPanel(session, column),
                                           new CompositionPanel(session, column)})
        addSection(panel);
    // The session has its model, or never will, before the lab is made: the figures it can show
    // are those its panels show (the circuits without a model, the composition without two
    // layers, are hidden for good), in the panels' order.
    for (FigureHeatmap *figure : column->findChildren<FigureHeatmap *>())
        if (!figure->isHidden())
            addFigure(figure->name(), figure);
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
