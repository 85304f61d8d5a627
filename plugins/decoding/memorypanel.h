// The decoding lab's memory calculator: the KV cache's size for a model's shape
// (atlas/kvcachesize.h) — layers, query heads, key/value heads, head width, context length,
// batch, bytes per number and a sliding window — with multi-head, grouped-query and multi-query
// attention side by side, and presets for published model shapes with their sources
// (modelshapes.h). With a window shorter than the context, a line says what the rolling buffer
// saves against a cache of every position.
#pragma once

#include <atlas/kvcachesize.h>

#include <QWidget>

class QComboBox;
class QGridLayout;
class QLabel;
class QSpinBox;

namespace atlas {

class MemoryPanel : public QWidget {
    Q_OBJECT

public:
    explicit MemoryPanel(QWidget *parent = nullptr);

    // The three rows' texts: [row][column], rows MHA, the shape's own G, MQA; columns name, KV
    // heads, per token, cache (with the window, when there is one).
    QString cellText(int row, int column) const;
    // 1 234 567 bytes as "1.18 MiB", in the learner's locale.
    static QString bytesText(double bytes);

private:
    KvCacheShape shape() const;
    void applyPreset(int index);
    void recompute();

    QComboBox *preset_;
    QSpinBox *layers_, *queryHeads_, *kvHeads_, *width_, *context_, *batch_, *window_;
    QComboBox *bytes_;
    QGridLayout *table_;
    QList<QList<QLabel *>> cells_;
    QList<QLabel *> headers_;
    QLabel *message_, *source_, *windowNote_;
};

} // namespace atlas
