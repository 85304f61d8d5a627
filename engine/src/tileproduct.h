// The matrix products inside the tiled kernels' tiles: C = α·op(A)·op(B) (+ C), all row-major,
// by the product the options chose (AttentionKernelOptions::Products).
//
// Which is faster is measured, not assumed: `attention-atlas-cli bench --products eigen|openblas`.
// On this project's reference machine (AMD EPYC, Zen 4, one thread, T = 4096, one head) Eigen's
// tiles were 4–7 % faster than OpenBLAS's in float and double, forward and backward, at both
// x86-64-v3 and v4 — although OpenBLAS wins on a lone 64 × 64 × 64 product — so Eigen is the
// default. OpenBLAS (Debian's libopenblas, the pthread build) stays the other choice and the
// second ceiling `bench` measures (blas_gflops). The engine runs its own threads, so OpenBLAS
// is held to one thread (it multiplies in the calling thread); the pthread build is the one
// whose buffers are locked, so several of the engine's threads may call it at once (Debian's
// serial build is not built with USE_LOCKING and may not).
//
// A row with a single allowed key (the first query of a causal mask) gets dQ = 0 and passes
// dK = 0 exactly with Eigen's products, whose dP entry and δ = dO·o round alike; with
// OpenBLAS's the two round differently and leave a residue of the order of the rounding.
//
// Either product is deterministic for given shapes and operands, so a tile's bits do not
// depend on the thread that computes it; the two products round differently from each other.
#pragma once

#include "atlas/attentionkerneloptions.h"
#include "atlas/types.h"

namespace atlas::detail {

// The BLAS call on raw row-major operands: c (m × n, leading dimension ldc) = alpha·op(a)·op(b)
// + beta·c, op(x) = xᵀ when its flag is set (a: m × k after op, b: k × n after op).
void blasProduct(bool transposeA, bool transposeB, Index m, Index n, Index k, float alpha, const float *a,
                 Index lda, const float *b, Index ldb, float beta, float *c, Index ldc);
void blasProduct(bool transposeA, bool transposeB, Index m, Index n, Index k, double alpha, const double *a,
                 Index lda, const double *b, Index ldb, double beta, double *c, Index ldc);

// What op(x) is: the operand as stored, or its transpose.
enum class Op { AsIs, Transposed };

// c = alpha·op(a)·op(b), or c += alpha·op(a)·op(b) when `accumulate`. Operands are Eigen
// row-major blocks or maps with unit inner stride.
template <typename Products, typename C, typename A, typename B>
void tileProduct(Products products, C &&c, const A &a, Op opA, const B &b, Op opB,
                 typename std::decay_t<C>::Scalar alpha, bool accumulate)
{
    using Scalar = typename std::decay_t<C>::Scalar;
    const bool ta = opA == Op::Transposed, tb = opB == Op::Transposed;
    if (products == AttentionKernelOptions::Products::OpenBlas) {
        blasProduct(ta, tb, c.rows(), c.cols(), ta ? a.rows() : a.cols(), alpha, a.data(), a.outerStride(), b.data(),
                    b.outerStride(), accumulate ? Scalar(1) : Scalar(0), c.data(), c.outerStride());
        return;
    }
    // Eigen folds alpha into its kernel's final scaling, so alpha = 1 rounds as a plain product.
    const auto assign = [&](const auto &product) {
        if (accumulate)
            c.noalias() += alpha * product;
        else
            c.noalias() = alpha * product;
    };
    if (!ta && !tb)
        assign(a * b);
    else if (!ta)
        assign(a * b.transpose());
    else if (!tb)
        assign(a.transpose() * b);
    else
        assign(a.transpose() * b.transpose());
}

} // namespace atlas::detail
