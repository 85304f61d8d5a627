// `attention-atlas-cli bench`: one attention kernel measured on this machine, as one JSON
// object (KernelBenchmark does the measuring).
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

class BenchCommand {
    Q_DECLARE_TR_FUNCTIONS(BenchCommand)

public:
    static constexpr qint64 maxLength = 65536;
    static constexpr qint64 maxHeads = 64;
    static constexpr qint64 maxWidth = 1024;
    static constexpr qint64 maxRepeats = 1000;
    static constexpr qint64 maxThreads = 256;
    // T·H·max(dₖ, dᵥ): 2²⁶ numbers are 256 MiB per input matrix in float.
    static constexpr qint64 maxInputEntries = qint64(1) << 26;
    // H·T² scores the dense kernel keeps: 2²⁷ is 512 MiB in float (twice that in double).
    static constexpr qint64 maxDenseScores = qint64(1) << 27;

    // arguments[0] is the command name. Returns the process exit status.
    static int run(const QStringList &arguments);
};

} // namespace atlas
