#include "paddingpanel.h"

#include "encoderssession.h"
#include "weightsheatmap.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>

namespace atlas {

namespace {

// The lengths as the learner types them: "3 5 2".
QString lengthsText(const QList<int> &lengths)
{
    QStringList parts;
    for (int n : lengths)
        parts.append(QString::number(n));
    return parts.join(QLatin1Char(' '));
}

} // namespace

PaddingPanel::PaddingPanel(EncodersSession &session, QWidget *parent)
    : QWidget(parent), session_(session), lengths_(new QLineEdit(this)), sequence_(new QComboBox(this)),
      redraw_(new QPushButton(this)), problem_(new ParagraphLabel(this, QStringLiteral("lengthsProblem"))),
      weights_(weightsHeatmap(QStringLiteral("paddedWeights"), QStringLiteral("padded-weights"), this)),
      invariance_(new ParagraphLabel(this, QStringLiteral("paddingInvariance"))),
      counts_(new ParagraphLabel(this, QStringLiteral("paddingCounts")))
{
    setObjectName(QStringLiteral("paddingPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("Sequences of different lengths share one array in a batch: the shorter ones are filled with "
                  "padding slots up to the longest. A key padding mask keeps every query from reading a padded "
                  "slot. The padded slots' own rows are still computed — they read the real words — and only the "
                  "loss mask keeps them out of training. Type the lengths, pick a sequence, and refill its "
                  "padding.");
    });
    problem_->setStyleSheet(QStringLiteral("color: #b2182b"));
    problem_->hide();
    lengths_->setObjectName(QStringLiteral("batchLengths"));
    lengths_->setMaxLength(100);
    sequence_->setObjectName(QStringLiteral("shownSequence"));
    redraw_->setObjectName(QStringLiteral("redrawPadding"));
    QLabel *lengthsLabel = texts->label(lengths_, [] { return tr("Batch &lengths:"); });
    texts->accessibleName(lengths_, [] { return tr("Sequence lengths of the batch"); });
    QLabel *sequenceLabel = texts->label(sequence_, [] { return tr("Se&quence shown:"); });
    texts->text(redraw_, [] { return tr("&Fill the padding with new values"); });
    texts->bind([this] {
        weights_->setAxisCaptions(tr("queries"), tr("keys"));
        weights_->model()->setAxisNames(tr("query"), tr("key"));
    });

    auto *form = new QGridLayout;
    form->addWidget(lengthsLabel, 0, 0);
    form->addWidget(lengths_, 0, 1);
    form->addWidget(sequenceLabel, 1, 0);
    form->addWidget(sequence_, 1, 1, Qt::AlignLeft);
    form->setColumnStretch(1, 1);

    BoxLayout::column(this, {intro, form, problem_, counts_, BoxLayout::aligned(weights_, Qt::AlignLeft),
                             BoxLayout::aligned(redraw_, Qt::AlignLeft), invariance_});

    connect(lengths_, &QLineEdit::editingFinished, this, &PaddingPanel::apply);
    connect(sequence_, &QComboBox::currentIndexChanged, &session_, &EncodersSession::setSelected);
    connect(redraw_, &QPushButton::clicked, &session_, &EncodersSession::redrawPadding);
    connect(&session_, &EncodersSession::changed, this, &PaddingPanel::refresh);
    refresh();
    texts->bind([this] { showState(); });
}

void PaddingPanel::apply()
{
    if (lengths_->text().simplified() == lengthsText(session_.lengths()))
        return;
    QString problem;
    ChangeMarking marking(this);
    const bool ok = session_.setLengths(lengths_->text(), &problem);
    problem_->setText(ok ? QString() : problem);
    problem_->setVisible(!ok);
}

void PaddingPanel::refresh()
{
    if (!lengths_->hasFocus())
        lengths_->setText(lengthsText(session_.lengths()));
    const KeyPadding padding = session_.padding();
    QStringList labels;
    for (std::size_t k = 0; k < padding.size(); ++k)
        //: A slot of the padded array: a word's position, or a padding slot.
        labels.append(padding[k] ? tr("pad %1").arg(k) : tr("word %1").arg(k));
    weights_->model()->setMatrix(session_.paddedWeights()); // a new shape drops the mask: set it after
    weights_->model()->setMask(session_.paddedAllowed());
    weights_->model()->setRowLabels(labels);
    weights_->model()->setColumnLabels(labels);
    showState();
}

void PaddingPanel::showState()
{
    {
        const QSignalBlocker quiet(sequence_);
        sequence_->clear();
        const QList<int> lengths = session_.lengths();
        for (qsizetype i = 0; i < lengths.size(); ++i)
            //: %1 the sequence's number, %n its length in words.
            sequence_->addItem(tr("%1 (%n word(s))", nullptr, lengths.at(i)).arg(i + 1));
        sequence_->setCurrentIndex(session_.selected());
    }
    const Index longest = session_.cost(false).longest;
    //: %1 the sequence's number, %2 the slots of the padded array.
    weights_->setTitle(tr("Sequence %1 padded to %2 slots: bidirectional weights").arg(session_.selected() + 1).arg(longest));
    const QLocale locale;
    const PaddingCost encoder = session_.cost(false), decoder = session_.cost(true);
    //: %1 slots, %2 real tokens, %3 pairs computed, %4 pairs an encoder uses, %5 the share wasted,
    //: %6 pairs a decoder uses, %7 the dense pairs of the packed row.
    counts_->setText(tr("The padded array has %1 slots for %2 words. A dense kernel computes %3 (query, key) pairs; an "
                        "encoder's queries may use %4 of them, so %5 % are wasted (a decoder uses only %6). Packing "
                        "the %2 words into one row with a document mask removes the padding: a variable-length kernel "
                        "then computes just the useful pairs, a dense one %7 (see the packing chapter).")
                         .arg(encoder.slots)
                         .arg(encoder.tokens)
                         .arg(encoder.computedPairs)
                         .arg(encoder.usefulPairs)
                         .arg(locale.toString(100 * encoder.wastedShare(), 'f', 0))
                         .arg(decoder.usefulPairs)
                         .arg(encoder.packedDensePairs));
    if (session_.paddingDraws() == 0)
        invariance_->setText(tr("Press the button to put other values in the padded slots."));
    else
        //: %n how often the padding was refilled, %1 the largest change of a real word's output.
        invariance_->setText(tr("Padding refilled %n time(s): the largest change of a real word's output is %1 — "
                                "exactly zero, since no query reads a padded key.",
                                nullptr, session_.paddingDraws())
                                 .arg(locale.toString(session_.realRowsChange(), 'g', 3)));
    redraw_->setEnabled(longest > session_.lengths().at(session_.selected()));
}

} // namespace atlas

#include "moc_paddingpanel.cpp"
