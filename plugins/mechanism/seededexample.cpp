#include "seededexample.h"

#include <atlas/normalsampler.h>

#include <cmath>

namespace atlas {

namespace {

Matrix<double> draw(NormalSampler &sampler, Index rows, Index cols, double scale)
{
    Matrix<double> m(rows, cols);
    for (Index r = 0; r < rows; ++r)
        for (Index c = 0; c < cols; ++c) {
            const double tenths = std::round(10.0 * scale * sampler.next());
            m(r, c) = tenths == 0 ? 0.0 : tenths / 10.0; // never "−0"
        }
    return m;
}

} // namespace

Matrix<double> SeededExample::embeddings(std::uint64_t seed, int tokens, int modelWidth)
{
    // A stream of its own (the golden-ratio constant keeps it apart from the weights' seed).
    NormalSampler sampler(seed * 0x9E3779B97F4A7C15ull + 1);
    return draw(sampler, tokens, modelWidth, 1.0);
}

AttentionWeights<double> SeededExample::weights(std::uint64_t seed, int modelWidth, int heads,
                                                int keyWidth, int valueWidth)
{
    NormalSampler sampler(seed);
    const double scale = 1.0 / std::sqrt(static_cast<double>(modelWidth));
    AttentionWeights<double> w;
    w.wq = draw(sampler, modelWidth, heads * keyWidth, scale);
    w.wk = draw(sampler, modelWidth, heads * keyWidth, scale);
    w.wv = draw(sampler, modelWidth, heads * valueWidth, scale);
    w.wo = draw(sampler, heads * valueWidth, modelWidth, 1.0 / std::sqrt(static_cast<double>(heads * valueWidth)));
    return w;
}

} // namespace atlas
