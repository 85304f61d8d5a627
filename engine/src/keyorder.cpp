#include "atlas/keyorder.h"

#include <algorithm>
#include <compare>
#include <numeric>
#include <string>

namespace atlas {

namespace {

template <typename Scalar>
std::strong_ordering compareRows(MatrixRef<Scalar> m, Index a, Index b)
{
    for (Index c = 0; c < m.cols(); ++c)
        if (const std::strong_ordering o = std::strong_order(m(a, c), m(b, c)); o != 0)
            return o;
    return std::strong_ordering::equal;
}

} // namespace

template <typename Scalar>
bool KeyOrder::before(MatrixRef<Scalar> keys, MatrixRef<Scalar> values, Index a, Index b)
{
    if (std::strong_ordering o = compareRows<Scalar>(keys, a, b); o != 0)
        return o < 0;
    if (std::strong_ordering o = compareRows<Scalar>(values, a, b); o != 0)
        return o < 0;
    return a < b;
}

template <typename Scalar>
std::vector<Index> KeyOrder::sorted(MatrixRef<Scalar> keys, MatrixRef<Scalar> values)
{
    requireShape("key order: values", values.rows(), values.cols(), keys.rows(), values.cols());
    std::vector<Index> order(static_cast<std::size_t>(keys.rows()));
    std::iota(order.begin(), order.end(), Index(0));
    std::sort(order.begin(), order.end(),
              [&](Index a, Index b) { return before<Scalar>(keys, values, a, b); });
    return order;
}

template <typename Scalar>
void KeyOrder::insert(std::vector<Index> &order, MatrixRef<Scalar> keys, MatrixRef<Scalar> values,
                      Index key)
{
    requireShape("key order: values", values.rows(), values.cols(), keys.rows(), values.cols());
    if (key < 0 || key >= keys.rows())
        throw ShapeError("key order: key " + std::to_string(key) + " outside 0…"
                         + std::to_string(keys.rows() - 1));
    const auto at = std::lower_bound(order.begin(), order.end(), key, [&](Index a, Index b) {
        return before<Scalar>(keys, values, a, b);
    });
    order.insert(at, key);
}

template std::vector<Index> KeyOrder::sorted<float>(MatrixRef<float>, MatrixRef<float>);
template std::vector<Index> KeyOrder::sorted<double>(MatrixRef<double>, MatrixRef<double>);
template void KeyOrder::insert<float>(std::vector<Index> &, MatrixRef<float>, MatrixRef<float>, Index);
template void KeyOrder::insert<double>(std::vector<Index> &, MatrixRef<double>, MatrixRef<double>, Index);
template bool KeyOrder::before<float>(MatrixRef<float>, MatrixRef<float>, Index, Index);
template bool KeyOrder::before<double>(MatrixRef<double>, MatrixRef<double>, Index, Index);

} // namespace atlas
