// Readable numbers for the parts of the mechanism example a pack does not give.
//
// Standard-normal draws from the engine's NormalSampler (the same on every platform), scaled
// so the scores have about unit variance before the √dₖ division is even needed (weights ~
// N(0, 1/d_model)), and rounded to one decimal: a learner can read every cell and redo a
// product by hand. The embeddings and the weights come from separate streams, so drawing new
// weights never changes X.
#pragma once

#include <atlas/multiheadattention.h>

#include <cstdint>

namespace atlas {

class SeededExample {
public:
    static Matrix<double> embeddings(std::uint64_t seed, int tokens, int modelWidth);
    // wq, wk: d_model × heads·dk; wv: d_model × heads·dv; wo: heads·dv × d_model.
    static AttentionWeights<double> weights(std::uint64_t seed, int modelWidth, int heads,
                                            int keyWidth, int valueWidth);
};

} // namespace atlas
