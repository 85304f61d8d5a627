#include "circuitspanel.h"

#include "figureheatmap.h"
#include "headssession.h"

#include "sdk/boxlayout.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>

namespace atlas {

namespace {

MatrixHeatmap *tokenHeatmap(const QString &name, QWidget *parent)
{
    auto *heatmap = new FigureHeatmap(name, MatrixModel::Scale::Signed, 1, parent);
    heatmap->setCompactCellSize(13); // 33 tokens fit a 1024-pixel window's lab column with labels one can read
    return heatmap;
}

} // namespace

CircuitsPanel::CircuitsPanel(HeadsSession &session, QWidget *parent)
    : QWidget(parent), session_(session), notice_(new ParagraphLabel(this, QStringLiteral("modelNotice"))),
      head_(new QComboBox(this)), qk_(tokenHeatmap(QStringLiteral("qk-over-tokens"), this)),
      ov_(tokenHeatmap(QStringLiteral("ov-over-tokens"), this)), reading_(new ParagraphLabel(this, QStringLiteral("circuitsReading")))
{
    setObjectName(QStringLiteral("circuitsPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("The induction chapter's trained decoder, taken apart. Multiply a head's W_QK by the token "
                  "embeddings on both sides and it says, for each query token (row), which key tokens (columns) "
                  "it looks for — leaving out positions and, in layer 2, what layer 1 wrote. Its W_OV, between the embeddings and the unembedding, "
                  "says which output logits reading a token raises: a head that copies has a bright diagonal "
                  "there, and positive eigenvalues. The copying score sums them: Σλ / Σ|λ|, 1 for pure "
                  "copying.");
    });
    head_->setObjectName(QStringLiteral("headChoice"));
    headLabel_ = texts->label(head_, [] { return tr("&Head:"); });

    BoxLayout::column(this, {intro, notice_, BoxLayout::row({headLabel_, BoxLayout::stretched(head_, 1)}), reading_,
                             BoxLayout::aligned(qk_, Qt::AlignLeft), BoxLayout::aligned(ov_, Qt::AlignLeft)});

    connect(head_, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && session_.hasModel())
            session_.select(index / session_.modelConfig().heads, index % session_.modelConfig().heads);
    });
    connect(&session_, &HeadsSession::changed, this, &CircuitsPanel::refresh);
    refresh();
    texts->bind([this] { showReading(); });
}

void CircuitsPanel::refresh()
{
    const bool model = session_.hasModel();
    for (QWidget *w : std::initializer_list<QWidget *>{headLabel_, head_, qk_, ov_, reading_})
        w->setVisible(model);
    if (model) {
        QStringList tokens;
        for (Index t = 0; t < session_.modelConfig().vocabulary; ++t)
            tokens.append(QString::number(t));
        for (MatrixHeatmap *heatmap : {qk_, ov_}) {
            const Matrix<double> m = heatmap == qk_ ? session_.tokenQK() : session_.tokenOV();
            const double limit = std::max(m.cwiseAbs().maxCoeff(), 1e-9);
            heatmap->model()->setMatrix(m);
            heatmap->model()->setFixedColorRange(std::make_pair(-limit, limit));
            heatmap->model()->setRowLabels(tokens);
            heatmap->model()->setColumnLabels(tokens);
        }
    }
    showReading();
}

void CircuitsPanel::showReading()
{
    const QLocale locale;
    if (!session_.hasModel()) {
        notice_->setText(tr("This pack gives the chapter no trained model (params \"trained_model\"): the circuits of "
                            "a trained decoder cannot be shown."));
        notice_->show();
        return;
    }
    notice_->hide();
    const std::vector<HeadReport> &reports = session_.reports();
    {
        const QSignalBlocker quiet(head_);
        head_->clear();
        for (const HeadReport &r : reports)
            //: %1 the layer, %2 the head, %3 its previous-token score, %4 its induction score.
            head_->addItem(tr("Layer %1, head %2 (previous-token %3, induction %4)")
                               .arg(r.layer)
                               .arg(r.head)
                               .arg(locale.toString(r.previousTokenScore, 'f', 2), locale.toString(r.inductionScore, 'f', 2)));
        head_->setCurrentIndex(int(session_.selectedLayer() * session_.modelConfig().heads + session_.selectedHead()));
    }
    const std::size_t index = std::size_t(session_.selectedLayer() * session_.modelConfig().heads + session_.selectedHead());
    const HeadReport &r = reports.at(index);
    //: %1 the layer, %2 the head.
    qk_->setTitle(tr("QK over tokens, layer %1 head %2").arg(r.layer).arg(r.head));
    qk_->setAxisCaptions(tr("query token"), tr("key token"));
    qk_->model()->setAxisNames(tr("query token"), tr("key token"));
    ov_->setTitle(tr("OV over tokens, layer %1 head %2").arg(r.layer).arg(r.head));
    ov_->setAxisCaptions(tr("token read"), tr("logit raised"));
    ov_->model()->setAxisNames(tr("token read"), tr("logit"));
    //: %1 the copying score, %2–%4 the head's previous-token, induction and duplicate-token scores,
    //: %5 how much the repeated half's loss rises with the head off (nats).
    reading_->setText(tr("Copying score %1. Previous-token %2, induction %3, duplicate-token %4; switched off, the "
                         "repeated half's loss rises by %5 nats. The QK circuit over tokens hides what the head reads "
                         "from positions — a previous-token head's pattern lives there, not in this picture.")
                          .arg(locale.toString(session_.copyingScores().at(index), 'f', 2),
                               locale.toString(r.previousTokenScore, 'f', 2), locale.toString(r.inductionScore, 'f', 2),
                               locale.toString(r.duplicateTokenScore, 'f', 2), locale.toString(r.ablationLossIncrease, 'f', 2)));
}

} // namespace atlas

#include "moc_circuitspanel.cpp"
