// The lab's third panel: how the trained decoder's heads compose. Three small matrices, rows the
// layer-1 heads and columns the layer-2 heads: how much of what each layer-1 head writes (its
// W_OV) the layer-2 head reads through its queries, its keys and its values.
#pragma once

#include <QWidget>

class QLabel;

namespace atlas {

class HeadsSession;
class MatrixHeatmap;

class CompositionPanel final : public QWidget {
    Q_OBJECT

public:
    explicit CompositionPanel(HeadsSession &session, QWidget *parent = nullptr);

private:
    void refresh();
    void showReading();

    HeadsSession &session_;
    MatrixHeatmap *q_, *k_, *v_;
    QLabel *reading_;
};

} // namespace atlas
