#include "requestinput.h"

#include <QFile>

#include <cstdio>

namespace atlas {

std::optional<QByteArray> RequestInput::read(const QString &path, qint64 limit, QString &error)
{
    QFile file;
    bool opened = false;
    if (path.isEmpty()) {
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened) {
        error = path.isEmpty() ? tr("cannot read standard input: %1").arg(file.errorString())
                               : tr("cannot open %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QByteArray data;
    constexpr qint64 chunk = qint64(1) << 20;
    while (true) {
        const QByteArray part = file.read(chunk);
        if (part.isEmpty()) {
            if (file.error() != QFileDevice::NoError) {
                error = tr("cannot read %1: %2")
                            .arg(path.isEmpty() ? tr("standard input") : path, file.errorString());
                return std::nullopt;
            }
            break;
        }
        if (data.size() + part.size() > limit) {
            error = tr("the request is larger than %1 MiB").arg(limit >> 20);
            return std::nullopt;
        }
        data += part;
    }
    return data;
}

} // namespace atlas
