#include "atlas/prefixinvariance.h"

#include "atlas/attentionmask.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace atlas {

namespace {

// The effective loss mask of an input, as the decoder computes it.
std::vector<bool> counted(const DecoderInput &input)
{
    std::vector<bool> result(input.tokens.size(), false);
    for (std::size_t i = 0; i < result.size(); ++i)
        result[i] = i < input.labels.size() && input.labels[i].has_value()
            && (input.lossMask.empty() || input.lossMask[i]);
    return result;
}

} // namespace

template <typename Scalar>
PrefixInvarianceReport PrefixInvariance<Scalar>::compare(const TinyDecoder<Scalar> &decoder,
                                                         const DecoderInput &before,
                                                         const DecoderInput &after,
                                                         Index position)
{
    decoder.validate(before);
    decoder.validate(after);
    const std::size_t length = before.tokens.size();
    if (after.tokens.size() != length)
        throw ShapeError("after: expected " + std::to_string(length) + " tokens");
    if (after.documentIds != before.documentIds || after.causal != before.causal)
        throw ShapeError("after: expected the same document ids and mask as before");
    if (position < 0 || position >= static_cast<Index>(length))
        throw ShapeError("position: expected a position in [0, " + std::to_string(length) + ")");

    PrefixInvarianceReport report;
    report.editedPosition = position;
    const BoolMatrix allowed
        = AttentionMask::build(static_cast<Index>(length), before.causal, before.documentIds);
    const std::vector<bool> countedBefore = counted(before);
    const std::vector<bool> countedAfter = counted(after);
    report.independent.resize(length);
    report.gradientSupport.resize(length);
    for (std::size_t i = 0; i < length; ++i) {
        report.independent[i] = !allowed(static_cast<Index>(i), position);
        report.gradientSupport[i] = report.independent[i] && countedBefore[i] && countedAfter[i]
            && before.labels[i] == after.labels[i];
    }

    const DecoderTrace<Scalar> traceBefore = decoder.forward(before);
    const DecoderTrace<Scalar> traceAfter = decoder.forward(after);
    report.lossBefore = static_cast<double>(traceBefore.loss);
    report.lossAfter = static_cast<double>(traceAfter.loss);
    report.logitChange.resize(length);
    for (std::size_t i = 0; i < length; ++i) {
        const Index row = static_cast<Index>(i);
        const double change = static_cast<double>(
            (traceAfter.logits.row(row) - traceBefore.logits.row(row)).cwiseAbs().maxCoeff());
        report.logitChange[i] = change;
        double &maximum = report.independent[i] ? report.maxIndependentLogitChange
                                                : report.maxDependentLogitChange;
        maximum = std::max(maximum, change);
        if (report.independent[i])
            for (Index c = 0; c < traceBefore.logits.cols(); ++c) {
                const Scalar a = traceBefore.logits(row, c), b = traceAfter.logits(row, c);
                if (std::memcmp(&a, &b, sizeof(Scalar)) != 0)
                    report.independentLogitsBitIdentical = false;
            }
    }
    if (position >= 1) {
        const std::size_t previous = static_cast<std::size_t>(position - 1);
        if (countedBefore[previous])
            report.previousLossBefore = static_cast<double>(traceBefore.positionLoss[previous]);
        if (countedAfter[previous])
            report.previousLossAfter = static_cast<double>(traceAfter.positionLoss[previous]);
    }

    // ∂L_I/∂θ for both inputs: the same loss mask, so the same normalisation N = |I_grad|.
    DecoderInput restrictedBefore = before;
    DecoderInput restrictedAfter = after;
    restrictedBefore.lossMask = report.gradientSupport;
    restrictedAfter.lossMask = report.gradientSupport;
    const DecoderTrace<Scalar> supportBefore = decoder.forward(restrictedBefore);
    const DecoderTrace<Scalar> supportAfter = decoder.forward(restrictedAfter);
    const DecoderGradients<Scalar> gradBefore = decoder.backward(restrictedBefore, supportBefore);
    const DecoderGradients<Scalar> gradAfter = decoder.backward(restrictedAfter, supportAfter);
    const std::vector<const Matrix<Scalar> *> listBefore = gradBefore.parameters.list();
    const std::vector<const Matrix<Scalar> *> listAfter = gradAfter.parameters.list();
    const std::vector<std::string> ids = decoder.parameters().ids();
    for (std::size_t p = 0; p < listBefore.size(); ++p) {
        const double change
            = static_cast<double>((*listAfter[p] - *listBefore[p]).cwiseAbs().maxCoeff());
        // NaN compares false: count it as a change rather than hide it.
        if (change > report.maxGradientChange || std::isnan(change)) {
            report.maxGradientChange = change;
            report.maxGradientNode = ids[p];
        }
    }
    return report;
}

template class PrefixInvariance<float>;
template class PrefixInvariance<double>;

} // namespace atlas
