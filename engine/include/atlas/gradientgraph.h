// The computation graph of the tiny decoder as data: every named node with its value, the
// gradient of the loss with respect to it, and the edges "input → consumer". This is what the
// gradients chapter draws, and what the gradient check walks node by node.
#pragma once

#include "atlas/types.h"

#include <optional>
#include <string>
#include <vector>

namespace atlas {

enum class NodeKind {
    Tokens,            // input token ids (T × 1), not differentiable
    TokenEmbedding,    // E, V × d
    PositionEmbedding, // P, T_max × d
    Embeddings,        // X₀ = E[tokens] + P[0:T]
    QueryWeights,      // Wq
    KeyWeights,        // Wk
    ValueWeights,      // Wv
    Queries,           // Q = X·Wq
    Keys,              // K = X·Wk
    Values,            // V = X·Wv
    Scores,            // one head: Qₕ·Kₕᵀ/(τ√dₖ), before the mask
    Probabilities,     // one head: masked softmax of the scores
    HeadOutput,        // one head: Pₕ·Vₕ
    Concatenated,      // [O₀ … O_{H−1}]
    OutputWeights,     // Wo
    AttentionOutput,   // C·Wo
    Residual,          // X_l = X_{l−1} + attention output
    Unembedding,       // U, d × V
    Logits,            // X_L·U
    Loss               // mean next-token cross-entropy over the loss mask (1 × 1)
};

enum class NodeRole { Input, Parameter, Activation, Loss };

// A node's id, built here and nowhere else: "tokens", "E", "P", "X0"; per layer l (1-based)
// "Ll.Wq", "Ll.Wk", "Ll.Wv", "Ll.Q", "Ll.K", "Ll.V", "Ll.concat", "Ll.Wo", "Ll.attention" and
// the residual "Xl"; per head h (1-based) "Ll.Hh.scores", "Ll.Hh.probabilities", "Ll.Hh.output";
// then "U", "logits", "loss". The layer is ignored by whole-model nodes, the head by every node
// that is not per head.
struct NodeId {
    NodeKind kind = NodeKind::Tokens;
    int layer = 0;
    int head = 0;

    std::string text() const;
    bool operator==(const NodeId &) const = default;
};

inline std::string nodeId(NodeKind kind, int layer = 0, int head = 0)
{
    return NodeId{kind, layer, head}.text();
}

template <typename Scalar>
struct GraphNode {
    std::string id;                  // stable and unique: NodeId{kind, layer, head}.text()
    NodeKind kind = NodeKind::Tokens;
    NodeRole role = NodeRole::Activation;
    int layer = 0;                   // 1-based for per-layer nodes, 0 otherwise
    int head = 0;                    // 1-based for per-head nodes, 0 otherwise
    Matrix<Scalar> value;
    Matrix<Scalar> gradient;         // ∂L/∂value; empty when not differentiable
    bool differentiable = true;      // false for the token ids
    std::optional<BoolMatrix> allowed; // scores and probabilities: the attention mask
};

struct GraphEdge {
    std::size_t from = 0; // index of the input node
    std::size_t to = 0;   // index of the node computed from it
};

template <typename Scalar>
struct GradientGraph {
    std::vector<GraphNode<Scalar>> nodes; // in computation order
    std::vector<GraphEdge> edges;

    // Index of the node with this id, or −1.
    Index indexOf(const std::string &id) const
    {
        for (std::size_t i = 0; i < nodes.size(); ++i)
            if (nodes[i].id == id)
                return static_cast<Index>(i);
        return -1;
    }
    const GraphNode<Scalar> *find(const std::string &id) const
    {
        const Index i = indexOf(id);
        return i < 0 ? nullptr : &nodes[static_cast<std::size_t>(i)];
    }
    Index indexOf(const NodeId &id) const { return indexOf(id.text()); }
    const GraphNode<Scalar> *find(const NodeId &id) const { return find(id.text()); }
};

} // namespace atlas
