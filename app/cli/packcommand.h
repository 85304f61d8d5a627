// `attention-atlas-cli pack`: packs documents into blocks with labels, loss mask and the
// document-aware causal mask (docs/cli.md).
#pragma once

#include "core/jsonreader.h"

#include <atlas/packer.h>

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace atlas {

class PackCommand {
    Q_DECLARE_TR_FUNCTIONS(PackCommand)

public:
    static constexpr qint64 maxBlockLength = 4096;
    static constexpr qint64 maxStreamLength = qint64(1) << 20;
    static constexpr qint64 maxMaskEntries = qint64(1) << 24; // stream length × block length

    static int run(const QStringList &arguments);
    // Records the first defect in `reader` and returns nullopt, or returns a request within
    // the limits above.
    static std::optional<PackRequest> parseRequest(const QJsonObject &object, JsonReader &reader);
};

} // namespace atlas
