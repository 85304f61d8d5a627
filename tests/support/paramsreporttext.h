// What a chapter kind found wrong with its params, as text: to compare with the expected
// defects and to show in a failure message.
#pragma once

#include "core/paramsreport.h"

#include <QStringList>

namespace atlas::test {

class ParamsReportText {
public:
    // "pointer: message" per entry.
    static QStringList lines(const ParamsReport &report)
    {
        QStringList lines;
        for (const ParamsReport::Entry &e : report.entries())
            lines.append(e.path.toPointer() + QStringLiteral(": ") + e.message);
        return lines;
    }
    // "severity pointer code" per entry ("error /entries/0/themes missing"): what a test
    // compares, since neither depends on the UI language or a message's wording.
    static QStringList codes(const ParamsReport &report)
    {
        QStringList lines;
        for (const ParamsReport::Entry &e : report.entries())
            lines.append((e.severity == DiagnosticSeverity::Error ? QStringLiteral("error ") : QStringLiteral("warning "))
                         + e.path.toPointer() + QLatin1Char(' ') + diagnosticCodeName(e.code));
        return lines;
    }
    // The JSON pointer of each entry, in order.
    static QStringList pointers(const ParamsReport &report)
    {
        QStringList pointers;
        for (const ParamsReport::Entry &e : report.entries())
            pointers.append(e.path.toPointer());
        return pointers;
    }
};

} // namespace atlas::test
