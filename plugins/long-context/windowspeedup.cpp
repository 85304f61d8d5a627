#include "windowspeedup.h"

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
