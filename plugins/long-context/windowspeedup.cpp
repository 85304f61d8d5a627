#include "windowspeedup.h"

#include <atlas/structuredmask.h>

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

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
    Outcome out;
    out.settings = settings;
    out.causalPairs = StructuredMask::causal().allowedPairs(settings.length, settings.length);
    out.windowPairs = StructuredMask::causal().withWindow(settings.window).allowedPairs(settings.length, settings.length);
    // Progress in proportion to the pairs each run computes.
    const double causalShare = double(out.causalPairs) / double(out.causalPairs + out.windowPairs);
    const auto part = [&progress](double from, double share) -> std::function<void(double)> {
        if (!progress)
            return {};
        return [&progress, from, share](double f) { progress(from + share * f); };
    };
    KernelBenchmark::Request r;
    r.length = settings.length;
    r.repeats = settings.repeats;
    r.measureGemm = false;
    out.causal = KernelBenchmark::run(r, cancel, part(0, causalShare));
    if ((out.cancelled = out.causal.cancelled))
        return out;
    r.window = settings.window;
    out.windowed = KernelBenchmark::run(r, cancel, part(causalShare, 1 - causalShare));
    out.cancelled = out.windowed.cancelled;
    return out;
}

WindowSpeedup::WindowSpeedup(QObject *parent) : QObject(parent)
{
    connect(&watcher_, &QFutureWatcher<Outcome>::progressValueChanged, this,
            [this](int value) { Q_EMIT progressChanged(double(value) / 1000.0); });
    connect(&watcher_, &QFutureWatcher<Outcome>::finished, this, [this] {
        take();
        Q_EMIT finished();
    });
}

WindowSpeedup::~WindowSpeedup()
{
    blockSignals(true);
    cancel();
    future_.waitForFinished();
}

void WindowSpeedup::start(const Settings &settings)
{
    cancel();
    future_.waitForFinished();
    cancelFlag_ = std::make_shared<std::atomic<bool>>(false);
    taken_ = false;
    future_ = QtConcurrent::run([settings, flag = cancelFlag_](QPromise<Outcome> &promise) {
        promise.setProgressRange(0, 1000);
        promise.addResult(run(settings, flag.get(), [&promise](double f) { promise.setProgressValue(static_cast<int>(f * 1000)); }));
    });
    watcher_.setFuture(future_);
    Q_EMIT progressChanged(0);
}

void WindowSpeedup::cancel()
{
    if (cancelFlag_ && future_.isRunning())
        cancelFlag_->store(true);
}

bool WindowSpeedup::isRunning() const
{
    return future_.isRunning();
}

void WindowSpeedup::finishNow()
{
    if (!future_.isValid())
        return;
    future_.waitForFinished();
    take();
}

void WindowSpeedup::take()
{
    // Once per run, whether the watcher's signal or finishNow() comes first.
    if (taken_)
        return;
    taken_ = true;
    if (future_.resultCount() > 0 && !future_.resultAt(0).cancelled)
        outcome_ = future_.resultAt(0);
}

} // namespace atlas

#include "moc_windowspeedup.cpp"
