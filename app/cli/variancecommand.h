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
    // ScalingVarianceExperiment::cost: normal draws and exponentials. bench_scalingvariance
    // measures 4–6 ns per unit across shapes on a 2020s x86 core, so the limit is ten
    // seconds or less for every setting it admits.
    static constexpr double maxCost = 2e9;

    static int run(const QStringList &arguments);
};

} // namespace atlas
