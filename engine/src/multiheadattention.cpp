#include "atlas/multiheadattention.h"

#include "atlas/alibibias.h"
#include "atlas/attentionmask.h"
#include "atlas/keyorder.h"
#include "atlas/maskedsoftmax.h"
#include "atlas/orderedattention.h"
#include "atlas/rowkernels.h"

#include "layershape.h"

#include <cmath>
#include <string>

namespace atlas {

namespace {

template <typename Scalar>
void callHook(const AttentionHook<Scalar> &hook, AttentionNode node, Index head,
              Matrix<Scalar> &value)
{
    if (hook)
        hook(node, head, value);
}

// What positions add to heads whose q, k, v are set: the rotation of q and k, and the ALiBi
// slope of each head. Checks the rotary options against every head's width first.
template <typename Scalar>
void applyPositions(AttentionTrace<Scalar> &trace, const AttentionOptions &options)
{
    const Index length = trace.allowed.rows();
    const Index heads = static_cast<Index>(trace.heads.size());
    if (options.rotary) {
        RotaryOptions used = *options.rotary;
        used.positions = RotaryEmbedding::positionsFor(*options.rotary, length);
        for (const HeadTrace<Scalar> &head : trace.heads)
            RotaryEmbedding::check(used, head.q.cols(), length);
        for (HeadTrace<Scalar> &head : trace.heads) {
            head.rotatedQ = RotaryEmbedding::rotate<Scalar>(head.q, used);
            head.rotatedK = RotaryEmbedding::rotate<Scalar>(head.k, used);
        }
        trace.rotary = std::move(used);
    }
    if (options.alibi)
        for (Index h = 0; h < heads; ++h)
            trace.heads[static_cast<std::size_t>(h)].slope = AlibiBias::slope(h + 1, heads);
}

// Scores, probabilities and outputs of every head whose q, k, v (and rotations) are set, by the
// kernel a cached decoding step uses too (orderedattention.h); then the concatenation and the
// optional output projection, in the same fixed order (rowkernels.h).
template <typename Scalar>
void attend(AttentionTrace<Scalar> &trace, const std::optional<Matrix<Scalar>> &wo,
            const AttentionOptions &options, const AttentionHook<Scalar> &hook)
{
    const Index length = trace.allowed.rows();
    Index concatenatedWidth = 0;
    for (Index h = 0; h < static_cast<Index>(trace.heads.size()); ++h) {
        HeadTrace<Scalar> &head = trace.heads[static_cast<std::size_t>(h)];
        head.scale = MultiHeadAttention<Scalar>::scale(options.temperature, head.q.cols());
        const Matrix<Scalar> keysTransposed = head.scoringK().transpose();
        const std::vector<Index> order = KeyOrder::sorted<Scalar>(head.scoringK(), head.v);
        Matrix<Scalar> bias;
        if (options.alibi)
            bias = AlibiBias::bias<Scalar>(length, head.slope);
        OrderedAttentionHook<Scalar> stages;
        if (hook)
            stages = [&hook, h](OrderedAttentionStage stage, Matrix<Scalar> &value) {
                hook(stage == OrderedAttentionStage::Scores          ? AttentionNode::Scores
                     : stage == OrderedAttentionStage::Probabilities ? AttentionNode::Probabilities
                                                                     : AttentionNode::HeadOutput,
                     h, value);
            };
        OrderedAttentionResult<Scalar> attention = OrderedAttention<Scalar>::forward(
            head.scoringQ(), keysTransposed, head.v, trace.allowed, order, head.scale,
            options.alibi ? &bias : nullptr, stages);
        head.rawScores = std::move(attention.rawScores);
        head.scores = std::move(attention.scores);
        head.probabilities = std::move(attention.probabilities);
        head.output = std::move(attention.output);
        head.emptyRows = std::move(attention.emptyRows);
        head.invalidRows = std::move(attention.invalidRows);
        concatenatedWidth += head.v.cols();
    }
    trace.concatenated.resize(length, concatenatedWidth);
    Index column = 0;
    for (const HeadTrace<Scalar> &head : trace.heads) {
        trace.concatenated.middleCols(column, head.output.cols()) = head.output;
        column += head.output.cols();
    }
    callHook(hook, AttentionNode::Concatenated, -1, trace.concatenated);
    if (wo) {
        requireShape("wo", wo->rows(), wo->cols(), concatenatedWidth, wo->cols());
        trace.output = RowKernels::product<Scalar>(trace.concatenated, *wo);
    } else {
        trace.output = trace.concatenated;
    }
    callHook(hook, AttentionNode::Output, -1, trace.output);
}

} // namespace

template <typename Scalar>
Scalar MultiHeadAttention<Scalar>::scale(double temperature, Index dk)
{
    const double width = dk > 0 ? static_cast<double>(dk) : 1.0;
    return static_cast<Scalar>(1.0 / (temperature * std::sqrt(width)));
}

template <typename Scalar>
Index MultiHeadAttention<Scalar>::group(Index head, Index heads, Index kvHeads)
{
    return head * kvHeads / heads;
}

namespace {

// The projected layer on queries from x and keys and values from `keysFrom` (x itself, or a
// context), with `allowed` already built.
template <typename Scalar>
AttentionTrace<Scalar> projectedLayer(MatrixRef<Scalar> x, MatrixRef<Scalar> keysFrom, bool cross, BoolMatrix allowed,
                                      const AttentionWeights<Scalar> &weights, const detail::LayerShape &shape,
                                      const AttentionOptions &options, const AttentionHook<Scalar> &hook)
{
    const Index heads = shape.heads, kvHeads = shape.kvHeads, dk = shape.dk, dv = shape.dv;
    AttentionTrace<Scalar> trace;
    trace.projected = true;
    trace.cross = cross;
    trace.kvHeads = kvHeads;
    trace.allowed = std::move(allowed);
    AttentionMask::removePadding(trace.allowed, options.keyPadding);
    trace.x = x;
    if (cross)
        trace.context = keysFrom;
    trace.q = RowKernels::product<Scalar>(x, weights.wq);
    callHook(hook, AttentionNode::Q, -1, trace.q);
    trace.k = RowKernels::product<Scalar>(keysFrom, weights.wk);
    callHook(hook, AttentionNode::K, -1, trace.k);
    trace.v = RowKernels::product<Scalar>(keysFrom, weights.wv);
    callHook(hook, AttentionNode::V, -1, trace.v);
    trace.heads.resize(static_cast<std::size_t>(heads));
    for (Index h = 0; h < heads; ++h) {
        HeadTrace<Scalar> &head = trace.heads[static_cast<std::size_t>(h)];
        head.group = MultiHeadAttention<Scalar>::group(h, heads, kvHeads);
        head.q = trace.q.middleCols(h * dk, dk);
        head.k = trace.k.middleCols(head.group * dk, dk);
        head.v = trace.v.middleCols(head.group * dv, dv);
    }
    applyPositions(trace, options);
    attend(trace, weights.wo, options, hook);
    return trace;
}

} // namespace

template <typename Scalar>
AttentionTrace<Scalar> MultiHeadAttention<Scalar>::forward(MatrixRef<Scalar> x,
                                                           const AttentionWeights<Scalar> &weights,
                                                           Index heads,
                                                           const AttentionOptions &options,
                                                           const AttentionHook<Scalar> &hook)
{
    const detail::LayerShape shape = detail::checkProjectedLayer<Scalar>(x, weights, heads, options);
    return projectedLayer<Scalar>(x, x, false, AttentionMask::build(x.rows(), options.causal, options.documentIds, options.window),
                                  weights, shape, options, hook);
}

template <typename Scalar>
AttentionTrace<Scalar> MultiHeadAttention<Scalar>::forward(MatrixRef<Scalar> x, MatrixRef<Scalar> context,
                                                           const AttentionWeights<Scalar> &weights, Index heads,
                                                           const AttentionOptions &options,
                                                           const AttentionHook<Scalar> &hook)
{
    const detail::LayerShape shape = detail::checkProjectedLayer<Scalar>(x, weights, heads, options);
    if (context.cols() != x.cols())
        throw ShapeError("context: expected " + std::to_string(x.cols()) + " columns (d_model, as x), got "
                         + std::to_string(context.cols()));
    if (!options.documentIds.empty())
        throw ShapeError("documentIds: not with a context (documents are positions within one sequence)");
    if (options.rotary)
        throw ShapeError("rotary: not with a context (rotary positions turn q and k of one sequence by their positions)");
    if (options.alibi)
        throw ShapeError("alibi: not with a context (ALiBi's bias is the distance within one sequence)");
    if (options.window != 0)
        throw ShapeError("window: not with a context (a window counts back positions within one sequence)");
    return projectedLayer<Scalar>(x, context, true, AttentionMask::build(x.rows(), context.rows(), options.causal),
                                  weights, shape, options, hook);
}

template <typename Scalar>
AttentionTrace<Scalar> MultiHeadAttention<Scalar>::forward(
    const std::vector<HeadInput<Scalar>> &heads, const std::optional<Matrix<Scalar>> &wo,
    const AttentionOptions &options, const AttentionHook<Scalar> &hook)
{
    detail::requireTemperature(options.temperature);
    if (heads.empty())
        throw ShapeError("inputs: expected at least one head");
    if (options.kvHeads != 0)
        throw ShapeError("kvHeads: grouped key/value heads need the projected form (x and the "
                         "projections); each per-head input has its own k and v");
    const Index length = heads.front().q.rows();
    AttentionTrace<Scalar> trace;
    trace.kvHeads = static_cast<Index>(heads.size());
    trace.allowed = AttentionMask::build(length, options.causal, options.documentIds, options.window);
    AttentionMask::removePadding(trace.allowed, options.keyPadding);
    trace.heads.resize(heads.size());
    for (std::size_t h = 0; h < heads.size(); ++h) {
        const HeadInput<Scalar> &input = heads[h];
        const std::string name = "inputs[" + std::to_string(h) + "]";
        requireShape((name + ".q").c_str(), input.q.rows(), input.q.cols(), length, input.q.cols());
        requireShape((name + ".k").c_str(), input.k.rows(), input.k.cols(), length, input.q.cols());
        requireShape((name + ".v").c_str(), input.v.rows(), input.v.cols(), length, input.v.cols());
        HeadTrace<Scalar> &head = trace.heads[h];
        head.group = static_cast<Index>(h);
        head.q = input.q;
        head.k = input.k;
        head.v = input.v;
        callHook(hook, AttentionNode::Q, static_cast<Index>(h), head.q);
        callHook(hook, AttentionNode::K, static_cast<Index>(h), head.k);
        callHook(hook, AttentionNode::V, static_cast<Index>(h), head.v);
    }
    applyPositions(trace, options);
    attend(trace, wo, options, hook);
    return trace;
}

template <typename Scalar>
AttentionGradients<Scalar> MultiHeadAttention<Scalar>::backward(
    const AttentionTrace<Scalar> &trace, const AttentionWeights<Scalar> &weights,
    MatrixRef<Scalar> gradOutput)
{
    requireShape("grad_output", gradOutput.rows(), gradOutput.cols(), trace.output.rows(),
                 trace.output.cols());
    AttentionGradients<Scalar> grads;
    if (weights.wo) {
        grads.wo = Matrix<Scalar>(trace.concatenated.transpose() * gradOutput);
        grads.concatenated.noalias() = gradOutput * weights.wo->transpose();
    } else {
        grads.concatenated = gradOutput;
    }

    grads.heads.resize(trace.heads.size());
    Index column = 0;
    for (std::size_t h = 0; h < trace.heads.size(); ++h) {
        const HeadTrace<Scalar> &head = trace.heads[h];
        HeadGradients<Scalar> &g = grads.heads[h];
        g.output = grads.concatenated.middleCols(column, head.output.cols());
        column += head.output.cols();
        g.probabilities.noalias() = g.output * head.v.transpose();
        // A masked key's probability is the constant 0: nothing flows to it. Zeroed before the
        // softmax backward so that a huge (even infinite) ∂L/∂P at a masked entry cannot turn
        // into 0·∞ = NaN in the row sum.
        g.probabilities = trace.allowed.select(g.probabilities, Scalar(0));
        g.v.noalias() = head.probabilities.transpose() * g.output;
        g.scores = MaskedSoftmax<Scalar>::backward(head.probabilities, g.probabilities);
        // The bias is a constant: ∂L/∂(c·Q̃K̃ᵀ) = ∂L/∂S.
        Matrix<Scalar> gradQ = g.scores * head.scoringK();
        gradQ *= head.scale;
        Matrix<Scalar> gradK = g.scores.transpose() * head.scoringQ();
        gradK *= head.scale;
        if (trace.rotary) {
            g.q = RotaryEmbedding::rotate<Scalar>(gradQ, *trace.rotary, true);
            g.k = RotaryEmbedding::rotate<Scalar>(gradK, *trace.rotary, true);
        } else {
            g.q = std::move(gradQ);
            g.k = std::move(gradK);
        }
    }

    if (trace.projected) {
        const Index heads = static_cast<Index>(trace.heads.size());
        const Index dk = trace.q.cols() / heads;
        const Index dv = trace.v.cols() / trace.kvHeads;
        grads.q.resize(trace.q.rows(), trace.q.cols());
        grads.k.resize(trace.k.rows(), trace.k.cols());
        grads.v.resize(trace.v.rows(), trace.v.cols());
        // Heads that share a group add their shares; the first one assigns, so that with G = H
        // every entry is the head's own gradient, bit for bit (0 + x would turn −0 into +0).
        std::vector<bool> started(static_cast<std::size_t>(trace.kvHeads), false);
        for (Index h = 0; h < heads; ++h) {
            const HeadGradients<Scalar> &g = grads.heads[static_cast<std::size_t>(h)];
            const Index group = trace.heads[static_cast<std::size_t>(h)].group;
            grads.q.middleCols(h * dk, dk) = g.q;
            if (started[static_cast<std::size_t>(group)]) {
                grads.k.middleCols(group * dk, dk) += g.k;
                grads.v.middleCols(group * dv, dv) += g.v;
            } else {
                grads.k.middleCols(group * dk, dk) = g.k;
                grads.v.middleCols(group * dv, dv) = g.v;
                started[static_cast<std::size_t>(group)] = true;
            }
        }
        // Keys and values come from the context in cross-attention, from x otherwise.
        const Matrix<Scalar> &keysFrom = trace.cross ? trace.context : trace.x;
        grads.wq.noalias() = trace.x.transpose() * grads.q;
        grads.wk.noalias() = keysFrom.transpose() * grads.k;
        grads.wv.noalias() = keysFrom.transpose() * grads.v;
        grads.x.noalias() = grads.q * weights.wq.transpose();
        Matrix<Scalar> &keyPath = trace.cross ? grads.context : grads.x;
        if (trace.cross)
            keyPath.noalias() = grads.k * weights.wk.transpose();
        else
            keyPath.noalias() += grads.k * weights.wk.transpose();
        keyPath.noalias() += grads.v * weights.wv.transpose();
    }
    return grads;
}

template class MultiHeadAttention<float>;
template class MultiHeadAttention<double>;

} // namespace atlas
