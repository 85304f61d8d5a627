#include "markdownreferences.h"

#include "markdowncode.h"

#include <QPair>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include <algorithm>

namespace atlas {

bool MarkdownReference::isExternal() const
{
    return target.startsWith(QLatin1String("http://"), Qt::CaseInsensitive)
        || target.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)
        || target.startsWith(QLatin1String("mailto:"), Qt::CaseInsensitive);
}

bool MarkdownReference::isAnchor() const
{
    return target.startsWith(QLatin1Char('#'));
}

namespace {

QString cleanTarget(QString target)
{
    target = target.trimmed();
    if (target.startsWith(QLatin1Char('<')) && target.endsWith(QLatin1Char('>')))
        target = target.mid(1, target.size() - 2);
    // Drop a trailing "title" or 'title'.
    static const QRegularExpression title(QStringLiteral("\\s+(\"[^\"]*\"|'[^']*')$"));
    target.remove(title);
    return QUrl::fromPercentEncoding(target.toUtf8());
}

// A reference label as Markdown matches it: case-insensitive, inner whitespace collapsed.
QString normalizedLabel(const QString &label)
{
    return label.simplified().toCaseFolded();
}

// Calls inlineReference(open, targetStart, targetLength, image) for each inline [text](target) and
// ![text](target) of a line, and imageLabel(label) for each reference-style image
// (![text][label], ![label][], ![label]), left to right. As in CommonMark, a text may hold
// balanced brackets ("![see [1]](x.png)") and a backslash escapes the next character.
// Written by hand rather than as a regular expression: PCRE gives up, silently, on a link
// text of some 50 000 characters, which let a network image pass the validator. Linear in
// the line's length.
template <typename Inline, typename Label>
void scanBrackets(const QString &line, Inline inlineReference, Label imageLabel)
{
    const qsizetype n = line.size();
    QList<qsizetype> openers; // unmatched '[' positions
    qsizetype imagesOnlyBelow = 0; // openers below this index are all image openers ("![")
    auto opensImage = [&line](qsizetype open) { return open > 0 && line.at(open - 1) == QLatin1Char('!'); };
    bool noCloseParenthesis = false; // once none is left, later searches would fail too
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('\\')) {
            ++i;
            continue;
        }
        if (c == QLatin1Char('[')) {
            openers.append(i);
            continue;
        }
        if (c != QLatin1Char(']') || openers.isEmpty())
            continue;
        const qsizetype open = openers.takeLast();
        imagesOnlyBelow = std::min(imagesOnlyBelow, openers.size());
        const bool image = opensImage(open);
        const QChar next = i + 1 < n ? line.at(i + 1) : QChar();
        if (next == QLatin1Char('(') && !noCloseParenthesis) {
            const qsizetype targetStart = i + 2;
            const qsizetype targetEnd = line.indexOf(QLatin1Char(')'), targetStart);
            if (targetEnd < 0) {
                noCloseParenthesis = true;
                continue;
            }
            inlineReference(open, targetStart, targetEnd - targetStart, image);
            // Links do not nest: a '[' before a link is text. An image may hold a link. Only
            // the openers pushed since the last link need looking at: linear overall.
            if (!image) {
                qsizetype kept = imagesOnlyBelow;
                for (qsizetype k = imagesOnlyBelow; k < openers.size(); ++k)
                    if (opensImage(openers.at(k)))
                        openers[kept++] = openers.at(k);
                openers.resize(kept);
                imagesOnlyBelow = kept;
            }
            i = targetEnd;
            continue;
        }
        if (!image)
            continue;
        const QString text = line.mid(open + 1, i - open - 1);
        if (next == QLatin1Char('[')) {
            const qsizetype labelEnd = line.indexOf(QLatin1Char(']'), i + 2);
            if (labelEnd >= 0) {
                const QString label = line.mid(i + 2, labelEnd - i - 2);
                imageLabel(label.trimmed().isEmpty() ? text : label);
                i = labelEnd;
                continue;
            }
        }
        imageLabel(text);
    }
}

// Calls visit(lineIndex, line) for each line outside fenced code blocks, with its code spans
// blanked out (every other character where it was).
template <typename Visit>
void forEachProseLine(const QString &markdown, Visit visit)
{
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    MarkdownCode code;
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QString &raw = lines.at(n);
        if (code.fenceLine(raw.trimmed()) || code.inFence())
            continue;
        visit(n, MarkdownCode::withoutSpans(raw));
    }
}

} // namespace

QList<MarkdownReference> MarkdownReferences::scan(const QString &markdown)
{
    static const QRegularExpression definition(QStringLiteral("^ {0,3}\\[([^\\]]+)\\]:\\s*(\\S+)"));
    static const QRegularExpression htmlImage(QStringLiteral("<img\\b[^>]*?\\bsrc\\s*=\\s*([\"'])(.*?)\\1"),
                                              QRegularExpression::CaseInsensitiveOption);
    QList<MarkdownReference> references;
    QList<QPair<QString, qsizetype>> definitions; // normalized label, index in references
    QSet<QString> imageLabels;                    // labels used by reference-style images
    forEachProseLine(markdown, [&](qsizetype n, const QString &line) {
        auto add = [&](const QString &target, qsizetype column, bool image) {
            MarkdownReference r;
            r.target = cleanTarget(target);
            r.line = static_cast<int>(n) + 1;
            r.column = static_cast<int>(column) + 1;
            r.image = image;
            if (r.target.isEmpty())
                return false;
            references.append(r);
            return true;
        };
        scanBrackets(
            line, [&](qsizetype, qsizetype start, qsizetype length, bool image) { add(line.mid(start, length), start, image); },
            [&](const QString &label) { imageLabels.insert(normalizedLabel(label)); });
        if (const QRegularExpressionMatch m = definition.match(line); m.hasMatch())
            if (add(m.captured(2), m.capturedStart(2), false))
                definitions.append({normalizedLabel(m.captured(1)), references.size() - 1});
        for (auto it = htmlImage.globalMatch(line); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            add(m.captured(2), m.capturedStart(2), true);
        }
    });
    // A definition is an image's target when an image uses its label (before or after it).
    for (const auto &[label, index] : std::as_const(definitions))
        if (imageLabels.contains(label))
            references[index].image = true;
    return references;
}

QList<MarkdownReference> MarkdownReferences::bareChapterLinks(const QString &markdown)
{
    // An id may hold dots, but one that ends a sentence ("see chapter:masks.") is not its own.
    static const QRegularExpression chapterLink(QStringLiteral("chapter:[A-Za-z0-9](?:[A-Za-z0-9_.-]*[A-Za-z0-9_-])?"));
    static const QRegularExpression definition(QStringLiteral("^ {0,3}\\[[^\\]]+\\]:\\s*\\S+"));
    QList<MarkdownReference> bare;
    forEachProseLine(markdown, [&](qsizetype n, const QString &line) {
        if (!line.contains(QLatin1String("chapter:")))
            return;
        // What links cover: "[text](target)" from its '[' to its ')', and a reference
        // definition's whole line.
        QList<QPair<qsizetype, qsizetype>> links; // [begin, end)
        scanBrackets(
            line, [&](qsizetype open, qsizetype start, qsizetype length, bool) { links.append({open, start + length + 1}); },
            [](const QString &) {});
        if (definition.match(line).hasMatch())
            links.append({0, line.size()});
        for (auto it = chapterLink.globalMatch(line); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const qsizetype at = m.capturedStart();
            // Part of a longer word ("subchapter:x"), an autolink (<chapter:x>) or an HTML
            // attribute (href="chapter:x") is not a bare reference.
            const QChar before = at > 0 ? line.at(at - 1) : QChar();
            if (before.isLetterOrNumber() || before == QLatin1Char('<') || before == QLatin1Char('"') || before == QLatin1Char('\''))
                continue;
            // The target of a link whose text began on an earlier line: "…text](chapter:x)".
            if (at >= 2 && QStringView(line).mid(at - 2, 2) == QLatin1String("]("))
                continue;
            if (std::any_of(links.cbegin(), links.cend(), [at](const auto &l) { return at >= l.first && at < l.second; }))
                continue;
            MarkdownReference r;
            r.target = m.captured();
            r.line = static_cast<int>(n) + 1;
            r.column = static_cast<int>(at) + 1;
            bare.append(r);
        }
    });
    return bare;
}

} // namespace atlas
