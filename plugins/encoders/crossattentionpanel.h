// The lab's second panel: cross-attention. The learner types a source and a target sentence;
// the heatmap shows the target's queries (rows) reading the source's keys (columns) — T_q × T_k,
// not square — and the line under it names the source word each target word reads most.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;

namespace atlas {

class EncodersSession;
class MatrixHeatmap;

class CrossAttentionPanel final : public QWidget {
    Q_OBJECT

public:
    explicit CrossAttentionPanel(EncodersSession &session, QWidget *parent = nullptr);

private:
    void apply(bool source);
    void refresh();
    void showReading();

    EncodersSession &session_;
    QLineEdit *source_, *target_;
    QLabel *problem_;
    MatrixHeatmap *alignment_;
    QLabel *reading_;
};

} // namespace atlas
