#include "packfile.h"

#include <QFile>
#include <QFileInfo>

namespace atlas {

PackFile::Contents PackFile::read(const QString &path, qint64 limit)
{
    Contents r;
    const QFileInfo info(path);
    if (!info.exists()) {
        r.error = tr("the file does not exist");
        r.code = DiagnosticCode::Missing;
        return r;
    }
    if (!info.isFile()) {
        r.error = info.isDir() ? tr("a folder, not a file") : tr("not a regular file");
        return r;
    }
    if (info.size() > limit) {
        r.error = tr("%1 bytes, larger than the limit of %2 bytes").arg(info.size()).arg(limit);
        r.code = DiagnosticCode::TooLarge;
        return r;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        r.error = tr("cannot be read: %1").arg(file.errorString());
        return r;
    }
    r.data = file.read(limit + 1);
    if (r.data.size() > limit) { // grew since we looked
        r.error = tr("larger than the limit of %1 bytes").arg(limit);
        r.code = DiagnosticCode::TooLarge;
        r.data.clear();
    }
    return r;
}

} // namespace atlas
