// The products of the attention forward pass, computed so that every row of a result depends
// only on the numbers that row is made of — never on how many rows are computed together,
// where they sit in memory, or which key positions they came from.
//
// Why. Floating-point addition is not associative: the same terms summed in another order can
// round differently. A blocked matrix-product library (Eigen's GEMM and GEMV included) picks
// its summation order by matrix size, alignment and cache blocking, so row t of a T-row
// product and the same row computed alone can differ in their last bits. Incremental decoding
// (incrementaldecoder.h) computes one row at a time and promises the very logits of a full
// recompute; permuting tokens (permutationequivariance.h) promises outputs permuted exactly.
// Both hold because every sum below has a fixed order, the same in every path:
//
//   product:  C = A·B, for each entry  c_ij = (((0 + a_i0·b_0j) + a_i1·b_1j) + …) + a_i,n−1·b_n−1,j
//             — the inner index in increasing order, each product rounded, then added.
//   mixture:  o_i = Σ_{j ∈ order, allowed(i, j)} p_ij · v_j  (rows of V), in the given key
//             order (keyorder.h); masked keys are skipped, not multiplied by 0.
//
// IEEE 754 rounds each operation correctly, so the same operations on the same operands in
// the same order give the same bits. The engine is compiled with -ffp-contract=off, so no
// compiler fuses a multiply and an add into one FMA in one place and not in another (that
// would round once instead of twice), and never with -ffast-math (which would reorder sums).
// Vectorizing across j (different entries) is allowed: it does not change any entry's order.
//
// The cost is that of a straightforward product (no cache blocking): at the sizes attention
// layers of this course have, it is on par with a library product.
#pragma once

#include "atlas/types.h"

#include <span>

namespace atlas {

class RowKernels {
public:
    // C = A·B in the fixed order above. Throws ShapeError when A's columns ≠ B's rows.
    template <typename Scalar>
    static Matrix<Scalar> product(MatrixRef<Scalar> a, MatrixRef<Scalar> b);

    // Row i: Σ over the keys j listed in `order` (a permutation of 0 … T_k − 1) with
    // allowed(i, j), of probabilities(i, j)·values.row(j), in that order.
    template <typename Scalar>
    static Matrix<Scalar> mixture(MatrixRef<Scalar> probabilities, const BoolMatrix &allowed,
                                  MatrixRef<Scalar> values, std::span<const Index> order);
};

extern template Matrix<float> RowKernels::product<float>(MatrixRef<float>, MatrixRef<float>);
extern template Matrix<double> RowKernels::product<double>(MatrixRef<double>, MatrixRef<double>);
extern template Matrix<float> RowKernels::mixture<float>(MatrixRef<float>, const BoolMatrix &, MatrixRef<float>, std::span<const Index>);
extern template Matrix<double> RowKernels::mixture<double>(MatrixRef<double>, const BoolMatrix &, MatrixRef<double>, std::span<const Index>);

} // namespace atlas
