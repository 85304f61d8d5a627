// The executable decoder that the chapter's panels share: its sizes and parameters (the
// engine's TinyDecoder), the token sequence as words of a vocabulary, the label after the last
// token (from outside the input: supervision, never context) and optional document ids. On
// every change the forward trace, the gradients and the gradient graph are recomputed — a
// few tens of microseconds at the course's sizes (benchmarks/bench_gradients.cpp).
//
// With document ids, a label that crosses into another document (the last token of one
// document predicting the first of the next) is left out of the loss, as in packing.
#pragma once

#include "gradientsparams.h"

#include <atlas/gradientgraph.h>
#include <atlas/tinydecoder.h>

#include <QObject>
#include <QStringList>

#include <memory>

namespace atlas {

class DecoderSession : public QObject {
    Q_OBJECT

public:
    explicit DecoderSession(const DecoderParams &params, QObject *parent = nullptr);

    const DecoderParams &params() const { return params_; }
    const QStringList &vocabulary() const { return params_.vocabulary; }
    const QStringList &tokens() const { return params_.tokens; }
    QString nextToken() const { return params_.nextToken; }
    const std::vector<qint64> &documentIds() const { return params_.documentIds; }
    int length() const { return int(params_.tokens.size()); }

    DecoderConfig config() const;
    const TinyDecoder<double> &decoder() const { return *decoder_; }
    // The engine input for these words (or for `tokens`, same length: an edited copy).
    DecoderInput input() const { return inputFor(params_.tokens); }
    DecoderInput inputFor(const QStringList &tokens) const;
    const DecoderTrace<double> &trace() const { return trace_; }
    const DecoderGradients<double> &gradients() const { return gradients_; }
    const GradientGraph<double> &graph() const { return graph_; }

    // Edits return "" when applied, else a translated message saying why not (nothing changes).
    QString setTokensText(const QString &text);
    QString setDocumentIdsText(const QString &text); // "" text: one document
    void setDocumentIds(const std::vector<qint64> &ids);
    void setNextToken(const QString &word);          // "": no label after the last token
    // New sizes or seed: fresh parameters.
    QString setModel(int modelWidth, int heads, int keyWidth, int valueWidth, quint64 seed);
    void setParameters(const DecoderParameters<double> &parameters); // e.g. after training
    void resetParameters();                                           // back to the seed's
    void setTrainingSettings(DecoderParams::Optimizer optimizer, double learningRate, int steps);

    // "0 0 0 1 1 1" for the current ids ("" for one document).
    QString documentIdsText() const;
    // Ids that split the sequence into two documents at its middle.
    std::vector<qint64> twoDocumentSplit() const;

Q_SIGNALS:
    void changed();      // the input or the parameters changed; trace, gradients, graph are new
    void modelChanged(); // sizes, seed or a reset: earlier training no longer applies

private:
    void recompute();

    DecoderParams params_;
    std::unique_ptr<TinyDecoder<double>> decoder_;
    DecoderTrace<double> trace_;
    DecoderGradients<double> gradients_;
    GradientGraph<double> graph_;
};

} // namespace atlas
