// `attention-atlas-cli pack`: packs documents into blocks with labels, loss mask and the
// document-aware causal mask (docs/cli.md).
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

class PackCommand {
    Q_DECLARE_TR_FUNCTIONS(PackCommand)

public:
    static constexpr qint64 maxBlockLength = 4096;
    static constexpr qint64 maxStreamLength = qint64(1) << 20;
    static constexpr qint64 maxMaskEntries = qint64(1) << 24; // stream length × block length

    static int run(const QStringList &arguments);
};

} // namespace atlas
