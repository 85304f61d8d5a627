#include "headsview.h"

#include "headview.h"

#include "sdk/boxlayout.h"
#include "sdk/colorlegend.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>

#include <algorithm>

namespace atlas {

namespace {

constexpr int gridSpacing = 14;

} // namespace

HeadsView::HeadsView(QWidget *parent)
    : QWidget(parent), sequence_(new ParagraphLabel(this, QString(), ParagraphLabel::Selection::ByMouse)),
      summary_(new ParagraphLabel(this, QStringLiteral("ablationSummary"))), allOn_(new QPushButton(this)),
      grid_(new QWidget(this)), gridLayout_(new QGridLayout(grid_))
{
    allOn_->setObjectName(QStringLiteral("allHeadsOn"));
    gridLayout_->setContentsMargins(0, 0, 0, 0);
    gridLayout_->setHorizontalSpacing(gridSpacing);
    gridLayout_->setVerticalSpacing(8);

    BoxLayout::column(this, {sequence_, BoxLayout::row({BoxLayout::stretched(summary_, 1), BoxLayout::aligned(allOn_, Qt::AlignTop)}),
                             grid_});
    connect(allOn_, &QPushButton::clicked, this, &HeadsView::allOnRequested);
    auto *texts = new Retranslator(this);
    texts->text(allOn_, [] { return tr("All heads on"); });
    texts->bind([this] { nameLayers(); });
}

QStringList HeadsView::rowLabels(const std::vector<int> &tokens, const InductionVocabulary &vocabulary)
{
    QStringList labels;
    for (std::size_t i = 0; i < tokens.size(); ++i)
        labels.append(QStringLiteral("%1 %2").arg(i).arg(vocabulary.label(tokens[i])));
    return labels;
}

QStringList HeadsView::columnLabels(std::size_t length)
{
    QStringList labels;
    for (std::size_t i = 0; i < length; ++i)
        labels.append(QString::number(i));
    return labels;
}

void HeadsView::setShape(int layers, int heads)
{
    if (layers == layers_ && heads == headsPerLayer_)
        return;
    qDeleteAll(views_);
    views_.clear();
    qDeleteAll(layerCaptions_);
    layerCaptions_.clear();
    delete legend_;
    legend_ = nullptr;
    layers_ = layers;
    headsPerLayer_ = heads;
    for (int l = 0; l < layers; ++l) {
        auto *caption = new QLabel(grid_);
        QFont bold = caption->font();
        bold.setBold(true);
        caption->setFont(bold);
        caption->setWordWrap(true); // a long caption wraps rather than widens the lab
        layerCaptions_.append(caption);
        for (int h = 0; h < heads; ++h) {
            auto *view = new HeadView(l + 1, h + 1, grid_);
            view->setCellSize(cell_);
            const int index = l * heads + h;
            connect(view, &HeadView::switched, this, [this, index](bool on) { Q_EMIT headSwitched(index, on); });
            views_.append(view);
        }
    }
    if (!views_.isEmpty())
        legend_ = new ColorLegend(views_.first()->heatmap()->model(), grid_);
    nameLayers();
    reflow(true);
}

void HeadsView::show(const AttentionSnapshot &snapshot, const InductionVocabulary &vocabulary, const HeadMask &mask)
{
    const std::size_t t = snapshot.tokens.size();
    // Cells small enough that two heads fit side by side in a lab column, large enough to see.
    const int cell = std::clamp(350 / std::max<int>(1, int(t)), 8, 16);
    if (cell != cell_) {
        cell_ = cell;
        for (HeadView *v : views_)
            v->setCellSize(cell);
        reflow(true);
    }
    const QStringList rows = rowLabels(snapshot.tokens, vocabulary), columns = columnLabels(t);
    for (int i = 0; i < views_.size() && std::size_t(i) < snapshot.attention.size(); ++i) {
        HeadView *v = views_.at(i);
        v->setAttention(snapshot.attention[std::size_t(i)], rows, columns);
        v->setScores(snapshot.previousTokenScores[std::size_t(i)], snapshot.inductionScores[std::size_t(i)],
                     snapshot.duplicateTokenScores[std::size_t(i)]);
        v->setOn(mask.empty() || mask[std::size_t(i)]);
    }
    QStringList written;
    for (std::size_t i = 0; i < t; ++i)
        written.append(QStringLiteral("%1 %2").arg(i).arg(vocabulary.label(snapshot.tokens[i])));
    //: %1 is the sequence written as "position token" pairs.
    sequence_->setText(tr("The sequence (position and token): %1").arg(written.join(QStringLiteral(" · "))));
    bool anyOff = false;
    for (bool on : mask)
        anyOff = anyOff || !on;
    allOn_->setEnabled(anyOff);
}

void HeadsView::setSummary(const QString &text)
{
    summary_->setText(text);
}

void HeadsView::setSelectedQuery(int row)
{
    for (HeadView *v : views_)
        v->heatmap()->setSelectedRow(row);
}

void HeadsView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    reflow(false);
}

void HeadsView::reflow(bool force)
{
    if (views_.isEmpty())
        return;
    const int headWidth = std::max(1, views_.first()->sizeHint().width());
    const int available = std::max(1, width());
    const int columns = std::clamp((available + gridSpacing) / (headWidth + gridSpacing), 1, std::max(1, headsPerLayer_));
    if (columns == columns_ && !force)
        return;
    columns_ = columns;
    while (gridLayout_->count() > 0)
        delete gridLayout_->takeAt(0); // the item, not its widget: the widgets stay, only their places change
    int row = 0;
    for (int l = 0; l < layers_; ++l) {
        gridLayout_->addWidget(layerCaptions_.at(l), row++, 0, 1, columns);
        for (int h = 0; h < headsPerLayer_; ++h) {
            HeadView *v = views_.at(l * headsPerLayer_ + h);
            gridLayout_->addWidget(v, row + h / columns, h % columns, Qt::AlignLeft | Qt::AlignTop);
        }
        row += (headsPerLayer_ + columns - 1) / columns;
    }
    if (legend_)
        gridLayout_->addWidget(legend_, row, 0, 1, columns, Qt::AlignLeft);
    for (int c = 0; c <= std::max(1, headsPerLayer_); ++c)
        gridLayout_->setColumnStretch(c, c == columns ? 1 : 0);
}

void HeadsView::nameLayers()
{
    for (int l = 0; l < layerCaptions_.size(); ++l)
        layerCaptions_.at(l)->setText(l == 0 ? tr("Layer 1 — reads the embeddings") : tr("Layer %1 — reads the embeddings and the heads of the layers before").arg(l + 1));
}

} // namespace atlas

#include "moc_headsview.cpp"
