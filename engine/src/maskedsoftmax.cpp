#include "atlas/maskedsoftmax.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace atlas {

template <typename Scalar>
SoftmaxResult<Scalar> MaskedSoftmax<Scalar>::forward(MatrixRef<Scalar> scores,
                                                     const BoolMatrix &allowed,
                                                     std::span<const Index> keyOrder)
{
    requireShape("softmax: allowed", allowed.rows(), allowed.cols(), scores.rows(),
                 scores.cols());
    std::vector<Index> naturalOrder;
    if (keyOrder.empty()) {
        naturalOrder.resize(static_cast<std::size_t>(scores.cols()));
        std::iota(naturalOrder.begin(), naturalOrder.end(), Index(0));
        keyOrder = naturalOrder;
    } else if (static_cast<Index>(keyOrder.size()) != scores.cols()
               || std::any_of(keyOrder.begin(), keyOrder.end(),
                              [&](Index j) { return j < 0 || j >= scores.cols(); })) {
        throw ShapeError("softmax: the key order is not a permutation of the columns");
    }
    constexpr Scalar infinity = std::numeric_limits<Scalar>::infinity();
    SoftmaxResult<Scalar> result;
    result.probabilities = Matrix<Scalar>::Zero(scores.rows(), scores.cols());
    for (Index i = 0; i < scores.rows(); ++i) {
        Scalar maximum = -infinity;
        bool any = false;
        bool hasNaN = false;
        for (Index j = 0; j < scores.cols(); ++j) {
            if (!allowed(i, j))
                continue;
            any = true;
            const Scalar s = scores(i, j);
            if (std::isnan(s))
                hasNaN = true;
            else if (s > maximum)
                maximum = s;
        }
        if (!any) {
            result.emptyRows.push_back(i);
            continue;
        }
        if (hasNaN || maximum == -infinity) {
            result.invalidRows.push_back(i);
            continue;
        }
        auto row = result.probabilities.row(i);
        if (maximum == infinity) {
            // Limit of the softmax as the largest scores grow without bound.
            Scalar count = 0;
            for (Index j = 0; j < scores.cols(); ++j)
                if (allowed(i, j) && scores(i, j) == infinity) {
                    row(j) = 1;
                    count += 1;
                }
            row /= count;
            continue;
        }
        Scalar sum = 0;
        for (const Index j : keyOrder) {
            if (!allowed(i, j))
                continue;
            const Scalar e = std::exp(scores(i, j) - maximum);
            row(j) = e;
            sum += e;
        }
        row /= sum; // sum ≥ 1
    }
    return result;
}

template <typename Scalar>
Matrix<Scalar> MaskedSoftmax<Scalar>::backward(MatrixRef<Scalar> probabilities,
                                               MatrixRef<Scalar> gradProbabilities)
{
    requireShape("softmax backward: dP", gradProbabilities.rows(), gradProbabilities.cols(),
                 probabilities.rows(), probabilities.cols());
    const Matrix<Scalar> weighted = probabilities.cwiseProduct(gradProbabilities);
    const Vector<Scalar> rowSums = weighted.rowwise().sum();
    Matrix<Scalar> grad = weighted;
    grad.noalias() -= probabilities.cwiseProduct(rowSums.replicate(1, probabilities.cols()));
    return grad;
}

template class MaskedSoftmax<float>;
template class MaskedSoftmax<double>;

} // namespace atlas
