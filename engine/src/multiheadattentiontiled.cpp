// MultiHeadAttention's tiled path (the traced path is in multiheadattention.cpp): the same
// layer, its attention computed by TiledAttention without a T × T matrix.
#include "atlas/multiheadattention.h"

#include "atlas/structuredmask.h"

#include "kernelcommon.h"

#include <cmath>
#include <string>

namespace atlas {

namespace {

struct LayerShape {
    Index dk = 0, dv = 0;
};

template <typename Scalar>
LayerShape checkLayer(MatrixRef<Scalar> x, const AttentionWeights<Scalar> &weights, Index heads,
                      const AttentionOptions &options)
{
    if (!(options.temperature > 0) || !std::isfinite(options.temperature))
        throw ShapeError("temperature: expected a finite number > 0");
    if (heads < 1)
        throw ShapeError("heads: expected at least 1");
    if (weights.wq.cols() % heads != 0 || weights.wq.cols() == 0)
        throw ShapeError("wq: column count " + std::to_string(weights.wq.cols())
                         + " is not a positive multiple of heads = " + std::to_string(heads));
    if (weights.wv.cols() % heads != 0 || weights.wv.cols() == 0)
        throw ShapeError("wv: column count " + std::to_string(weights.wv.cols())
                         + " is not a positive multiple of heads = " + std::to_string(heads));
    LayerShape s;
    s.dk = weights.wq.cols() / heads;
    s.dv = weights.wv.cols() / heads;
    requireShape("wq", weights.wq.rows(), weights.wq.cols(), x.cols(), heads * s.dk);
    requireShape("wk", weights.wk.rows(), weights.wk.cols(), x.cols(), heads * s.dk);
    requireShape("wv", weights.wv.rows(), weights.wv.cols(), x.cols(), heads * s.dv);
    if (weights.wo)
        requireShape("wo", weights.wo->rows(), weights.wo->cols(), heads * s.dv, weights.wo->cols());
    return s;
}

StructuredMask layerMask(const AttentionOptions &options)
{
    if (!options.documentIds.empty())
        return StructuredMask::documents(options.documentIds, options.causal);
    return options.causal ? StructuredMask::causal() : StructuredMask::none();
}

AttentionKernelOptions kernelOptions(const AttentionKernelOptions &execution, Index heads, Index dk,
                                     const AttentionOptions &options)
{
    AttentionKernelOptions o = execution;
    o.heads = heads;
    o.kvHeads = heads;
    // c = 1/(τ·√dₖ), in double; the kernel rounds it to Scalar as the traced path does.
    o.scale = 1.0 / (options.temperature * std::sqrt(dk > 0 ? static_cast<double>(dk) : 1.0));
    o.alibiSlopes.clear();
    return o;
}

} // namespace

template <typename Scalar>
TiledAttentionState<Scalar> MultiHeadAttention<Scalar>::forwardTiled(MatrixRef<Scalar> x,
                                                                     const AttentionWeights<Scalar> &weights,
                                                                     Index heads, const AttentionOptions &options,
                                                                     const AttentionKernelOptions &execution)
{
    const LayerShape s = checkLayer<Scalar>(x, weights, heads, options);
    const StructuredMask mask = layerMask(options);
    mask.check(x.rows(), x.rows());
    TiledAttentionState<Scalar> state;
    state.x = x;
    state.q.noalias() = x * weights.wq;
    state.k.noalias() = x * weights.wk;
    state.v.noalias() = x * weights.wv;
    const AttentionKernelOptions o = kernelOptions(execution, heads, s.dk, options);
    state.attention = TiledAttention<Scalar>::forward(state.q, state.k, state.v, mask, o);
    state.cancelled = state.attention.cancelled;
    if (weights.wo)
        state.output.noalias() = state.attention.output * *weights.wo;
    else
        state.output = state.attention.output;
    state.finite = state.attention.finite && !state.cancelled && detail::allFinite(state.output);
    return state;
}

template <typename Scalar>
std::optional<AttentionGradients<Scalar>> MultiHeadAttention<Scalar>::backwardTiled(
    const TiledAttentionState<Scalar> &state, const AttentionWeights<Scalar> &weights, Index heads,
    const AttentionOptions &options, MatrixRef<Scalar> gradOutput, const AttentionKernelOptions &execution)
{
    const LayerShape s = checkLayer<Scalar>(state.x, weights, heads, options);
    requireShape("grad_output", gradOutput.rows(), gradOutput.cols(), state.output.rows(), state.output.cols());
    if (!state.finite || state.cancelled)
        return std::nullopt;
    const StructuredMask mask = layerMask(options);
    const Matrix<Scalar> &concatenated = state.attention.output;
    AttentionGradients<Scalar> g;
    if (weights.wo) {
        g.wo = Matrix<Scalar>(concatenated.transpose() * gradOutput);
        g.concatenated.noalias() = gradOutput * weights.wo->transpose();
    } else {
        g.concatenated = gradOutput;
    }
    const AttentionKernelOptions o = kernelOptions(execution, heads, s.dk, options);
    TiledAttentionGradients<Scalar> kernel = TiledAttention<Scalar>::backward(state.q, state.k, state.v, mask, o,
                                                                            state.attention, g.concatenated);
    if (!kernel.finite || kernel.cancelled)
        return std::nullopt;
    g.q = std::move(kernel.q);
    g.k = std::move(kernel.k);
    g.v = std::move(kernel.v);
    g.wq.noalias() = state.x.transpose() * g.q;
    g.wk.noalias() = state.x.transpose() * g.k;
    g.wv.noalias() = state.x.transpose() * g.v;
    g.x.noalias() = g.q * weights.wq.transpose();
    g.x.noalias() += g.k * weights.wk.transpose();
    g.x.noalias() += g.v * weights.wv.transpose();
    const bool finite = detail::allFinite(g.x) && detail::allFinite(g.wq) && detail::allFinite(g.wk)
        && detail::allFinite(g.wv) && (!g.wo || detail::allFinite(*g.wo));
    if (!finite)
        return std::nullopt;
    return g;
}

template TiledAttentionState<float> MultiHeadAttention<float>::forwardTiled(
    MatrixRef<float>, const AttentionWeights<float> &, Index, const AttentionOptions &, const AttentionKernelOptions &);
template TiledAttentionState<double> MultiHeadAttention<double>::forwardTiled(
    MatrixRef<double>, const AttentionWeights<double> &, Index, const AttentionOptions &, const AttentionKernelOptions &);
template std::optional<AttentionGradients<float>> MultiHeadAttention<float>::backwardTiled(
    const TiledAttentionState<float> &, const AttentionWeights<float> &, Index, const AttentionOptions &,
    MatrixRef<float>, const AttentionKernelOptions &);
template std::optional<AttentionGradients<double>> MultiHeadAttention<double>::backwardTiled(
    const TiledAttentionState<double> &, const AttentionWeights<double> &, Index, const AttentionOptions &,
    MatrixRef<double>, const AttentionKernelOptions &);

} // namespace atlas
