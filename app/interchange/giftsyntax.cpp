#include "giftsyntax.h"

namespace atlas {

namespace {

// What PHP's trim() removes, as Moodle's GIFT importer trims: space, tab, line feed, carriage
// return, NUL and vertical tab — not a no-break space or any other Unicode space, which stay
// part of the text.
bool trimmedBy(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r')
        || c == QChar(0) || c == QChar(0x0b);
}

} // namespace

qsizetype GiftSyntax::findUnescaped(const QString &text, QStringView needle, qsizetype from, qsizetype to)
{
    for (qsizetype i = from; i < to; ++i) {
        if (text.at(i) == QLatin1Char('\\')) {
            ++i;
            continue;
        }
        if (i + needle.size() <= to && QStringView(text).mid(i, needle.size()) == needle)
            return i;
    }
    return -1;
}

qsizetype GiftSyntax::findLastUnescaped(const QString &text, QStringView needle, qsizetype from, qsizetype to)
{
    qsizetype last = -1;
    for (qsizetype i = from; i < to; ++i) {
        if (text.at(i) == QLatin1Char('\\')) {
            ++i;
            continue;
        }
        if (i + needle.size() <= to && QStringView(text).mid(i, needle.size()) == needle)
            last = i;
    }
    return last;
}

GiftSyntax::Span GiftSyntax::trimmed(const QString &text, Span s)
{
    while (s.begin < s.end && trimmedBy(text.at(s.begin)))
        ++s.begin;
    // A trailing backslash-space is an escaped space only when the backslash is itself not
    // escaped; GIFT has no such escape, so plain trimming matches Moodle's trim().
    while (s.end > s.begin && trimmedBy(text.at(s.end - 1)))
        --s.end;
    return s;
}

QString GiftSyntax::unescape(QStringView raw)
{
    QString out;
    out.reserve(raw.size());
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const QChar c = raw.at(i);
        if (c == QLatin1Char('\\') && i + 1 < raw.size()) {
            const QChar next = raw.at(i + 1);
            if (QStringView(u"~=#{}:\\").contains(next)) {
                out += next;
                ++i;
                continue;
            }
            if (next == QLatin1Char('n')) {
                out += QLatin1Char('\n');
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace atlas
