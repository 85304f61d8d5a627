// What a chapter kind finds wrong with a chapter's params, located by JSON paths relative to
// the params object. The pack loader turns each entry into a located Diagnostic.
#pragma once

#include "diagnostic.h"
#include "jsonpath.h"
#include "jsonreader.h"

#include <QList>
#include <QString>

namespace atlas {

class ParamsReport {
public:
    struct Entry {
        Diagnostic::Severity severity = Diagnostic::Severity::Error;
        JsonPath path; // relative to the params object
        QString message;
    };

    void error(const JsonPath &path, const QString &message)
    {
        entries_.append({Diagnostic::Severity::Error, path, message});
    }
    void warning(const JsonPath &path, const QString &message)
    {
        entries_.append({Diagnostic::Severity::Warning, path, message});
    }
    // Moves a JsonReader's errors into this report.
    void take(const JsonReader &reader)
    {
        for (const FieldError &e : reader.errors())
            error(e.path, e.message);
    }

    const QList<Entry> &entries() const { return entries_; }
    bool hasErrors() const
    {
        for (const Entry &e : entries_)
            if (e.severity == Diagnostic::Severity::Error)
                return true;
        return false;
    }

private:
    QList<Entry> entries_;
};

} // namespace atlas
