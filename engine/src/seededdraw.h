// Internal to the engine: bounded integers from a seeded std::mt19937_64 by rejection, so that a
// seed gives the same draws on every platform (the standard fixes the generator's output, not
// the algorithms of its distributions).
#pragma once

#include <cstdint>
#include <limits>
#include <random>

namespace atlas::detail {

// A uniform integer in [0, n), n ≥ 1.
inline std::uint64_t uniformBelow(std::mt19937_64 &engine, std::uint64_t n)
{
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % n;
    for (;;) {
        const std::uint64_t draw = engine();
        if (draw < limit)
            return draw % n;
    }
}

} // namespace atlas::detail
