#include "windowspeedup.h"

namespace atlas {

double WindowSpeedup::Outcome::idealSpeedup() const
{
    return windowPairs > 0 ? double(causalPairs) / double(windowPairs) : 1.0;
}

double WindowSpeedup::Outcome::measuredSpeedup() const
{
    return windowed.medianMs > 0 ? causal.medianMs / windowed.medianMs : 0.0;
}

WindowSpeedup::Outcome WindowSpeedup::run(const Settings &settings, const std::atomic<bool> *cancel,
                                          const std::function<void(double)> &progress)
{
    if (settings.length < 1 || settings.length > 16384 || settings.window < 1)
        throw ShapeError("window speed-up: expected 1 ≤ T ≤ 16384 and W ≥ 1");
    KernelBenchmark::Request causal;
    causal.length = settings.length;
    causal.repeats = settings.repeats;
    causal.measureGemm = false;
    KernelBenchmark::Request windowed = causal;
    windowed.window = settings.window;
    Outcome out;
    out.settings = settings;
    out.causalPairs = KernelBenchmark::allowedPairs(causal);
    out.windowPairs = KernelBenchmark::allowedPairs(windowed);
    const KernelBenchmark::Comparison measured = KernelBenchmark::compare(causal, windowed, cancel, progress);
    out.causal = measured.reference;
    out.windowed = measured.candidate;
    out.cancelled = measured.cancelled;
    return out;
}

} // namespace atlas
