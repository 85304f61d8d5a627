// The order in which attention adds up over keys: by the keys' contents, not their positions.
//
// A softmax denominator Σⱼ e^{sᵢⱼ−mᵢ} and an output row Σⱼ pᵢⱼ·vⱼ are sums over keys, and a
// floating-point sum depends on its order. Adding in position order would make the result
// depend on where each key sits: permute the tokens of a bidirectional layer without
// positions and the outputs would come back permuted only up to rounding. Adding in an order
// fixed by what the keys *are* makes it exact (permutationequivariance.h), and keeps every
// property that position order had: the order of a subset of keys is the order of the whole
// restricted to it, so a query that reads keys 0…t adds them in the same order whether keys
// t+1, t+2, … exist or not (the KV cache's exactness, incrementaldecoder.h), and an edit of a
// key a query cannot read changes nothing it adds (prefix invariance, bit for bit).
//
// The order: key j before key l when (kⱼ, vⱼ) < (k_l, v_l) lexicographically, comparing the
// entries of k and then of v with IEEE 754 totalOrder (a strict total order on bit patterns:
// −0 < +0, NaNs sorted, so sorting is well defined whatever the inputs); keys with equal
// contents by position. Two keys with equal contents give every query the same score, hence
// the same terms, so their relative order never changes a sum. Sorting costs O(T log T)
// comparisons per head, against the O(T²) scores.
#pragma once

#include "atlas/types.h"

#include <vector>

namespace atlas {

class KeyOrder {
public:
    // The keys 0 … T−1 sorted as above; keys (T × dₖ) and values (T × dᵥ) are one head's.
    template <typename Scalar>
    static std::vector<Index> sorted(MatrixRef<Scalar> keys, MatrixRef<Scalar> values);

    // Adds key `key` (a row of keys and values) to an order that is sorted as above over other
    // rows, at its place: what a KV cache does when a key is appended.
    template <typename Scalar>
    static void insert(std::vector<Index> &order, MatrixRef<Scalar> keys,
                       MatrixRef<Scalar> values, Index key);

    // Whether key a goes before key b.
    template <typename Scalar>
    static bool before(MatrixRef<Scalar> keys, MatrixRef<Scalar> values, Index a, Index b);
};

extern template std::vector<Index> KeyOrder::sorted<float>(MatrixRef<float>, MatrixRef<float>);
extern template std::vector<Index> KeyOrder::sorted<double>(MatrixRef<double>, MatrixRef<double>);
extern template void KeyOrder::insert<float>(std::vector<Index> &, MatrixRef<float>, MatrixRef<float>, Index);
extern template void KeyOrder::insert<double>(std::vector<Index> &, MatrixRef<double>, MatrixRef<double>, Index);
extern template bool KeyOrder::before<float>(MatrixRef<float>, MatrixRef<float>, Index, Index);
extern template bool KeyOrder::before<double>(MatrixRef<double>, MatrixRef<double>, Index, Index);

} // namespace atlas
