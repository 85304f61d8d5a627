// All heads at once: the attention weights of every head side by side (each head forms its
// own mixture of the same tokens), then how they are combined — the head outputs concatenated
// into C and projected by Wo into the layer output Y.
#pragma once

#include "mechanismstate.h"

#include <QList>
#include <QWidget>


namespace atlas {

class FlowLayout;
class MatrixHeatmap;
class StageHeader;

class HeadCombinationView : public QWidget {
    Q_OBJECT

public:
    explicit HeadCombinationView(QWidget *parent = nullptr);

    void show(const MechanismState &state);

    QList<MatrixHeatmap *> headWeights() const { return heads_; }
    MatrixHeatmap *concatenated() const { return concatenated_; }
    MatrixHeatmap *output() const { return output_; }

Q_SIGNALS:
    void querySelected(int row);

private:
    // The texts of what is shown, in the current language (again after a language change).
    void showTexts();

    const MechanismState *state_ = nullptr;
    StageHeader *headsHeader_;
    FlowLayout *grid_;
    QList<MatrixHeatmap *> heads_;
    MatrixHeatmap *concatenated_;
    MatrixHeatmap *output_;
};

} // namespace atlas
