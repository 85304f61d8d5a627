// "Attention makes relationships within the context available to each token", computed: a
// causal head over six tokens (seeded Q, K, V through MultiHeadAttention). The heatmap shows
// its weights — row t lists every key token t reads, directly. Changing one token's value
// vector and running the head again shows which outputs move: every token at or after it,
// in this one layer, however far apart; none before it (causal order). A recurrent network
// would carry the change forward one step per position.
#pragma once

#include <atlas/multiheadattention.h>

#include <QWidget>

class QLabel;
class QComboBox;

namespace atlas {

class MatrixHeatmap;

class ContextReachDemo final : public QWidget {
    Q_OBJECT

public:
    static constexpr Index tokens = 5; // the heatmap fits the narrowest lab column
    static constexpr Index width = 4;

    explicit ContextReachDemo(QWidget *parent = nullptr);

    void setChangedToken(int token);
    int changedToken() const;
    // Output rows that differ from the unchanged run (by more than rounding).
    QList<int> changedOutputs() const { return changed_; }
    QString resultText() const;
    MatrixHeatmap *heatmap() const { return heatmap_; }

private:
    void recompute();
    void updateTexts();

    QComboBox *tokenBox_;
    MatrixHeatmap *heatmap_;
    QLabel *result_;
    std::vector<HeadInput<double>> inputs_;
    AttentionTrace<double> original_;
    QList<int> changed_;
};

} // namespace atlas
