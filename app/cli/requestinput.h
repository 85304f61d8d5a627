// Reads a request from a file or standard input, refusing anything larger than a limit
// before it can exhaust memory.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace atlas {

class RequestInput {
    Q_DECLARE_TR_FUNCTIONS(RequestInput)

public:
    static constexpr qint64 defaultLimit = qint64(256) << 20; // 256 MiB

    // path empty: standard input. On failure returns nullopt and sets `error`.
    static std::optional<QByteArray> read(const QString &path, qint64 limit, QString &error);
};

} // namespace atlas
