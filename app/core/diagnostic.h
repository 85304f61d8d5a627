// One finding about a pack: where (file, line, column, JSON pointer) and what.
//
// Printed as "FILE:LINE:COLUMN: error|warning: MESSAGE" — the form compilers use, so editors
// and CI logs make it clickable. LINE and COLUMN are 1-based and omitted when unknown; a JSON
// pointer, when there is one, opens the message.
#pragma once

#include "core/coreexport.h"
#include "diagnosticsink.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace atlas {

struct ATLAS_CORE_EXPORT Diagnostic {
    Q_DECLARE_TR_FUNCTIONS(Diagnostic)

public:
    using Severity = DiagnosticSeverity;

    Severity severity = Severity::Error;
    QString file;     // as shown to the user (the pack folder as given, joined with the file)
    int line = 0;     // 0: unknown
    int column = 0;   // 0: unknown
    QString pointer;  // JSON pointer inside `file`, or empty
    DiagnosticCode code = DiagnosticCode::Invalid;
    QString message;  // translated, without location
    int chapter = -1; // index of the chapter it concerns in the pack's list; −1: the pack as a whole

    bool isError() const { return severity == Severity::Error; }
    QString toString() const;

    static int errorCount(const QList<Diagnostic> &diagnostics);
    static int warningCount(const QList<Diagnostic> &diagnostics);
};

} // namespace atlas
