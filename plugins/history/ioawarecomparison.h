// One run of the same attention two ways, through the engine: dense (MultiHeadAttention, the
// whole T × T score matrix) and IO-aware (TiledAttention, tile by tile with an online
// softmax), on seeded standard-normal Q, K, V of one head. What differs is counted — scores
// computed, scores held at once, numbers moved to and from slow memory in the documented
// model — and what must not differ is measured: the largest difference between the outputs.
//
// No widgets: the lab runs it on a worker thread (T = 2048 takes a few hundred milliseconds)
// and can cancel it between the two computations.
#pragma once

#include <atlas/types.h>

#include <atomic>
#include <cstdint>

namespace atlas {

class IoAwareComparison {
public:
    struct Request {
        Index length = 512;      // T
        Index headWidth = 64;    // dₖ = dᵥ
        Index tile = 64;         // Br = Bc
        bool causal = true;
        bool singlePrecision = false;
        std::uint64_t seed = 2022;
    };

    struct Outcome {
        Request request;
        bool cancelled = false;
        Index denseScores = 0;        // scores the dense form computed (T²)
        Index tiledScores = 0;        // scores the tiles computed
        Index denseHeld = 0;          // scores held at once (T²)
        Index tiledHeld = 0;          // one tile
        Index tilesComputed = 0, tilesSkipped = 0;
        double denseTraffic = 0;      // numbers moved, in TiledAttention's model
        double tiledTraffic = 0;
        double maxDifference = 0;     // max |O_dense − O_tiled|
        double outputScale = 0;       // max |O_dense|, to read the difference against
    };

    static Outcome run(const Request &request, const std::atomic<bool> *cancel = nullptr);
};

} // namespace atlas
