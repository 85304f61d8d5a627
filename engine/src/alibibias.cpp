#include "atlas/alibibias.h"

#include <cmath>
#include <string>

namespace atlas {

double AlibiBias::slope(Index head, Index heads)
{
    if (heads < 1 || head < 1 || head > heads)
        throw ShapeError("alibi: head " + std::to_string(head) + " outside 1…" + std::to_string(heads));
    return std::exp2(-8.0 * static_cast<double>(head) / static_cast<double>(heads));
}

std::vector<double> AlibiBias::slopes(Index heads)
{
    std::vector<double> all;
    for (Index h = 1; h <= heads; ++h)
        all.push_back(slope(h, heads));
    return all;
}

template <typename Scalar>
Matrix<Scalar> AlibiBias::bias(Index length, double slope)
{
    if (length < 0)
        throw ShapeError("alibi: negative length");
    Matrix<Scalar> b(length, length);
    for (Index i = 0; i < length; ++i)
        for (Index j = 0; j < length; ++j)
            b(i, j) = static_cast<Scalar>(-slope * static_cast<double>(i >= j ? i - j : j - i));
    return b;
}

template Matrix<float> AlibiBias::bias<float>(Index, double);
template Matrix<double> AlibiBias::bias<double>(Index, double);

} // namespace atlas
