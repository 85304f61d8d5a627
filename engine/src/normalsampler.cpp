#include "atlas/normalsampler.h"

#include <cmath>
#include <numbers>

namespace atlas {

double NormalSampler::uniform()
{
    return static_cast<double>(engine_() >> 11) * 0x1.0p-53;
}

Matrix<double> NormalSampler::uniformMatrix(Index rows, Index cols, double scale)
{
    Matrix<double> m(rows, cols);
    for (Index i = 0; i < rows; ++i)
        for (Index j = 0; j < cols; ++j)
            m(i, j) = scale * (2.0 * uniform() - 1.0);
    return m;
}

double NormalSampler::next()
{
    if (hasSpare_) {
        hasSpare_ = false;
        return spare_;
    }
    const double u1 = 1.0 - uniform(); // (0, 1]: log stays finite
    const double u2 = uniform();
    const double radius = std::sqrt(-2.0 * std::log(u1));
    const double angle = 2.0 * std::numbers::pi * u2;
    spare_ = radius * std::sin(angle);
    hasSpare_ = true;
    return radius * std::cos(angle);
}

} // namespace atlas
