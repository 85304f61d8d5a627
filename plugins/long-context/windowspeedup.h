// The long-context chapter's measured speed-up: the engine's tiled kernel (KernelBenchmark)
// timed twice on one row of T positions — with the causal mask, then with the causal mask and a
// sliding window of W keys — and the ratio of the median times beside the ideal ratio of the
// pairs each mask allows, T(T+1)/2 ÷ (T·W − W(W−1)/2). One head, dₖ = dᵥ = 64, float, one
// thread, seeded N(0, 1) inputs; one untimed run, then `repeats` timed ones per mask.
//
// run() is the synchronous computation; the panel runs it off the GUI thread as a
// BackgroundMeasurement<WindowSpeedup>. Cancelling sets the flag the kernel tests between
// tiles, so it returns within one tile.
#pragma once

#include <atlas/kernelbenchmark.h>

#include <atomic>
#include <functional>

namespace atlas {

class WindowSpeedup {
public:
    struct Settings {
        Index length = 8192;
        Index window = 512;
        int repeats = 5;
        friend bool operator==(const Settings &, const Settings &) = default;
    };

    struct Outcome {
        Settings settings;
        bool cancelled = false;
        std::int64_t causalPairs = 0, windowPairs = 0;
        KernelBenchmark::Result causal, windowed;
        double idealSpeedup() const;    // causalPairs / windowPairs
        double measuredSpeedup() const; // causal.medianMs / windowed.medianMs
    };

    // Throws ShapeError for T < 1, W < 1 or T > 16384.
    static Outcome run(const Settings &settings, const std::atomic<bool> *cancel = nullptr,
                       const std::function<void(double)> &progress = {});
};

} // namespace atlas
