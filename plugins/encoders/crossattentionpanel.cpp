#include "crossattentionpanel.h"

#include "encoderssession.h"
#include "weightsheatmap.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>

namespace atlas {

CrossAttentionPanel::CrossAttentionPanel(EncodersSession &session, QWidget *parent)
    : QWidget(parent), session_(session), source_(new QLineEdit(this)), target_(new QLineEdit(this)),
      problem_(new ParagraphLabel(this, QStringLiteral("crossProblem"))),
      alignment_(weightsHeatmap(QStringLiteral("crossAlignment"), QStringLiteral("cross-attention-alignment"), this)),
      reading_(new ParagraphLabel(this, QStringLiteral("crossReading")))
{
    setObjectName(QStringLiteral("crossAttentionPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("In an encoder–decoder, the decoder's queries come from the sentence being written (the "
                  "target) and its keys and values from the encoder's output for another sentence (the source): "
                  "cross-attention. The two may have different lengths, so the weights form a T_q × T_k "
                  "rectangle. Here the word vectors are built so that translations share a direction; a trained "
                  "model learns vectors and projections that do this. Edit either sentence and press Enter.");
    });
    problem_->setStyleSheet(QStringLiteral("color: #b2182b"));
    problem_->hide();
    source_->setObjectName(QStringLiteral("sourceSentence"));
    target_->setObjectName(QStringLiteral("targetSentence"));
    for (QLineEdit *edit : {source_, target_})
        edit->setMaxLength(200);
    QLabel *sourceLabel = texts->label(source_, [] {
        //: The sentence whose words are the keys and values.
        return tr("&Source (keys, values):");
    });
    QLabel *targetLabel = texts->label(target_, [] {
        //: The sentence whose words are the queries.
        return tr("&Target (queries):");
    });
    texts->accessibleName(source_, [] { return tr("Source sentence"); });
    texts->accessibleName(target_, [] { return tr("Target sentence"); });
    texts->bind([this] {
        alignment_->setTitle(tr("Cross-attention weights, target × source"));
        // Short: the caption along the rows must fit the height of a table of one to eight rows.
        alignment_->setAxisCaptions(tr("target queries"), tr("source keys"));
        alignment_->model()->setAxisNames(tr("query"), tr("key"));
    });

    auto *form = new QGridLayout;
    form->addWidget(sourceLabel, 0, 0);
    form->addWidget(source_, 0, 1);
    form->addWidget(targetLabel, 1, 0);
    form->addWidget(target_, 1, 1);
    form->setColumnStretch(1, 1);

    BoxLayout::column(this, {intro, form, problem_, reading_, BoxLayout::aligned(alignment_, Qt::AlignLeft)});

    connect(source_, &QLineEdit::editingFinished, this, [this] { apply(true); });
    connect(target_, &QLineEdit::editingFinished, this, [this] { apply(false); });
    connect(&session_, &EncodersSession::changed, this, &CrossAttentionPanel::refresh);
    refresh();
    texts->bind([this] { showReading(); });
}

void CrossAttentionPanel::apply(bool source)
{
    QString problem;
    QLineEdit *edit = source ? source_ : target_;
    const QStringList current = source ? session_.source() : session_.target();
    if (edit->text().simplified() == current.join(QLatin1Char(' ')))
        return;
    ChangeMarking marking(this);
    const bool ok = source ? session_.setSource(edit->text(), &problem) : session_.setTarget(edit->text(), &problem);
    problem_->setText(ok ? QString() : problem);
    problem_->setVisible(!ok);
}

void CrossAttentionPanel::refresh()
{
    if (!source_->hasFocus())
        source_->setText(session_.source().join(QLatin1Char(' ')));
    if (!target_->hasFocus())
        target_->setText(session_.target().join(QLatin1Char(' ')));
    alignment_->model()->setMatrix(session_.alignment());
    alignment_->model()->setRowLabels(session_.target());
    alignment_->model()->setColumnLabels(session_.source());
    showReading();
}

void CrossAttentionPanel::showReading()
{
    const Index rows = session_.target().size();
    const QLocale locale;
    QStringList pairs;
    const std::vector<Index> strongest = session_.strongest();
    for (Index i = 0; i < rows; ++i) {
        const Index j = strongest[std::size_t(i)];
        //: A target word, the source word it reads most, and the weight, e.g. “chat” → “cat” (0.86).
        pairs.append(tr("“%1” → “%2” (%3)").arg(session_.target().at(i), session_.source().at(j),
                                                 locale.toString(session_.alignment()(i, j), 'f', 2)));
    }
    //: %1 the list of target words with the source word each reads most.
    reading_->setText(tr("Each row is one target word's weights over the source; each row sums to 1. Read most: %1. "
                         "A source word no target word needs still gets some weight from every row: nothing is "
                         "masked.").arg(pairs.join(QStringLiteral("; "))));
}

} // namespace atlas

#include "moc_crossattentionpanel.cpp"
