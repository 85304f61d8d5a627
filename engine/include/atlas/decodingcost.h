// The work of producing one new token's logits with the tiny decoder, counted and measured:
// with a KV cache (incrementaldecoder.h) and by a full recompute (TinyDecoder::forward).
//
// Counted in multiply–adds for a decoder of L layers, width d, H heads of widths dₖ and dᵥ,
// vocabulary V, and a sequence that reaches length T with the new token (P = H·(2dₖ + dᵥ), the
// projection widths). Scores and mixture are counted alike, over the (query, key) pairs the
// causal mask allows — T for the new query, T(T+1)/2 for all T:
//
//                          one cached step          full recompute of T tokens
//     projections          L·d·P                    L·T·d·P
//     scores               L·H·T·dₖ                 L·H·T(T+1)/2·dₖ
//     mixture              L·H·T·dᵥ                 L·H·T(T+1)/2·dᵥ
//     output projection    L·H·dᵥ·d                 L·T·H·dᵥ·d
//     logits               d·V                      T·d·V
//
// The full recompute of T tokens is also the work of a prefill of a T-token prompt (done once,
// every position in parallel); without a cache, every new token repeats it. The traced forward
// pass (TinyDecoder::forward) additionally forms the T(T−1)/2 masked scores per head and layer
// to show them in the trace; a kernel that skips masked pairs does not, and neither do these
// counts. A real model's layer also has a feed-forward block (about twice the parameters of
// its attention projections), which this decoder lacks and these counts omit.
//
// The cached step is linear in T (O(T·d) per layer, from the scores and the mixture over the
// cached keys); the recompute is quadratic (O(T²·d)) — and it recomputes T − 1 positions whose
// numbers cannot have changed. The exponentials of the softmax (T per head and layer against
// T(T+1)/2) and the memory traffic are not counted; measure() times both on this machine.
#pragma once

#include "atlas/tinydecoder.h"

namespace atlas {

struct DecodingWork {
    double projections = 0, scores = 0, mixture = 0, outputProjection = 0, logits = 0;
    double total() const { return projections + scores + mixture + outputProjection + logits; }
};

struct DecodingTiming {
    Index length = 0;
    double cachedSeconds = 0;      // one IncrementalDecoder::append at position length − 1
    double recomputeSeconds = 0;   // one TinyDecoder::forward over length tokens
    int repetitions = 0;
};

class DecodingCost {
public:
    // Throws ShapeError unless 1 ≤ length ≤ config.maxLength.
    static DecodingWork cachedStep(const DecoderConfig &config, Index length);
    static DecodingWork fullRecompute(const DecoderConfig &config, Index length);

    // Wall-clock time of both, the median of `repetitions` runs each (steady_clock), on the
    // tokens 0, 1, 2, … (mod V). Slow for long sequences: call it off the GUI thread.
    template <typename Scalar>
    static DecodingTiming measure(const TinyDecoder<Scalar> &decoder, Index length,
                                  int repetitions = 5);
};

extern template DecodingTiming DecodingCost::measure<float>(const TinyDecoder<float> &, Index, int);
extern template DecodingTiming DecodingCost::measure<double>(const TinyDecoder<double> &, Index, int);

} // namespace atlas
