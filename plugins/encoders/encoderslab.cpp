#include "encoderslab.h"

#include "crossattentionpanel.h"
#include "directionpanel.h"
#include "encoderssession.h"
#include "paddingpanel.h"

#include "sdk/labsections.h"
#include "sdk/matrixheatmap.h"

#include <utility>

namespace atlas {

EncodersLab::EncodersLab(EncodersSession &session, QWidget *parent)
    : SectionedLab(parent), session_(session)
{
    setObjectName(QStringLiteral("encodersLab"));
    addSection(new DirectionPanel(session, sections()->widget()));
    addSection(new CrossAttentionPanel(session, sections()->widget()));
    addSection(new PaddingPanel(session, sections()->widget()));
    // The figures: the heatmaps the panels show, by the object names they give them.
    for (auto [name, heatmap] : {std::pair{"encoder-weights", "encoder-weights"}, std::pair{"decoder-weights", "decoder-weights"},
                                 std::pair{"cross-attention-alignment", "crossAlignment"},
                                 std::pair{"padded-weights", "paddedWeights"}})
        addFigure(QLatin1String(name), findChild<MatrixHeatmap *>(QLatin1String(heatmap)));
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
