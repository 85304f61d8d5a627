#include "traininghistory.h"

#include <algorithm>
#include <cstdlib>

namespace atlas {

void TrainingHistory::clear(std::int64_t interval)
{
    snapshots_.clear();
    interval_ = std::max<std::int64_t>(1, interval);
}

void TrainingHistory::add(std::int64_t step, const DecoderParameters<float> &parameters, bool force)
{
    if (!force && !wants(step))
        return;
    if (!snapshots_.empty()) {
        if (step < snapshots_.back().step)
            return;
        if (step == snapshots_.back().step) {
            snapshots_.back().parameters = parameters;
            return;
        }
    }
    snapshots_.push_back({step, parameters});
    if (snapshots_.size() > capacity)
        thin();
}

void TrainingHistory::thin()
{
    // Keep the multiples of the doubled interval and the newest (a run's end); the first
    // snapshot (the weights training began from) stays too.
    interval_ *= 2;
    std::vector<Snapshot> kept;
    kept.reserve(snapshots_.size() / 2 + 2);
    for (std::size_t i = 0; i < snapshots_.size(); ++i) {
        const bool first = i == 0, last = i + 1 == snapshots_.size();
        if (first || last || snapshots_[i].step % interval_ == 0)
            kept.push_back(std::move(snapshots_[i]));
    }
    snapshots_ = std::move(kept);
}

void TrainingHistory::truncateAfter(std::int64_t step)
{
    snapshots_.erase(std::remove_if(snapshots_.begin(), snapshots_.end(), [step](const Snapshot &s) { return s.step > step; }),
                     snapshots_.end());
}

std::size_t TrainingHistory::nearest(std::int64_t step) const
{
    std::size_t best = 0;
    for (std::size_t i = 1; i < snapshots_.size(); ++i)
        if (std::llabs(snapshots_[i].step - step) < std::llabs(snapshots_[best].step - step))
            best = i;
    return best;
}

} // namespace atlas
