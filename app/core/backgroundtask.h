// A computation run off the GUI thread, for a lab: start(work) calls work(cancel, progress) in
// Qt's thread pool and keeps what it returns for the owner's thread; progressChanged() and
// finished() (BackgroundTaskBase) arrive there. result() is the result of the last run that
// completed: a run that is cancelled (unless setKeepsCancelledResults) or fails leaves the one
// before in place. A run fails when its work throws (a ShapeError, say): ending() and
// errorText() report it, and nothing crashes.
//
// The work is called with
//   const std::atomic<bool> &cancel                to test between steps: a work that returns
//                                                  with it raised was cancelled, whatever it
//                                                  returns;
//   const std::function<void(double)> &progress    the fraction done, 0 … 1;
// and, with a Partial type, a third argument
//   const std::function<void(Partial)> &publish    a result on the way (a sweep's point as it
//                                                  is measured): they go, in order and on the
//                                                  owner's thread, to the handler start() got,
//                                                  in batches of those that arrived since the
//                                                  last (a chart takes a batch at once).
// Result may be void for a work that only publishes.
#pragma once

#include "core/backgroundtaskbase.h"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace atlas {

template <typename Result, typename Partial = void>
class BackgroundTask final : public BackgroundTaskBase {
    static constexpr bool publishes = !std::is_void_v<Partial>;
    using Stored = std::conditional_t<std::is_void_v<Result>, std::monostate, Result>;
    using Item = std::conditional_t<publishes, Partial, std::monostate>;

public:
    using Progress = std::function<void(double)>;
    using Publish = std::function<void(Item)>;
    using Handler = std::function<void(std::vector<Item>)>;

    explicit BackgroundTask(QObject *parent = nullptr) : BackgroundTaskBase(parent) {}

    // Cancels and awaits the run in flight, then runs work(cancel, progress).
    template <typename Work>
        requires(!publishes)
    void start(Work work)
    {
        static_assert(std::is_invocable_r_v<Result, Work &, const std::atomic<bool> &, const Progress &>,
                      "BackgroundTask: the work is called as work(cancel, progress) and returns the Result");
        auto run = std::make_shared<TypedRun>();
        launch(run, [this, run, shared = std::make_shared<Work>(std::move(work))] {
            const Progress progress = [this, run](double fraction) { reportProgress(run, fraction); };
            keep(*run, [&] { return (*shared)(run->cancel, progress); });
        });
    }

    // Cancels and awaits the run in flight, then runs work(cancel, progress, publish); the
    // partial results published go to onPartials on this thread.
    template <typename Work>
        requires publishes
    void start(Work work, Handler onPartials)
    {
        static_assert(std::is_invocable_r_v<Result, Work &, const std::atomic<bool> &, const Progress &, const Publish &>,
                      "BackgroundTask: the work is called as work(cancel, progress, publish) and returns the Result");
        auto run = std::make_shared<TypedRun>();
        run->onPartials = std::move(onPartials);
        launch(run, [this, run, shared = std::make_shared<Work>(std::move(work))] {
            const Progress progress = [this, run](double fraction) { reportProgress(run, fraction); };
            const Publish publish = [this, run](Item partial) {
                {
                    const std::lock_guard lock(run->mutex);
                    run->partials.push_back(std::move(partial));
                }
                reportPartials(run);
            };
            keep(*run, [&] { return (*shared)(run->cancel, progress, publish); });
        });
    }

    // The result of the last run that completed (none before one has).
    const std::optional<Stored> &result() const
        requires(!std::is_void_v<Result>)
    {
        return result_;
    }
    // Moves it out, for a result that cannot or should not be copied.
    std::optional<Stored> takeResult()
        requires(!std::is_void_v<Result>)
    {
        return std::exchange(result_, std::nullopt);
    }

private:
    struct TypedRun : Run {
        std::optional<Stored> value; // the worker's; read once it has returned
        std::mutex mutex;            // guards partials, which the worker fills as the owner empties them
        std::vector<Item> partials;
        Handler onPartials;          // the owner's thread only
    };

    template <typename Call>
    static void keep(TypedRun &run, Call call)
    {
        if constexpr (std::is_void_v<Result>)
            call();
        else
            run.value.emplace(call());
    }

    bool handOverPartials(Run &run) override
    {
        if constexpr (publishes) {
            auto &typed = static_cast<TypedRun &>(run);
            std::vector<Item> taken;
            {
                const std::lock_guard lock(typed.mutex);
                taken.swap(typed.partials);
            }
            if (taken.empty())
                return false;
            if (typed.onPartials)
                typed.onPartials(std::move(taken));
            return true;
        }
        return false;
    }

    void keepResult(Run &run) override
    {
        if constexpr (!std::is_void_v<Result>)
            result_ = std::move(static_cast<TypedRun &>(run).value);
    }

    std::optional<Stored> result_;
};

} // namespace atlas
