// A sink that keeps what it is told, in order: for a reader used on its own, where nothing
// larger collects the findings (a command-line request, a progress file, a test).
#pragma once

#include "core/coreexport.h"

#include "diagnosticsink.h"

#include <QList>

namespace atlas {

class ATLAS_CORE_EXPORT DiagnosticList final : public DiagnosticSink {
public:
    using Entry = Finding;

    void report(DiagnosticSeverity severity, const JsonPath &path, DiagnosticCode code,
                const QString &message) override
    {
        entries_.append({severity, path, code, message});
    }

    const QList<Entry> &entries() const { return entries_; }
    bool isEmpty() const { return entries_.isEmpty(); }

private:
    QList<Entry> entries_;
};

} // namespace atlas
