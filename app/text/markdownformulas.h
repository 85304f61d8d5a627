// The formulas in a Markdown body, $…$ (inline) and $$…$$ (display), with their places, so
// the validator can check each one and the reading view can typeset it.
//
// The rules are Pandoc's (tex_math_dollars), which authors know from GitHub and Jupyter:
// - "\$" is a literal dollar sign;
// - "$$" opens a display formula that ends at the next "$$";
// - a single "$" opens an inline formula only if the next character is not a space, and the
//   formula ends at the next "$" that does not follow a space and is not followed by a
//   digit — so "it costs $5, or $10 for two" holds no formula;
// - no formula crosses a blank line; code spans and fenced code blocks are skipped (like
//   MarkdownReferences does).
#pragma once

#include "text/textexport.h"

#include <QList>
#include <QString>

namespace atlas {

struct ATLAS_TEXT_EXPORT MarkdownFormula {
    QString tex;             // between the delimiters, as written
    bool display = false;    // $$…$$
    qsizetype start = 0;     // index of the opening delimiter in the body
    qsizetype length = 0;    // from the opening delimiter to the end of the closing one
    qsizetype texStart = 0;  // index of tex's first character in the body
    int line = 0;            // 1-based, of tex's first character
    int column = 0;          // 1-based, in UTF-16 units, of tex's first character

    struct Position {
        int line = 0;
        int column = 0;
    };
    // Where the character `offset` of tex (e.g. a parse error's) lies in the body.
    Position position(int offset) const;
};

class ATLAS_TEXT_EXPORT MarkdownFormulas {
public:
    struct Scan {
        QList<MarkdownFormula> formulas;
        QList<MarkdownFormula::Position> unclosedDisplays; // "$$" without a closing "$$"
    };
    static Scan scan(const QString &markdown);
};

} // namespace atlas
