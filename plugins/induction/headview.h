// One head of the decoder on a sequence: its attention as a compact heatmap (rows = queries,
// columns = keys, the causal mask hatched), its previous-token, induction and duplicate-token
// scores on that sequence with the role they point to, and a switch that turns the head off
// (ablation: its output is zeroed, the other heads see the rest).
#pragma once

#include <atlas/types.h>

#include <QStringList>
#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;

namespace atlas {

class MatrixHeatmap;

class HeadView : public QWidget {
    Q_OBJECT

public:
    // A score of at least this names the head's role ("previous-token head", …).
    static constexpr double roleThreshold = 0.5;

    // `layer` and `head` count from 1.
    HeadView(int layer, int head, QWidget *parent = nullptr);

    int layer() const { return layer_; }
    int head() const { return head_; }

    void setAttention(const Matrix<double> &attention, const QStringList &rowLabels, const QStringList &columnLabels);
    void setScores(double previousToken, std::optional<double> induction, std::optional<double> duplicateToken);
    void setOn(bool on);
    void setCellSize(int pixels);

    // The role the scores point to ("" for none), translated: what the label shows.
    QString role() const;
    MatrixHeatmap *heatmap() const { return heatmap_; }

Q_SIGNALS:
    void switched(bool on);

private:
    // The title, the scores and the switch's text, which follow the head's state.
    void describe();

    int layer_, head_;
    double previous_ = 0;
    std::optional<double> induction_, duplicate_;
    QStringList rowLabels_, columnLabels_;
    MatrixHeatmap *heatmap_;
    QLabel *scores_;
    QCheckBox *switch_;
};

} // namespace atlas
