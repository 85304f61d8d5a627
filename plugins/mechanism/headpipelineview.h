// One head's computation, stage by stage, as it flows:
//     Qₕ, Kₕ, Vₕ  →  QₕKₕᵀ  →  Sₕ = QₕKₕᵀ/(τ√dₖ)  →  Sₕ + M  →  Aₕ = softmax(Sₕ + M)  →  Yₕ = AₕVₕ
// every stage a labelled heatmap with its shape, under its formula. A tab per head chooses
// which head is shown; clicking a row of any T × T stage selects that query.
#pragma once

#include "mechanismstate.h"

#include <QList>
#include <QWidget>

class QTabBar;

namespace atlas {

class MatrixHeatmap;
class StageHeader;

class HeadPipelineView : public QWidget {
    Q_OBJECT

public:
    explicit HeadPipelineView(QWidget *parent = nullptr);

    void show(const MechanismState &state);
    int head() const { return head_; }
    void setHead(int head);
    // The stages in order: Qₕ, Kₕ, Vₕ, QₕKₕᵀ, Sₕ, Sₕ + M, Aₕ, Yₕ.
    QList<MatrixHeatmap *> heatmaps() const;

Q_SIGNALS:
    void headChanged(int head);
    void querySelected(int row);

private:
    // The texts of what is shown, in the current language (again after a language change).
    void showTexts();

    const MechanismState *state_ = nullptr;
    int head_ = 0;
    QTabBar *tabs_;
    StageHeader *projectionHeader_, *rawHeader_, *scaledHeader_, *maskedHeader_, *softmaxHeader_, *outputHeader_;
    MatrixHeatmap *q_, *k_, *v_, *raw_, *scaled_, *masked_, *weights_, *output_;
};

} // namespace atlas
