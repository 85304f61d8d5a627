#include "costsweep.h"

namespace atlas {

namespace {

constexpr std::uint64_t timingSeed = 1;

void measureLengths(const DecoderConfig &config, const QList<Index> &lengths, const std::atomic<bool> &cancel,
                    const std::function<void(double)> &progress, const std::function<void(DecodingTiming)> &publish)
{
    // Progress in counted work: the recompute's, which dominates.
    double total = 0, done = 0;
    for (Index t : lengths)
        total += DecodingCost::fullRecompute(config, t).total();
    const TinyDecoder<double> decoder(config, timingSeed);
    for (Index t : lengths) {
        if (cancel.load())
            return;
        // Fewer repetitions where one run is long: the median of 3 is steady there.
        publish(DecodingCost::measure(decoder, t, t >= 256 ? 3 : 5));
        done += DecodingCost::fullRecompute(config, t).total();
        progress(done / total);
    }
}

} // namespace

CostSweep::CostSweep(const DecoderConfig &shape, QObject *parent) : QObject(parent), config_(shape)
{
    config_.maxLength = lengths().constLast();
    connect(&task_, &BackgroundTaskBase::progressChanged, this, &CostSweep::progressChanged);
    connect(&task_, &BackgroundTaskBase::finished, this, [this] { Q_EMIT finished(task_.wasCancelled()); });
}

QList<Index> CostSweep::lengths()
{
    return {16, 32, 64, 128, 256, 512};
}

void CostSweep::measure()
{
    if (isRunning())
        return;
    timings_.clear();
    Q_EMIT started();
    task_.start(
        [config = config_](const std::atomic<bool> &cancel, const std::function<void(double)> &progress,
                           const std::function<void(DecodingTiming)> &publish) {
            measureLengths(config, lengths(), cancel, progress, publish);
        },
        [this](const std::vector<DecodingTiming> &timings) {
            for (const DecodingTiming &timing : timings) {
                timings_.append(timing);
                Q_EMIT measured(timing);
            }
        });
}

} // namespace atlas

#include "moc_costsweep.cpp"
