// Which position each token of a sequence is told it has: the index fed to a position
// embedding (a row of a learned or sinusoidal table) or to a rotary rotation.
//
// Continuing ids number the whole sequence 0, 1, …, T−1. When several documents are packed
// into one sequence, ids reset per document restart at 0 where each document begins, so that
// every document sees the positions it would see alone:
//     ids   0 0 0 1 1 1 1  →  continuing 0 1 2 3 4 5 6,  reset 0 1 2 0 1 2 3.
// A reset counts from the start of each *run* of equal ids (a document whose tokens are not
// contiguous starts again at each run; packed documents are always contiguous).
//
// Resetting the ids changes what each token is told about its position; it does not isolate
// documents. Which keys a query may read is decided by the mask alone (attentionmask.h): with
// a plain causal mask a token still reads the previous document, only now at positions that
// look like its own document's.
#pragma once

#include "atlas/types.h"

#include <cstdint>
#include <vector>

namespace atlas {

using PositionIdList = std::vector<std::int64_t>;

class PositionIds {
public:
    // 0, 1, …, length − 1. Throws ShapeError on a negative length.
    static PositionIdList continuing(Index length);
    // posᵢ = i − (start of the run of equal document ids that contains i).
    static PositionIdList resetPerDocument(const DocumentIds &documentIds);
};

} // namespace atlas
