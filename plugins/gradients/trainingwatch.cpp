#include "trainingwatch.h"

#include "sdk/boxlayout.h"
#include "sdk/colorlegend.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QGridLayout>
#include <QLabel>

namespace atlas {

namespace {

// Small enough that two heads and the next-token column fit the lab's column at 1024 × 700.
constexpr int cellPixels = 16;

MatrixHeatmap *watchHeatmap(QWidget *parent)
{
    auto *heatmap = new MatrixHeatmap(parent);
    heatmap->model()->setScale(MatrixModel::Scale::Probability);
    heatmap->model()->setFixedColorRange(std::make_pair(0.0, 1.0));
    heatmap->setCompactCellSize(cellPixels);
    heatmap->setShowLegend(false);
    return heatmap;
}

} // namespace

TrainingWatch::TrainingWatch(QWidget *parent)
    : QWidget(parent), texts_(new Retranslator(this)),
      caption_(new ParagraphLabel(this, QStringLiteral("trainingWatchCaption"))), maps_(new QGridLayout),
      predictions_(watchHeatmap(this))
{
    setObjectName(QStringLiteral("trainingWatch"));
    predictions_->setObjectName(QStringLiteral("trainingWatchPredictions"));
    // One key for every map (all share [0, 1]), under them all: beside one map it would
    // take the width the maps need.
    auto *legend = new ColorLegend(predictions_->model(), this);
    legend->setMaximumWidth(320);
    maps_->setContentsMargins(0, 0, 0, 0);
    BoxLayout::column(this, {caption_, BoxLayout::row({maps_, BoxLayout::aligned(predictions_, Qt::AlignTop), BoxLayout::stretch()}),
                             legend});
    // The heads' titles are set again whenever ensureHeads makes new maps.
    texts_->bind([this] {
        updateCaption();
        for (int l = 0; l < layers_; ++l)
            for (int h = 0; h < headsPerLayer_; ++h) {
                MatrixHeatmap *map = heads_.at(std::size_t(l * headsPerLayer_ + h));
                //: A small attention map while training: the layer and head.
                map->setTitle(layers_ > 1 ? tr("Layer %1, head %2").arg(l + 1).arg(h + 1) : tr("Head %1").arg(h + 1));
                map->setAxisCaptions(tr("queries"), tr("keys"));
                map->setExportName(QStringLiteral("training-head-%1-%2").arg(l + 1).arg(h + 1));
            }
        //: The column beside the maps: per position, the probability of the token that really comes next.
        predictions_->setTitle(tr("Next token"));
        predictions_->setAxisCaptions(tr("queries"), tr("its probability"));
        predictions_->model()->setColumnLabels({tr("p")});
        predictions_->model()->setMaskedText(tr("no label here"));
        predictions_->model()->setAxisNames(tr("probability"), tr("next token"));
        predictions_->setExportName(QStringLiteral("training-predictions"));
    });
}

void TrainingWatch::ensureHeads(int layers, int headsPerLayer)
{
    if (layers == layers_ && headsPerLayer == headsPerLayer_)
        return;
    for (MatrixHeatmap *map : heads_)
        delete map;
    heads_.clear();
    layers_ = layers;
    headsPerLayer_ = headsPerLayer;
    // Up to two maps side by side (the next-token column is the third); more wrap.
    constexpr int perRow = 2;
    for (int i = 0; i < layers * headsPerLayer; ++i) {
        MatrixHeatmap *map = watchHeatmap(this);
        map->setObjectName(QStringLiteral("trainingWatchHead%1").arg(i));
        maps_->addWidget(map, i / perRow, i % perRow);
        heads_.push_back(map);
    }
    texts_->apply();
}

void TrainingWatch::show(const DecoderConfig &config, const DecoderParameters<double> &parameters,
                         const DecoderInput &input, const QStringList &vocabulary, std::int64_t step, bool replay)
{
    step_ = step;
    replay_ = replay;
    ensureHeads(int(config.layers), int(config.heads));
    const TinyDecoder<double> decoder(config, parameters);
    const DecoderTrace<double> trace = decoder.forward(input);
    const auto word = [&vocabulary](int id) {
        return id >= 0 && id < vocabulary.size() ? vocabulary.at(id) : QString::number(id);
    };
    QStringList tokens;
    for (int id : input.tokens)
        tokens.append(word(id));
    for (int l = 0; l < layers_; ++l) {
        const AttentionTrace<double> &layer = trace.attention.at(std::size_t(l));
        for (int h = 0; h < headsPerLayer_; ++h) {
            MatrixModel *model = heads_.at(std::size_t(l * headsPerLayer_ + h))->model();
            model->setRowLabels(tokens);
            model->setColumnLabels(tokens);
            model->setMask(layer.allowed);
            model->setMatrix(layer.heads.at(std::size_t(h)).probabilities);
        }
    }
    // Per position: the probability of the token that comes next (blank where nothing is
    // predicted, the last token without a label).
    const Index length = Index(input.tokens.size());
    // A column beside the maps, row for row: query t's output is what predicts token t + 1.
    Matrix<double> right = Matrix<double>::Zero(length, 1);
    BoolMatrix predicted = BoolMatrix::Constant(length, 1, false);
    QStringList rows;
    for (Index t = 0; t < length; ++t) {
        const std::optional<int> label = input.labels.at(std::size_t(t));
        //: A row of the next-token column: the token, an arrow, the token that comes after it.
        rows.append(label ? tr("%1 → %2").arg(tokens.at(int(t)), word(*label)) : tokens.at(int(t)));
        if (label && trace.counted.at(std::size_t(t))) {
            right(t, 0) = trace.probabilities(t, *label);
            predicted(t, 0) = true;
        }
    }
    MatrixModel *model = predictions_->model();
    model->setRowLabels(rows);
    model->setMask(predicted);
    model->setMatrix(right);
    updateCaption(); // the titles change only with the heads or the language
}

QString TrainingWatch::caption() const
{
    return caption_->text();
}

void TrainingWatch::updateCaption()
{
    caption_->setText(replay_
                          //: %1 is an optimizer step of an earlier point of the training (the replay).
                          ? tr("The decoder as it was at step %1: each head's attention (rows = queries, columns = "
                               "keys), and the probability it gave each next token.")
                                .arg(step_)
                          //: %1 is the number of optimizer steps trained so far.
                          : tr("The decoder now, after %n step(s): each head's attention (rows = queries, columns = "
                               "keys), and the probability it gives each next token.",
                               nullptr, int(step_)));
}

} // namespace atlas

#include "moc_trainingwatch.cpp"
