#include "atlas/attentionmask.h"

#include <limits>
#include <string>

namespace atlas {

BoolMatrix AttentionMask::build(Index length, bool causal, const DocumentIds &documentIds, Index window)
{
    if (length < 0)
        throw ShapeError("mask: negative length");
    if (window < 0)
        throw ShapeError("window: expected W ≥ 1 keys, got " + std::to_string(window));
    if (window > 0 && !causal)
        throw ShapeError("window: needs the causal mask (query i reads keys i − W + 1 … i)");
    if (!documentIds.empty() && static_cast<Index>(documentIds.size()) != length)
        throw ShapeError("mask: expected " + std::to_string(length) + " document ids, got "
                         + std::to_string(documentIds.size()));
    BoolMatrix allowed = BoolMatrix::Constant(length, length, true);
    if (causal)
        allowed.triangularView<Eigen::StrictlyUpper>().setConstant(false);
    // The window: keys more than W − 1 positions back, k ≤ q − W, are masked.
    if (window > 0)
        for (Index q = window; q < length; ++q)
            allowed.row(q).head(q - window + 1).setConstant(false);
    if (!documentIds.empty()) {
        using Ids = Eigen::Array<DocumentId, Eigen::Dynamic, 1>;
        const Eigen::Map<const Ids> ids(documentIds.data(), length);
        // (q, k) → id[q] = id[k]: the ids down the rows against the ids along the columns.
        allowed.array() = allowed.array()
            && (ids.replicate(1, length) == ids.transpose().replicate(length, 1));
    }
    return allowed;
}

BoolMatrix AttentionMask::build(Index queries, Index keys, bool causal)
{
    if (queries < 0 || keys < 0)
        throw ShapeError("mask: negative length");
    if (causal && queries != keys)
        throw ShapeError("causal: keys from another sequence of " + std::to_string(keys) + " positions have no order "
                         "relative to the " + std::to_string(queries) + " queries (causal needs equal lengths)");
    BoolMatrix allowed = BoolMatrix::Constant(queries, keys, true);
    if (causal)
        allowed.triangularView<Eigen::StrictlyUpper>().setConstant(false);
    return allowed;
}

void AttentionMask::removePadding(BoolMatrix &allowed, const KeyPadding &keyPadding)
{
    if (keyPadding.empty())
        return;
    if (static_cast<Index>(keyPadding.size()) != allowed.cols())
        throw ShapeError("keyPadding: expected " + std::to_string(allowed.cols()) + " flags (one per key), got "
                         + std::to_string(keyPadding.size()));
    for (Index k = 0; k < allowed.cols(); ++k)
        if (keyPadding[static_cast<std::size_t>(k)])
            allowed.col(k).setConstant(false);
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
