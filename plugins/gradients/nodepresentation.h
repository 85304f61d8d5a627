// How a node of the decoder's gradient graph is named and labelled on screen: its symbol
// ("Q", "S₁", "A₁"), what it is ("queries, Q = X₀·Wq"), its shape, and what its rows and
// columns mean (positions, keys, vocabulary words, coordinates) with their labels.
#pragma once

#include <atlas/gradientgraph.h>

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

struct NodeAxes {
    QString rowCaption, columnCaption; // "rows: queries"
    QString rowName, columnName;       // singular, for cell descriptions: "query", "key"
    QStringList rowLabels, columnLabels;
};

class NodePresentation {
    Q_DECLARE_TR_FUNCTIONS(NodePresentation)

public:
    // With more than one layer, per-layer nodes say which ("L2 · Q").
    static QString symbol(const GraphNode<double> &node, bool showLayer = false);
    static QString description(const GraphNode<double> &node);
    static QString shape(const GraphNode<double> &node);
    // `tokens`: the input words (row labels of position-indexed nodes); `vocabulary`: the words.
    static NodeAxes axes(const GraphNode<double> &node, const QStringList &tokens, const QStringList &vocabulary);
};

} // namespace atlas
