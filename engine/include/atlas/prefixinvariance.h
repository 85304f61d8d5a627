// Prefix invariance of the tiny decoder, measured: edit one token and show which outputs and
// which gradients cannot notice.
//
// Let u be the edited position and allowed the decoder's mask (causal, and document-aware when
// the input has document ids). Position i can depend on token u only through attention, and
// only if allowed(i, u): with k ≤ q and "same document" both transitive, stacking layers adds
// no new paths. So for every *independent* position, I_out = { i : ¬allowed(i, u) } —
// every i < u, and with document ids every position of another document —
//     logits′ᵢ = logitsᵢ exactly.
// Exactly, not approximately: the engine sums over allowed keys only (a masked key is skipped,
// rowkernels.h) and adds them in an order that keys it cannot read do not change (keyorder.h),
// so the same numbers are added in the same order.
//
// Gradients. The loss of position i also depends on its *label* yᵢ = t_{i+1}: the edit changes
// the label of position u − 1 (shifted supervision) even though that position cannot read u.
// Let I_grad = { i ∈ I_out : i counted in both inputs with the same label } (for plain causal
// decoding: i ≤ u − 2) and L_I the mean loss over I_grad. Then every parameter gradient
// ∂L_I/∂θ is bit-identical before and after the edit: the upstream gradient is 0 on every
// dependent row, so the changed activations are only ever multiplied by 0.
//
// The report gives the largest change of the logits over I_out and over the other positions,
// the largest change of ∂L_I/∂θ over all parameters (and where), and how the loss of position
// u − 1 moved (its label is the edited token).
#pragma once

#include "atlas/tinydecoder.h"

#include <optional>
#include <string>
#include <vector>

namespace atlas {

struct PrefixInvarianceReport {
    Index editedPosition = 0;
    std::vector<bool> independent;     // ¬allowed(i, u)
    std::vector<bool> gradientSupport; // I_grad: the positions whose loss L_I averages
    std::vector<double> logitChange;   // per position: max |Δ logits|
    double maxIndependentLogitChange = 0;
    bool independentLogitsBitIdentical = true; // every bit of every independent row equal
    double maxDependentLogitChange = 0;
    double maxGradientChange = 0;      // max over every parameter entry of |Δ ∂L_I/∂θ|
    std::string maxGradientNode;       // the parameter where it occurs ("" when all are 0)
    // Position u − 1: its loss before and after (its label is token u), when it is counted.
    std::optional<double> previousLossBefore, previousLossAfter;
    double lossBefore = 0, lossAfter = 0; // the full losses, for comparison
};

template <typename Scalar>
class PrefixInvariance {
public:
    // `before` and `after` have the same length, document ids and causal flag; usually they
    // differ in token `position` and in the label of position − 1. Throws ShapeError (from the
    // decoder's validation, or when the two inputs do not fit together).
    static PrefixInvarianceReport compare(const TinyDecoder<Scalar> &decoder,
                                          const DecoderInput &before, const DecoderInput &after,
                                          Index position);
};

extern template class PrefixInvariance<float>;
extern template class PrefixInvariance<double>;

} // namespace atlas
