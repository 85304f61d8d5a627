#include "packingspeedup.h"

#include <algorithm>

namespace atlas {

namespace {

KernelBenchmark::Request request(const PackingSpeedup::Settings &s, Index length)
{
    KernelBenchmark::Request r;
    r.kernel = KernelBenchmark::Kernel::Tiled;
    r.pass = KernelBenchmark::Pass::Forward;
    r.singlePrecision = s.singlePrecision;
    r.length = length;
    r.heads = s.heads;
    r.dk = r.dv = s.headWidth;
    r.causal = true;
    r.threads = s.threads;
    r.repeats = s.repeats;
    r.measureGemm = false;
    r.seed = s.seed;
    return r;
}

} // namespace

double PackingSpeedup::Outcome::idealSpeedup() const
{
    return allowedPairs > 0 ? double(causalPairs) / double(allowedPairs) : 1.0;
}

double PackingSpeedup::Outcome::measuredSpeedup() const
{
    return documents.medianMs > 0 ? causal.medianMs / documents.medianMs : 0.0;
}

std::vector<std::int64_t> PackingSpeedup::scaledIds(const std::vector<std::int64_t> &ids, Index scale)
{
    std::vector<std::int64_t> out;
    out.reserve(ids.size() * static_cast<std::size_t>(std::max<Index>(scale, 0)));
    for (std::int64_t id : ids)
        out.insert(out.end(), static_cast<std::size_t>(std::max<Index>(scale, 0)), id);
    return out;
}

Index PackingSpeedup::scaleFor(Index blockLength, Index targetLength)
{
    return blockLength > 0 ? std::clamp<Index>(targetLength / blockLength, 1, maxScale) : 1;
}

PackingSpeedup::Outcome PackingSpeedup::run(const Settings &settings, const std::atomic<bool> *cancel,
                                            const std::function<void(double)> &progress)
{
    if (settings.documentIds.empty() || settings.scale < 1 || settings.scale > maxScale
        || static_cast<Index>(settings.documentIds.size()) * settings.scale > maxLength)
        throw ShapeError("packing speed-up: expected a non-empty row of at most 16384 positions");
    Outcome out;
    out.settings = settings;
    const std::vector<std::int64_t> ids = scaledIds(settings.documentIds, settings.scale);
    out.length = static_cast<Index>(ids.size());
    const KernelBenchmark::Request causal = request(settings, out.length);
    KernelBenchmark::Request documents = causal;
    documents.documentIds = ids;
    out.causalPairs = KernelBenchmark::allowedPairs(causal);
    out.allowedPairs = KernelBenchmark::allowedPairs(documents);
    const KernelBenchmark::Comparison measured = KernelBenchmark::compare(causal, documents, cancel, progress);
    out.causal = measured.reference;
    out.documents = measured.candidate;
    out.cancelled = measured.cancelled;
    return out;
}

} // namespace atlas
