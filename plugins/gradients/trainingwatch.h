// What the decoder does at one step of its training, small enough to stay in view beside the
// loss curve while a run goes: each head's attention weights (rows = queries, columns = keys,
// the future masked) and, in a column beside them, row for row, the probability the decoder
// gives the token that really comes next. As the loss falls the learner sees why: the right tokens' probabilities
// climb towards 1 and the heads settle on the keys that predict them.
#pragma once

#include <atlas/tinydecoder.h>

#include <QStringList>
#include <QWidget>

#include <cstdint>
#include <vector>

class QGridLayout;
class QLabel;

namespace atlas {

class MatrixHeatmap;
class Retranslator;

class TrainingWatch final : public QWidget {
    Q_OBJECT

public:
    explicit TrainingWatch(QWidget *parent = nullptr);

    // The decoder with these parameters reading `input`, after `step` optimizer steps; the
    // words name the tokens (the vocabulary's); `replay`: an earlier step than the newest.
    void show(const DecoderConfig &config, const DecoderParameters<double> &parameters, const DecoderInput &input,
              const QStringList &vocabulary, std::int64_t step, bool replay);

    int headCount() const { return int(heads_.size()); }
    MatrixHeatmap *headMap(int index) const { return heads_.at(std::size_t(index)); }
    QString caption() const;
    std::int64_t step() const { return step_; }

private:
    void ensureHeads(int layers, int headsPerLayer);
    void updateCaption();

    Retranslator *texts_;
    QLabel *caption_;
    QGridLayout *maps_;
    std::vector<MatrixHeatmap *> heads_;
    MatrixHeatmap *predictions_;
    int layers_ = 0, headsPerLayer_ = 0;
    std::int64_t step_ = 0;
    bool replay_ = false;
};

} // namespace atlas
