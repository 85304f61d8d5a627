#include "quizorder.h"

#include <limits>

namespace atlas {

std::uint64_t QuizOrder::splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t QuizOrder::mix(std::initializer_list<std::uint64_t> parts)
{
    std::uint64_t state = 0;
    std::uint64_t out = 0;
    for (std::uint64_t part : parts) {
        state ^= part;
        out = splitMix64(state);
        state = out;
    }
    return out;
}

QStringList QuizOrder::shuffled(const QStringList &ids, std::uint64_t seed)
{
    QStringList order = ids;
    std::uint64_t state = seed;
    // Fisher–Yates: position i takes a uniformly chosen element of [0, i].
    for (qsizetype i = order.size() - 1; i > 0; --i) {
        const std::uint64_t n = static_cast<std::uint64_t>(i) + 1;
        // The largest multiple of n that fits: draws at or above it would favour small results.
        const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % n;
        std::uint64_t draw;
        do
            draw = splitMix64(state);
        while (draw >= limit);
        order.swapItemsAt(i, static_cast<qsizetype>(draw % n));
    }
    return order;
}

} // namespace atlas
