// `attention-atlas-cli variance`: the seeded scaling-variance experiment as JSON.
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

class VarianceCommand {
    Q_DECLARE_TR_FUNCTIONS(VarianceCommand)

public:
    static constexpr qint64 maxDk = 65536;
    static constexpr qint64 maxSamples = 10000000;
    static constexpr qint64 maxKeys = 4096;
    static constexpr double maxDraws = 2e9; // normal draws per run: about ten seconds

    static int run(const QStringList &arguments);
};

} // namespace atlas
