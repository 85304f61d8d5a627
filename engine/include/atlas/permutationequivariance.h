// Self-attention without positions cannot tell the order of its inputs: permute the tokens
// and the outputs come back permuted the same way.
//
// For a permutation π of 0 … T−1 let Π be the matrix that reorders rows, (ΠX)ᵢ = X_π(i). In
// a bidirectional layer with no position information, query π(i) of the permuted input meets
// exactly the keys and values it met before, only listed in another order; the scores are
// the same numbers, the softmax over the same set gives the same weights, and the mixture is
// the same sum. Hence
//     A(ΠX) = Π·A(X)                    (permutation equivariance)
// and in this engine exactly, bit for bit — every sum over keys runs in an order fixed by
// the keys' contents, not their positions (keyorder.h), and every other step is row by row.
//
// What breaks it is whatever depends on *where* a token sits, not on what it is:
//   - position embeddings added to the input, P by slot: A(ΠX + P) ≠ Π·A(X + P);
//   - rotary rotations and ALiBi biases (they use the slot's position);
//   - a causal mask: whether key j is visible to query i depends on j ≤ i, so order leaks in
//     through the mask (a causal layer can count how many tokens precede it — but the mask
//     alone gives it only that, not a learned notion of distance).
// Document ids are attributes of the tokens: they travel with them here.
#pragma once

#include "atlas/multiheadattention.h"

#include <vector>

namespace atlas {

struct EquivarianceReport {
    std::vector<Index> permutation;  // row i of the permuted input is row permutation[i]
    Matrix<double> output;           // A(X + P)
    Matrix<double> permutedOutput;   // A(ΠX + P)
    Matrix<double> difference;       // A(ΠX + P) − Π·A(X + P)
    double maxDifference = 0;        // max |difference|
    bool exact = false;              // every entry of the difference is 0
};

template <typename Scalar>
class PermutationEquivariance {
public:
    // x: T × d token vectors; positions: empty, or T × d added to the rows by slot (before
    // and after the permutation alike). Throws ShapeError when `permutation` is not one of
    // 0 … T−1 or the shapes do not fit (as MultiHeadAttention::forward does).
    static EquivarianceReport compare(MatrixRef<Scalar> x, const AttentionWeights<Scalar> &weights,
                                      Index heads, const AttentionOptions &options,
                                      const std::vector<Index> &permutation,
                                      const Matrix<Scalar> &positions = {});

    // Row i of the result is row permutation[i] of m.
    static Matrix<Scalar> permuteRows(MatrixRef<Scalar> m, const std::vector<Index> &permutation);
};

extern template class PermutationEquivariance<float>;
extern template class PermutationEquivariance<double>;

} // namespace atlas
