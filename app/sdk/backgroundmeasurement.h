// A lab's measurement, run off the GUI thread. `Measurement` names its Settings and Outcome
// (an Outcome keeps the settings it was measured with, as `settings`) and gives the synchronous
// computation, static Outcome run(settings, const std::atomic<bool> *cancel, progress) — what
// tests call. start() runs it in task(), whose progress, Cancel and end a panel's TaskControls
// follow: cancelling sets the flag run() tests as it goes, so the window never waits.
// Header-only and not installed: the chapters' speed-ups (PackingSpeedup, WindowSpeedup) share it.
#pragma once

#include "core/backgroundtask.h"

#include <atomic>
#include <functional>
#include <optional>

namespace atlas {

template <typename Measurement>
class BackgroundMeasurement {
public:
    using Settings = typename Measurement::Settings;
    using Outcome = typename Measurement::Outcome;

    // Measures in the background; a run in flight is cancelled first.
    void start(const Settings &settings)
    {
        task_.start([settings](const std::atomic<bool> &cancel, const std::function<void(double)> &progress) {
            return Measurement::run(settings, &cancel, progress);
        });
    }
    // Measures `settings` unless they are measured or being measured, and waits for the run
    // (screenshots).
    void finish(const Settings &settings)
    {
        if (!task_.isRunning() && !(outcome() && outcome()->settings == settings))
            start(settings);
        task_.finishNow();
    }
    BackgroundTask<Outcome> &task() { return task_; }
    // The last finished (not cancelled) measurement.
    const std::optional<Outcome> &outcome() const { return task_.result(); }

private:
    BackgroundTask<Outcome> task_;
};

} // namespace atlas
