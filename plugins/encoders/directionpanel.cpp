#include "directionpanel.h"

#include "encoderssession.h"

#include "sdk/changemarking.h"
#include "sdk/matrixheatmap.h"

#include <QCheckBox>
#include <QEvent>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace atlas {

namespace {

MatrixHeatmap *weightsHeatmap(const QString &exportName, QWidget *parent)
{
    auto *heatmap = new MatrixHeatmap(parent);
    heatmap->setObjectName(exportName);
    heatmap->model()->setScale(MatrixModel::Scale::Probability);
    heatmap->model()->setFixedColorRange(std::make_pair(0.0, 1.0));
    heatmap->model()->setDecimals(2);
    heatmap->setShowLegend(false);
    heatmap->setExportName(exportName);
    return heatmap;
}

} // namespace

DirectionPanel::DirectionPanel(EncodersSession &session, QWidget *parent)
    : QWidget(parent), session_(session), intro_(new QLabel(this)), changeLast_(new QCheckBox(this)),
      encoder_(weightsHeatmap(QStringLiteral("encoder-weights"), this)),
      decoder_(weightsHeatmap(QStringLiteral("decoder-weights"), this)), reading_(new QLabel(this))
{
    setObjectName(QStringLiteral("directionPanel"));
    for (QLabel *label : {intro_, reading_}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
    }
    reading_->setObjectName(QStringLiteral("directionReading"));
    changeLast_->setObjectName(QStringLiteral("changeLastWord"));
    encoder_->setShowLegend(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(intro_);
    layout->addWidget(changeLast_);
    layout->addWidget(reading_);
    layout->addWidget(encoder_, 0, Qt::AlignLeft);
    layout->addWidget(decoder_, 0, Qt::AlignLeft);

    // The point of the switch: the outputs it moves are outlined (every row without the mask,
    // the last row only with it).
    connect(changeLast_, &QCheckBox::toggled, this, [this](bool on) {
        ChangeMarking marking(this);
        session_.setLastChanged(on);
    });
    connect(&session_, &EncodersSession::changed, this, &DirectionPanel::refresh);
    refresh();
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
    retranslate();
}

void DirectionPanel::retranslate()
{
    const EncodersParams &p = session_.params();
    intro_->setText(tr("The same head over the same words, twice. An encoder's attention is bidirectional: every word "
                       "reads every word, so each representation can use what comes after it. A decoder's is causal: "
                       "each word reads itself and the words before it, so it can be trained to predict the next word "
                       "of a text without seeing it."));
    //: %1 the sentence's last word, %2 the word it is changed to.
    changeLast_->setText(tr("&Change the last word: “%1” → “%2”").arg(p.sentence.last(), p.alternative));
    encoder_->setTitle(tr("Encoder: bidirectional weights"));
    decoder_->setTitle(tr("Decoder: causal weights"));
    for (MatrixHeatmap *heatmap : {encoder_, decoder_}) {
        heatmap->setAxisCaptions(tr("queries"), tr("keys"));
        heatmap->model()->setAxisNames(tr("query"), tr("key"));
    }
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

void DirectionPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_directionpanel.cpp"
