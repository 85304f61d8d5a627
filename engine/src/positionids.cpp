#include "atlas/positionids.h"

#include <numeric>

namespace atlas {

PositionIdList PositionIds::continuing(Index length)
{
    if (length < 0)
        throw ShapeError("positions: negative length");
    PositionIdList ids(static_cast<std::size_t>(length));
    std::iota(ids.begin(), ids.end(), std::int64_t(0));
    return ids;
}

PositionIdList PositionIds::resetPerDocument(const DocumentIds &documentIds)
{
    PositionIdList ids(documentIds.size());
    std::size_t start = 0;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (i > 0 && documentIds[i] != documentIds[i - 1])
            start = i;
        ids[i] = static_cast<std::int64_t>(i - start);
    }
    return ids;
}

} // namespace atlas
