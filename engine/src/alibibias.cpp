#include "atlas/alibibias.h"

#include <cmath>
#include <string>

namespace atlas {

double AlibiBias::slope(Index head, Index heads)
{
    if (heads < 1 || head < 1 || head > heads)
        throw ShapeError("alibi: head " + std::to_string(head) + " outside 1…" + std::to_string(heads));
    // n, the largest power of two ≤ H: H itself when H is a power of two.
    Index powerOfTwo = 1;
    while (powerOfTwo * 2 <= heads)
        powerOfTwo *= 2;
    const double n = static_cast<double>(powerOfTwo);
    if (head <= powerOfTwo)
        return std::exp2(-8.0 * static_cast<double>(head) / n);
    // The remaining heads take the odd-numbered slopes of the 2n-head sequence: 1, 3, 5, …
    const double odd = static_cast<double>(2 * (head - powerOfTwo) - 1);
    return std::exp2(-8.0 * odd / (2.0 * n));
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
