#include "encoderslab.h"

#include "crossattentionpanel.h"
#include "directionpanel.h"
#include "encoderssession.h"
#include "paddingpanel.h"

#include "sdk/labsections.h"

namespace atlas {

EncodersLab::EncodersLab(EncodersSession &session, QWidget *parent)
    : SectionedLab(parent), session_(session)
{
    setObjectName(QStringLiteral("encodersLab"));
    auto *direction = new DirectionPanel(session, sections()->widget());
    auto *cross = new CrossAttentionPanel(session, sections()->widget());
    auto *padding = new PaddingPanel(session, sections()->widget());
    for (QWidget *panel : QList<QWidget *>{direction, cross, padding})
        addSection(panel);
    addFigure(QStringLiteral("encoder-weights"), direction->encoder());
    addFigure(QStringLiteral("decoder-weights"), direction->decoder());
    addFigure(QStringLiteral("cross-attention-alignment"), cross->alignment());
    addFigure(QStringLiteral("padded-weights"), padding->weights());
    retranslate();
}

void EncodersLab::resetExamples()
{
    session_.reset();
}

void EncodersLab::retranslate()
{
    sections()->setAccessibleName(tr("Encoders lab"));
    sections()->setHeadings({tr("1 · Encoder or decoder?"), tr("2 · Cross-attention"), tr("3 · Padding a batch")});
}

} // namespace atlas

#include "moc_encoderslab.cpp"
