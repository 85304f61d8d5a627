#include "atlas/sinusoidalpositions.h"

#include "atlas/positionids.h"

#include <cmath>
#include <string>

namespace atlas {

template <typename Scalar>
Matrix<Scalar> SinusoidalPositions::table(Index length, Index width, double base)
{
    return rows<Scalar>(PositionIds::continuing(length), width, base);
}

template <typename Scalar>
Matrix<Scalar> SinusoidalPositions::rows(const std::vector<std::int64_t> &positions, Index width,
                                         double base)
{
    if (width < 1)
        throw ShapeError("width: expected at least 1 column, got " + std::to_string(width));
    if (!(base > 0) || !std::isfinite(base))
        throw ShapeError("base: expected a finite number > 0");
    Matrix<Scalar> table(static_cast<Index>(positions.size()), width);
    for (Index column = 0; column < width; column += 2) {
        const double omega = std::pow(base, -static_cast<double>(column) / static_cast<double>(width));
        for (Index p = 0; p < table.rows(); ++p) {
            const double angle = static_cast<double>(positions[static_cast<std::size_t>(p)]) * omega;
            table(p, column) = static_cast<Scalar>(std::sin(angle));
            if (column + 1 < width)
                table(p, column + 1) = static_cast<Scalar>(std::cos(angle));
        }
    }
    return table;
}

template Matrix<float> SinusoidalPositions::table<float>(Index, Index, double);
template Matrix<double> SinusoidalPositions::table<double>(Index, Index, double);
template Matrix<float> SinusoidalPositions::rows<float>(const std::vector<std::int64_t> &, Index, double);
template Matrix<double> SinusoidalPositions::rows<double>(const std::vector<std::int64_t> &, Index, double);

} // namespace atlas
