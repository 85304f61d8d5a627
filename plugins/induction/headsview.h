// Every head of the decoder on one sequence, layer by layer: a HeadView per head in a grid
// that reflows to the width it has (the heads of a layer stay together under the layer's
// caption), the sequence written out with its positions, one colour key for all (every
// heatmap is a probability on the same 0 … 1 scale), and a line for the figures of the
// switched-off heads.
#pragma once

#include "inductionvocabulary.h"

#include <atlas/batcheddecoder.h>
#include <atlas/inductiontrainer.h>

#include <QList>
#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;

namespace atlas {

class ColorLegend;
class HeadView;

class HeadsView : public QWidget {
    Q_OBJECT

public:
    explicit HeadsView(QWidget *parent = nullptr);

    // Head views for a model of `layers` layers of `heads` heads (rebuilt when that changes).
    void setShape(int layers, int heads);
    // Each head's attention on `snapshot.tokens` and its scores there, with the switched-off
    // heads marked.
    void show(const AttentionSnapshot &snapshot, const InductionVocabulary &vocabulary, const HeadMask &mask);
    void setSummary(const QString &text);
    // The query whose row is outlined in every heatmap (−1: none).
    void setSelectedQuery(int row);

    const QList<HeadView *> &heads() const { return views_; }

    // Position labels for a sequence: "0 BOS", "1 ko", … (rows) and "0", "1", … (columns).
    static QStringList rowLabels(const std::vector<int> &tokens, const InductionVocabulary &vocabulary);
    static QStringList columnLabels(std::size_t length);

Q_SIGNALS:
    void headSwitched(int index, bool on);
    void allOnRequested();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void reflow(bool force);
    void nameLayers();

    QLabel *sequence_;
    QLabel *summary_;
    QPushButton *allOn_;
    QWidget *grid_;
    QGridLayout *gridLayout_;
    QList<QLabel *> layerCaptions_;
    QList<HeadView *> views_;
    ColorLegend *legend_ = nullptr;
    int layers_ = 0, headsPerLayer_ = 0, columns_ = 0, cell_ = 12;
};

} // namespace atlas
