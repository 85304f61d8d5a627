// A training run slowed down to be watched: the run's steps spread evenly over a chosen
// duration (the worker waits between steps), so that a run of 300 steps a machine finishes in
// a second lasts some 20 s and the learner sees the curves and maps change. The wait goes in
// short slices so that Pause and Cancel still answer at once. No pace (0): no wait.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <thread>

namespace atlas {

class TrainingPace {
public:
    TrainingPace() = default;
    TrainingPace(std::chrono::milliseconds run, std::int64_t steps)
        : perStep_(steps > 0 ? std::chrono::duration_cast<std::chrono::nanoseconds>(run) / steps
                             : std::chrono::nanoseconds(0))
    {
    }

    bool paced() const { return perStep_.count() > 0; }

    // Call once when the run starts, on the worker.
    void start() { began_ = std::chrono::steady_clock::now(); }

    // Waits until `made` steps are due, or until `interrupted()` returns true.
    template <typename Interrupted>
    void waitFor(std::int64_t made, Interrupted interrupted) const
    {
        if (!paced())
            return;
        const auto due = began_ + perStep_ * made;
        for (auto now = std::chrono::steady_clock::now(); now < due && !interrupted();
             now = std::chrono::steady_clock::now())
            std::this_thread::sleep_for(std::min<std::chrono::nanoseconds>(due - now, std::chrono::milliseconds(20)));
    }

private:
    std::chrono::nanoseconds perStep_{0};
    std::chrono::steady_clock::time_point began_ = std::chrono::steady_clock::now();
};

} // namespace atlas
