#include "longrunbreaker.h"

#include <QList>
#include <QTextBlock>
#include <QTextBoundaryFinder>
#include <QTextCursor>
#include <QTextDocument>

namespace atlas {

bool LongRunBreaker::hasLongRun(const QString &text)
{
    qsizetype run = 0;
    for (const QChar c : text) {
        run = c.isSpace() ? 0 : run + 1;
        if (run > maxUnbrokenRun)
            return true;
    }
    return false;
}

void LongRunBreaker::breakLongRuns(QTextDocument *doc)
{
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().nonBreakableLines() || block.length() <= maxUnbrokenRun)
            continue; // lines that never wrap are laid out in one pass
        const QString text = block.text();
        QTextBoundaryFinder lines(QTextBoundaryFinder::Line, text);
        QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, text);
        QList<qsizetype> breaks;
        qsizetype previous = 0;
        for (qsizetype next = lines.toNextBoundary(); next >= 0; next = lines.toNextBoundary()) {
            if (next - previous > maxUnbrokenRun) {
                for (qsizetype at = previous + breakEvery; at < next; at += breakEvery) {
                    graphemes.setPosition(at); // never inside a surrogate pair or before a combining mark
                    const qsizetype boundary = graphemes.isAtBoundary() ? at : graphemes.toNextBoundary();
                    if (boundary > 0 && boundary < next && (breaks.isEmpty() || boundary > breaks.last()))
                        breaks.append(boundary);
                }
            }
            previous = next;
        }
        // From the end, so that each insertion leaves the offsets before it valid.
        QTextCursor cursor(doc);
        for (auto at = breaks.crbegin(); at != breaks.crend(); ++at) {
            cursor.setPosition(block.position() + int(*at));
            cursor.insertText(QString(zeroWidthSpace));
        }
    }
}

} // namespace atlas
