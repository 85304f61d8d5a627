// The weights of one model at evenly spaced steps of its training, for a lab's replay: the
// learner scrubs back to step 450 and sees the maps, curves and figures of that step.
//
// A snapshot is kept every interval() steps (and at the end of each run). When there would
// be more than `capacity` snapshots, every second one goes and the interval doubles, so a
// long history stays evenly spaced in a bounded size (the induction lab's default weights are
// some 40 KiB; 96 of them, 4 MiB). `Parameters` is any copyable value (the engine's
// DecoderParameters in the course's labs); the history never looks inside it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <utility>
#include <vector>

namespace atlas {

template <typename Parameters>
class TrainingHistory {
public:
    static constexpr std::size_t capacity = 96;

    struct Snapshot {
        std::int64_t step = 0;
        Parameters parameters;
    };

    // Forgets every snapshot; the next are kept every `interval` steps (at least 1).
    void clear(std::int64_t interval)
    {
        snapshots_.clear();
        interval_ = std::max<std::int64_t>(1, interval);
    }
    std::int64_t interval() const { return interval_; }
    // Whether a snapshot of `step` is wanted (a multiple of the interval).
    bool wants(std::int64_t step) const { return step % interval_ == 0; }

    // Keeps the weights after `step` steps when wanted, or always with `force` (the end of a
    // run, the first weights). A later snapshot of the same step replaces the earlier one;
    // a step before the last is ignored (the history only grows forward).
    void add(std::int64_t step, const Parameters &parameters, bool force = false)
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
    // Forgets the snapshots after `step` (a diverged run going back).
    void truncateAfter(std::int64_t step)
    {
        snapshots_.erase(std::remove_if(snapshots_.begin(), snapshots_.end(),
                                        [step](const Snapshot &s) { return s.step > step; }),
                         snapshots_.end());
    }

    std::size_t size() const { return snapshots_.size(); }
    bool empty() const { return snapshots_.empty(); }
    const Snapshot &at(std::size_t index) const { return snapshots_.at(index); }
    const Snapshot &back() const { return snapshots_.back(); }
    // The kept steps, ascending (what a ReplayBar shows).
    std::vector<std::int64_t> steps() const
    {
        std::vector<std::int64_t> result;
        result.reserve(snapshots_.size());
        for (const Snapshot &s : snapshots_)
            result.push_back(s.step);
        return result;
    }
    // The index of the snapshot nearest `step` (call only when not empty).
    std::size_t nearest(std::int64_t step) const
    {
        std::size_t best = 0;
        for (std::size_t i = 1; i < snapshots_.size(); ++i)
            if (std::llabs(snapshots_[i].step - step) < std::llabs(snapshots_[best].step - step))
                best = i;
        return best;
    }

private:
    void thin()
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

    std::vector<Snapshot> snapshots_;
    std::int64_t interval_ = 1;
};

} // namespace atlas
