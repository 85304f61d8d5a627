// The grades Moodle's question bank allows an answer: 100%, 90%, 83.33333%, 80%, 75%, 70%,
// 66.66667%, 60%, 50%, 40%, 33.33333%, 30%, 25%, 20%, 16.66667%, 14.28571%, 12.5%, 11.11111%,
// 10%, 5%, 0, and the same below zero. Moodle's importer refuses a whole file in which any
// answer's grade is not within 0.00001 of one of them (its default, "error if a grade is not
// listed"), and stores the listed value; both readers do the same.
#pragma once

#include "interchange/interchangeexport.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace atlas {

class ATLAS_INTERCHANGE_EXPORT MoodleGrades {
    Q_DECLARE_TR_FUNCTIONS(MoodleGrades)

public:
    // The listed fraction (−1 … 1) within 0.00001 of `fraction`, or none.
    static std::optional<double> match(double fraction);
    // Why `percent` (as written, e.g. "33") is refused, in one line.
    static QString refusal(const QString &percent);
};

} // namespace atlas
