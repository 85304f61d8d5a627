// A decoder reading a sequence longer than its memory, through a bounded cache: what happens to
// its next-token loss when the oldest entries are evicted, and when the first few are kept.
//
// Xiao, Tian, Chen, Han, Lewis (2023), "Efficient Streaming Language Models with Attention
// Sinks", arXiv:2309.17453 (StreamingLLM). With a cache of `budget` positions, the decoder at
// step t reads
//     sinks s = 0:  the budget most recent tokens t − budget + 1 … t     (a rolling window)
//     sinks s ≥ 1:  the first s tokens 0 … s − 1 and the budget − s most recent ones
// and the positions are those *within the cache*, 0 … budget − 1 (§ 3.2 of the paper: the
// model never sees a position it was not trained on). Until the cache is full (t < budget)
// nothing is evicted and every variant reads tokens 0 … t.
//
// Why the first tokens matter: the softmax must put its whole weight somewhere; trained models
// park what a head does not need on the first token, visible to every query ("attention
// sink"), whatever it is. Evict it and that mass goes to tokens that do carry content, and the
// loss jumps; keep 1–4 initial tokens and it recovers (the paper's Figure 3, Table 1).
// firstTokenMass() measures the parking: per head, the mean weight the queries put on key 0.
//
// Computation: each step is a full forward of the decoder over the cache's contents (the
// recompute, exact and independent of any cache layout); position t's loss is −ln p(t_{t+1})
// from the last row. Cost: T forwards of at most `budget` tokens.
#pragma once

#include "atlas/tinydecoder.h"

#include <vector>

namespace atlas {

struct StreamingOptions {
    Index budget = 16; // positions the cache holds, ≥ 1 and ≤ the decoder's maxLength
    Index sinks = 0;   // first tokens always kept, 0 ≤ sinks < budget
};

struct StreamingLoss {
    std::vector<double> positionLoss; // −ln p(t_{t+1}) at step t, t = 0 … T − 2
    double meanLoss = 0;              // over every step
    double meanLossAfterEviction = 0; // over the steps t ≥ budget (0 when there are none)
};

template <typename Scalar>
class StreamingCache {
public:
    // The tokens the cache holds at step t (ids, oldest first). Throws ShapeError for bad options.
    static std::vector<int> contents(const std::vector<int> &tokens, Index step, const StreamingOptions &options);

    // The next-token loss at every step. Throws ShapeError naming "budget", "sinks" or
    // "tokens" (fewer than 2, or an id outside the vocabulary).
    static StreamingLoss evaluate(const TinyDecoder<Scalar> &decoder, const std::vector<int> &tokens,
                                  const StreamingOptions &options);

    // Per layer and head (layer-major), the mean over queries of the weight on key 0, for the
    // decoder reading `tokens` whole (no eviction; at most maxLength of them).
    static std::vector<double> firstTokenMass(const TinyDecoder<Scalar> &decoder, const std::vector<int> &tokens);
};

extern template class StreamingCache<float>;
extern template class StreamingCache<double>;

} // namespace atlas
