// Keeps every file a pack refers to inside the pack folder.
//
// A path in a pack is relative, uses '/', and may not climb out: no "..", no absolute path,
// no URL or drive letter, no backslash, and no symbolic link whose target leaves the pack
// (checked on the canonical path, so links inside the pack are fine).
#pragma once

#include "core/coreexport.h"
#include "diagnosticsink.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace atlas {

class ATLAS_CORE_EXPORT PackPaths {
    Q_DECLARE_TR_FUNCTIONS(PackPaths)

public:
    // `packDirectory` need not be canonical; an empty root() means it does not exist.
    explicit PackPaths(const QString &packDirectory);

    const QString &root() const { return root_; }

    struct Resolution {
        QString absolutePath; // canonical, inside root(); empty on failure
        QString error;        // translated; empty on success
        DiagnosticCode code = DiagnosticCode::File; // which rule `error` reports
        bool ok() const { return error.isEmpty(); }
    };

    // Syntax only (no file system access): an error message, or nullopt when acceptable.
    static std::optional<QString> syntaxError(const QString &relative);
    // Syntax, existence, a regular file, and containment after resolving symbolic links.
    Resolution resolve(const QString &relative) const;
    // The first `maxBytes` of the file `relative` names, resolved as above; nullopt, with why
    // in `problem` (translated), when it cannot be read.
    std::optional<QByteArray> read(const QString &relative, qint64 maxBytes, QString *problem) const;
    // True if `absolute` (any path) lies inside the pack once canonicalized.
    bool contains(const QString &absolute) const;

private:
    QString root_;
};

} // namespace atlas
