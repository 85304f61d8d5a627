// Token labels as headers and chart axes show them. A chart's category axis cannot hold the
// same label twice, and a learner cannot tell two "the" apart either, so a repeated label
// gets its position: "the·4".
#pragma once

#include <QStringList>

namespace atlas {

class TokenLabels {
public:
    static QStringList unique(const QStringList &tokens);
    // "1", "2", … "n" with a prefix, e.g. x1 … x4 for the columns of X.
    static QStringList numbered(const QString &prefix, int count);
    // Columns of a per-head block matrix: "h1:1", "h1:2", "h2:1", …
    static QStringList perHead(int heads, int width);
    // n in subscript digits, for symbols like Q₁.
    static QString subscript(int n);
};

} // namespace atlas
