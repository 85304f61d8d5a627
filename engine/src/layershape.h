// Internal to the engine: the projected multi-head layer's shape, checked in one place for
// both of MultiHeadAttention's paths (traced and tiled), so that both accept and refuse the
// same layers with the same messages.
#pragma once

#include "atlas/multiheadattention.h"

#include <cmath>
#include <string>

namespace atlas::detail {

inline void requireTemperature(double temperature)
{
    if (!(temperature > 0) || !std::isfinite(temperature))
        throw ShapeError("temperature: expected a finite number > 0");
}

// H query heads, G key/value heads, the widths of one head.
struct LayerShape {
    Index heads = 1, kvHeads = 1, dk = 0, dv = 0;
};

// Throws ShapeError when the temperature, `heads`, options.kvHeads or a weight's shape do not
// fit X (see multiheadattention.h for the shapes).
template <typename Scalar>
LayerShape checkProjectedLayer(MatrixRef<Scalar> x, const AttentionWeights<Scalar> &weights,
                               Index heads, const AttentionOptions &options)
{
    requireTemperature(options.temperature);
    if (heads < 1)
        throw ShapeError("heads: expected at least 1");
    LayerShape s;
    s.heads = heads;
    s.kvHeads = options.kvHeads == 0 ? heads : options.kvHeads;
    if (s.kvHeads < 1 || s.kvHeads > heads || heads % s.kvHeads != 0)
        throw ShapeError("kvHeads: expected a divisor of heads = " + std::to_string(heads)
                         + ", got " + std::to_string(options.kvHeads));
    const Index modelWidth = x.cols();
    if (weights.wq.cols() % heads != 0 || weights.wq.cols() == 0)
        throw ShapeError("wq: column count " + std::to_string(weights.wq.cols())
                         + " is not a positive multiple of heads = " + std::to_string(heads));
    const std::string groupsText = s.kvHeads == heads ? "heads = " + std::to_string(heads)
                                                      : "kvHeads = " + std::to_string(s.kvHeads);
    if (weights.wv.cols() % s.kvHeads != 0 || weights.wv.cols() == 0)
        throw ShapeError("wv: column count " + std::to_string(weights.wv.cols())
                         + " is not a positive multiple of " + groupsText);
    s.dk = weights.wq.cols() / heads;
    s.dv = weights.wv.cols() / s.kvHeads;
    requireShape("wq", weights.wq.rows(), weights.wq.cols(), modelWidth, heads * s.dk);
    requireShape("wk", weights.wk.rows(), weights.wk.cols(), modelWidth, s.kvHeads * s.dk);
    requireShape("wv", weights.wv.rows(), weights.wv.cols(), modelWidth, s.kvHeads * s.dv);
    return s;
}

} // namespace atlas::detail
