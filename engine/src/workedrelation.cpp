#include "atlas/workedrelation.h"

#include "atlas/maskedsoftmax.h"

namespace atlas {

template <typename Scalar>
WorkedRelationResult<Scalar> WorkedRelation<Scalar>::compute(const Vector<Scalar> &scores,
                                                             const Vector<Scalar> &values,
                                                             const std::vector<bool> &allowed)
{
    const Index n = scores.size();
    if (values.size() != n)
        throw ShapeError("values: expected " + std::to_string(n) + " entries, got "
                         + std::to_string(values.size()));
    if (!allowed.empty() && static_cast<Index>(allowed.size()) != n)
        throw ShapeError("allowed: expected " + std::to_string(n) + " entries, got "
                         + std::to_string(allowed.size()));
    BoolMatrix mask(1, n);
    for (Index j = 0; j < n; ++j)
        mask(0, j) = allowed.empty() || allowed[static_cast<std::size_t>(j)];

    const Matrix<Scalar> row = scores.transpose();
    SoftmaxResult<Scalar> softmax = MaskedSoftmax<Scalar>::forward(row, mask);
    WorkedRelationResult<Scalar> result;
    result.probabilities = softmax.probabilities.row(0).transpose();
    result.empty = !softmax.emptyRows.empty() || !softmax.invalidRows.empty();
    result.output = result.probabilities.dot(values);
    result.gradValues = result.probabilities;
    result.gradScores = result.probabilities.cwiseProduct(
        (values.array() - result.output).matrix());
    return result;
}

template class WorkedRelation<float>;
template class WorkedRelation<double>;

} // namespace atlas
