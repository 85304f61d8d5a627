// The encoders chapter's model: every number its lab shows, from the engine's traced layer
// (multiheadattention.h) in both forms, with key padding, and PaddingCost.
//
// Word vectors. Each word gets a vector of `width` numbers drawn from the seed and the word's
// own text; the words of one lexicon group also share a common direction (their meaning), which
// is what lets a target word find its translation by a dot product. A trained translation
// model learns such vectors and projections; here they are built, and the text says so.
//
//     1 · Encoder or decoder   one head over the sentence, bidirectional and causal, and how many
//                              output rows move when the last word changes (all of them in the
//                              encoder, only the last in the decoder)
//     2 · Cross-attention      queries from the target sentence, keys and values from the
//                              source: a T_q × T_k alignment (Wq = Wk = √sharpness·I, Wv = I)
//     3 · Padding              a batch padded to its longest sequence; the selected sequence's
//                              bidirectional weights under its key padding mask; what the
//                              padded slots cost (PaddingCost), and that whatever they hold, no
//                              real row moves
//
// Qt Core and the engine only.
#pragma once

#include "encodersparams.h"

#include <atlas/paddingcost.h>
#include <atlas/types.h>

#include <QObject>

#include <vector>

namespace atlas {

class EncodersSession final : public QObject {
    Q_OBJECT

public:
    static constexpr Index width = 8;

    explicit EncodersSession(const EncodersParams &params, QObject *parent = nullptr);

    const EncodersParams &params() const { return params_; }
    // Back to the params' examples.
    void reset();

    // 1 · Encoder or decoder
    QStringList sentence() const; // with the last word changed when lastChanged()
    bool lastChanged() const { return lastChanged_; }
    void setLastChanged(bool on);
    const Matrix<double> &weights(bool causal) const { return causal ? causalWeights_ : bidirectionalWeights_; }
    const BoolMatrix &allowed(bool causal) const { return causal ? causalAllowed_ : bidirectionalAllowed_; }
    // How many output rows the change of the last word moves (compared bit for bit).
    Index rowsChanged(bool causal) const { return causal ? causalRowsChanged_ : bidirectionalRowsChanged_; }

    // 2 · Cross-attention
    QStringList source() const { return source_; }
    QStringList target() const { return target_; }
    // Each returns false, with `problem` saying why, and changes nothing for a line of too few
    // or too many words (1–8).
    bool setSource(const QString &line, QString *problem = nullptr);
    bool setTarget(const QString &line, QString *problem = nullptr);
    const Matrix<double> &alignment() const { return alignment_; } // T_q × T_k
    // For each target word, the source word it gives the most weight.
    std::vector<Index> strongest() const;

    // 3 · Padding
    QList<int> lengths() const { return lengths_; }
    bool setLengths(const QString &line, QString *problem = nullptr); // "5 2 3" or "5, 2, 3"
    int selected() const { return selected_; }
    void setSelected(int sequence);
    PaddingCost cost(bool causal) const;
    KeyPadding padding() const; // of the selected sequence
    const Matrix<double> &paddedWeights() const { return paddedWeights_; }
    const BoolMatrix &paddedAllowed() const { return paddedAllowed_; }
    const Matrix<double> &paddedOutput() const { return paddedOutput_; }
    // New contents for every padded slot; realRowsChange() is then the largest change of a real
    // slot's output it caused (0 exactly: a padding key is read by no query).
    void redrawPadding();
    int paddingDraws() const { return draws_; }
    double realRowsChange() const { return realRowsChange_; }

    // The vector of `word` (see above).
    Matrix<double> vectors(const QStringList &words) const;

Q_SIGNALS:
    void changed();

private:
    // The source or the target (`sentence`) from a typed line.
    bool setSentence(QStringList &sentence, const QString &line, QString *problem);
    void computeDirection();
    void computeCross();
    void computePadding();
    Matrix<double> paddedInputs() const;

    EncodersParams params_;
    Matrix<double> wq_, wk_, wv_;
    bool lastChanged_ = false;
    Matrix<double> bidirectionalWeights_, causalWeights_;
    BoolMatrix bidirectionalAllowed_, causalAllowed_;
    Index bidirectionalRowsChanged_ = 0, causalRowsChanged_ = 0;
    QStringList source_, target_;
    Matrix<double> alignment_;
    QList<int> lengths_;
    int selected_ = 0;
    int draws_ = 0;
    Matrix<double> paddedWeights_, paddedOutput_;
    BoolMatrix paddedAllowed_;
    double realRowsChange_ = 0;
};

} // namespace atlas
