// Where a Markdown body holds code — fenced blocks and code spans — in which neither
// formulas nor link targets are looked for. Read line by line:
//
//     MarkdownCode code;
//     for (each line)
//         if (code.fenceLine(line.trimmed()) || code.inFence())  … the line is code …
#pragma once

#include "text/textexport.h"

#include <QString>

namespace atlas {

class ATLAS_TEXT_EXPORT MarkdownCode {
public:
    // Takes the next line (trimmed): true when it opens or closes a fence (``` or ~~~), a
    // line that is code itself.
    bool fenceLine(const QString &trimmed);
    // Whether the lines read so far leave a fence open.
    bool inFence() const { return inFence_; }

    // `line` with each code span (a run of backticks up to the same run) blanked out,
    // every other character where it was.
    static QString withoutSpans(const QString &line);

private:
    bool inFence_ = false;
    QString fenceMarker_;
};

} // namespace atlas
