#include "gradientgraphlayout.h"

#include <algorithm>
#include <climits>

namespace atlas {

GraphPlacement GradientGraphLayout::place(const GradientGraph<double> &graph)
{
    const std::size_t n = graph.nodes.size();
    GraphPlacement placement;
    placement.row.assign(n, 0);
    placement.slot.assign(n, 0);
    std::vector<std::vector<std::size_t>> inputs(n), consumers(n);
    for (const GraphEdge &e : graph.edges) {
        if (e.from >= n || e.to >= n)
            continue;
        inputs[e.to].push_back(e.from);
        consumers[e.from].push_back(e.to);
    }
    auto isParameter = [&](std::size_t i) { return graph.nodes[i].role == NodeRole::Parameter; };
    // Nodes come in computation order, so every input of node i has a smaller index.
    for (std::size_t i = 0; i < n; ++i) {
        if (isParameter(i))
            continue;
        int depth = 0;
        for (std::size_t from : inputs[i])
            if (!isParameter(from))
                depth = std::max(depth, placement.row[from] + 1);
        placement.row[i] = depth;
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (!isParameter(i))
            continue;
        int depth = INT_MAX;
        for (std::size_t to : consumers[i])
            depth = std::min(depth, placement.row[to] - 1);
        placement.row[i] = depth == INT_MAX ? 0 : std::max(depth, 0);
    }
    for (std::size_t i = 0; i < n; ++i)
        placement.rows = std::max(placement.rows, placement.row[i] + 1);
    placement.rowSizes.assign(std::size_t(placement.rows), 0);
    for (std::size_t i = 0; i < n; ++i)
        placement.slot[i] = placement.rowSizes[std::size_t(placement.row[i])]++;
    return placement;
}

} // namespace atlas
