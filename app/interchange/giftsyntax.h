// The pieces of GIFT's syntax that every part of a question is read with (GiftReader): spans of
// a question's text, finding a marker ('{', '#', '=', "->", …) outside escapes, trimming as
// Moodle's importer trims, and turning GIFT's escapes into the characters they stand for.
// Private to core.
#pragma once

#include <QString>
#include <QStringView>

namespace atlas {

class GiftSyntax {
public:
    // A piece of a question's text: [begin, end) offsets.
    struct Span {
        qsizetype begin = 0;
        qsizetype end = 0;
        qsizetype size() const { return end - begin; }
    };

    // The first occurrence of `needle` in text[from, to) outside escapes (a backslash escapes
    // the character after it), or -1.
    static qsizetype findUnescaped(const QString &text, QStringView needle, qsizetype from, qsizetype to);
    // The last such occurrence, or -1.
    static qsizetype findLastUnescaped(const QString &text, QStringView needle, qsizetype from, qsizetype to);
    // `s` without what PHP's trim() removes at either end.
    static Span trimmed(const QString &text, Span s);
    // GIFT's escapes: \~ \= \# \{ \} \: become the character, \n a line break, \\ a backslash;
    // any other backslash stays as written (Moodle's importer does the same).
    static QString unescape(QStringView raw);
};

} // namespace atlas
