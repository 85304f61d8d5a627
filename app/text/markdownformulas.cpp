#include "markdownformulas.h"

#include "markdowncode.h"

#include <algorithm>

namespace atlas {

MarkdownFormula::Position MarkdownFormula::position(int offset) const
{
    const QStringView before = QStringView(tex).left(qBound(0, offset, int(tex.size())));
    const qsizetype newline = before.lastIndexOf(QLatin1Char('\n'));
    if (newline < 0)
        return {line, column + int(before.size())};
    return {line + int(before.count(QLatin1Char('\n'))), int(before.size() - newline)};
}

namespace {

// A copy of the body in which code (fenced blocks, code spans) is blanked out, keeping every
// index and line break where it was.
QString withoutCode(const QString &markdown)
{
    QString masked = markdown;
    qsizetype lineStart = 0;
    MarkdownCode code;
    while (lineStart <= masked.size()) {
        qsizetype lineEnd = masked.indexOf(QLatin1Char('\n'), lineStart);
        if (lineEnd < 0)
            lineEnd = masked.size();
        const QString line = masked.mid(lineStart, lineEnd - lineStart);
        if (code.fenceLine(line.trimmed()) || code.inFence()) {
            for (qsizetype i = lineStart; i < lineEnd; ++i)
                masked[i] = QLatin1Char(' ');
        } else {
            masked.replace(lineStart, line.size(), MarkdownCode::withoutSpans(line));
        }
        lineStart = lineEnd + 1;
    }
    return masked;
}

// True if the line break at `i` is followed by a line holding only white space.
bool blankLineAfter(const QString &text, qsizetype i)
{
    qsizetype k = i + 1;
    while (k < text.size() && (text.at(k) == QLatin1Char(' ') || text.at(k) == QLatin1Char('\t') || text.at(k) == QLatin1Char('\r')))
        ++k;
    return k < text.size() && text.at(k) == QLatin1Char('\n');
}

} // namespace

MarkdownFormulas::Scan MarkdownFormulas::scan(const QString &markdown)
{
    Scan result;
    const QString m = withoutCode(markdown);
    const qsizetype n = m.size();

    QList<qsizetype> lineStarts{0};
    for (qsizetype i = 0; i < n; ++i)
        if (m.at(i) == QLatin1Char('\n'))
            lineStarts.append(i + 1);
    auto positionOf = [&lineStarts](qsizetype index) {
        const auto it = std::upper_bound(lineStarts.begin(), lineStarts.end(), index) - 1;
        return MarkdownFormula::Position{int(it - lineStarts.begin()) + 1, int(index - *it) + 1};
    };
    auto dollar = [&m, n](qsizetype i) { return i < n && m.at(i) == QLatin1Char('$'); };

    qsizetype i = 0;
    while (i < n) {
        const QChar c = m.at(i);
        if (c == QLatin1Char('\\')) {
            i += 2; // an escaped character, "\$" included
            continue;
        }
        if (c != QLatin1Char('$')) {
            ++i;
            continue;
        }
        const bool display = dollar(i + 1);
        const qsizetype texStart = i + (display ? 2 : 1);
        if (!display && (texStart >= n || m.at(texStart).isSpace())) {
            ++i;
            continue;
        }
        qsizetype close = -1;
        for (qsizetype j = texStart; j < n; ++j) {
            const QChar d = m.at(j);
            if (d == QLatin1Char('\\')) {
                ++j;
                continue;
            }
            if (d == QLatin1Char('\n') && blankLineAfter(m, j))
                break;
            if (d != QLatin1Char('$'))
                continue;
            if (display) {
                if (dollar(j + 1))
                    close = j;
                else
                    continue;
            } else if (!m.at(j - 1).isSpace() && !(j + 1 < n && m.at(j + 1).isDigit())) {
                close = j;
            }
            break;
        }
        if (close < 0) {
            if (display)
                result.unclosedDisplays.append(positionOf(i));
            i += display ? 2 : 1;
            continue;
        }
        MarkdownFormula f;
        f.display = display;
        f.start = i;
        f.texStart = texStart;
        f.tex = markdown.mid(texStart, close - texStart);
        f.length = close + (display ? 2 : 1) - i;
        const MarkdownFormula::Position p = positionOf(texStart);
        f.line = p.line;
        f.column = p.column;
        result.formulas.append(f);
        i = f.start + f.length;
    }
    return result;
}

} // namespace atlas
