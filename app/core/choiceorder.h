// The order in which one learner sees the choices of a question.
//
// Each learner has a seed (drawn once per installation and pack, kept with their progress);
// each question's choices are shown in a permutation drawn from that seed and the question's
// id. So the order is stable for that learner across sessions — choices never move while
// someone works — and two learners do not share it. Everything that is stored, graded or
// exported speaks of the authored choice index; only the view maps it to a position.
//
// The permutation is a Fisher–Yates shuffle driven by SplitMix64 (Steele, Lea and Flood 2014),
// with a bounded draw that rejects the top of the range (no modulo bias), seeded from the
// learner seed mixed with a 64-bit FNV-1a hash of the question id's UTF-8 bytes. Nothing in it
// depends on the platform, the standard library or Qt's per-process hash seed.
#pragma once

#include "core/coreexport.h"

#include <QList>
#include <QString>

#include <cstdint>

namespace atlas {

class ATLAS_CORE_EXPORT ChoiceOrder {
public:
    // The authored indices 0 … count−1 in the order they are shown.
    static QList<int> permutation(std::uint64_t learnerSeed, const QString &questionId, int count);
    // 0 … count−1: the order as authored.
    static QList<int> identity(int count);

    // 64-bit FNV-1a of the UTF-8 bytes.
    static std::uint64_t hash(const QString &text);
    // The generator's next output.
    static std::uint64_t splitMix64(std::uint64_t &state);
};

} // namespace atlas
