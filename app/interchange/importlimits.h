// The limits a Moodle question file (GIFT or Moodle XML) must respect, and why each is where
// it is.
//
// Question files come from strangers: a colleague's bank, a download. Each limit is far above
// what Moodle's exports of real banks hold, and low enough that reading the largest file that
// passes them stays linear in its size and well under 512 MiB (benchmarks/bench_questionimport
// measures the worst files). A file beyond one is refused with one line naming the limit, as
// Moodle refuses a malformed file: nothing half-imported.
#pragma once

#include <QtGlobal>

namespace atlas {

struct ImportLimits {
    // A file is read whole; Moodle's exports of large banks are a few MiB.
    static constexpr qint64 maxFileBytes = qint64(16) << 20;
    // Questions in one file, category entries and malformed questions included. A pack holds 512 questions; a whole
    // course's bank exported from Moodle holds a few thousand.
    static constexpr int maxQuestions = 10000;
    // Answers of one question (Moodle's editor adds them three at a time; a pack's choice
    // question has at most 12), and of the whole file.
    static constexpr int maxAnswersPerQuestion = 1000;
    static constexpr int maxAnswers = 100000;
    // Moodle XML: elements inside one <question> (an answer has three to five).
    static constexpr int maxElementsPerQuestion = 20000;
    // Moodle XML: attributes of one element. Moodle writes at most three; Qt's XML reader
    // compares each attribute with the element's earlier ones, so their number must be bounded
    // before it reads the element (100 000 attributes took Qt 6.4 alone 14 s).
    static constexpr int maxAttributesPerElement = 64;
    // Messages while reading: after this many errors reading stops (the file is refused
    // anyway); warnings beyond it are counted in one note.
    static constexpr int maxMessages = 1000;
};

} // namespace atlas
