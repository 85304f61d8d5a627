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
