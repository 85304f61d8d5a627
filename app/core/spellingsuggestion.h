// "Did you mean …?" for a misspelt name (a field, a chapter kind): the known name nearest to
// the one written, when it is at most two edits away.
//
// The distance is Damerau–Levenshtein in its restricted form (optimal string alignment):
// one edit inserts, deletes or substitutes a character, or swaps two adjacent ones, so
// "titel" is one edit from "title" and "mechansim" one from "mechanism". Two is the limit
// because at three edits short names are all near each other and the hint would mislead.
#pragma once

#include "core/coreexport.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace atlas {

class ATLAS_CORE_EXPORT SpellingSuggestion {
    Q_DECLARE_TR_FUNCTIONS(SpellingSuggestion)

public:
    static constexpr int maxDistance = 2;

    // The number of edits between `a` and `b` (see above), or maxDistance + 1 when it is more.
    static int distance(QStringView a, QStringView b);
    // The candidate nearest to `written` within maxDistance, the first of equals; empty when
    // none is near enough or `written` is itself a candidate.
    static QString nearest(const QString &written, const QStringList &candidates);
    // "; did you mean 'title'?" for the nearest candidate, or an empty string: appended to a
    // message that already says what is wrong.
    static QString hint(const QString &written, const QStringList &candidates);
};

} // namespace atlas
