// What padding a batch costs, counted in (query, key) pairs.
//
// A batch of B sequences of lengths L₁ … L_B is usually stored as a B × T_max array, T_max the
// longest: the shorter sequences are filled with padding slots, and a key padding mask
// (attentionmask.h) keeps every query from reading them. A dense kernel still computes every
// pair of every row:
//     computed pairs = B · T_max²
// while the pairs a query may use are those of its own sequence,
//     useful pairs   = Σᵢ Lᵢ²              (bidirectional, an encoder)
//                    = Σᵢ Lᵢ(Lᵢ + 1)/2     (causal, a decoder: the dense kernel computes
//                                          B·T_max² all the same)
// so the wasted share is 1 − useful/computed. Padded *queries* are computed too: a padded
// slot's row still reads the real keys and holds an output, which only the loss mask keeps
// out of training.
//
// Packing (packer.h) removes the padding: the Σ Lᵢ tokens stand in one row with a document
// mask. A dense kernel on that row computes (Σ Lᵢ)² pairs; a variable-length kernel
// (FlashAttention-2's, Dao 2023, arXiv:2307.08691) computes only the useful ones — the same
// Σ Lᵢ² (or Σ Lᵢ(Lᵢ + 1)/2) as above, with no slot wasted.
#pragma once

#include "atlas/types.h"

#include <vector>

namespace atlas {

struct PaddingCost {
    Index sequences = 0;     // B
    Index longest = 0;       // T_max
    Index slots = 0;         // B · T_max
    Index tokens = 0;        // Σ Lᵢ
    Index computedPairs = 0; // B · T_max²
    Index usefulPairs = 0;   // Σ Lᵢ² or Σ Lᵢ(Lᵢ + 1)/2
    Index packedDensePairs = 0; // (Σ Lᵢ)²: one packed row, every pair computed
    double wastedShare() const; // 1 − useful/computed (0 for an empty batch)

    // Throws ShapeError for an empty batch or a length < 1.
    static PaddingCost of(const std::vector<Index> &lengths, bool causal);
    // The key padding of sequence `index` in the padded batch: T_max flags, true past its length.
    static KeyPadding keyPadding(const std::vector<Index> &lengths, std::size_t index);
};

} // namespace atlas
