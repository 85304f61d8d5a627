// The packing chapter's measured speed-up: the engine's tiled kernel (KernelBenchmark) run
// twice on one packed row — with the plain causal mask over the whole row, then with the
// document-aware causal mask of its documents — and the ratio of the median times beside
// the ideal ratio of the pairs each mask allows (causal pairs ÷ allowed pairs).
//
// A block of the chapter is a few dozen slots, far too short to time: fixed costs would
// dominate and one tile would cover it. So the row is measured at scale: every slot stands
// for `scale` consecutive positions of its document (the documents keep their proportions),
// giving a row of T·scale positions; scale 1 measures the block as packed. The ideal ratio is
// counted for the row actually measured (StructuredMask::allowedPairs), so the two figures
// always describe the same row. Inputs are seeded N(0, 1) Q, K, V; one forward pass, one
// untimed run then `repeats` timed ones per mask.
//
// run() is the synchronous computation; the panel runs it off the GUI thread as a
// BackgroundMeasurement<PackingSpeedup>. Cancelling sets the flag the kernel tests between
// tiles, so it returns within one tile.
#pragma once

#include <atlas/kernelbenchmark.h>

#include <atomic>
#include <functional>
#include <vector>

namespace atlas {

class PackingSpeedup {
public:
    struct Settings {
        std::vector<std::int64_t> documentIds; // the block's instance per slot
        Index scale = 1;                       // positions per slot
        Index heads = 1;
        Index headWidth = 64;                  // dₖ = dᵥ
        bool singlePrecision = true;
        int threads = 1;
        int repeats = 5;
        std::uint64_t seed = 1;
        int block = 0;                         // which block: for the caption only
        friend bool operator==(const Settings &, const Settings &) = default;
    };

    struct Outcome {
        Settings settings;
        bool cancelled = false;
        Index length = 0;                      // T·scale
        std::int64_t causalPairs = 0;          // allowed by the plain causal mask
        std::int64_t allowedPairs = 0;         // allowed by the document-aware mask
        KernelBenchmark::Result causal, documents;
        double idealSpeedup() const;           // causalPairs / allowedPairs
        double measuredSpeedup() const;        // causal.medianMs / documents.medianMs
    };

    static constexpr Index maxLength = 16384;
    static constexpr Index maxScale = 4096;

    // Each id repeated `scale` times, in order.
    static std::vector<std::int64_t> scaledIds(const std::vector<std::int64_t> &ids, Index scale);
    // The largest scale with T·scale ≤ target (at least 1).
    static Index scaleFor(Index blockLength, Index targetLength);

    // Throws ShapeError on an empty row, scale < 1, or a row longer than maxLength.
    static Outcome run(const Settings &settings, const std::atomic<bool> *cancel = nullptr,
                       const std::function<void(double)> &progress = {});
};

} // namespace atlas
