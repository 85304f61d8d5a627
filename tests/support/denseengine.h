// The engine's dense multi-head attention (MultiHeadAttention, per-head form: whole score
// matrices, MaskedSoftmax) in the kernels' layout — q: T × H·dₖ, k: T × H·dₖ, v: T × H·dᵥ —
// so the kernels' outputs and gradients can be held against it.
#pragma once

#include <atlas/multiheadattention.h>

#include <optional>

namespace denseengine {

template <typename Scalar>
struct Result {
    atlas::Matrix<Scalar> output, dq, dk, dv;
};

template <typename Scalar>
Result<Scalar> run(const atlas::Matrix<Scalar> &q, const atlas::Matrix<Scalar> &k, const atlas::Matrix<Scalar> &v,
                   atlas::Index heads, bool causal, const std::vector<std::int64_t> &documentIds,
                   const atlas::Matrix<Scalar> *gradOutput = nullptr, double temperature = 1.0,
                   atlas::Index window = 0)
{
    using atlas::Index;
    const Index dk = q.cols() / heads, dv = v.cols() / heads;
    std::vector<atlas::HeadInput<Scalar>> inputs;
    for (Index h = 0; h < heads; ++h)
        inputs.push_back({q.middleCols(h * dk, dk), k.middleCols(h * dk, dk), v.middleCols(h * dv, dv)});
    atlas::AttentionOptions options;
    options.causal = causal;
    options.documentIds = documentIds;
    options.temperature = temperature;
    options.window = window;
    const atlas::AttentionTrace<Scalar> trace = atlas::MultiHeadAttention<Scalar>::forward(inputs, std::nullopt, options);
    Result<Scalar> r;
    r.output = trace.concatenated;
    if (gradOutput) {
        const atlas::AttentionGradients<Scalar> g = atlas::MultiHeadAttention<Scalar>::backward(trace, atlas::AttentionWeights<Scalar>{}, *gradOutput);
        r.dq.resize(q.rows(), q.cols());
        r.dk.resize(k.rows(), k.cols());
        r.dv.resize(v.rows(), v.cols());
        for (Index h = 0; h < heads; ++h) {
            r.dq.middleCols(h * dk, dk) = g.heads[static_cast<std::size_t>(h)].q;
            r.dk.middleCols(h * dk, dk) = g.heads[static_cast<std::size_t>(h)].k;
            r.dv.middleCols(h * dv, dv) = g.heads[static_cast<std::size_t>(h)].v;
        }
    }
    return r;
}

} // namespace denseengine
