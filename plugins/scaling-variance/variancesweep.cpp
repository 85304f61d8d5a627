#include "variancesweep.h"

namespace atlas {

namespace {

// The worker: one engine run per width, progress over all of them, stopping when cancelled.
// The params were validated: a ShapeError is not reachable, and would fail the run.
void runWidths(const ScalingVarianceParams &settings, const QList<int> &widths, const std::atomic<bool> &cancel,
               const std::function<void(double)> &progress, const std::function<void(VariancePoint)> &publish)
{
    // Wider vectors cost proportionally more: weight each width by dₖ so progress is even.
    double total = 0;
    for (int dk : widths)
        total += dk;
    double done = 0;
    for (int dk : widths) {
        if (cancel.load())
            return;
        VarianceConfig config = settings.config(dk);
        config.progress = [&progress, &cancel, done, total, dk](double fraction) {
            progress((done + fraction * dk) / total);
            return !cancel.load();
        };
        VariancePoint point;
        point.dk = dk;
        point.result = ScalingVarianceExperiment::run(config);
        if (point.result.cancelled)
            return;
        publish(point);
        done += dk;
    }
}

} // namespace

VarianceSweep::VarianceSweep(QObject *parent) : QObject(parent), key_(settingsKey(settings_))
{
    connect(&task_, &BackgroundTaskBase::progressChanged, this, &VarianceSweep::progressChanged);
    connect(&task_, &BackgroundTaskBase::finished, this, [this] { Q_EMIT finished(task_.wasCancelled()); });
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
    if (missing.isEmpty()) {
        cancel();
        Q_EMIT progressChanged(1.0);
        Q_EMIT finished(false);
        return;
    }
    // Each result is cached under the settings it was computed with, whatever they are when it
    // arrives.
    task_.start(
        [settings = settings_, missing](const std::atomic<bool> &cancel, const std::function<void(double)> &progress,
                                        const std::function<void(VariancePoint)> &publish) {
            runWidths(settings, missing, cancel, progress, publish);
        },
        [this, key = key_](const std::vector<VariancePoint> &points) {
            for (const VariancePoint &point : points)
                absorb(point, key);
        });
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
