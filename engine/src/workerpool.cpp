#include "atlas/workerpool.h"

namespace atlas {

WorkerPool::WorkerPool(int threads)
{
    for (int i = 1; i < threads; ++i)
        workers_.emplace_back([this] { work(); });
}

WorkerPool::~WorkerPool()
{
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    for (std::thread &t : workers_)
        t.join();
}

void WorkerPool::run(std::int64_t count, const std::function<void(std::int64_t)> &task)
{
    if (count <= 0)
        return;
    if (workers_.empty() || count == 1) {
        for (std::int64_t i = 0; i < count; ++i)
            task(i);
        return;
    }
    {
        std::lock_guard lock(mutex_);
        task_ = &task;
        count_ = count;
        next_ = 0;
        finished_ = 0;
        error_ = nullptr;
        ++generation_;
    }
    wake_.notify_all();
    drain();
    std::unique_lock lock(mutex_);
    done_.wait(lock, [this] { return finished_ == count_; });
    task_ = nullptr;
    if (error_)
        std::rethrow_exception(std::exchange(error_, nullptr));
}

// Takes tasks until none is left (the calling thread and the workers alike).
void WorkerPool::drain()
{
    std::unique_lock lock(mutex_);
    while (task_ && next_ < count_) {
        const std::int64_t i = next_++;
        const auto *task = task_;
        lock.unlock();
        std::exception_ptr error;
        try {
            (*task)(i);
        } catch (...) {
            error = std::current_exception();
        }
        lock.lock();
        if (error && !error_)
            error_ = error;
        if (++finished_ == count_)
            done_.notify_all();
    }
}

void WorkerPool::work()
{
    std::uint64_t seen = 0;
    for (;;) {
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] { return stopping_ || generation_ != seen; });
            if (stopping_)
                return;
            seen = generation_;
        }
        drain();
    }
}

} // namespace atlas
