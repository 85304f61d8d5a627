#include "atlas/permutationequivariance.h"

#include <string>

namespace atlas {

namespace {

void requirePermutation(const std::vector<Index> &permutation, Index length)
{
    if (static_cast<Index>(permutation.size()) != length)
        throw ShapeError("permutation: expected " + std::to_string(length) + " entries, got "
                         + std::to_string(permutation.size()));
    std::vector<bool> seen(permutation.size(), false);
    for (const Index i : permutation) {
        if (i < 0 || i >= length || seen[static_cast<std::size_t>(i)])
            throw ShapeError("permutation: expected each of 0…" + std::to_string(length - 1)
                             + " exactly once");
        seen[static_cast<std::size_t>(i)] = true;
    }
}

} // namespace

template <typename Scalar>
Matrix<Scalar> PermutationEquivariance<Scalar>::permuteRows(MatrixRef<Scalar> m,
                                                            const std::vector<Index> &permutation)
{
    requirePermutation(permutation, m.rows());
    Matrix<Scalar> out(m.rows(), m.cols());
    for (Index i = 0; i < m.rows(); ++i)
        out.row(i) = m.row(permutation[static_cast<std::size_t>(i)]);
    return out;
}

template <typename Scalar>
EquivarianceReport PermutationEquivariance<Scalar>::compare(
    MatrixRef<Scalar> x, const AttentionWeights<Scalar> &weights, Index heads,
    const AttentionOptions &options, const std::vector<Index> &permutation,
    const Matrix<Scalar> &positions)
{
    requirePermutation(permutation, x.rows());
    if (positions.size() > 0)
        requireShape("positions", positions.rows(), positions.cols(), x.rows(), x.cols());
    auto withPositions = [&](Matrix<Scalar> tokens) {
        if (positions.size() > 0)
            tokens += positions;
        return tokens;
    };
    AttentionOptions permutedOptions = options;
    if (!options.documentIds.empty())
        for (std::size_t i = 0; i < permutation.size(); ++i)
            permutedOptions.documentIds[i] = options.documentIds[static_cast<std::size_t>(permutation[i])];

    const Matrix<Scalar> original = MultiHeadAttention<Scalar>::forward(
        withPositions(Matrix<Scalar>(x)), weights, heads, options).output;
    const Matrix<Scalar> permuted = MultiHeadAttention<Scalar>::forward(
        withPositions(permuteRows(x, permutation)), weights, heads, permutedOptions).output;

    EquivarianceReport report;
    report.permutation = permutation;
    report.output = original.template cast<double>();
    report.permutedOutput = permuted.template cast<double>();
    report.difference
        = (permuted - permuteRows(original, permutation)).template cast<double>();
    report.maxDifference = report.difference.size() > 0 ? report.difference.cwiseAbs().maxCoeff() : 0.0;
    report.exact = (report.difference.array() == 0.0).all();
    return report;
}

template class PermutationEquivariance<float>;
template class PermutationEquivariance<double>;

} // namespace atlas
