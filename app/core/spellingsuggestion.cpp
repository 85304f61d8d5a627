#include "spellingsuggestion.h"

#include <algorithm>
#include <vector>

namespace atlas {

int SpellingSuggestion::distance(QStringView a, QStringView b)
{
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    // Lengths further apart than the limit cannot be within it; this also bounds the work on a
    // hostile 64 KiB key.
    if (std::abs(n - m) > maxDistance || n > 256 || m > 256)
        return maxDistance + 1;
    // Three rows of the dynamic programme: i − 2, i − 1 and i.
    std::vector<int> before(std::size_t(m + 1)), previous(std::size_t(m + 1)), current(std::size_t(m + 1));
    for (qsizetype j = 0; j <= m; ++j)
        previous[std::size_t(j)] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            int d = std::min({previous[std::size_t(j)] + 1, current[std::size_t(j - 1)] + 1,
                              previous[std::size_t(j - 1)] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d = std::min(d, before[std::size_t(j - 2)] + 1);
            current[std::size_t(j)] = d;
        }
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return std::min(previous[std::size_t(m)], maxDistance + 1);
}

QString SpellingSuggestion::nearest(const QString &written, const QStringList &candidates)
{
    if (candidates.contains(written))
        return QString();
    QString best;
    int bestDistance = maxDistance + 1;
    for (const QString &candidate : candidates) {
        const int d = distance(written, candidate);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}

QString SpellingSuggestion::hint(const QString &written, const QStringList &candidates)
{
    const QString best = nearest(written, candidates);
    //: Appended to a message about an unknown name: "unknown field …; did you mean 'title'?"
    return best.isEmpty() ? QString() : tr("; did you mean '%1'?").arg(best);
}

} // namespace atlas
