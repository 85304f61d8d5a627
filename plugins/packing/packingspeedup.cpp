#include "packingspeedup.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace atlas {

namespace {

constexpr int progressSteps = 1000;

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

void measureInBackground(QPromise<PackingSpeedup::Outcome> &promise, PackingSpeedup::Settings settings,
                         std::shared_ptr<std::atomic<bool>> cancel)
{
    promise.setProgressRange(0, progressSteps);
    try {
        promise.addResult(PackingSpeedup::run(settings, cancel.get(), [&promise](double fraction) {
            promise.setProgressValue(static_cast<int>(fraction * progressSteps));
        }));
    } catch (const ShapeError &) {
        // The panel only asks for rows within the limits: not reachable, and never a crash.
    }
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

PackingSpeedup::PackingSpeedup(QObject *parent) : QObject(parent)
{
    connect(&watcher_, &QFutureWatcher<Outcome>::progressValueChanged, this,
            [this](int value) { Q_EMIT progressChanged(double(value) / progressSteps); });
    connect(&watcher_, &QFutureWatcher<Outcome>::finished, this, [this] {
        const bool cancelled = cancelFlag_ && cancelFlag_->load();
        take();
        Q_EMIT finished(cancelled);
    });
}

PackingSpeedup::~PackingSpeedup()
{
    cancel();
    future_.waitForFinished();
}

void PackingSpeedup::start(const Settings &settings)
{
    // A run in flight returns within one tile once cancelled.
    cancel();
    future_.waitForFinished();
    cancelFlag_ = std::make_shared<std::atomic<bool>>(false);
    taken_ = false;
    future_ = QtConcurrent::run(measureInBackground, settings, cancelFlag_);
    watcher_.setFuture(future_);
    Q_EMIT progressChanged(0);
}

void PackingSpeedup::cancel()
{
    if (cancelFlag_ && future_.isRunning()) {
        cancelFlag_->store(true);
        future_.cancel();
    }
}

bool PackingSpeedup::isRunning() const
{
    return future_.isRunning();
}

void PackingSpeedup::finishNow()
{
    if (!future_.isValid())
        return;
    future_.waitForFinished();
    take();
}

void PackingSpeedup::take()
{
    // Once per run, whether the watcher's signal or finishNow() comes first.
    if (taken_)
        return;
    taken_ = true;
    if (future_.resultCount() > 0) {
        const Outcome result = future_.resultAt(0);
        if (!result.cancelled)
            outcome_ = result;
    }
}

} // namespace atlas

#include "moc_packingspeedup.cpp"
