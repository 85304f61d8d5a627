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
    // ScalingVarianceExperiment::cost, in normal draws. bench_scalingvariance measures about
    // 27 ns per unit whatever the shape (2.1 GHz x86, 2023), so the limit is about ten
    // seconds for every setting it admits (--keys 4096 --dk 1 ran 148 s under the old limit).
    static constexpr double maxCost = 4e8;

    static int run(const QStringList &arguments);
};

} // namespace atlas
