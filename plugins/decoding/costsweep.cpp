#include "costsweep.h"

#include <QCoreApplication>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace atlas {

namespace {

constexpr std::uint64_t timingSeed = 1;

void measureLengths(QPromise<DecodingTiming> &promise, DecoderConfig config, QList<Index> lengths)
{
    // Progress in counted work: the recompute's, which dominates.
    double total = 0, done = 0;
    for (Index t : lengths)
        total += DecodingCost::fullRecompute(config, t).total();
    promise.setProgressRange(0, 1000);
    const TinyDecoder<double> decoder(config, timingSeed);
    for (Index t : lengths) {
        if (promise.isCanceled())
            return;
        // Fewer repetitions where one run is long: the median of 3 is steady there.
        promise.addResult(DecodingCost::measure(decoder, t, t >= 256 ? 3 : 5));
        done += DecodingCost::fullRecompute(config, t).total();
        promise.setProgressValue(static_cast<int>(1000 * done / total));
    }
}

} // namespace

CostSweep::CostSweep(const DecoderConfig &shape, QObject *parent) : QObject(parent), config_(shape)
{
    config_.maxLength = lengths().constLast();
    connect(&watcher_, &QFutureWatcher<DecodingTiming>::resultReadyAt, this, [this](int index) {
        const DecodingTiming timing = watcher_.resultAt(index);
        timings_.append(timing);
        Q_EMIT measured(timing);
    });
    connect(&watcher_, &QFutureWatcher<DecodingTiming>::progressValueChanged, this,
            [this](int value) { Q_EMIT progressChanged(value / 1000.0); });
    connect(&watcher_, &QFutureWatcher<DecodingTiming>::finished, this, [this] { Q_EMIT finished(watcher_.isCanceled()); });
}

CostSweep::~CostSweep()
{
    watcher_.cancel();
    watcher_.waitForFinished();
}

QList<Index> CostSweep::lengths()
{
    return {16, 32, 64, 128, 256, 512};
}

void CostSweep::measure()
{
    if (watcher_.isRunning())
        return;
    timings_.clear();
    Q_EMIT started();
    watcher_.setFuture(QtConcurrent::run(measureLengths, config_, lengths()));
}

void CostSweep::cancel()
{
    watcher_.cancel();
}

void CostSweep::finishNow()
{
    watcher_.waitForFinished();
    // The results and the end arrive as queued signals: deliver them now.
    QCoreApplication::sendPostedEvents(&watcher_);
}

} // namespace atlas

#include "moc_costsweep.cpp"
