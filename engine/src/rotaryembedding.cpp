#include "atlas/rotaryembedding.h"

#include <cmath>
#include <string>

namespace atlas {

std::vector<double> RotaryEmbedding::frequencies(Index dk, double base)
{
    if (dk < 2 || dk % 2 != 0)
        throw ShapeError("rotary: dk = " + std::to_string(dk)
                         + " must be even and at least 2 (the rotation turns coordinate pairs)");
    if (!(base > 0) || !std::isfinite(base))
        throw ShapeError("rotary.base: expected a finite number > 0");
    std::vector<double> omega(static_cast<std::size_t>(dk / 2));
    for (Index i = 0; i < dk / 2; ++i)
        omega[static_cast<std::size_t>(i)] = std::pow(base, -2.0 * static_cast<double>(i) / static_cast<double>(dk));
    return omega;
}

void RotaryEmbedding::check(const RotaryOptions &options, Index dk, Index length)
{
    frequencies(dk, options.base);
    if (!(options.positionScale > 0) || !std::isfinite(options.positionScale))
        throw ShapeError("rotary.positionScale: expected a finite number > 0");
    if (!options.positions.empty() && static_cast<Index>(options.positions.size()) != length)
        throw ShapeError("rotary.positions: expected " + std::to_string(length)
                         + " positions (one per row), got " + std::to_string(options.positions.size()));
}

std::vector<std::int64_t> RotaryEmbedding::positionsFor(const RotaryOptions &options, Index length)
{
    if (!options.positions.empty())
        return options.positions;
    std::vector<std::int64_t> positions(static_cast<std::size_t>(length));
    for (Index t = 0; t < length; ++t)
        positions[static_cast<std::size_t>(t)] = t;
    return positions;
}

double RotaryEmbedding::angle(std::int64_t position, Index pair, Index dk, double base)
{
    const std::vector<double> omega = frequencies(dk, base);
    if (pair < 0 || pair >= dk / 2)
        throw ShapeError("rotary: pair " + std::to_string(pair) + " outside 0…" + std::to_string(dk / 2 - 1));
    return static_cast<double>(position) * omega[static_cast<std::size_t>(pair)];
}

template <typename Scalar>
Matrix<Scalar> RotaryEmbedding::rotate(MatrixRef<Scalar> m, const RotaryOptions &options, bool inverse)
{
    const Index dk = m.cols();
    check(options, dk, m.rows());
    const std::vector<double> omega = frequencies(dk, options.base);
    const std::vector<std::int64_t> positions = positionsFor(options, m.rows());
    const double sign = inverse ? -1.0 : 1.0;
    Matrix<Scalar> out(m.rows(), dk);
    for (Index t = 0; t < m.rows(); ++t) {
        const double p = options.positionScale * static_cast<double>(positions[static_cast<std::size_t>(t)]);
        for (Index i = 0; i < dk / 2; ++i) {
            const double theta = p * omega[static_cast<std::size_t>(i)];
            const Scalar c = static_cast<Scalar>(std::cos(theta));
            const Scalar s = static_cast<Scalar>(sign * std::sin(theta));
            const Scalar x = m(t, 2 * i), y = m(t, 2 * i + 1);
            out(t, 2 * i) = x * c - y * s;
            out(t, 2 * i + 1) = x * s + y * c;
        }
    }
    return out;
}

std::pair<double, double> RotaryEmbedding::rotatePair(double x, double y, double theta)
{
    const double c = std::cos(theta), s = std::sin(theta);
    return {x * c - y * s, x * s + y * c};
}

template Matrix<float> RotaryEmbedding::rotate<float>(MatrixRef<float>, const RotaryOptions &, bool);
template Matrix<double> RotaryEmbedding::rotate<double>(MatrixRef<double>, const RotaryOptions &, bool);

} // namespace atlas
