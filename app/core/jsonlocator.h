// Finds where a JSON pointer's value starts in the original text, so diagnostics can say
// "pack.json:12:5" — QJsonDocument keeps no positions.
//
// The text is only scanned, never trusted: every walk is bounded by the text's length and
// stops at the first thing it does not understand (the parser proper reports syntax errors).
// Each object or array is scanned once and its children remembered, so locating hundreds of
// pointers in a large manifest costs about one pass over it. The caches make a locator
// unsuitable for sharing between threads.
#pragma once

#include "core/coreexport.h"

#include "jsonpath.h"

#include <QByteArray>
#include <QHash>
#include <QList>

#include <optional>
#include <utility>
#include <vector>

namespace atlas {

class ATLAS_CORE_EXPORT JsonLocator {
public:
    struct Position {
        int line = 0;   // 1-based; 0 when unknown
        int column = 0; // 1-based, in characters
    };

    explicit JsonLocator(const QByteArray &utf8) : text_(utf8) {}

    // The deepest existing prefix of `path`: its value's position (a pointer to a missing key
    // lands on the object that lacks it).
    Position locate(const JsonPath &path) const;
    Position positionOf(qsizetype byteOffset) const;
    // The byte range [first, second) of the value at `path`, or nullopt when the path does not
    // exist exactly — for editing a file in place (questions added to a chapter).
    std::optional<std::pair<qsizetype, qsizetype>> span(const JsonPath &path) const;

    // The deepest nesting of arrays and objects; stops counting above `limit` and returns
    // limit + 1, so hostile inputs cost one linear pass at most. Then `tooDeepAt`, if given,
    // receives the byte offset of the first bracket beyond the limit.
    static int nestingDepth(const QByteArray &utf8, int limit, qsizetype *tooDeepAt = nullptr);

private:
    qsizetype skipWhitespace(qsizetype i) const;
    qsizetype skipString(qsizetype i) const;  // i at '"'; returns the index after the closing quote
    qsizetype skipValue(qsizetype i) const;
    QString readKey(qsizetype i, qsizetype end) const; // raw string text between quotes, decoded
    qsizetype child(qsizetype i, const QVariant &segment) const; // -1 if absent

    // The children of the object or array that opens at a byte offset: value offsets by key
    // (the last of duplicate keys, the one QJsonDocument keeps) or by index.
    struct Children {
        QHash<QString, qsizetype> byKey;
        QList<qsizetype> byIndex;
    };
    const Children &children(qsizetype open) const;

    QByteArray text_;
    mutable QHash<qsizetype, Children> children_;
    // Positions at every checkpointStride-th byte, so positionOf scans at most one stride.
    static constexpr qsizetype checkpointStride = 4096;
    mutable std::vector<Position> checkpoints_;
};

} // namespace atlas
