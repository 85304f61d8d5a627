// Reads one file of a pack, after checking that it is a regular file within a size limit: a
// FIFO, a device or a file that grows while it is read never blocks or floods the reader.
// The loader, the validator and the reading view all read pack files through here.
#pragma once

#include "core/coreexport.h"
#include "diagnosticsink.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace atlas {

class ATLAS_CORE_EXPORT PackFile {
    Q_DECLARE_TR_FUNCTIONS(PackFile)

public:
    struct Contents {
        QByteArray data;
        QString error; // translated, without the file's name; empty on success
        DiagnosticCode code = DiagnosticCode::File; // which rule `error` reports
        bool ok() const { return error.isEmpty(); }
    };

    // At most `limit` bytes of the file at `path` (an absolute path the caller has confined).
    static Contents read(const QString &path, qint64 limit);
};

} // namespace atlas
