// Internal to the engine: maps a large, freshly allocated result buffer into memory before the
// kernel's threads write to it.
//
// A kernel's result is a fresh allocation each call (12 MiB of gradients at T = 2048, H = 8,
// dₖ = 64), and the first write to each 4 KiB page of it is a page fault. Under a hypervisor a
// fault costs microseconds, and the faults of two threads of one process contend for the same
// page-table locks. So the buffer is asked for transparent huge pages (its 2 MiB-aligned part:
// 512 times fewer faults, as glibc does for every allocation under
// GLIBC_TUNABLES=glibc.malloc.hugetlb=1) and the rest is mapped in one call
// (MADV_POPULATE_WRITE, Linux ≥ 5.14) instead of one fault per page. Measured on the project's
// 2-core virtual machine (T = 2048, H = 8, dₖ = 64, causal, float, forward + backward): one
// thread 309 → 255 ms, two threads 179 → 141 ms. Both calls are advice: where huge pages are
// off, the kernel is older or the system is not Linux, they do nothing, and no result depends
// on them. Nothing outside the buffer is touched.
#pragma once

#include <cstddef>
#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace atlas::detail {

inline void prefault([[maybe_unused]] void *data, [[maybe_unused]] std::size_t bytes)
{
#if defined(__linux__)
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const auto inside = [&](std::uintptr_t unit, int advice) {
        const std::uintptr_t first = (begin + unit - 1) & ~(unit - 1);
        const std::uintptr_t last = (begin + bytes) & ~(unit - 1);
        if (last > first)
            ::madvise(reinterpret_cast<void *>(first), last - first, advice); // advice: failure is harmless
    };
#if defined(MADV_HUGEPAGE)
    inside(std::uintptr_t{2} << 20, MADV_HUGEPAGE);
#endif
#if defined(MADV_POPULATE_WRITE)
    inside(std::uintptr_t{4096}, MADV_POPULATE_WRITE);
#endif
#endif
}

// A freshly sized Eigen matrix, before its first write.
template <typename Matrix>
void prefault(Matrix &m)
{
    prefault(m.data(), sizeof(typename Matrix::Scalar) * static_cast<std::size_t>(m.size()));
}

} // namespace atlas::detail
