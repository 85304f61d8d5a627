#include "atlas/multiheadattention.h"

#include "atlas/attentionmask.h"
#include "atlas/maskedsoftmax.h"

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

void requireTemperature(double temperature)
{
    if (!(temperature > 0) || !std::isfinite(temperature))
        throw ShapeError("temperature: expected a finite number > 0");
}

// Scores, probabilities and outputs of every head whose q, k, v are already set; then the
// concatenation and the optional output projection.
template <typename Scalar>
void attend(AttentionTrace<Scalar> &trace, const std::optional<Matrix<Scalar>> &wo,
            const AttentionOptions &options, const AttentionHook<Scalar> &hook)
{
    Index concatenatedWidth = 0;
    for (Index h = 0; h < static_cast<Index>(trace.heads.size()); ++h) {
        HeadTrace<Scalar> &head = trace.heads[static_cast<std::size_t>(h)];
        const double dk = static_cast<double>(head.q.cols());
        head.scale = static_cast<Scalar>(1.0 / (options.temperature * std::sqrt(dk > 0 ? dk : 1.0)));
        head.rawScores.noalias() = head.q * head.k.transpose();
        head.scores = head.rawScores * head.scale;
        callHook(hook, AttentionNode::Scores, h, head.scores);
        SoftmaxResult<Scalar> softmax = MaskedSoftmax<Scalar>::forward(head.scores, trace.allowed);
        head.probabilities = std::move(softmax.probabilities);
        head.emptyRows = std::move(softmax.emptyRows);
        head.invalidRows = std::move(softmax.invalidRows);
        callHook(hook, AttentionNode::Probabilities, h, head.probabilities);
        head.output.noalias() = head.probabilities * head.v;
        callHook(hook, AttentionNode::HeadOutput, h, head.output);
        concatenatedWidth += head.v.cols();
    }
    const Index length = trace.allowed.rows();
    trace.concatenated.resize(length, concatenatedWidth);
    Index column = 0;
    for (const HeadTrace<Scalar> &head : trace.heads) {
        trace.concatenated.middleCols(column, head.output.cols()) = head.output;
        column += head.output.cols();
    }
    callHook(hook, AttentionNode::Concatenated, -1, trace.concatenated);
    if (wo) {
        requireShape("wo", wo->rows(), wo->cols(), concatenatedWidth, wo->cols());
        trace.output.noalias() = trace.concatenated * *wo;
    } else {
        trace.output = trace.concatenated;
    }
    callHook(hook, AttentionNode::Output, -1, trace.output);
}

} // namespace

template <typename Scalar>
AttentionTrace<Scalar> MultiHeadAttention<Scalar>::forward(MatrixRef<Scalar> x,
                                                           const AttentionWeights<Scalar> &weights,
                                                           Index heads,
                                                           const AttentionOptions &options,
                                                           const AttentionHook<Scalar> &hook)
{
    requireTemperature(options.temperature);
    if (heads < 1)
        throw ShapeError("heads: expected at least 1");
    const Index modelWidth = x.cols();
    if (weights.wq.cols() % heads != 0 || weights.wq.cols() == 0)
        throw ShapeError("wq: column count " + std::to_string(weights.wq.cols())
                         + " is not a positive multiple of heads = " + std::to_string(heads));
    if (weights.wv.cols() % heads != 0 || weights.wv.cols() == 0)
        throw ShapeError("wv: column count " + std::to_string(weights.wv.cols())
                         + " is not a positive multiple of heads = " + std::to_string(heads));
    const Index dk = weights.wq.cols() / heads;
    const Index dv = weights.wv.cols() / heads;
    requireShape("wq", weights.wq.rows(), weights.wq.cols(), modelWidth, heads * dk);
    requireShape("wk", weights.wk.rows(), weights.wk.cols(), modelWidth, heads * dk);
    requireShape("wv", weights.wv.rows(), weights.wv.cols(), modelWidth, heads * dv);

    AttentionTrace<Scalar> trace;
    trace.projected = true;
    trace.allowed = AttentionMask::build(x.rows(), options.causal, options.documentIds);
    trace.x = x;
    trace.q.noalias() = x * weights.wq;
    callHook(hook, AttentionNode::Q, -1, trace.q);
    trace.k.noalias() = x * weights.wk;
    callHook(hook, AttentionNode::K, -1, trace.k);
    trace.v.noalias() = x * weights.wv;
    callHook(hook, AttentionNode::V, -1, trace.v);
    trace.heads.resize(static_cast<std::size_t>(heads));
    for (Index h = 0; h < heads; ++h) {
        HeadTrace<Scalar> &head = trace.heads[static_cast<std::size_t>(h)];
        head.q = trace.q.middleCols(h * dk, dk);
        head.k = trace.k.middleCols(h * dk, dk);
        head.v = trace.v.middleCols(h * dv, dv);
    }
    attend(trace, weights.wo, options, hook);
    return trace;
}

template <typename Scalar>
AttentionTrace<Scalar> MultiHeadAttention<Scalar>::forward(
    const std::vector<HeadInput<Scalar>> &heads, const std::optional<Matrix<Scalar>> &wo,
    const AttentionOptions &options, const AttentionHook<Scalar> &hook)
{
    requireTemperature(options.temperature);
    if (heads.empty())
        throw ShapeError("inputs: expected at least one head");
    const Index length = heads.front().q.rows();
    AttentionTrace<Scalar> trace;
    trace.allowed = AttentionMask::build(length, options.causal, options.documentIds);
    trace.heads.resize(heads.size());
    for (std::size_t h = 0; h < heads.size(); ++h) {
        const HeadInput<Scalar> &input = heads[h];
        const std::string name = "inputs[" + std::to_string(h) + "]";
        requireShape((name + ".q").c_str(), input.q.rows(), input.q.cols(), length, input.q.cols());
        requireShape((name + ".k").c_str(), input.k.rows(), input.k.cols(), length, input.q.cols());
        requireShape((name + ".v").c_str(), input.v.rows(), input.v.cols(), length, input.v.cols());
        trace.heads[h].q = input.q;
        trace.heads[h].k = input.k;
        trace.heads[h].v = input.v;
        callHook(hook, AttentionNode::Q, static_cast<Index>(h), trace.heads[h].q);
        callHook(hook, AttentionNode::K, static_cast<Index>(h), trace.heads[h].k);
        callHook(hook, AttentionNode::V, static_cast<Index>(h), trace.heads[h].v);
    }
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
        g.v.noalias() = head.probabilities.transpose() * g.output;
        // A masked key's probability is the constant 0: nothing flows to it. Zeroed before the
        // softmax backward so that a huge (even infinite) ∂L/∂P at a masked entry cannot turn
        // into 0·∞ = NaN in the row sum.
        for (Index i = 0; i < g.probabilities.rows(); ++i)
            for (Index j = 0; j < g.probabilities.cols(); ++j)
                if (!trace.allowed(i, j))
                    g.probabilities(i, j) = 0;
        g.scores = MaskedSoftmax<Scalar>::backward(head.probabilities, g.probabilities);
        g.q.noalias() = g.scores * head.k;
        g.q *= head.scale;
        g.k.noalias() = g.scores.transpose() * head.q;
        g.k *= head.scale;
    }

    if (trace.projected) {
        const Index heads = static_cast<Index>(trace.heads.size());
        const Index dk = trace.q.cols() / heads;
        const Index dv = trace.v.cols() / heads;
        grads.q.resize(trace.q.rows(), trace.q.cols());
        grads.k.resize(trace.k.rows(), trace.k.cols());
        grads.v.resize(trace.v.rows(), trace.v.cols());
        for (Index h = 0; h < heads; ++h) {
            const HeadGradients<Scalar> &g = grads.heads[static_cast<std::size_t>(h)];
            grads.q.middleCols(h * dk, dk) = g.q;
            grads.k.middleCols(h * dk, dk) = g.k;
            grads.v.middleCols(h * dv, dv) = g.v;
        }
        grads.wq.noalias() = trace.x.transpose() * grads.q;
        grads.wk.noalias() = trace.x.transpose() * grads.k;
        grads.wv.noalias() = trace.x.transpose() * grads.v;
        grads.x.noalias() = grads.q * weights.wq.transpose();
        grads.x.noalias() += grads.k * weights.wk.transpose();
        grads.x.noalias() += grads.v * weights.wv.transpose();
    }
    return grads;
}

template class MultiHeadAttention<float>;
template class MultiHeadAttention<double>;

} // namespace atlas
