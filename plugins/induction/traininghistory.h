// The weights of one model at evenly spaced steps of its training, for the lab's replay: the
// learner scrubs back to step 450 and sees the maps, curves and ablation of that step.
//
// A snapshot is kept every interval() steps (and at the end of each run). When there would
// be more than `capacity` snapshots, every second one goes and the interval doubles, so a
// long history stays evenly spaced in a bounded size (the default preset's weights are some
// 40 KiB; 96 of them, 4 MiB).
#pragma once

#include <atlas/tinydecoder.h>

#include <cstdint>
#include <vector>

namespace atlas {

class TrainingHistory {
public:
    static constexpr std::size_t capacity = 96;

    struct Snapshot {
        std::int64_t step = 0;
        DecoderParameters<float> parameters;
    };

    // Forgets every snapshot; the next are kept every `interval` steps (at least 1).
    void clear(std::int64_t interval);
    std::int64_t interval() const { return interval_; }
    // Whether a snapshot of `step` is wanted (a multiple of the interval).
    bool wants(std::int64_t step) const { return step % interval_ == 0; }

    // Keeps the weights after `step` steps when wanted, or always with `force` (the end of a
    // run, the first weights). A later snapshot of the same step replaces the earlier one;
    // a step before the last is ignored (the history only grows forward).
    void add(std::int64_t step, const DecoderParameters<float> &parameters, bool force = false);
    // Forgets the snapshots after `step` (a diverged run going back).
    void truncateAfter(std::int64_t step);

    std::size_t size() const { return snapshots_.size(); }
    bool empty() const { return snapshots_.empty(); }
    const Snapshot &at(std::size_t index) const { return snapshots_.at(index); }
    // The index of the snapshot nearest `step` (size() − 1 when empty is not allowed: call
    // only when not empty).
    std::size_t nearest(std::int64_t step) const;

private:
    void thin();

    std::vector<Snapshot> snapshots_;
    std::int64_t interval_ = 1;
};

} // namespace atlas
