#include "encoderslab.h"

#include "crossattentionpanel.h"
#include "directionpanel.h"
#include "encoderssession.h"
#include "paddingpanel.h"

#include "sdk/chapterpage.h"
#include "sdk/labsections.h"
#include "sdk/matrixheatmap.h"

namespace atlas {

EncodersLab::EncodersLab(EncodersSession &session, QWidget *parent)
    : SectionedLab(parent), session_(session),
      direction_(new DirectionPanel(session, sections()->widget())), cross_(new CrossAttentionPanel(session, sections()->widget())),
      padding_(new PaddingPanel(session, sections()->widget()))
{
    setObjectName(QStringLiteral("encodersLab"));
    for (QWidget *panel : QList<QWidget *>{direction_, cross_, padding_})
        addSection(panel);
    retranslate();
}

QList<ExportableFigure> EncodersLab::figures() const
{
    QList<ExportableFigure> list;
    const auto add = [&list](const char *name, MatrixHeatmap *m) { list.append({QString::fromLatin1(name), m, m->model()}); };
    add("encoder-weights", direction_->encoder());
    add("decoder-weights", direction_->decoder());
    add("cross-attention-alignment", cross_->alignment());
    add("padded-weights", padding_->weights());
    return list;
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
