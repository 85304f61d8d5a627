// Runs of text without a place to break a line, in a body's document (MarkdownView). Qt's line
// breaker measures such a run to its end for every line it breaks off it, so a run longer than
// a line costs time quadratic in its length: a body of one 512 KiB word (a pasted base64 blob,
// a minified line), which the validator accepts, froze the view for two minutes. Runs longer
// than maxUnbrokenRun characters get a zero-width space every breakEvery characters, where the
// line breaker may then stop: nothing shows, the run wraps as WrapAtWordBoundaryOrAnywhere
// would wrap it, and the view takes them out again of what the reader copies. No line holds
// 200 characters. Private to the SDK.
#pragma once

#include <QChar>
#include <QString>

class QTextDocument;

namespace atlas {

class LongRunBreaker {
public:
    static constexpr QChar zeroWidthSpace{0x200B};

    // Whether `text` has more than maxUnbrokenRun characters between two spaces: the cheap
    // test that spares every ordinary body the line-break analysis of breakLongRuns().
    static bool hasLongRun(const QString &text);
    // Puts the zero-width spaces into the long runs of `doc`.
    static void breakLongRuns(QTextDocument *doc);

private:
    static constexpr qsizetype maxUnbrokenRun = 200;
    static constexpr qsizetype breakEvery = 16;
};

} // namespace atlas
