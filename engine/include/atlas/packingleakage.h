// Does editing one document of a packed block move the outputs of the others? The leakage
// meter of the packing chapter.
//
// Model: one multi-head attention layer (multiheadattention.h) over a packed block, with
// seeded token and position embeddings and projections (no training; the question is about
// *which positions can influence which*, not about what a trained model computes):
//     X = E[tᵢ] + P[posᵢ]            (T × d)
//     Y = MHA(X; mask)               (T × H·dᵥ, the concatenated head outputs)
// Editing the token of slot u gives X′ (only row u differs) and Y′. The meter reports, for
// every position i, the largest change of its output,
//     changeᵢ = maxⱼ |Y′ᵢⱼ − Yᵢⱼ|,
// and the largest change over positions of *other* document instances than u's.
//
// Three ways to build the block's attention, `LeakagePolicy`:
//   - DocumentAware: allowed(q, k) = k ≤ q ∧ instance(k) = instance(q), positions 0 … T−1.
//     Row i of Y is a mixture of value rows the mask allows; for i in another instance the
//     weight on slot u is exactly 0, and the engine sums over allowed keys only, so
//     changeᵢ = 0 exactly (bit for bit, not merely small).
//   - PlainCausal: allowed(q, k) = k ≤ q. Every later position, whatever its document, reads
//     slot u: the next document's outputs move (leakage).
//   - ResetPositionsPlainCausal: positions restart at 0 in every instance (posᵢ = i − start of
//     i's instance), but the mask stays plain causal. A common bug: resetting positions makes
//     each document *look* like the start of a sequence, yet the later documents still attend
//     to slot u, so they still move. Only the mask removes the dependency.
//
// Sizes: vocabulary V must exceed every token id of the block (BOS and EOS included);
// maxLength bounds the block length. Weights ~ N(0, 1/d) from NormalSampler(seed).
#pragma once

#include "atlas/multiheadattention.h"
#include "atlas/packer.h"

#include <cstdint>
#include <vector>

namespace atlas {

enum class LeakagePolicy { DocumentAware, PlainCausal, ResetPositionsPlainCausal };

struct LeakageModelConfig {
    Index vocabulary = 16;
    Index modelWidth = 8; // d
    Index heads = 2;
    Index keyWidth = 4;   // dₖ per head
    Index valueWidth = 4; // dᵥ per head
    Index maxLength = 64; // rows of the position embedding
};

struct LeakageReport {
    LeakagePolicy policy = LeakagePolicy::DocumentAware;
    Index editedSlot = 0;
    std::vector<double> change;       // per position: max |ΔY| over its output coordinates
    double maxOtherInstances = 0;     // max change over positions of other instances than u's
    double maxSameInstance = 0;       // max change over u's instance (u itself included)
    Index otherPositionsMoved = 0;    // positions of other instances whose output changed at all
};

class PackingLeakage {
public:
    // Throws ShapeError on a size < 1.
    PackingLeakage(const LeakageModelConfig &config, std::uint64_t seed);

    const LeakageModelConfig &config() const { return config_; }

    // The position index of every slot: 0 … T−1, or restarted in every instance.
    static std::vector<Index> positions(const PackedBlock &block, bool resetPerInstance);
    // The block's mask under a policy.
    static BoolMatrix mask(const PackedBlock &block, LeakagePolicy policy);

    // Y for the block's tokens (or `tokens`, the same length, e.g. after an edit). Throws
    // ShapeError when a token id is outside [0, V) or the block is longer than maxLength.
    AttentionTrace<double> forward(const PackedBlock &block, const std::vector<std::int64_t> &tokens,
                                   LeakagePolicy policy) const;

    // Replace the token of `slot` by `replacement` and measure every position's change.
    LeakageReport probe(const PackedBlock &block, Index slot, std::int64_t replacement,
                        LeakagePolicy policy) const;

private:
    LeakageModelConfig config_;
    Matrix<double> tokenEmbedding_;    // V × d
    Matrix<double> positionEmbedding_; // maxLength × d
    AttentionWeights<double> weights_;
};

} // namespace atlas
