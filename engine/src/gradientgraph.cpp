#include "atlas/gradientgraph.h"

namespace atlas {

std::string NodeId::text() const
{
    // Built with append rather than "L" + …: GCC 12 reports a false -Wrestrict on the latter.
    auto inLayer = [this](const char *name) {
        std::string id("L");
        id.append(std::to_string(layer)).append(".").append(name);
        return id;
    };
    auto inHead = [this](const char *name) {
        std::string id("L");
        id.append(std::to_string(layer)).append(".H").append(std::to_string(head)).append(".").append(name);
        return id;
    };
    switch (kind) {
    case NodeKind::Tokens: return "tokens";
    case NodeKind::TokenEmbedding: return "E";
    case NodeKind::PositionEmbedding: return "P";
    case NodeKind::Embeddings: return "X0";
    case NodeKind::QueryWeights: return inLayer("Wq");
    case NodeKind::KeyWeights: return inLayer("Wk");
    case NodeKind::ValueWeights: return inLayer("Wv");
    case NodeKind::Queries: return inLayer("Q");
    case NodeKind::Keys: return inLayer("K");
    case NodeKind::Values: return inLayer("V");
    case NodeKind::Scores: return inHead("scores");
    case NodeKind::Probabilities: return inHead("probabilities");
    case NodeKind::HeadOutput: return inHead("output");
    case NodeKind::Concatenated: return inLayer("concat");
    case NodeKind::OutputWeights: return inLayer("Wo");
    case NodeKind::AttentionOutput: return inLayer("attention");
    case NodeKind::Residual: {
        std::string id("X");
        id.append(std::to_string(layer));
        return id;
    }
    case NodeKind::Unembedding: return "U";
    case NodeKind::Logits: return "logits";
    case NodeKind::Loss: return "loss";
    }
    return {};
}

} // namespace atlas
