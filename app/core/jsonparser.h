// Reads JSON text strictly: one number and object grammar for everything this application
// reads from others (chapter-pack manifests, command-line requests), so that a text means
// the same to every reader and nothing is changed silently.
//
// The grammar is RFC 8259's, with these rules where readers disagree (docs/pack-format.md,
// "Numbers and objects"):
//   - an object may not give a key twice (Qt keeps the last, other readers the first);
//   - numbers are written exactly as RFC 8259 says: "1.", ".5", "+1", "01", "0x10", NaN and
//     Infinity are refused;
//   - an integer written with digits only must lie within ±(2⁵³ − 1), the integers every
//     JSON reader carries exactly (RFC 7493, I-JSON): 9007199254740993 would become …992 in
//     a double, so it is refused rather than rounded;
//   - a number beyond the largest double (about 1.8 × 10³⁰⁸) is refused; one too small for
//     a double (1e-400) reads as 0, the nearest double, as RFC 8259 allows;
//   - strings are UTF-8 with control characters escaped and \u escapes whose surrogates pair;
//   - nesting deeper than a limit is refused before the parser's stack is at risk, and a
//     text whose values would take more memory than a limit is refused as soon as that is
//     clear (Qt's values cost up to ~50 times their text: "[1]," is 4 bytes of text and
//     ~180 bytes in memory).
// A UTF-8 byte-order mark at the start is ignored, as RFC 8259 permits.
//
// Numbers become doubles (the nearest one, as in every JSON reader), except that digits alone
// become exact integers. JsonReader's integer accessors then take a number whose value is an
// integer within ±(2⁵³ − 1), so an integer field never receives a rounded integer.
//
// Cost: one pass, memory linear in the text; objects are checked for duplicates with a hash
// and built in key order (QJsonObject keeps its keys sorted), so no input is quadratic.
#pragma once

#include "core/coreexport.h"
#include "jsonpath.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace atlas {

struct JsonParseFailure {
    qsizetype offset = 0; // in bytes, where the problem starts
    int line = 0;         // 1-based
    int column = 0;       // 1-based, in characters
    JsonPath path;        // the value being read when it failed (the root: empty)
    QString message;      // translated; without the location
    // The text is JSON (RFC 8259) but breaks a rule of this reader: a key given twice, an
    // integer beyond ±(2⁵³ − 1), a number beyond a double, nesting or memory beyond a limit.
    bool validJson = false;
};

struct JsonParseLimits {
    int maxDepth = 256;
    // An upper bound of the memory the parsed values take (QJsonValue, QJsonArray,
    // QJsonObject and their strings), estimated as they are read.
    qint64 maxMemory = qint64(512) << 20;
};

class ATLAS_CORE_EXPORT JsonParser {
    Q_DECLARE_TR_FUNCTIONS(JsonParser)

public:
    // 2⁵³ − 1: the largest integer a double holds with every smaller one.
    static constexpr qint64 maxExactInteger = (qint64(1) << 53) - 1;

    // The value the text holds, or nullopt with `failure` (if given) set.
    static std::optional<QJsonValue> parse(const QByteArray &utf8, JsonParseFailure *failure = nullptr,
                                           const JsonParseLimits &limits = {});

    // What parse() charges for each value, each non-empty array or object, each member of
    // an object and each character of a string: upper bounds of what Qt 6.4 takes on 64-bit
    // Linux, measured by peak memory over millions of each (e.g. "[1]" ≈ 180 bytes with
    // its place in the outer array, a member ≈ 200 bytes while its object is read).
    static constexpr qint64 costPerValue = 24;
    static constexpr qint64 costPerContainer = 192;
    static constexpr qint64 costPerMember = 192;
    static constexpr qint64 costPerCharacter = 4;
};

} // namespace atlas
