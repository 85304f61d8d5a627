// The mechanism lab's model: the example as the learner has edited it, and the engine's
// trace of it, recomputed after every change. No widgets, so it can be benchmarked
// (benchmarks/bench_mechanism.cpp) and tested on its own.
//
// Besides the trace it keeps what the lab shows next to it: for the selected query row, each
// head's mixture (the terms aⱼvⱼ that add up to the head's output row) and the toy
// next-token distribution (Y's row against the embeddings, at the sampling temperature);
// and, for the last change, how much it moved the attention weights A, the output Y and that
// distribution — so "the sampling temperature leaves A alone" and "a new Wv leaves A alone but
// moves Y" are measured, not asserted.
#pragma once

#include "mechanismparams.h"

#include <atlas/multiheadattention.h>

#include <QString>
#include <QStringList>

#include <vector>

namespace atlas {

class MechanismState {
public:
    enum class Weight { Query, Key, Value, Output };
    enum class Change {
        None,
        Embeddings,
        QueryWeights,
        KeyWeights,
        ValueWeights,
        OutputWeights,
        Heads,
        Causal,
        AttentionTemperature,
        SamplingTemperature,
        NewWeights,
        NewValueWeights,
        Reset
    };

    struct ChangeEffect {
        Change change = Change::None;
        bool comparable = false;          // shapes before and after agree
        bool attentionIdentical = false;  // every head's A, bit for bit
        bool outputIdentical = false;     // Y, bit for bit
        double maxAttentionChange = 0;    // max |ΔA| over every head
        std::vector<double> attentionChangeByHead; // max |ΔA| of each head (0: not moved, bit for bit)
        double maxOutputChange = 0;       // max |ΔY|
        double maxDistributionChange = 0; // max |Δp|, next-token distribution at the query row
    };

    explicit MechanismState(const MechanismParams &params);

    // The example.
    const QStringList &tokens() const { return params_.tokens; }
    int length() const { return params_.length(); }
    int modelWidth() const { return params_.modelWidth; }
    int heads() const { return heads_; }
    int keyWidth() const { return params_.keyWidth; }
    int valueWidth() const { return params_.valueWidth; }
    const Matrix<double> &embeddings() const { return x_; }
    const AttentionWeights<double> &weights() const { return weights_; }
    const Matrix<double> &weight(Weight which) const;
    bool causal() const { return options_.causal; }
    double temperature() const { return options_.temperature; }
    double samplingTemperature() const { return samplingTemperature_; }
    int query() const { return query_; }
    std::uint64_t weightSeed() const { return weightSeed_; }
    // Whether the learner changed a weight since the weights were last drawn or reset.
    bool weightsEdited() const { return weightsEdited_; }
    const MechanismParams &params() const { return params_; }

    // Changes. Each validates (a wrong shape or a value out of range changes nothing and
    // returns false) and recomputes.
    bool setEmbeddings(const Matrix<double> &x);
    bool setWeight(Weight which, const Matrix<double> &w);
    // Replaces the weights by seeded ones of the new shape; `replacedCustomWeights` tells
    // whether they replaced weights the learner had edited or the pack had given.
    bool setHeads(int heads, bool *replacedCustomWeights = nullptr);
    void setCausal(bool causal);
    bool setTemperature(double temperature);
    bool setSamplingTemperature(double temperature);
    // Only re-reads the mixtures and the distribution: not a change of the computation.
    bool setQuery(int query);
    // Weights from the next seed (Wq, Wk, Wv, Wo all new).
    void drawNewWeights();
    // Only Wv from a new seed: every A stays bit for bit, Y moves.
    void drawNewValueWeights();
    // Back to the params.
    void reset();

    // Results.
    const AttentionTrace<double> &trace() const { return trace_; }
    // Row j = aⱼ·vⱼ for the selected query (T × dᵥ), per head.
    // (Empty when there is no such head or the engine refused the example.)
    const Matrix<double> &mixture(int head) const;
    // The next-token logits and distribution at the selected query row (one entry per token
    // of the example, whose rows of X serve as the tied unembedding).
    const RowVector<double> &nextTokenLogits() const { return logits_; }
    const RowVector<double> &nextTokenDistribution() const { return distribution_; }
    const ChangeEffect &lastEffect() const { return effect_; }
    // Y as it was before the last change (same shape as Y when the effect is comparable).
    const Matrix<double> &outputBeforeLastChange() const { return previousOutput_; }
    // Not empty when the engine refused the example (should not happen: a bug, shown as such).
    QString engineError() const { return engineError_; }

    // The whole computation; public for the benchmark.
    void recompute();

private:
    void applyChange(Change change);
    void readQueryRow();
    void initialize();

    MechanismParams params_;
    int heads_ = 1;
    Matrix<double> x_;
    AttentionWeights<double> weights_;
    AttentionOptions options_;
    double samplingTemperature_ = 1;
    int query_ = 0;
    std::uint64_t weightSeed_ = 0;
    std::uint64_t valueDraws_ = 0;
    bool weightsEdited_ = false;
    bool weightsFromParams_ = false; // the pack gave some of the current weights

    AttentionTrace<double> trace_;
    std::vector<Matrix<double>> mixtures_;
    RowVector<double> logits_, distribution_;
    ChangeEffect effect_;
    Matrix<double> previousOutput_;
    QString engineError_;
};

} // namespace atlas
