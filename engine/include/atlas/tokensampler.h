// Choosing the next token from a model's output logits: sampling temperature and top-k.
//
// A decoder's last layer gives one logit zⱼ per vocabulary entry (a row of the logits). The
// next token is drawn from
//     Tₖ    = top_k(z), the k largest logits (top-k; k = 0 or k ≥ V keeps every entry; equal
//             logits at the boundary are kept lowest index first; not K, the keys)
//     pⱼ    = exp((zⱼ − max_Tₖ z)/τₛ) / Σ_{l∈Tₖ} exp((z_l − max_Tₖ z)/τₛ)   for j ∈ Tₖ, 0 otherwise
// with the sampling temperature τₛ > 0: τₛ < 1 sharpens p towards the largest logit, τₛ > 1
// flattens it, and τₛ → 0 is the greedy choice (argmax, lowest index among ties). Top-k cuts
// the long tail of unlikely tokens before the draw.
//
// Both act after the whole network has run: they cannot change any attention weight or any
// hidden vector. The attention temperature τ (multiheadattention.h) is a different knob: it
// sits inside the softmax of every attention layer and changes the weights themselves.
//
// The draw: u uniform in [0, 1) (53 bits from std::mt19937_64, whose sequence the C++ standard
// fixes, so a seed gives the same tokens on every platform), and the first j whose cumulative
// probability p₀ + … + pⱼ exceeds u (the last kept entry if rounding leaves u above the total).
#pragma once

#include "atlas/types.h"

#include <cstdint>
#include <random>

namespace atlas {

class TokenSampler {
public:
    explicit TokenSampler(std::uint64_t seed) : engine_(seed) {}

    // p over the vocabulary. Throws ShapeError naming "logits" (empty or not finite),
    // "temperature" (not a finite number > 0) or "topK" (negative).
    static RowVector<double> distribution(const RowVector<double> &logits, double temperature,
                                          Index topK = 0);
    // argmax, lowest index among equal logits. Throws ShapeError on empty or non-finite logits.
    static Index greedy(const RowVector<double> &logits);

    // One draw from distribution(logits, temperature, topK).
    Index sample(const RowVector<double> &logits, double temperature, Index topK = 0);
    // One draw from a distribution (non-negative entries that sum to about 1).
    Index draw(const RowVector<double> &probabilities);

private:
    std::mt19937_64 engine_;
};

} // namespace atlas
