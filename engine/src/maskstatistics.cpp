#include "atlas/maskstatistics.h"

#include <algorithm>

namespace atlas {

double MaskStatistics::pairSpeedup() const
{
    return allowed > 0 ? static_cast<double>(pairs) / static_cast<double>(allowed) : 1.0;
}

double MaskStatistics::tileSpeedup() const
{
    return activeTiles > 0 ? static_cast<double>(tiles) / static_cast<double>(activeTiles) : 1.0;
}

MaskStatistics MaskStatistics::of(const BoolMatrix &allowed, Index tileSize)
{
    if (allowed.rows() != allowed.cols())
        throw ShapeError("mask statistics: expected a square mask, got "
                         + shapeText(allowed.rows(), allowed.cols()));
    if (tileSize < 1)
        throw ShapeError("mask statistics: tile size must be at least 1");
    MaskStatistics s;
    s.length = allowed.rows();
    s.pairs = s.length * s.length;
    s.causalPairs = s.length * (s.length + 1) / 2;
    s.allowed = allowed.count();
    s.tileSize = tileSize;
    const Index perSide = (s.length + tileSize - 1) / tileSize;
    s.tiles = perSide * perSide;
    for (Index r = 0; r < perSide; ++r) {
        for (Index c = 0; c < perSide; ++c) {
            const Index rows = std::min(tileSize, s.length - r * tileSize);
            const Index cols = std::min(tileSize, s.length - c * tileSize);
            if (allowed.block(r * tileSize, c * tileSize, rows, cols).any())
                ++s.activeTiles;
        }
    }
    return s;
}

} // namespace atlas
