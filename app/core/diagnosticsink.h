// Findings, and where they go.
//
// DiagnosticCode says what kind of defect a finding reports, for scripts and tests: a stable
// identifier that does not change with the UI language or with a message's wording. The
// message says the details; the code says which rule was broken. The names
// (diagnosticCodeName) are part of the command-line contract (`validate --json`, docs/cli.md):
// a code may be added, never renamed or removed.
//
// DiagnosticSink is the one place a finding is written to. Whoever reads untrusted input —
// JsonReader while it reads a value, a chapter kind checking its params (ParamsReport), a
// question kind reading its fields (QuestionFields), the pack loader (PackDiagnostics) —
// reports each finding to a sink as it finds it, located by a JSON path; nothing collects
// findings to copy them elsewhere later. A sink that passes findings on (a chapter's params
// into the pack's) puts them where they belong, in the order they were found.
#pragma once

#include "core/coreexport.h"

#include "jsonpath.h"

#include <QLatin1String>
#include <QString>
#include <QStringView>

#include <optional>

namespace atlas {

enum class DiagnosticCode {
    Invalid,       // "invalid": a value the field does not accept, for a reason not listed below
    Syntax,        // "syntax": the file is not well-formed JSON
    WrongType,     // "wrong-type": a string where a number belongs, an object where an array does…
    Missing,       // "missing": a required field or file is absent or empty
    UnknownField,  // "unknown-field": a field this format does not have (often a misspelling)
    OutOfRange,    // "out-of-range": a number or index outside what the field allows
    NotFinite,     // "not-finite": a number that is not finite
    TooLarge,      // "too-large": beyond one of the pack's limits (count, size, length, depth)
    Duplicate,     // "duplicate": a value given twice that must be unique
    Inconsistent,  // "inconsistent": a value that disagrees with another one (shapes, counts)
    File,          // "file": a file that cannot be used (unreadable, not UTF-8, not a regular file)
    Unsafe,        // "unsafe": refused for safety (leaves the pack, active SVG content, network)
    Reference,     // "reference": names a chapter, question, image or kind that does not exist
    Formula,       // "formula": a formula that does not parse
    Untranslated,  // "untranslated": a language the pack declares has no text here
    Guessable,     // "guessable": a graded question whose answer can be found without knowing it
};

// Whether a finding stops the pack from loading (an error) or only asks the author to look
// (a warning): a Diagnostic's severity, and an entry's of a chapter kind's ParamsReport.
enum class DiagnosticSeverity { Error, Warning };

// "wrong-type", "out-of-range", …
ATLAS_CORE_EXPORT QLatin1String diagnosticCodeName(DiagnosticCode code);
// The code named `name`, or none.
ATLAS_CORE_EXPORT std::optional<DiagnosticCode> diagnosticCodeFromName(QStringView name);

// One finding as a sink that keeps them keeps it (ParamsReport::Entry, DiagnosticList::Entry).
struct ATLAS_CORE_EXPORT Finding {
    DiagnosticSeverity severity = DiagnosticSeverity::Error;
    JsonPath path; // relative to what the sink's paths are relative to
    DiagnosticCode code = DiagnosticCode::Invalid;
    QString message; // translated; does not repeat the location
};

// Receives findings located by a JSON path; what the path is relative to is the sink's (the
// manifest, a params object, a request).
class ATLAS_CORE_EXPORT DiagnosticSink {
public:
    virtual ~DiagnosticSink();

    virtual void report(DiagnosticSeverity severity, const JsonPath &path, DiagnosticCode code,
                        const QString &message) = 0;

    void error(const JsonPath &path, DiagnosticCode code, const QString &message)
    {
        report(DiagnosticSeverity::Error, path, code, message);
    }
    void warning(const JsonPath &path, DiagnosticCode code, const QString &message)
    {
        report(DiagnosticSeverity::Warning, path, code, message);
    }

protected:
    DiagnosticSink() = default;
    DiagnosticSink(const DiagnosticSink &) = default;
    DiagnosticSink &operator=(const DiagnosticSink &) = default;
};

} // namespace atlas
