#include "atlas/orderedattention.h"

#include "atlas/maskedsoftmax.h"
#include "atlas/rowkernels.h"

namespace atlas {

template <typename Scalar>
OrderedAttentionResult<Scalar> OrderedAttention<Scalar>::forward(MatrixRef<Scalar> queries,
                                                                 MatrixRef<Scalar> keysTransposed,
                                                                 MatrixRef<Scalar> values,
                                                                 const BoolMatrix &allowed,
                                                                 std::span<const Index> order, Scalar scale,
                                                                 const Matrix<Scalar> *bias,
                                                                 const OrderedAttentionHook<Scalar> &hook)
{
    OrderedAttentionResult<Scalar> r;
    r.rawScores = RowKernels::product<Scalar>(queries, keysTransposed);
    r.scores = r.rawScores * scale;
    if (bias) {
        requireShape("bias", bias->rows(), bias->cols(), r.scores.rows(), r.scores.cols());
        r.scores += *bias;
    }
    if (hook)
        hook(OrderedAttentionStage::Scores, r.scores);
    SoftmaxResult<Scalar> softmax = MaskedSoftmax<Scalar>::forward(r.scores, allowed, order);
    r.probabilities = std::move(softmax.probabilities);
    r.emptyRows = std::move(softmax.emptyRows);
    r.invalidRows = std::move(softmax.invalidRows);
    if (hook)
        hook(OrderedAttentionStage::Probabilities, r.probabilities);
    r.output = RowKernels::mixture<Scalar>(r.probabilities, allowed, values, order);
    if (hook)
        hook(OrderedAttentionStage::Output, r.output);
    return r;
}

template class OrderedAttention<float>;
template class OrderedAttention<double>;

} // namespace atlas
