#include "atlas/attentionmask.h"

#include <limits>

namespace atlas {

BoolMatrix AttentionMask::build(Index length, bool causal,
                                const std::vector<std::int64_t> &instanceIds)
{
    if (length < 0)
        throw ShapeError("mask: negative length");
    if (!instanceIds.empty() && static_cast<Index>(instanceIds.size()) != length)
        throw ShapeError("mask: expected " + std::to_string(length) + " instance ids, got "
                         + std::to_string(instanceIds.size()));
    BoolMatrix allowed(length, length);
    for (Index q = 0; q < length; ++q) {
        for (Index k = 0; k < length; ++k) {
            const bool order = !causal || k <= q;
            const bool sameInstance = instanceIds.empty()
                || instanceIds[static_cast<std::size_t>(k)]
                    == instanceIds[static_cast<std::size_t>(q)];
            allowed(q, k) = order && sameInstance;
        }
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
