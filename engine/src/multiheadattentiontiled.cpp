// MultiHeadAttention's tiled path (the traced path is in multiheadattention.cpp): the same
// layer — masks, temperature, rotary positions, ALiBi, grouped key/value heads — its
// attention computed by TiledAttention without a T × T matrix.
#include "atlas/multiheadattention.h"

#include "atlas/alibibias.h"
#include "atlas/structuredmask.h"

#include "kernelcommon.h"
#include "layershape.h"

#include <cmath>

namespace atlas {

namespace {

StructuredMask layerMask(const AttentionOptions &options)
{
    // The structured masks the kernel skips tiles by have no per-key holes; padding keys are
    // for the traced path (a batch's padding is a teaching example, not a long sequence).
    if (!options.keyPadding.empty())
        throw ShapeError("keyPadding: not supported by the tiled path (use the traced forward)");
    const StructuredMask mask = !options.documentIds.empty() ? StructuredMask::documents(options.documentIds, options.causal)
        : options.causal                                       ? StructuredMask::causal()
                                                               : StructuredMask::none();
    return mask.withWindow(options.window);
}

AttentionKernelOptions kernelOptions(const AttentionKernelOptions &execution,
                                     const detail::LayerShape &s, const AttentionOptions &options)
{
    AttentionKernelOptions o = execution;
    o.heads = s.heads;
    o.kvHeads = s.kvHeads;
    // c = 1/(τ·√dₖ), in double; the kernel rounds it to Scalar as the traced path does.
    o.scale = 1.0 / (options.temperature * std::sqrt(s.dk > 0 ? static_cast<double>(s.dk) : 1.0));
    // The traced path's slopes (alibibias.h: Press et al.'s, interpolated when H is not a power of two).
    o.alibiSlopes = options.alibi ? AlibiBias::slopes(s.heads) : std::vector<double>{};
    return o;
}

// Rotates every head's block of dₖ columns by the rows' positions (`inverse`: back by −θ, the
// backward pass), as the traced path rotates each head's q and k.
template <typename Scalar>
void rotateHeads(Matrix<Scalar> &m, Index dk, const RotaryOptions &rotary, bool inverse)
{
    for (Index head = 0; head * dk < m.cols(); ++head) {
        const Matrix<Scalar> block = m.middleCols(head * dk, dk);
        m.middleCols(head * dk, dk) = RotaryEmbedding::rotate<Scalar>(block, rotary, inverse);
    }
}

} // namespace

template <typename Scalar>
TiledAttentionState<Scalar> MultiHeadAttention<Scalar>::forwardTiled(MatrixRef<Scalar> x,
                                                                     const AttentionWeights<Scalar> &weights,
                                                                     Index heads, const AttentionOptions &options,
                                                                     const AttentionKernelOptions &execution)
{
    const detail::LayerShape s = detail::checkProjectedLayer<Scalar>(x, weights, heads, options);
    if (weights.wo)
        requireShape("wo", weights.wo->rows(), weights.wo->cols(), heads * s.dv, weights.wo->cols());
    const Index length = x.rows();
    const StructuredMask mask = layerMask(options);
    mask.check(length, length);
    TiledAttentionState<Scalar> state;
    if (options.rotary) {
        RotaryOptions used = *options.rotary;
        used.positions = RotaryEmbedding::positionsFor(*options.rotary, length);
        RotaryEmbedding::check(used, s.dk, length);
        state.rotary = std::move(used);
    }
    state.x = x;
    state.q.noalias() = x * weights.wq;
    state.k.noalias() = x * weights.wk;
    state.v.noalias() = x * weights.wv;
    if (state.rotary) {
        rotateHeads(state.q, s.dk, *state.rotary, false);
        rotateHeads(state.k, s.dk, *state.rotary, false);
    }
    const AttentionKernelOptions o = kernelOptions(execution, s, options);
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
    const detail::LayerShape s = detail::checkProjectedLayer<Scalar>(state.x, weights, heads, options);
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
    const AttentionKernelOptions o = kernelOptions(execution, s, options);
    TiledAttentionGradients<Scalar> kernel = TiledAttention<Scalar>::backward(state.q, state.k, state.v, mask, o,
                                                                            state.attention, g.concatenated);
    if (!kernel.finite || kernel.cancelled)
        return std::nullopt;
    // The kernel's dK, dV already add up the heads that share a key/value head.
    g.q = std::move(kernel.q);
    g.k = std::move(kernel.k);
    g.v = std::move(kernel.v);
    if (state.rotary) { // ∂L/∂Q = R(−p)·∂L/∂Q̃ row by row, likewise K
        rotateHeads(g.q, s.dk, *state.rotary, true);
        rotateHeads(g.k, s.dk, *state.rotary, true);
    }
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
