// Internal to the engine: runs independent units of work on a few std::threads.
//
// Units are handed out in the given order from one atomic counter (longest first balances
// the load). Which thread runs a unit must not change its result — each unit writes its own
// part of the output — so results are the same for any number of threads. The calling
// thread is worker 0; an exception in any unit stops the others from starting new units and
// is rethrown on the caller.
#pragma once

#include <atomic>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace atlas::detail {

// `work(unit, worker)` for unit = 0 … count − 1, worker ∈ [0, workers). Returns the number of
// workers that ran (fewer than asked if the system refused a thread; the work is done anyway).
template <typename Work>
int runUnits(int workers, std::ptrdiff_t count, const Work &work)
{
    std::atomic<std::ptrdiff_t> next{0};
    std::atomic<bool> failed{false};
    std::exception_ptr failure;
    std::mutex failureMutex;
    auto loop = [&](int worker) {
        while (!failed.load(std::memory_order_relaxed)) {
            const std::ptrdiff_t unit = next.fetch_add(1, std::memory_order_relaxed);
            if (unit >= count)
                return;
            try {
                work(unit, worker);
            } catch (...) {
                const std::lock_guard<std::mutex> lock(failureMutex);
                if (!failure)
                    failure = std::current_exception();
                failed.store(true);
                return;
            }
        }
    };
    std::vector<std::thread> threads;
    threads.reserve(static_cast<std::size_t>(workers > 1 ? workers - 1 : 0));
    for (int w = 1; w < workers; ++w) {
        try {
            threads.emplace_back(loop, w);
        } catch (const std::system_error &) {
            break; // run on the threads we have
        }
    }
    loop(0);
    for (std::thread &t : threads)
        t.join();
    if (failure)
        std::rethrow_exception(failure);
    return static_cast<int>(threads.size()) + 1;
}

} // namespace atlas::detail
