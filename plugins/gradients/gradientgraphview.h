// The decoder's complete gradient graph, drawn: one box per node (symbol and shape), arrows
// from each input to the node computed from it — the loss's gradient flows back along them.
// Parameters, activations, the input and the loss have their own fill and a legend says which.
//
// Narrow labs get the whole graph scaled down to fit. Click a node, or use the keyboard (Left/Right within a row, Up/Down between rows, Home/End),
// to select it; nodeSelected() tells the inspector. The edges of the selected node are drawn
// darker. To a screen reader the graph reads as a list of nodes, "Q, queries Q = X·Wq, 7×8,
// selected".
#pragma once

#include "gradientgraphlayout.h"

#include <atlas/gradientgraph.h>

#include <QWidget>

namespace atlas {

class GradientGraphView : public QWidget {
    Q_OBJECT

public:
    explicit GradientGraphView(QWidget *parent = nullptr);

    // Keeps the selected node (by id) when it still exists.
    void setGraph(const GradientGraph<double> &graph, bool showLayers = false);
    const GradientGraph<double> &graph() const { return graph_; }
    const GraphPlacement &placement() const { return placement_; }

    int selectedNode() const { return selected_; }
    void setSelectedNode(int index);
    bool selectNode(const QString &id);

    QRect nodeRect(int index) const;
    int nodeAt(const QPoint &point) const;
    QString nodeAccessibleText(int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    // Narrower than the drawing's natural width, the whole graph is scaled down to fit (down
    // to 60 %), rather than cut off or scrolled sideways.
    double zoom() const;

Q_SIGNALS:
    void nodeSelected(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    QRect layoutRect(int index) const; // in the unscaled drawing
    int logicalWidth() const;
    int nodeWidth() const;
    int nodeHeight() const;
    int rowPitch() const;
    int legendHeight() const;
    int legendWidth() const;
    int laneReserve(int side) const; // room for the lanes left (−1) or right (+1) of the boxes
    int contentWidth() const;
    int nodeInRow(int row, int slot) const;
    void moveSelection(int key);
    void updateAccessibleText();

    GradientGraph<double> graph_;
    GraphPlacement placement_;
    std::vector<bool> longEdge_;
    std::vector<int> lane_;     // per edge: its lane on its side, −1 for a short edge
    std::vector<int> laneSide_; // per edge: −1 left, +1 right
    bool showLayers_ = false;
    int selected_ = -1;
};

} // namespace atlas
