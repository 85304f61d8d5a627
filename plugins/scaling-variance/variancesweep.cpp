#include "variancesweep.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace atlas {

namespace {

// The worker: one engine run per width, progress over all of them, stopping when cancelled.
void runWidths(QPromise<VariancePoint> &promise, ScalingVarianceParams settings, QList<int> widths)
{
    promise.setProgressRange(0, 1000);
    // Wider vectors cost proportionally more: weight each width by dₖ so progress is even.
    double total = 0;
    for (int dk : widths)
        total += dk;
    double done = 0;
    for (int dk : widths) {
        if (promise.isCanceled())
            return;
        VarianceConfig config = settings.config(dk);
        config.progress = [&promise, done, total, dk](double fraction) {
            promise.setProgressValue(static_cast<int>(1000.0 * (done + fraction * dk) / total));
            return !promise.isCanceled();
        };
        VariancePoint point;
        point.dk = dk;
        try {
            point.result = ScalingVarianceExperiment::run(config);
        } catch (const ShapeError &) {
            return; // the params were validated: not reachable, and never a crash
        }
        if (point.result.cancelled)
            return;
        promise.addResult(point);
        done += dk;
    }
}

} // namespace

VarianceSweep::VarianceSweep(QObject *parent) : QObject(parent), key_(settingsKey(settings_))
{
    connect(&watcher_, &QFutureWatcher<VariancePoint>::resultReadyAt, this, [this](int index) {
        absorb(watcher_.resultAt(index), runningKey_);
    });
    connect(&watcher_, &QFutureWatcher<VariancePoint>::progressValueChanged, this,
            [this](int value) { Q_EMIT progressChanged(value / 1000.0); });
    connect(&watcher_, &QFutureWatcher<VariancePoint>::finished, this, [this] {
        Q_EMIT finished(watcher_.isCanceled());
    });
}

VarianceSweep::~VarianceSweep()
{
    // The worker holds no pointer to this object, but waiting keeps the pool quiet at exit.
    future_.cancel();
    future_.waitForFinished();
}

QList<int> VarianceSweep::sweepWidths()
{
    return ScalingVarianceParams::sweepWidths();
}

QString VarianceSweep::settingsKey(const ScalingVarianceParams &s)
{
    return QStringLiteral("%1/%2/%3/%4/%5/%6").arg(s.samples).arg(s.seed).arg(s.keys).arg(s.coordinateStd, 0, 'g', 17)
        .arg(s.correlation, 0, 'g', 17).arg(s.bins);
}

void VarianceSweep::setSettings(const ScalingVarianceParams &settings)
{
    const QString key = settingsKey(settings);
    settings_ = settings;
    if (key == key_)
        return;
    key_ = key;
    cancel();
}

std::optional<VarianceResult> VarianceSweep::result(int dk) const
{
    const auto perSetting = cache_.constFind(key_);
    if (perSetting == cache_.constEnd())
        return std::nullopt;
    const auto it = perSetting->constFind(dk);
    if (it == perSetting->constEnd())
        return std::nullopt;
    return *it;
}

QMap<int, VarianceResult> VarianceSweep::results() const
{
    return cache_.value(key_);
}

void VarianceSweep::compute(const QList<int> &widths)
{
    QList<int> missing;
    for (int dk : widths)
        if (dk >= 1 && dk <= ScalingVarianceParams::maxWidth && !result(dk) && !missing.contains(dk))
            missing.append(dk);
    cancel();
    if (missing.isEmpty()) {
        Q_EMIT progressChanged(1.0);
        Q_EMIT finished(false);
        return;
    }
    runningKey_ = key_;
    future_ = QtConcurrent::run(runWidths, settings_, missing);
    watcher_.setFuture(future_);
}

bool VarianceSweep::isRunning() const
{
    return future_.isRunning();
}

void VarianceSweep::cancel()
{
    if (future_.isRunning())
        future_.cancel();
}

void VarianceSweep::finishNow()
{
    if (!future_.isValid())
        return;
    future_.waitForFinished();
    if (future_.isCanceled())
        return;
    const QList<VariancePoint> points = future_.results();
    for (const VariancePoint &point : points)
        absorb(point, runningKey_);
}

void VarianceSweep::absorb(const VariancePoint &point, const QString &key)
{
    QMap<int, VarianceResult> &perSetting = cache_[key];
    if (perSetting.contains(point.dk))
        return;
    perSetting.insert(point.dk, point.result);
    if (key == key_)
        Q_EMIT resultReady(point.dk);
}

} // namespace atlas

#include "moc_variancesweep.cpp"
