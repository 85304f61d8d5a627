// The selected node of the gradient graph: its value and the gradient of the loss with
// respect to it, as two heatmaps side by side (one above the other when the lab is narrow).
// Signed numbers use the diverging palette, probabilities the sequential one; the scores and
// probabilities of a head hatch the cells their mask removes. The gradient's decimals follow
// its magnitude, so a gradient of 0.003 does not read as 0.00.
#pragma once

#include <atlas/gradientgraph.h>

#include <QWidget>

class QBoxLayout;
class QLabel;

namespace atlas {

class MatrixHeatmap;

class NodeInspector : public QWidget {
    Q_OBJECT

public:
    explicit NodeInspector(QWidget *parent = nullptr);

    void setNode(const GraphNode<double> &node, const QStringList &tokens, const QStringList &vocabulary,
                 bool showLayer = false);
    MatrixHeatmap *valueMap() const { return value_; }
    MatrixHeatmap *gradientMap() const { return gradient_; }
    QString nodeId() const { return id_; }

    // Decimals that show the leading digits of numbers up to `largest` in magnitude.
    static int decimalsFor(double largest);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // What the node is for the backward pass (Tokens, Scores, …, a parameter, an intermediate).
    static QString explanation(const GraphNode<double> &node);

    QLabel *heading_;
    QLabel *explanation_;
    QBoxLayout *maps_;
    MatrixHeatmap *value_;
    MatrixHeatmap *gradient_;
    QString id_;
};

} // namespace atlas
