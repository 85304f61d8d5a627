// The tiled kernel's memory, measured: this executable counts every byte its heap hands out
// (malloc and friends are replaced by counting wrappers around glibc's own), so a T × T
// matrix anywhere in a call would show. At T = 8192 a float score matrix is 256 MiB; the
// tiled forward and backward must stay within their outputs plus the workspace they report
// (peakExtraBytes), which is O(T) per head. Their allocations must not grow with T (nothing
// is allocated per tile). The dense kernel, by contrast, is measured holding H·T² scores.
#include <atlas/denseattention.h>
#include <atlas/tiledattention.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

#include <malloc.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>

// ---- counting heap -----------------------------------------------------------------------
//
// Normally malloc and friends are replaced by counting wrappers around glibc's own. Under
// AddressSanitizer (scripts/sanitize.sh), which owns the heap and would refuse to share it, the
// same counts come from its malloc and free hooks instead.

#if defined(__SANITIZE_ADDRESS__)
#define ATLAS_COUNT_WITH_SANITIZER_HOOKS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ATLAS_COUNT_WITH_SANITIZER_HOOKS 1
#endif
#endif

namespace {

std::atomic<std::int64_t> liveBytes{0}, peakBytes{0}, allocations{0};

void counted(std::int64_t size)
{
    const std::int64_t now = liveBytes.fetch_add(size, std::memory_order_relaxed) + size;
    std::int64_t peak = peakBytes.load(std::memory_order_relaxed);
    while (now > peak && !peakBytes.compare_exchange_weak(peak, now, std::memory_order_relaxed)) {
    }
    allocations.fetch_add(1, std::memory_order_relaxed);
}

void released(std::int64_t size)
{
    liveBytes.fetch_sub(size, std::memory_order_relaxed);
}

} // namespace

#ifdef ATLAS_COUNT_WITH_SANITIZER_HOOKS

#include <sanitizer/allocator_interface.h>

namespace {

void onMalloc(const volatile void *p, std::size_t size)
{
    if (p)
        counted(static_cast<std::int64_t>(size));
}

void onFree(const volatile void *p)
{
    if (p)
        released(static_cast<std::int64_t>(__sanitizer_get_allocated_size(p)));
}

// If this failed, nothing would be counted and the dense kernel's H·T² check below would fail.
[[maybe_unused]] const int hooksInstalled = __sanitizer_install_malloc_and_free_hooks(onMalloc, onFree);

} // namespace

#else

extern "C" {
void *__libc_malloc(std::size_t);
void *__libc_calloc(std::size_t, std::size_t);
void *__libc_realloc(void *, std::size_t);
void *__libc_memalign(std::size_t, std::size_t);
void __libc_free(void *);
}

namespace {

void counted(void *p)
{
    if (p)
        counted(static_cast<std::int64_t>(malloc_usable_size(p)));
}

void released(void *p)
{
    if (p)
        released(static_cast<std::int64_t>(malloc_usable_size(p)));
}

} // namespace

extern "C" {
void *malloc(std::size_t size)
{
    void *p = __libc_malloc(size);
    counted(p);
    return p;
}
void *calloc(std::size_t n, std::size_t size)
{
    void *p = __libc_calloc(n, size);
    counted(p);
    return p;
}
void *realloc(void *old, std::size_t size)
{
    released(old);
    void *p = __libc_realloc(old, size);
    counted(p ? p : (size == 0 ? nullptr : old));
    return p;
}
void free(void *p)
{
    released(p);
    __libc_free(p);
}
void *memalign(std::size_t alignment, std::size_t size)
{
    void *p = __libc_memalign(alignment, size);
    counted(p);
    return p;
}
void *aligned_alloc(std::size_t alignment, std::size_t size)
{
    return memalign(alignment, size);
}
int posix_memalign(void **out, std::size_t alignment, std::size_t size)
{
    void *p = memalign(alignment, size);
    if (!p)
        return 12; // ENOMEM
    *out = p;
    return 0;
}
}

#endif

namespace {

// Heap growth above the level at the start, at its highest, while `work` runs.
struct Measurement {
    std::int64_t peakGrowth = 0;
    std::int64_t allocations = 0;
};

template <typename Work>
Measurement measure(Work &&work)
{
    const std::int64_t base = liveBytes.load();
    peakBytes.store(base);
    const std::int64_t count = allocations.load();
    work();
    return {peakBytes.load() - base, allocations.load() - count};
}

} // namespace

// ---- the tests ---------------------------------------------------------------------------

using namespace atlas;
using enginetest::cat;

class TestAttentionMemory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theCounterSeesEigenMatrices();
    void tiledHoldsNoScoreMatrixAtT8192();
    void tiledAllocationsDoNotGrowWithT();
    void denseHoldsEveryScore();
    void peakExtraBytesAt16384IsAccounted();
};

void TestAttentionMemory::theCounterSeesEigenMatrices()
{
    const Measurement m = measure([] {
        Matrix<float> big(1024, 1024);
        big.setZero();
        QCOMPARE(big.sum(), 0.0f);
    });
    QVERIFY2(m.peakGrowth >= std::int64_t(4) << 20, cat("peak growth ", m.peakGrowth).c_str());
}

void TestAttentionMemory::tiledHoldsNoScoreMatrixAtT8192()
{
    enginetest::Random random(1);
    const Index t = 8192, d = 16;
    const Matrix<float> q = random.matrix<float>(t, d), k = random.matrix<float>(t, d), v = random.matrix<float>(t, d);
    const std::int64_t scoreMatrix = std::int64_t(t) * t * std::int64_t(sizeof(float)); // 256 MiB
    const std::int64_t outputs = std::int64_t(t) * d * std::int64_t(sizeof(float));     // 512 KiB
    AttentionKernelOptions options;
    options.threads = 2;
    TiledAttentionResult<float> forward;
    const Measurement f = measure([&] { forward = TiledAttention<float>::forward(q, k, v, StructuredMask::causal(), options); });
    // The output itself, the reported workspace, and a little for the threads' bookkeeping.
    QVERIFY2(f.peakGrowth <= outputs + std::int64_t(forward.peakExtraBytes) + (64 << 10),
             cat("forward: heap grew by ", f.peakGrowth, " bytes; output ", outputs, ", reported workspace ", forward.peakExtraBytes).c_str());
    QVERIFY2(std::int64_t(forward.peakExtraBytes) < scoreMatrix / 256, cat("forward workspace ", forward.peakExtraBytes).c_str());
    QVERIFY(forward.finite && forward.output.allFinite());

    TiledAttentionGradients<float> gradients;
    const Measurement b = measure([&] { gradients = TiledAttention<float>::backward(q, k, v, StructuredMask::causal(), options, forward, v); });
    QVERIFY2(b.peakGrowth <= 3 * outputs + std::int64_t(gradients.peakExtraBytes) + (64 << 10),
             cat("backward: heap grew by ", b.peakGrowth, " bytes; reported workspace ", gradients.peakExtraBytes).c_str());
    QVERIFY2(std::int64_t(gradients.peakExtraBytes) < scoreMatrix / 32, cat("backward workspace ", gradients.peakExtraBytes).c_str());
    QVERIFY(gradients.finite && gradients.q.allFinite());
}

void TestAttentionMemory::tiledAllocationsDoNotGrowWithT()
{
    enginetest::Random random(2);
    auto count = [&](Index t) {
        const Matrix<float> x = random.matrix<float>(t, 2 * 32);
        AttentionKernelOptions options;
        options.heads = 2;
        TiledAttentionResult<float> f;
        const Measurement forward = measure([&] { f = TiledAttention<float>::forward(x, x, x, StructuredMask::causal(), options); });
        const Measurement backward = measure([&] { TiledAttention<float>::backward(x, x, x, StructuredMask::causal(), options, f, x); });
        return std::pair{forward.allocations, backward.allocations};
    };
    const auto small = count(1024), large = count(4096);
    QVERIFY2(small.first == large.first, cat("forward: ", small.first, " allocations at T = 1024, ", large.first, " at T = 4096").c_str());
    QVERIFY2(small.second == large.second, cat("backward: ", small.second, " allocations at T = 1024, ", large.second, " at T = 4096").c_str());
    QVERIFY2(large.first < 40, cat("forward allocations ", large.first).c_str());
}

void TestAttentionMemory::denseHoldsEveryScore()
{
    enginetest::Random random(3);
    const Index t = 1024, heads = 2;
    const Matrix<float> x = random.matrix<float>(t, heads * 8);
    AttentionKernelOptions options;
    options.heads = heads;
    DenseAttentionResult<float> f;
    const Measurement m = measure([&] { f = DenseAttention<float>::forward(x, x, x, StructuredMask::causal(), options); });
    const std::int64_t scores = heads * t * t * std::int64_t(sizeof(float));
    QCOMPARE(std::int64_t(f.peakExtraBytes), scores);
    QVERIFY2(m.peakGrowth >= scores && m.peakGrowth <= scores + (1 << 20), cat("dense: heap grew by ", m.peakGrowth).c_str());
}

void TestAttentionMemory::peakExtraBytesAt16384IsAccounted()
{
    // The benchmark's target (T = 16384, one head, dₖ = 64, float: at most 16 MiB beyond
    // inputs and outputs), checked without the minutes of arithmetic: with the cancel flag
    // already set, each call allocates its whole workspace and stops at the first tile.
    enginetest::Random random(4);
    const Index t = 16384, d = 64;
    const Matrix<float> x = random.matrix<float>(t, d);
    std::atomic<bool> cancel{true};
    AttentionKernelOptions options;
    options.cancel = &cancel;
    for (int threads : {1, 2}) {
        options.threads = threads;
        TiledAttentionResult<float> f;
        const Measurement forward = measure([&] { f = TiledAttention<float>::forward(x, x, x, StructuredMask::causal(), options); });
        QVERIFY(f.cancelled);
        QVERIFY2(forward.peakGrowth <= std::int64_t(t * d * sizeof(float) + f.peakExtraBytes) + (64 << 10),
                 cat("forward grew by ", forward.peakGrowth, ", reported ", f.peakExtraBytes).c_str());
        QVERIFY2(f.peakExtraBytes <= std::size_t(16) << 20, cat("forward workspace ", f.peakExtraBytes).c_str());
        f.cancelled = false; // pretend it ran, to size the backward's workspace
        TiledAttentionGradients<float> g;
        const Measurement backward = measure([&] { g = TiledAttention<float>::backward(x, x, x, StructuredMask::causal(), options, f, x); });
        QVERIFY(g.cancelled);
        QVERIFY2(backward.peakGrowth <= std::int64_t(3 * t * d * sizeof(float) + g.peakExtraBytes) + (64 << 10),
                 cat("backward grew by ", backward.peakGrowth, ", reported ", g.peakExtraBytes).c_str());
        QVERIFY2(g.peakExtraBytes + f.peakExtraBytes <= std::size_t(16) << 20,
                 cat("forward + backward workspace ", f.peakExtraBytes + g.peakExtraBytes).c_str());
    }
}

ATLAS_TEST_APPLESS_MAIN(TestAttentionMemory)
#include "tst_attentionmemory.moc"
