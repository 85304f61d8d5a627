#include "choiceorder.h"

#include <limits>

namespace atlas {

std::uint64_t ChoiceOrder::splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t ChoiceOrder::hash(const QString &text)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    const QByteArray bytes = text.toUtf8();
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ULL;
    }
    return h;
}

QList<int> ChoiceOrder::identity(int count)
{
    QList<int> order;
    order.reserve(std::max(0, count));
    for (int i = 0; i < count; ++i)
        order.append(i);
    return order;
}

QList<int> ChoiceOrder::permutation(std::uint64_t learnerSeed, const QString &questionId, int count)
{
    QList<int> order = identity(count);
    // Two rounds of the generator decorrelate seeds that differ in a few bits.
    std::uint64_t state = learnerSeed;
    state = splitMix64(state) ^ hash(questionId);
    for (qsizetype i = order.size() - 1; i > 0; --i) {
        const std::uint64_t n = static_cast<std::uint64_t>(i) + 1;
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
