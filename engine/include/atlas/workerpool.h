// A fixed set of worker threads that run the tasks of one call in parallel.
//
// run(count, task) calls task(i) once for every i in [0, count), spread over the workers and
// the calling thread, and returns when all are done. Which thread runs which i is not fixed,
// so a caller that needs reproducible results gives every i its own output and combines the
// outputs afterwards in a fixed order (BatchedDecoder does exactly that). std::thread only:
// the engine stays Qt-free.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace atlas {

class WorkerPool {
public:
    // `threads` ≥ 1 counts the calling thread: 1 runs everything on the caller.
    explicit WorkerPool(int threads = 1);
    ~WorkerPool();
    WorkerPool(const WorkerPool &) = delete;
    WorkerPool &operator=(const WorkerPool &) = delete;

    int threads() const { return static_cast<int>(workers_.size()) + 1; }

    // Rethrows the first exception a task threw (the other tasks still run to the end).
    void run(std::int64_t count, const std::function<void(std::int64_t)> &task);

private:
    void work();
    void drain();

    std::vector<std::thread> workers_;
    std::mutex mutex_;
    std::condition_variable wake_, done_;
    const std::function<void(std::int64_t)> *task_ = nullptr;
    std::int64_t count_ = 0, next_ = 0, finished_ = 0;
    std::uint64_t generation_ = 0;
    bool stopping_ = false;
    std::exception_ptr error_;
};

} // namespace atlas
