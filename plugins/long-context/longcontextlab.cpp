#include "longcontextlab.h"

#include "lengthpanel.h"
#include "longcontextsession.h"
#include "sinkspanel.h"
#include "windowpanel.h"

#include "sdk/chartfigure.h"
#include "sdk/labsections.h"

namespace atlas {

LongContextLab::LongContextLab(LongContextSession &session, QWidget *parent)
    : SectionedLab(parent), session_(session), window_(new WindowPanel(session, sections()->widget()))
{
    setObjectName(QStringLiteral("longContextLab"));
    auto *sinks = new SinksPanel(session, sections()->widget());
    auto *length = new LengthPanel(session, sections()->widget());
    for (QWidget *panel : QList<QWidget *>{window_, sinks, length})
        addSection(panel);
    addFigure(QStringLiteral("window-reach"), window_->reach());
    addFigure(QStringLiteral("first-token-mass"), sinks->massFigure());
    addFigure(QStringLiteral("stream-loss"), sinks->streamFigure());
    addFigure(QStringLiteral("loss-by-sinks-kept"), sinks->keptFigure());
    addFigure(QStringLiteral("loss-by-length"), length->figure());
    retranslate();
}

void LongContextLab::resetExamples()
{
    session_.reset();
}

void LongContextLab::retranslate()
{
    sections()->setAccessibleName(tr("Long context lab"));
    sections()->setHeadings({tr("1 · Sliding-window attention"), tr("2 · Attention sinks"), tr("3 · Positions beyond the trained length")});
}

void LongContextLab::showEvent(QShowEvent *event)
{
    SectionedLab::showEvent(event);
    if (session_.state() == LongContextSession::State::Untrained && !session_.findings())
        session_.train();
}

} // namespace atlas

#include "moc_longcontextlab.cpp"
