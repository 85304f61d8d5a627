// Where each node of a gradient graph goes in a layered drawing, top (inputs) to bottom (loss).
//
// An activation sits one row below the deepest activation it is computed from; a parameter
// sits one row above its first consumer, next to the activations feeding the same node. Within
// a row nodes keep the order of computation. For the one-layer decoder:
//     tokens E P / X₀ Wq Wk Wv / Q K V / S₁ S₂ / A₁ A₂ / Y₁ Y₂ / C Wo / C·Wo / X₁ U / Z / L
#pragma once

#include <atlas/gradientgraph.h>

#include <vector>

namespace atlas {

struct GraphPlacement {
    int rows = 0;
    std::vector<int> row;      // per node
    std::vector<int> slot;     // per node: index within its row
    std::vector<int> rowSizes; // nodes per row
};

class GradientGraphLayout {
public:
    static GraphPlacement place(const GradientGraph<double> &graph);
};

} // namespace atlas
