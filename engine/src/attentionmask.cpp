#include "atlas/attentionmask.h"

#include <limits>

namespace atlas {

BoolMatrix AttentionMask::build(Index length, bool causal, const DocumentIds &documentIds)
{
    if (length < 0)
        throw ShapeError("mask: negative length");
    if (!documentIds.empty() && static_cast<Index>(documentIds.size()) != length)
        throw ShapeError("mask: expected " + std::to_string(length) + " document ids, got "
                         + std::to_string(documentIds.size()));
    BoolMatrix allowed = BoolMatrix::Constant(length, length, true);
    if (causal)
        allowed.triangularView<Eigen::StrictlyUpper>().setConstant(false);
    if (!documentIds.empty()) {
        using Ids = Eigen::Array<DocumentId, Eigen::Dynamic, 1>;
        const Eigen::Map<const Ids> ids(documentIds.data(), length);
        // (q, k) → id[q] = id[k]: the ids down the rows against the ids along the columns.
        allowed.array() = allowed.array()
            && (ids.replicate(1, length) == ids.transpose().replicate(length, 1));
    }
    return allowed;
}

template <typename Scalar>
Matrix<Scalar> AttentionMask::additive(const BoolMatrix &allowed)
{
    const Scalar minusInfinity = -std::numeric_limits<Scalar>::infinity();
    return allowed.unaryExpr([=](bool a) { return a ? Scalar(0) : minusInfinity; });
}

Index AttentionMask::allowedCount(const BoolMatrix &allowed)
{
    return allowed.count();
}

template Matrix<float> AttentionMask::additive<float>(const BoolMatrix &);
template Matrix<double> AttentionMask::additive<double>(const BoolMatrix &);

} // namespace atlas
