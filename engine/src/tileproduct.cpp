#include "tileproduct.h"

#include <cblas.h>

#include <cstring>
#include <mutex>

namespace atlas::detail {

namespace {

// OpenBLAS's pthread build starts with as many threads as the machine has; the engine's
// kernels bring their own, so each call runs in its caller. Once, before the first product.
//
// The engine is linked against the pthread build, but Debian's alternatives may point
// libopenblas.so.0 at another at run time. Its serial build ("SINGLE_THREADED" in its
// configuration) does not lock its buffers, so two threads calling it at once could share
// one: then the calls take turns — slower with several threads, never wrong.
class BlasAccess {
public:
    static BlasAccess &instance()
    {
        static BlasAccess access;
        return access;
    }

    template <typename Call>
    void run(const Call &call)
    {
        if (!serialBuild_) {
            call();
            return;
        }
        const std::lock_guard<std::mutex> lock(mutex_);
        call();
    }

private:
    BlasAccess()
    {
        openblas_set_num_threads(1);
        const char *config = openblas_get_config();
        serialBuild_ = config && std::strstr(config, "SINGLE_THREADED");
    }

    bool serialBuild_ = false;
    std::mutex mutex_;
};

CBLAS_TRANSPOSE op(bool transposed)
{
    return transposed ? CblasTrans : CblasNoTrans;
}

blasint blasIndex(Index i)
{
    return static_cast<blasint>(i);
}

} // namespace

void blasProduct(bool transposeA, bool transposeB, Index m, Index n, Index k, float alpha, const float *a,
                 Index lda, const float *b, Index ldb, float beta, float *c, Index ldc)
{
    BlasAccess::instance().run([&] {
        cblas_sgemm(CblasRowMajor, op(transposeA), op(transposeB), blasIndex(m), blasIndex(n), blasIndex(k), alpha, a,
                    blasIndex(lda), b, blasIndex(ldb), beta, c, blasIndex(ldc));
    });
}

void blasProduct(bool transposeA, bool transposeB, Index m, Index n, Index k, double alpha, const double *a,
                 Index lda, const double *b, Index ldb, double beta, double *c, Index ldc)
{
    BlasAccess::instance().run([&] {
        cblas_dgemm(CblasRowMajor, op(transposeA), op(transposeB), blasIndex(m), blasIndex(n), blasIndex(k), alpha, a,
                    blasIndex(lda), b, blasIndex(ldb), beta, c, blasIndex(ldc));
    });
}

} // namespace atlas::detail
