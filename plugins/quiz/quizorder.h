// The quiz's seeded shuffle, the same on every platform and standard library.
//
// std::shuffle and the standard distributions are implementation-defined, so the same seed
// could give two learners different orders. Here: a SplitMix64 generator (Steele, Lea and
// Flood 2014; its output is fixed by its few lines) drives a Fisher–Yates shuffle, and a
// bounded draw in [0, n) rejects the top of the range that would bias it (no modulo bias).
// Seeds of several parts (the params' seed, the attempt, the retry round) are mixed into one.
#pragma once

#include <QStringList>

#include <cstdint>
#include <initializer_list>

namespace atlas {

class QuizOrder {
public:
    static QStringList shuffled(const QStringList &ids, std::uint64_t seed);
    // One seed from several (order matters).
    static std::uint64_t mix(std::initializer_list<std::uint64_t> parts);
    // The generator's next output (exposed for the tests that pin it down).
    static std::uint64_t splitMix64(std::uint64_t &state);
};

} // namespace atlas
