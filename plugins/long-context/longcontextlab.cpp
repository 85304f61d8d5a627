#include "longcontextlab.h"

#include "lengthpanel.h"
#include "longcontextsession.h"
#include "sinkspanel.h"
#include "windowpanel.h"

#include "sdk/chapterpage.h"
#include "sdk/chartfigure.h"
#include "sdk/labsections.h"
#include "sdk/matrixheatmap.h"

#include <QChartView>

namespace atlas {

LongContextLab::LongContextLab(LongContextSession &session, QWidget *parent)
    : SectionedLab(parent), session_(session), window_(new WindowPanel(session, sections()->widget())),
      sinks_(new SinksPanel(session, sections()->widget())), length_(new LengthPanel(session, sections()->widget()))
{
    setObjectName(QStringLiteral("longContextLab"));
    for (QWidget *panel : QList<QWidget *>{window_, sinks_, length_})
        addSection(panel);
    retranslate();
}

QList<ExportableFigure> LongContextLab::figures() const
{
    QList<ExportableFigure> list{{QStringLiteral("window-reach"), window_->reach(), window_->reach()->model()}};
    const auto add = [&list](const char *name, ChartFigure *figure) { list.append({QString::fromLatin1(name), figure, nullptr}); };
    add("first-token-mass", sinks_->massFigure());
    add("stream-loss", sinks_->streamFigure());
    add("loss-by-sinks-kept", sinks_->keptFigure());
    add("loss-by-length", length_->figure());
    return list;
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
