#include "packpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace atlas {

PackPaths::PackPaths(const QString &packDirectory)
    : root_(QFileInfo(packDirectory).canonicalFilePath())
{
}

std::optional<QString> PackPaths::syntaxError(const QString &relative)
{
    if (relative.trimmed().isEmpty())
        return tr("expected a relative path inside the pack, got an empty string");
    static const QRegularExpression scheme(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]*:"));
    if (scheme.match(relative).hasMatch())
        return tr("'%1' is a URL or drive path; only files inside the pack may be referenced").arg(relative);
    if (relative.startsWith(QLatin1Char('/')))
        return tr("'%1' is an absolute path; paths must be relative to the pack folder").arg(relative);
    if (relative.contains(QLatin1Char('\\')))
        return tr("'%1' contains a backslash; separate folders with '/'").arg(relative);
    if (relative.contains(QChar(0)))
        return tr("'%1' contains a NUL character").arg(relative);
    const QStringList parts = relative.split(QLatin1Char('/'));
    for (const QString &part : parts)
        if (part == QLatin1String(".."))
            return tr("'%1' contains '..'; paths may not leave the pack folder").arg(relative);
    return std::nullopt;
}

bool PackPaths::contains(const QString &absolute) const
{
    // QFileInfo gives back the path unchanged when realpath() fails for another reason than
    // a missing file (a symbolic link loop, a folder that cannot be searched), and that path
    // may well start with the root: only an existing file has a trustworthy canonical path.
    if (root_.isEmpty() || !QFileInfo::exists(absolute))
        return false;
    const QString canonical = QFileInfo(absolute).canonicalFilePath();
    return !canonical.isEmpty()
        && (canonical == root_ || canonical.startsWith(root_ + QLatin1Char('/')));
}

PackPaths::Resolution PackPaths::resolve(const QString &relative) const
{
    Resolution r;
    if (const std::optional<QString> error = syntaxError(relative)) {
        r.error = *error;
        r.code = DiagnosticCode::Unsafe;
        return r;
    }
    if (root_.isEmpty()) {
        r.error = tr("the pack folder does not exist");
        r.code = DiagnosticCode::Missing;
        return r;
    }
    const QString joined = QDir(root_).filePath(relative);
    const QFileInfo info(joined);
    if (!info.exists()) {
        r.error = info.isSymLink() ? tr("'%1' is a symbolic link to nothing").arg(relative)
                                   : tr("'%1' does not exist").arg(relative);
        r.code = DiagnosticCode::Missing;
        return r;
    }
    const QString canonical = info.canonicalFilePath();
    if (canonical.isEmpty() || !(canonical.startsWith(root_ + QLatin1Char('/')))) {
        r.error = tr("'%1' is a symbolic link that leaves the pack folder").arg(relative);
        r.code = DiagnosticCode::Unsafe;
        return r;
    }
    if (!QFileInfo(canonical).isFile()) {
        r.error = QFileInfo(canonical).isDir() ? tr("'%1' is a folder, not a file").arg(relative)
                                               : tr("'%1' is not a regular file").arg(relative);
        return r;
    }
    r.absolutePath = canonical;
    return r;
}

std::optional<QByteArray> PackPaths::read(const QString &relative, qint64 maxBytes, QString *problem) const
{
    const Resolution file = resolve(relative);
    if (!file.ok()) {
        *problem = file.error;
        return std::nullopt;
    }
    QFile in(file.absolutePath);
    if (!in.open(QIODevice::ReadOnly)) {
        *problem = in.errorString();
        return std::nullopt;
    }
    return in.read(maxBytes);
}

} // namespace atlas
