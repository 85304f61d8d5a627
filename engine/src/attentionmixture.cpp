#include "atlas/attentionmixture.h"

namespace atlas {

Matrix<double> AttentionMixture::contributions(const RowVector<double> &weights,
                                               MatrixRef<double> values)
{
    if (weights.size() != values.rows())
        throw ShapeError("weights: expected " + std::to_string(values.rows())
                         + " entries (one per value vector), got " + std::to_string(weights.size()));
    Matrix<double> terms(values.rows(), values.cols());
    for (Index j = 0; j < values.rows(); ++j)
        terms.row(j) = weights(j) * values.row(j);
    return terms;
}

RowVector<double> AttentionMixture::sum(const Matrix<double> &contributions)
{
    RowVector<double> total = RowVector<double>::Zero(contributions.cols());
    for (Index j = 0; j < contributions.rows(); ++j)
        total += contributions.row(j);
    return total;
}

} // namespace atlas
