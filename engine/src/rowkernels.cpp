#include "atlas/rowkernels.h"

#include <string>
#include <vector>

namespace atlas {

template <typename Scalar>
Matrix<Scalar> RowKernels::product(MatrixRef<Scalar> a, MatrixRef<Scalar> b)
{
    if (a.cols() != b.rows())
        throw ShapeError("product: " + shapeText(a.rows(), a.cols()) + " times "
                         + shapeText(b.rows(), b.cols()));
    const Index n = b.cols();
    Matrix<Scalar> c = Matrix<Scalar>::Zero(a.rows(), n);
    for (Index i = 0; i < a.rows(); ++i) {
        Scalar *out = c.row(i).data();
        for (Index k = 0; k < a.cols(); ++k) {
            const Scalar factor = a(i, k);
            const Scalar *in = b.row(k).data(); // MatrixRef rows are contiguous
            for (Index j = 0; j < n; ++j)
                out[j] += factor * in[j];
        }
    }
    return c;
}

template <typename Scalar>
Matrix<Scalar> RowKernels::mixture(MatrixRef<Scalar> probabilities, const BoolMatrix &allowed,
                                   MatrixRef<Scalar> values, std::span<const Index> order)
{
    requireShape("mixture: allowed", allowed.rows(), allowed.cols(), probabilities.rows(),
                 probabilities.cols());
    requireShape("mixture: values", values.rows(), values.cols(), probabilities.cols(),
                 values.cols());
    if (static_cast<Index>(order.size()) != probabilities.cols())
        throw ShapeError("mixture: expected a key order of " + std::to_string(probabilities.cols())
                         + " keys, got " + std::to_string(order.size()));
    std::vector<bool> seen(order.size(), false);
    for (const Index j : order) {
        if (j < 0 || j >= probabilities.cols() || seen[static_cast<std::size_t>(j)])
            throw ShapeError("mixture: the key order is not a permutation of 0…"
                             + std::to_string(probabilities.cols() - 1));
        seen[static_cast<std::size_t>(j)] = true;
    }
    const Index width = values.cols();
    Matrix<Scalar> out = Matrix<Scalar>::Zero(probabilities.rows(), width);
    for (Index i = 0; i < probabilities.rows(); ++i) {
        Scalar *o = out.row(i).data();
        for (const Index j : order) {
            if (!allowed(i, j))
                continue;
            const Scalar weight = probabilities(i, j);
            const Scalar *v = values.row(j).data();
            for (Index c = 0; c < width; ++c)
                o[c] += weight * v[c];
        }
    }
    return out;
}

template Matrix<float> RowKernels::product<float>(MatrixRef<float>, MatrixRef<float>);
template Matrix<double> RowKernels::product<double>(MatrixRef<double>, MatrixRef<double>);
template Matrix<float> RowKernels::mixture<float>(MatrixRef<float>, const BoolMatrix &, MatrixRef<float>, std::span<const Index>);
template Matrix<double> RowKernels::mixture<double>(MatrixRef<double>, const BoolMatrix &, MatrixRef<double>, std::span<const Index>);

} // namespace atlas
