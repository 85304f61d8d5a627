#include "markdownreferences.h"

#include <QRegularExpression>
#include <QUrl>

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

// Blanks inline code spans so their contents are not read as references (keeps columns).
QString withoutCodeSpans(const QString &line)
{
    QString result = line;
    qsizetype i = 0;
    while (i < result.size()) {
        if (result.at(i) != QLatin1Char('`')) {
            ++i;
            continue;
        }
        qsizetype ticks = 0;
        while (i + ticks < result.size() && result.at(i + ticks) == QLatin1Char('`'))
            ++ticks;
        const QString fence(ticks, QLatin1Char('`'));
        const qsizetype close = result.indexOf(fence, i + ticks);
        if (close < 0)
            break;
        for (qsizetype j = i; j < close + ticks; ++j)
            result[j] = QLatin1Char(' ');
        i = close + ticks;
    }
    return result;
}

} // namespace

QList<MarkdownReference> MarkdownReferences::scan(const QString &markdown)
{
    static const QRegularExpression inlineReference(QStringLiteral("(!?)\\[(?:[^\\]\\\\]|\\\\.)*\\]\\(([^)\\n]*)\\)"));
    static const QRegularExpression definition(QStringLiteral("^ {0,3}\\[[^\\]]+\\]:\\s*(\\S+)"));
    static const QRegularExpression htmlImage(QStringLiteral("<img\\b[^>]*?\\bsrc\\s*=\\s*([\"'])(.*?)\\1"),
                                              QRegularExpression::CaseInsensitiveOption);
    QList<MarkdownReference> references;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    bool inFence = false;
    QString fenceMarker;
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QString raw = lines.at(n);
        const QString trimmed = raw.trimmed();
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"))) {
            const QString marker = trimmed.left(3);
            if (!inFence) {
                inFence = true;
                fenceMarker = marker;
            } else if (marker == fenceMarker) {
                inFence = false;
            }
            continue;
        }
        if (inFence)
            continue;
        const QString line = withoutCodeSpans(raw);
        auto add = [&](const QString &target, qsizetype column, bool image) {
            MarkdownReference r;
            r.target = cleanTarget(target);
            r.line = static_cast<int>(n) + 1;
            r.column = static_cast<int>(column) + 1;
            r.image = image;
            if (!r.target.isEmpty())
                references.append(r);
        };
        for (auto it = inlineReference.globalMatch(line); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            add(m.captured(2), m.capturedStart(2), !m.captured(1).isEmpty());
        }
        if (const QRegularExpressionMatch m = definition.match(line); m.hasMatch())
            add(m.captured(1), m.capturedStart(1), false);
        for (auto it = htmlImage.globalMatch(line); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            add(m.captured(2), m.capturedStart(2), true);
        }
    }
    return references;
}

} // namespace atlas
