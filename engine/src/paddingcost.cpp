#include "atlas/paddingcost.h"

#include <algorithm>
#include <string>

namespace atlas {

double PaddingCost::wastedShare() const
{
    return computedPairs > 0 ? 1.0 - static_cast<double>(usefulPairs) / static_cast<double>(computedPairs) : 0.0;
}

PaddingCost PaddingCost::of(const std::vector<Index> &lengths, bool causal)
{
    if (lengths.empty())
        throw ShapeError("lengths: expected at least one sequence");
    PaddingCost c;
    for (std::size_t i = 0; i < lengths.size(); ++i) {
        const Index length = lengths[i];
        if (length < 1)
            throw ShapeError("lengths[" + std::to_string(i) + "]: expected at least 1, got " + std::to_string(length));
        c.longest = std::max(c.longest, length);
        c.tokens += length;
        c.usefulPairs += causal ? length * (length + 1) / 2 : length * length;
    }
    c.sequences = static_cast<Index>(lengths.size());
    c.slots = c.sequences * c.longest;
    c.computedPairs = c.sequences * c.longest * c.longest;
    c.packedDensePairs = c.tokens * c.tokens;
    return c;
}

KeyPadding PaddingCost::keyPadding(const std::vector<Index> &lengths, std::size_t index)
{
    const PaddingCost c = of(lengths, false);
    if (index >= lengths.size())
        throw ShapeError("index: expected a sequence below " + std::to_string(lengths.size()));
    KeyPadding padding(static_cast<std::size_t>(c.longest), false);
    for (Index k = lengths[index]; k < c.longest; ++k)
        padding[static_cast<std::size_t>(k)] = true;
    return padding;
}

} // namespace atlas
