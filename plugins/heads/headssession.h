// The heads chapter's model: every number its lab shows, from the engine's HeadCircuits
// (headcircuits.h) and, for the pack's trained decoder, its heads' scores (inductionmetrics.h).
//
//     1 · Where a head looks, what it writes   a seeded head of width dₖ in a model of width d:
//                                              W_QK, its singular values (rank ≤ dₖ), and the
//                                              parameters H heads of d/H cost against one of d
//     2 · The trained decoder's heads          for the selected head: QK and OV over the
//                                              vocabulary, its copying score, and the scores
//                                              and ablation the induction chapter measures
//     3 · How heads compose                    Q-, K- and V-composition of every layer-1 head
//                                              into every layer-2 head
//
// Qt Core and the engine only.
#pragma once

#include "headsparams.h"

#include <atlas/headcircuits.h>
#include <atlas/inductiontrainer.h>

#include <QObject>

#include <optional>
#include <vector>

namespace atlas {

class HeadsSession final : public QObject {
    Q_OBJECT

public:
    explicit HeadsSession(const HeadsParams &params, QObject *parent = nullptr);

    const HeadsParams &params() const { return params_; }
    void reset();

    // 1 · The low-rank example
    int headWidth() const { return headWidth_; }
    void setHeadWidth(int dk); // clamped to 1 … width
    const Matrix<double> &qk() const { return qk_; }
    const std::vector<double> &singularValues() const { return singular_; }
    // Singular values above 10⁻⁹ of the largest: the rank as arithmetic sees it.
    int rank() const;
    // Parameters of Wq, Wk, Wv and Wo for `heads` heads of width d/heads: 4·d·(H·dₖ).
    static qint64 projectionParameters(int width, int heads, int headWidth);

    // 2 and 3 · The trained decoder: loads an archive's bytes; false with `problem` set when
    // they cannot be read or are not an induction model.
    bool loadModel(const QByteArray &bytes, QString *problem);
    bool hasModel() const { return model_.has_value(); }
    const DecoderConfig &modelConfig() const { return model_->config; }
    const std::vector<HeadReport> &reports() const { return reports_; }
    // Every head's copying score, layer by layer (the order of reports()).
    const std::vector<double> &copyingScores() const { return copying_; }
    // The selected head, 0-based; at load the head with the highest induction score.
    Index selectedLayer() const { return layer_; }
    Index selectedHead() const { return head_; }
    void select(Index layer, Index head);
    Matrix<double> tokenQK() const;
    Matrix<double> tokenOV() const;
    // [a][b]: layer-1 head a into layer-2 head b (two layers only; empty otherwise).
    const std::vector<std::vector<HeadComposition>> &composition() const { return composition_; }

Q_SIGNALS:
    void changed();

private:
    void computeRank();

    HeadsParams params_;
    int headWidth_ = 2;
    Matrix<double> qk_;
    std::vector<double> singular_;
    std::optional<DecoderArchive<double>> model_;
    std::vector<HeadReport> reports_;
    std::vector<double> copying_;
    std::vector<std::vector<HeadComposition>> composition_;
    Index layer_ = 0, head_ = 0;
};

} // namespace atlas
