#include "longcontextlab.h"

#include "lengthpanel.h"
#include "longcontextsession.h"
#include "sinkspanel.h"
#include "windowpanel.h"

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
    // The sections' charts (no numbers to write as CSV), as their panels name them.
    for (const ExportableFigure &figure : sinks->figures() + length->figures())
        addFigure(figure.name, figure.widget);
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
