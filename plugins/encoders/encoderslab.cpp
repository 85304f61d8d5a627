#include "encoderslab.h"

#include "crossattentionpanel.h"
#include "directionpanel.h"
#include "encoderssession.h"
#include "paddingpanel.h"

#include "sdk/labsections.h"

namespace atlas {

EncodersLab::EncodersLab(EncodersSession &session, QWidget *parent)
    : SectionedLab(parent), session_(session),
      direction_(new DirectionPanel(session, sections()->widget())), cross_(new CrossAttentionPanel(session, sections()->widget())),
      padding_(new PaddingPanel(session, sections()->widget()))
{
    setObjectName(QStringLiteral("encodersLab"));
    for (QWidget *panel : QList<QWidget *>{direction_, cross_, padding_})
        addSection(panel);
    addFigure(QStringLiteral("encoder-weights"), direction_->encoder());
    addFigure(QStringLiteral("decoder-weights"), direction_->decoder());
    addFigure(QStringLiteral("cross-attention-alignment"), cross_->alignment());
    addFigure(QStringLiteral("padded-weights"), padding_->weights());
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
