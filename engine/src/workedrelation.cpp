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
    // An empty (or invalid) row has no mixture: o = 0 and zero derivatives.
    result.output = 0;
    result.gradValues = result.probabilities;
    result.gradScores = Vector<Scalar>::Zero(n);
    if (result.empty)
        return result;
    // Sums over the allowed set only: a masked key's probability is 0, but 0·v is NaN when v
    // is ±∞ or NaN, and a masked value must not reach the output at all.
    for (Index j = 0; j < n; ++j)
        if (mask(0, j))
            result.output += result.probabilities(j) * values(j);
    for (Index j = 0; j < n; ++j)
        if (mask(0, j))
            result.gradScores(j) = result.probabilities(j) * (values(j) - result.output);
    return result;
}

template class WorkedRelation<float>;
template class WorkedRelation<double>;

} // namespace atlas
