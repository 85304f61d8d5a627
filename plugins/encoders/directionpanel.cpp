#include "directionpanel.h"

#include "encoderssession.h"
#include "weightsheatmap.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QCheckBox>
#include <QSignalBlocker>

namespace atlas {

DirectionPanel::DirectionPanel(EncodersSession &session, QWidget *parent)
    : QWidget(parent), session_(session), changeLast_(new QCheckBox(this)),
      encoder_(weightsHeatmap(QStringLiteral("encoder-weights"), QStringLiteral("encoder-weights"), this)),
      decoder_(weightsHeatmap(QStringLiteral("decoder-weights"), QStringLiteral("decoder-weights"), this)),
      reading_(new ParagraphLabel(this, QStringLiteral("directionReading")))
{
    setObjectName(QStringLiteral("directionPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("The same head over the same words, twice. An encoder's attention is bidirectional: every word "
                  "reads every word, so each representation can use what comes after it. A decoder's is causal: "
                  "each word reads itself and the words before it, so it can be trained to predict the next word "
                  "of a text without seeing it.");
    });
    changeLast_->setObjectName(QStringLiteral("changeLastWord"));
    const EncodersParams &p = session_.params();
    texts->text(changeLast_, [&p] {
        //: %1 the sentence's last word, %2 the word it is changed to.
        return tr("&Change the last word: “%1” → “%2”").arg(p.sentence.last(), p.alternative);
    });
    decoder_->setShowLegend(false); // the encoder's key serves both
    texts->bind([this] {
        encoder_->setTitle(tr("Encoder: bidirectional weights"));
        decoder_->setTitle(tr("Decoder: causal weights"));
        for (MatrixHeatmap *heatmap : {encoder_, decoder_}) {
            heatmap->setAxisCaptions(tr("queries"), tr("keys"));
            heatmap->model()->setAxisNames(tr("query"), tr("key"));
        }
    });

    BoxLayout::column(this, {intro, changeLast_, reading_, BoxLayout::aligned(encoder_, Qt::AlignLeft),
                             BoxLayout::aligned(decoder_, Qt::AlignLeft)});

    // The point of the switch: the outputs it moves are outlined (every row without the mask,
    // the last row only with it).
    connect(changeLast_, &QCheckBox::toggled, this, [this](bool on) {
        ChangeMarking marking(this);
        session_.setLastChanged(on);
    });
    connect(&session_, &EncodersSession::changed, this, &DirectionPanel::refresh);
    refresh();
    texts->bind([this] { showReading(); });
}

void DirectionPanel::refresh()
{
    {
        const QSignalBlocker quiet(changeLast_);
        changeLast_->setChecked(session_.lastChanged());
    }
    const QStringList words = session_.sentence();
    for (MatrixHeatmap *heatmap : {encoder_, decoder_}) {
        const bool causal = heatmap == decoder_;
        heatmap->model()->setMatrix(session_.weights(causal)); // a new shape drops the mask: set it after
        heatmap->model()->setMask(session_.allowed(causal));
        heatmap->model()->setRowLabels(words);
        heatmap->model()->setColumnLabels(words);
    }
    showReading();
}

void DirectionPanel::showReading()
{
    const EncodersParams &p = session_.params();
    const Index rows = session_.sentence().size();
    //: %1 the last word, %2 the word it becomes, %3 and %5 rows that moved, %4 all rows.
    reading_->setText(tr("Changing “%1” to “%2” moves %3 of %4 output rows in the encoder and %5 of %4 in the decoder "
                         "(compared bit for bit): in the decoder no earlier word can depend on a later one, so “%6” "
                         "cannot know what follows it.")
                          .arg(p.sentence.last(), p.alternative)
                          .arg(session_.rowsChanged(false))
                          .arg(rows)
                          .arg(session_.rowsChanged(true))
                          .arg(p.sentence.size() > 1 ? p.sentence.at(1) : p.sentence.first()));
}

} // namespace atlas

#include "moc_directionpanel.cpp"
